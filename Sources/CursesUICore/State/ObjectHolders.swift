/// The nodes an ``ObservableObjectPublisher`` invalidates when its object announces a change:
/// the views holding the object (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`), and
/// the controls that read one of its properties through a `$object.property` binding.
///
/// As the readers of `@State` (``StateReaders``), a node is recorded at most once and the
/// record is emptied when the object changes: a node records itself again each time it is
/// evaluated, so the record never grows with use.
final class ObjectHolders: @unchecked Sendable {
    /// Touched on the main actor only.
    private let readers = StateReaders()
    /// The main actor's thread, known once a node recorded itself.
    private let mainThread = Locked<MainThreadCheck?>(nil)

    /// Records `node` as holding the object until the next change.
    @MainActor func record(_ node: Node) {
        if mainThread.withLock({ $0 == nil }) {
            let check = MainThreadCheck()
            mainThread.withLock { $0 = check }
        }
        readers.record(node)
    }

    /// Invalidates the recorded nodes: at once on the main actor's thread, from any other on
    /// the main actor's next turn (a model changed in a `Task` or on a global queue).
    func invalidate() {
        guard let mainThread = mainThread.withLock({ $0 }) else { return }
        if mainThread.isCurrent {
            readers.invalidateReaders()
        } else {
            Task { @MainActor in self.readers.invalidateReaders() }
        }
    }
}
