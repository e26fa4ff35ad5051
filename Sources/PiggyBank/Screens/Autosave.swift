/// Saves while the user is not typing: ``schedule(_:)`` keeps the newest save asked for and
/// runs it once the main actor is free, which the run loop lets it be only when no key is
/// waiting and the frame is written, so a burst of keys is saved once; ``flush()`` runs it at
/// once (before the screen is left, when the app stops or is suspended).
@MainActor
final class Autosave {
    private var pending: (() -> Void)?

    /// Runs `save` when the loop is next idle, in place of any save still waiting.
    func schedule(_ save: @escaping () -> Void) {
        let isWaiting = pending != nil
        pending = save
        guard !isWaiting else { return }
        Task { @MainActor in self.flush() }
    }

    /// Runs the waiting save now, if there is one.
    func flush() {
        guard let save = pending else { return }
        pending = nil
        save()
    }
}
