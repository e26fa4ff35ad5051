import Observation

/// The keys that work right now, for the help bar and the `?` overlay: the focused control's,
/// then those declared by the views around it, then the application's own.
@Observable
@MainActor
public final class KeyHelpContext {
    /// Keys of the focused control and the views around it, nearest first.
    public internal(set) var entries: [KeyHelp] = []
    /// Keys that work everywhere (next field, help, quit).
    public internal(set) var globalEntries: [KeyHelp] = []
    /// True while the full help overlay is shown.
    public internal(set) var isOverlayShown = false
    /// Translations of the framework's own help words ("next", "move", "quit"…), so a
    /// localised app shows its help bar in one language.
    public var translations: [String: String] = [:]

    nonisolated init() {}

    /// Everything, without repeats and translated: what the help bar and overlay list.
    public var allEntries: [KeyHelp] {
        var seen = Set<String>()
        return (entries + globalEntries).filter { seen.insert($0.keys).inserted }.map {
            KeyHelp($0.keys, translations[$0.action] ?? $0.action)
        }
    }
}
