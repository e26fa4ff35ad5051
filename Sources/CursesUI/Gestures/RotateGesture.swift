import CursesUICore
import Foundation

/// A two-finger rotation, as SwiftUI's `RotateGesture`. In a terminal `[` and `]` on the
/// focused view turn it 15° anticlockwise and clockwise, and Enter or Esc ends the rotation;
/// so does moving focus away.
public struct RotateGesture: Gesture {
    /// Built in: no body.
    public typealias Body = Never

    /// How far a rotation has gone.
    public struct Value: Equatable, Sendable {
        /// When the rotation reached this angle.
        public var time: Date
        /// The angle turned since the rotation began.
        public var rotation: Angle
        /// How fast the angle changes; zero for a key.
        public var velocity: Angle
        /// Where the rotation began, as a unit point of the view: its centre.
        public var startAnchor: UnitPoint
        /// Where the rotation began: the centre of the view.
        public var startLocation: CGPoint
    }

    /// The least change SwiftUI reports; a key turns 15°.
    public var minimumAngleDelta: Angle

    /// A rotation reporting changes of at least `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    /// `[` and `]` turn; Enter, Esc or leaving the view ends the rotation.
    public func _recognize(_ input: _GestureInput, memory: _GestureMemory) -> _GesturePhase<Value> {
        memory.step(input) { (current: Value?) in
            TurnKeys.degrees(of: input.key).map { step in
                Value(
                    time: Date(), rotation: .degrees((current?.rotation.degrees ?? 0) + step), velocity: .zero,
                    startAnchor: .center, startLocation: input.centre)
            }
        }
    }

    /// `[` and `]` turn; Enter ends a rotation in progress.
    public func _keyHelp(memory: _GestureMemory) -> [KeyHelp] { TurnKeys.help(inProgress: memory.progress != nil) }
}

/// A rotation reporting only its angle, as SwiftUI's older `RotationGesture`.
public struct RotationGesture: Gesture {
    /// Built in: no body.
    public typealias Body = Never
    /// The angle turned since the rotation began.
    public typealias Value = Angle

    /// The least change SwiftUI reports; a key turns 15°.
    public var minimumAngleDelta: Angle

    /// A rotation reporting changes of at least `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    /// As ``RotateGesture``, reporting the angle alone.
    public func _recognize(_ input: _GestureInput, memory: _GestureMemory) -> _GesturePhase<Angle> {
        RotateGesture(minimumAngleDelta: minimumAngleDelta)._recognize(input, memory: memory).map { $0.rotation }
    }

    /// `[` and `]` turn; Enter ends a rotation in progress.
    public func _keyHelp(memory: _GestureMemory) -> [KeyHelp] { TurnKeys.help(inProgress: memory.progress != nil) }
}

/// The keys of a rotation in a terminal.
enum TurnKeys {
    /// How many degrees a key turns, if it is a rotation key.
    static func degrees(of key: Key?) -> Double? {
        switch key {
        case .character("["): -15
        case .character("]"): 15
        default: nil
        }
    }

    /// The help bar's words for a rotation.
    static func help(inProgress: Bool) -> [KeyHelp] {
        inProgress ? [KeyHelp("[/]", "rotate"), KeyHelp("Enter", "done")] : [KeyHelp("[/]", "rotate")]
    }
}
