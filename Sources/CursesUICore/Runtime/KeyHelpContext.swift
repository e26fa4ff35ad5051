/// The keys that work right now, for the help bar and the `?` overlay: the focused control's,
/// then those declared by the views around it, then the application's own.
///
/// Its properties are framework state: a help bar that read them re-renders when they change.
@MainActor
public final class KeyHelpContext {
    private let entriesBox = StateBox<[KeyHelp]>([])
    private let globalEntriesBox = StateBox<[KeyHelp]>([])
    private let overlayBox = StateBox(false)
    private let translationsBox = StateBox<[String: String]>([:])

    /// Help bars on screen: they read the entries while drawing, and are drawn again when the
    /// entries change.
    private var bars: [WeakHelpBar] = []

    /// Keys of the focused control and the views around it, nearest first.
    public internal(set) var entries: [KeyHelp] {
        get { entriesBox.value }
        set {
            entriesBox.value = newValue
            redrawBars()
        }
    }
    /// Keys that work everywhere (next field, help, quit).
    public internal(set) var globalEntries: [KeyHelp] {
        get { globalEntriesBox.value }
        set {
            globalEntriesBox.value = newValue
            redrawBars()
        }
    }
    /// True while the full help overlay is shown.
    public internal(set) var isOverlayShown: Bool {
        get { overlayBox.value }
        set { overlayBox.value = newValue }
    }
    /// Translations of the framework's own help words ("next", "move", "quit"…), so a
    /// localised app shows its help bar in one language.
    public var translations: [String: String] {
        get { translationsBox.value }
        set {
            translationsBox.value = newValue
            recentLists.removeAll()
            redrawBars()
        }
    }

    /// The lists ``allEntries`` made lately, by the screen's and the global entries they came
    /// from: a sheet that closes gives back the keys of the screen under it, whose list is then
    /// not made (and translated) again.
    private var recentLists = RecentResults<[[KeyHelp]], [KeyHelp]>()

    func attach(_ bar: HelpBarControl) {
        bars.removeAll { $0.bar == nil || !($0.bar?.isAttached ?? false) }
        bars.append(WeakHelpBar(bar: bar))
    }

    private func redrawBars() {
        for entry in bars where entry.bar?.isAttached ?? false { entry.bar?.entriesDidChange() }
    }

    nonisolated init() {}

    /// Everything, without repeats and translated: what the help bar and overlay list.
    public var allEntries: [KeyHelp] {
        let entries = entries
        let globalEntries = globalEntries
        if let recent = recentLists.result(for: [entries, globalEntries]) { return recent }
        // A few dozen entries at most: a look back along the list rather than a set of hashed
        // keys, in loops (a closure here checked the executor at every comparison).
        let translations = translations
        var all: [KeyHelp] = []
        for entry in entries + globalEntries {
            var isRepeat = false
            for kept in all where kept.keys == entry.keys {
                isRepeat = true
                break
            }
            if !isRepeat { all.append(KeyHelp(entry.keys, translations[entry.action] ?? entry.action)) }
        }
        recentLists.keep(all, for: [entries, globalEntries])
        return all
    }
}

/// A help bar the context redraws, not kept alive by it.
private struct WeakHelpBar {
    weak var bar: HelpBarControl?
}
