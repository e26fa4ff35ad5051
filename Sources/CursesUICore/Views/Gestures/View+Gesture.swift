extension View {
    /// Attaches `gesture` to the view: the view takes focus as a button does, and the gesture's
    /// keys (see ``Gesture``) work while it has it. Gestures of views inside come first.
    /// `including` is accepted; a terminal keeps every gesture enabled.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .normal))
    }

    /// Attaches `gesture` ahead of the gestures of views inside.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .high))
    }

    /// Attaches `gesture` beside the gestures of views inside: a key reaches both.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .simultaneous))
    }

    /// Runs `action` when the view is tapped: in a terminal the view takes focus like a button,
    /// and Enter, Space or a click on it runs the action (as does Enter on the list row it is
    /// in). A `count` of 2 or more (a double tap) is answered the same way, since a key has no
    /// double press.
    ///
    /// ```swift
    /// Text(card.front).onTapGesture { isFlipped.toggle() }
    /// ```
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded(action))
    }

    /// Runs `action` when the view is long-pressed: in a terminal the view takes focus like a
    /// button and Enter, Space or a click completes the press, since a key has no duration.
    /// `onPressingChanged` hears the press begin (true) before `action` runs and end (false)
    /// after, as a finger would.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: Double = 10, perform action: @escaping @MainActor () -> Void,
        onPressingChanged: (@MainActor (Bool) -> Void)? = nil
    ) -> some View {
        gesture(
            LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance).onEnded { _ in
                onPressingChanged?(true)
                action()
                onPressingChanged?(false)
            })
    }

    /// Lets the view take focus (reversed while focused), so `.onKeyPress` on it hears keys.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(GestureModifier<Never>(gesture: nil, priority: .normal, isFocusable: isFocusable))
    }

    /// Whether taps reach the view. Accepted for SwiftUI compatibility; has no effect in a
    /// terminal, where focus moves by keys rather than by hit testing.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }

    /// A tooltip. Accepted for SwiftUI compatibility; has no effect in a terminal.
    public func help(_ text: String) -> some View { self }
}

/// Makes the content a focusable area whose keys drive a gesture.
@usableFromInline struct GestureModifier<G: Gesture>: NodeModifier {
    let gesture: G?
    let priority: GestureControl.Priority
    var isFocusable = true

    func makeControl(for node: Node) -> Control? { GestureControl(node: node) }

    func apply(to node: Node) {
        guard let control = node.control as? GestureControl else { return }
        if let gesture {
            control.recognizer = { input, memory in
                switch gesture._recognize(input, memory: memory) {
                case .ignored: .ignored
                case .changed: .changed(())
                case .ended: .ended(())
                }
            }
            control.helpOfGesture = { gesture._keyHelp(memory: $0) }
            control.locatesTaps = gesture._locatesTaps
        } else {
            control.recognizer = nil
            control.helpOfGesture = nil
            control.locatesTaps = false
        }
        control.priority = priority
        let units = LayoutUnits(node.environment.lengthUnit)
        control.pointsPerCell = (units.column, units.row)
        if control.isFocusable != isFocusable {
            control.isFocusable = isFocusable
            control.keyRoutesDidChange()
        }
        control.isEnabled = node.environment.isEnabled
    }

    func isSame(as other: GestureModifier) -> Bool { false }  // the gesture's actions are new closures each time
}
