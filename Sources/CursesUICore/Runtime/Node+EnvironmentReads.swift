/// How a change of the environment reaches the views below it, as in SwiftUI: a view's body is
/// evaluated again only when it read a value that changed. While a view is evaluated, its node
/// records what it reads (`@Environment`, `@EnvironmentObject`, the store of `@AppStorage`); a
/// node handed a new environment in which each of those reads the same keeps its body and hands
/// the environment on. Built-in views are configured again in any new environment, as their
/// controls read it to lay out and draw; a container among them then hands its children the
/// environment alone, as their views are the ones they have.
extension Node {
    /// Takes a new environment for the view the node shows: the node's work when the view's
    /// place above kept its body (or the root's environment changed).
    func receive(environment newEnvironment: EnvironmentValues) {
        guard !environment.isEquivalent(to: newEnvironment) else { return }
        if !isDirty {
            if builtIn == nil {
                if keepsBody(in: newEnvironment) { return }
            } else if containerType != nil {
                return configureAgain(in: newEnvironment)
            } else if let primitive = builtIn?.primitive, primitive.looksTheSame(in: newEnvironment, node: self) {
                environment = newEnvironment
                childEnvironment = newEnvironment
                return
            }
        }
        environment = newEnvironment
        evaluate()
    }

    /// True when the view read nothing that differs in `newEnvironment`: the node then takes it
    /// without evaluating its body, and its children take it too.
    func keepsBody(in newEnvironment: EnvironmentValues) -> Bool {
        guard environment.readsTheSame(environmentReads, in: newEnvironment) else { return false }
        environment = newEnvironment
        childEnvironment = newEnvironment
        for child in children { child.receive(environment: newEnvironment) }
        return true
    }

    /// Configures a container in `newEnvironment`; its child views are the ones its children
    /// have (a container's children are its own value's), so they are handed the environment.
    private func configureAgain(in newEnvironment: EnvironmentValues) {
        environment = newEnvironment
        childEnvironment = newEnvironment
        graph.counters.nodeEvaluations += 1
        if let primitive = builtIn?.primitive { _ = tracking { primitive.configure(self) } }
        let childEnvironment = childEnvironment
        if control?.keepsChildrenOutOfKeyReach ?? false {
            graph.outOfKeyReach { for child in children { child.receive(environment: childEnvironment) } }
        } else {
            for child in children { child.receive(environment: childEnvironment) }
        }
        graph.setNeedsPreferences(self)
    }

    /// The value at `keyPath`, recorded as read by this node's view.
    nonisolated func environmentValue<Value>(at keyPath: KeyPath<EnvironmentValues, Value>) -> Value {
        let (value, customKeys) = environment.value(at: keyPath)
        recordEnvironmentRead(EnvironmentRead(keyPath: keyPath, customKeys: customKeys))
        return value
    }

    /// What `read` finds in the environment, recorded as read by this node's view: an object's
    /// read, which reaches the custom entry of its type alone.
    nonisolated func environmentValue<Value>(through read: (EnvironmentValues) -> Value) -> Value {
        let environment = environment
        let (value, customKeys) = EnvironmentValues.recordingCustomKeys { read(environment) }
        recordEnvironmentRead(EnvironmentRead(keyPath: nil, customKeys: customKeys))
        return value
    }

    /// Records `read`, once, among what the view read since its latest evaluation began.
    nonisolated func recordEnvironmentRead(_ read: EnvironmentRead) {
        if !environmentReads.contains(where: { $0.readsLike(read) }) { environmentReads.append(read) }
    }
}
