import CursesUICore

/// Home, the root of the app's navigation stack, and the screens pushed over it.
struct HomeStack: View {
    /// The screens pushed over Home.
    enum Route: Hashable {
        case manage
        /// All records, or one bank's when `bankID` is set.
        case records(bankID: Int64?)
        case edit(bankID: Int64)
        case details(bankID: Int64)
        case statistics
        case settings
        case plans
    }

    @Binding var pageSteps: Step
    let store: PiggyBankStore
    let onFailure: (Error) -> Void
    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            HomeScreen(pageSteps: $pageSteps, path: $path, store: store, onFailure: onFailure)
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .manage: ManageView(store: store, path: $path, onFailure: onFailure)
                    case .records(let bankID): RecordsView(store: store, bankFilter: bankID, onFailure: onFailure)
                    case .edit(let bankID): EditBankView(store: store, bankID: bankID, onFailure: onFailure)
                    case .details(let bankID): DetailsView(store: store, bankID: bankID, onFailure: onFailure)
                    case .statistics: StatisticsView(store: store)
                    case .settings: SettingsView(store: store)
                    case .plans: PlansView(store: store, onFailure: onFailure)
                    }
                }
        }
    }
}
