import CursesUICore
import Foundation

/// A pinch, as SwiftUI's `MagnifyGesture`. In a terminal `+` and `-` on the focused view
/// magnify it by a quarter and back, and Enter or Esc ends the pinch; so does moving focus away.
///
/// ```swift
/// Image(systemName: "photo")
///     .scaleEffect(scale)
///     .gesture(MagnifyGesture().onChanged { scale = $0.magnification })
/// ```
public struct MagnifyGesture: Gesture {
    /// Built in: no body.
    public typealias Body = Never

    /// How far a pinch has gone.
    public struct Value: Equatable, Sendable {
        /// When the pinch reached this magnification.
        public var time: Date
        /// The magnification since the pinch began: 1 is none.
        public var magnification: CGFloat
        /// How fast the magnification changes; zero for a key.
        public var velocity: CGFloat
        /// Where the pinch began, as a unit point of the view: its centre.
        public var startAnchor: UnitPoint
        /// Where the pinch began: the centre of the view.
        public var startLocation: CGPoint
    }

    /// The least change SwiftUI reports; a key changes by a quarter.
    public var minimumScaleDelta: CGFloat

    /// A pinch reporting changes of at least `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    /// `+` and `-` magnify; Enter, Esc or leaving the view ends the pinch.
    public func _recognize(_ input: _GestureInput, memory: _GestureMemory) -> _GesturePhase<Value> {
        memory.step(input) { (current: Value?) in
            PinchKeys.factor(of: input.key).map { factor in
                Value(
                    time: Date(), magnification: (current?.magnification ?? 1) * factor, velocity: 0, startAnchor: .center,
                    startLocation: input.centre)
            }
        }
    }

    /// `+` and `-` zoom; Enter ends a pinch in progress.
    public func _keyHelp(memory: _GestureMemory) -> [KeyHelp] { PinchKeys.help(inProgress: memory.progress != nil) }
}

/// A pinch reporting only its magnification, as SwiftUI's older `MagnificationGesture`.
public struct MagnificationGesture: Gesture {
    /// Built in: no body.
    public typealias Body = Never
    /// The magnification since the pinch began: 1 is none.
    public typealias Value = CGFloat

    /// The least change SwiftUI reports; a key changes by a quarter.
    public var minimumScaleDelta: CGFloat

    /// A pinch reporting changes of at least `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    /// As ``MagnifyGesture``, reporting the magnification alone.
    public func _recognize(_ input: _GestureInput, memory: _GestureMemory) -> _GesturePhase<CGFloat> {
        MagnifyGesture(minimumScaleDelta: minimumScaleDelta)._recognize(input, memory: memory).map { $0.magnification }
    }

    /// `+` and `-` zoom; Enter ends a pinch in progress.
    public func _keyHelp(memory: _GestureMemory) -> [KeyHelp] { PinchKeys.help(inProgress: memory.progress != nil) }
}

/// The keys of a pinch in a terminal.
enum PinchKeys {
    /// How much a key magnifies by, if it is a pinch key.
    static func factor(of key: Key?) -> CGFloat? {
        switch key {
        case .character("+"), .character("="): 1.25
        case .character("-"): 0.8
        default: nil
        }
    }

    /// The help bar's words for a pinch.
    static func help(inProgress: Bool) -> [KeyHelp] {
        inProgress ? [KeyHelp("+/-", "zoom"), KeyHelp("Enter", "done")] : [KeyHelp("+/-", "zoom")]
    }
}
