import CursesUI
import FoundationEssentials

/// The root, in the seed's exact shape: a persisted step counter picks the screen, and the
/// draft is an optional value passed to each create page as
/// `Binding(get: { draft ?? PiggyBankDraft() }, set: { draft = $0 })`; Home resets it to nil.
/// The draft is saved on every change, so a relaunch resumes where the user was.
public struct ContentView: View {
    let store: PiggyBankStore
    @AppStorage("pageSteps") var pageSteps = 1
    @State private var piggyBankData: PiggyBankDraft?
    @State private var failure: String?
    @Environment(\.strings) private var strings
    @Environment(\.keyHelp) private var keyHelp
    @Environment(\.appStorage) private var settingsStore
    @Environment(\.debugLog) private var debugLog

    public init(store: PiggyBankStore) {
        self.store = store
        _piggyBankData = State(wrappedValue: DraftStorage.load(from: store.settings))
    }

    public var body: some View {
        let draft = Binding(get: { piggyBankData ?? PiggyBankDraft() }, set: { piggyBankData = $0 })
        Group {
            switch pageSteps {
            case 1: WelcomeView(pageSteps: $pageSteps)
            case 2: PrivacyView(pageSteps: $pageSteps)
            case 3: CreatePiggyBankPage1(pageSteps: $pageSteps, piggyBankData: draft, hasBanks: store.bankCount > 0)
            case 4: CreatePiggyBankPage2(pageSteps: $pageSteps, piggyBankData: draft)
            case 5: CompletedView(pageSteps: $pageSteps, piggyBankData: draft, store: store, onFailure: report)
            default:
                HomeView(pageSteps: $pageSteps, store: store, onFailure: report)
                    .onAppear { piggyBankData = nil }
            }
        }
        .onAppear { keyHelp?.translations = strings.frameworkHelpTranslations }
        .onChange(of: piggyBankData) { _, newValue in
            do { try DraftStorage.save(newValue, to: store.settings) } catch { report(error) }
        }
        .dialog(isPresented: Binding(get: { problem != nil }, set: { if !$0 { dismissProblem() } }), title: strings["error.title"]) {
            Text(problem ?? "")
            Button(strings["common.ok"], action: dismissProblem)
        }
    }

    /// A failed change of the store or of a setting: shown until dismissed, never silent.
    private var problem: String? {
        failure ?? settingsStore?.lastError.map { "\($0)" }
    }

    private func report(_ error: Error) {
        failure = "\(error)"
        debugLog?("error: \(error)")
    }

    private func dismissProblem() {
        failure = nil
        settingsStore?.clearError()
    }
}

/// The autosaved draft in the settings table, as JSON.
enum DraftStorage {
    static let key = "draft"

    static func load(from settings: KeyValueStore) -> PiggyBankDraft? {
        guard let json = settings.string(forKey: key) else { return nil }
        return try? JSONDecoder().decode(PiggyBankDraft.self, from: Data(json.utf8))
    }

    static func save(_ draft: PiggyBankDraft?, to settings: KeyValueStore) throws {
        guard let draft else { return try settings.set(nil, forKey: key) }
        try settings.set(String(decoding: try JSONEncoder().encode(draft), as: UTF8.self), forKey: key)
    }
}
