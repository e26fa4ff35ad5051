import CursesUICore
import FoundationEssentials

/// The root, in the shape SwiftUI apps commonly give it (CursesUI's article "The binding lesson"
/// tells what it taught): a persisted step counter picks the screen, and the
/// draft is an optional value passed to each create page as
/// `Binding(get: { draft ?? PiggyBankDraft() }, set: { draft = $0 })`; Home resets it to nil.
/// The draft is saved after every change once the loop is idle (a burst of keys saves once),
/// and at once when the step changes, the app stops or is suspended, so a relaunch resumes
/// where the user was; the root itself never reads it, so typing into a create page does not
/// re-render the root.
public struct ContentView: View {
    let store: PiggyBankStore
    @AppStorage("pageSteps") var pageSteps = Step.welcome
    /// Set when the data folder, readable by others, was made private; told once, then false.
    @AppStorage(PiggyBankStore.privacyNoticeKey) private var owesPrivacyNotice = false
    @State private var piggyBankData: PiggyBankDraft? {
        didSet { autosave.schedule { [piggyBankData] in save(piggyBankData) } }
    }
    @State private var autosave = Autosave()
    @Environment(\.scenePhase) private var scenePhase
    @State private var failure: String?
    @Environment(\.strings) private var strings
    @Environment(\.appStorage) private var settingsStore
    @Environment(\.debugLog) private var debugLog

    public init(store: PiggyBankStore) {
        self.store = store
        _piggyBankData = State(wrappedValue: store.loadDraft())
    }

    public var body: some View {
        let draft = Binding(get: { piggyBankData ?? PiggyBankDraft() }, set: { piggyBankData = $0 })
        Group {
            switch pageSteps {
            case .welcome: WelcomeView(pageSteps: $pageSteps)
            case .privacy: PrivacyView(pageSteps: $pageSteps)
            case .createNameAndTarget: CreatePiggyBankPage1(pageSteps: $pageSteps, piggyBankData: draft, hasBanks: store.bankCount > 0)
            case .createIconAndAmount: CreatePiggyBankPage2(pageSteps: $pageSteps, piggyBankData: draft)
            case .completed: CompletedView(pageSteps: $pageSteps, piggyBankData: draft, store: store, onFailure: report)
            case .home:
                HomeStack(pageSteps: $pageSteps, store: store, onFailure: report)
                    .onAppear { piggyBankData = nil }
            }
        }
        .onAppear(perform: depositWhatIsDue)
        .onChange(of: pageSteps) { autosave.flush() }
        .onChange(of: scenePhase) { _, phase in if phase != .active { autosave.flush() } }
        .alert(strings["error.title"], isPresented: Binding(get: { problem != nil }, set: { if !$0 { dismissProblem() } })) {
            Button(strings["common.ok"], role: .cancel, action: dismissProblem)
        } message: {
            Text(problem ?? "")
        }
        .alert(strings["privacy.tightened.title"], isPresented: $owesPrivacyNotice) {
            Button(strings["common.ok"], role: .cancel) {}
        } message: {
            Text(strings("privacy.tightened", store.folder))
        }
    }

    /// A failed change of the store or of a setting: shown until dismissed, never silent.
    private var problem: String? {
        failure ?? settingsStore?.lastError.map { "\($0)" }
    }

    /// Catches up the recurring deposits at launch, as `piggybank run-due` does from cron.
    private func depositWhatIsDue() {
        do { try store.runDueSchedules() } catch { report(error) }
    }

    private func save(_ draft: PiggyBankDraft?) {
        do { try store.saveDraft(draft) } catch { report(error) }
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
