/// An input a view responds to, as SwiftUI's `Gesture`: a tap, a long press, a drag, a pinch.
///
/// A terminal has no touches, so each gesture has a terminal form driven by keys while the view
/// it is attached to has focus (a view with a gesture takes focus as a button does): a tap or a
/// long press is Enter or Space, a drag moves by one cell per arrow key and ends on Enter or Esc,
/// a magnification steps with `+` and `-`, a rotation with `[` and `]`. The help bar names them.
/// A gesture still in progress when focus leaves the view ends there.
///
/// ```swift
/// Circle()
///     .offset(offset)
///     .gesture(
///         DragGesture()
///             .onChanged { offset = $0.translation }
///             .onEnded { _ in offset = .zero }
///     )
/// ```
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// What the gesture reports as it changes and when it ends.
    associatedtype Value
    /// The gesture this one is made of; `Never` for the built-in gestures.
    associatedtype Body: Gesture
    /// The gesture this one is made of.
    var body: Body { get }
    /// The terminal form: what `input` does to the gesture whose progress `memory` keeps. Not
    /// SwiftUI's; the built-in gestures implement it, a gesture with a `body` forwards to it.
    func _recognize(_ input: _GestureInput, memory: _GestureMemory) -> _GesturePhase<Value>
    /// The keys the gesture answers now, for the help bar. Not SwiftUI's.
    func _keyHelp(memory: _GestureMemory) -> [KeyHelp]
    /// True when the gesture reports where it lands (`SpatialTapGesture`), so its view shows a
    /// cursor cell that arrows move and a tap lands on. Not SwiftUI's.
    var _locatesTaps: Bool { get }
}

extension Gesture {
    /// A gesture lands nowhere in particular unless it says so.
    public var _locatesTaps: Bool { false }
}

extension Gesture where Body.Value == Value {
    /// A gesture made of another is recognised as that one.
    public func _recognize(_ input: _GestureInput, memory: _GestureMemory) -> _GesturePhase<Value> {
        body._recognize(input, memory: memory)
    }

    /// A gesture made of another answers that one's keys.
    public func _keyHelp(memory: _GestureMemory) -> [KeyHelp] { body._keyHelp(memory: memory) }

    /// A gesture made of another lands where that one does.
    public var _locatesTaps: Bool { body._locatesTaps }
}

extension Never: Gesture {
    /// No value: `Never` is the body of a built-in gesture.
    public typealias Value = Never

    /// No gesture, so no location.
    public var _locatesTaps: Bool { false }
}

extension Gesture where Body == Never {
    /// A built-in gesture has no body.
    public var body: Never { fatalError("\(Self.self) is a built-in gesture and has no body") }
}
