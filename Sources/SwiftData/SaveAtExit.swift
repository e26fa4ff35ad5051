import CursesUI

/// Saves the changes of every context with a store on disk when the program ends (by `exit`,
/// as `App.main()` ends on Ctrl-C and on its exit action), as an app on iOS saves when it
/// leaves: the autosave waits for the loop, and an edit made just before quitting stays.
enum SaveAtExit {
    private final class WeakContext {
        weak var context: ModelContext?
        init(_ context: ModelContext) { self.context = context }
    }

    nonisolated(unsafe) private static var contexts: [WeakContext] = []
    nonisolated(unsafe) private static var isInstalled = false

    static func register(_ context: ModelContext) {
        contexts.removeAll { $0.context == nil }
        contexts.append(WeakContext(context))
        guard !isInstalled else { return }
        isInstalled = true
        atexit { SaveAtExit.saveAll() }
    }

    private static func saveAll() {
        for entry in contexts {
            guard let context = entry.context, context.hasChanges else { continue }
            do {
                try context.save()
            } catch {
                FileHandle.standardError.write(Data("SwiftData: could not save at exit: \(error)\n".utf8))
            }
        }
    }
}
