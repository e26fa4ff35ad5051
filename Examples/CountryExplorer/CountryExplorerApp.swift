import CursesUI

enum Continent: String, CaseIterable, Identifiable, Codable {
    case all = "All"
    case africa = "Africa"
    case asia = "Asia"
    case europe = "Europe"
    case americas = "Americas"
    case oceania = "Oceania"

    var id: String { rawValue }
}

struct Country: Identifiable, Codable, Hashable {
    var id: String { code }
    let code: String
    let name: String
    let capital: String
    let continent: Continent
    let population: Int
    let area: Double
}

enum SortOrder: String, CaseIterable, Identifiable {
    case name = "Name"
    case population = "Population"
    case area = "Area"

    var id: String { rawValue }
}

struct LoadError: LocalizedError {
    var errorDescription: String? { "The server could not be reached." }
}

let countriesJSON = """
    [
      {"code": "FR", "name": "France", "capital": "Paris", "continent": "Europe", "population": 68000000, "area": 551695},
      {"code": "JP", "name": "Japan", "capital": "Tokyo", "continent": "Asia", "population": 125000000, "area": 377975},
      {"code": "KE", "name": "Kenya", "capital": "Nairobi", "continent": "Africa", "population": 54000000, "area": 580367},
      {"code": "BR", "name": "Brazil", "capital": "Brasília", "continent": "Americas", "population": 203000000, "area": 8515767},
      {"code": "AU", "name": "Australia", "capital": "Canberra", "continent": "Oceania", "population": 26000000, "area": 7692024},
      {"code": "DE", "name": "Germany", "capital": "Berlin", "continent": "Europe", "population": 84000000, "area": 357022},
      {"code": "IN", "name": "India", "capital": "New Delhi", "continent": "Asia", "population": 1428000000, "area": 3287263},
      {"code": "EG", "name": "Egypt", "capital": "Cairo", "continent": "Africa", "population": 105000000, "area": 1002450},
      {"code": "CA", "name": "Canada", "capital": "Ottawa", "continent": "Americas", "population": 40000000, "area": 9984670},
      {"code": "NZ", "name": "New Zealand", "capital": "Wellington", "continent": "Oceania", "population": 5200000, "area": 268021}
    ]
    """

@Observable
final class CountryStore {
    enum State {
        case loading
        case loaded([Country])
        case failed(Error)
    }

    var state: State = .loading
    var failNextLoad = true

    func load() async {
        if case .loaded = state {} else { state = .loading }
        do {
            try await Task.sleep(for: .seconds(1))
            if failNextLoad {
                failNextLoad = false
                throw LoadError()
            }
            let data = Data(countriesJSON.utf8)
            let countries = try JSONDecoder().decode([Country].self, from: data)
            state = .loaded(countries)
        } catch {
            state = .failed(error)
        }
    }
}

@main
struct CountryExplorerApp: App {
    @State private var store = CountryStore()

    var body: some Scene {
        WindowGroup {
            CountryListView()
                .environment(store)
        }
    }
}

struct CountryListView: View {
    @Environment(CountryStore.self) private var store
    @AppStorage("favorites") private var favoritesData = Data()
    @State private var searchText = ""
    @State private var scope: Continent = .all
    @State private var sortOrder: SortOrder = .name

    var favorites: Set<String> {
        (try? JSONDecoder().decode(Set<String>.self, from: favoritesData)) ?? []
    }

    func toggleFavorite(_ country: Country) {
        var set = favorites
        if set.contains(country.code) { set.remove(country.code) } else { set.insert(country.code) }
        favoritesData = (try? JSONEncoder().encode(set)) ?? Data()
    }

    func visible(_ countries: [Country]) -> [Country] {
        countries
            .filter { scope == .all || $0.continent == scope }
            .filter { searchText.isEmpty || $0.name.localizedCaseInsensitiveContains(searchText) }
            .sorted { a, b in
                switch sortOrder {
                case .name: return a.name < b.name
                case .population: return a.population > b.population
                case .area: return a.area > b.area
                }
            }
    }

    var body: some View {
        NavigationStack {
            Group {
                switch store.state {
                case .loading:
                    ProgressView("Loading countries…")
                case .failed(let error):
                    ContentUnavailableView {
                        Label("Couldn't Load", systemImage: "wifi.exclamationmark")
                    } description: {
                        Text(error.localizedDescription)
                    } actions: {
                        Button("Try Again") {
                            Task { await store.load() }
                        }
                        .buttonStyle(.borderedProminent)
                    }
                case .loaded(let countries):
                    let shown = visible(countries)
                    if shown.isEmpty {
                        ContentUnavailableView.search(text: searchText)
                    } else {
                        List(shown) { country in
                            NavigationLink(value: country) {
                                HStack {
                                    Text(country.code)
                                        .font(.caption.monospaced())
                                        .foregroundStyle(.secondary)
                                    Text(country.name)
                                    Spacer()
                                    if favorites.contains(country.code) {
                                        Image(systemName: "star.fill").foregroundStyle(.yellow)
                                    }
                                }
                            }
                            .swipeActions {
                                Button {
                                    toggleFavorite(country)
                                } label: {
                                    Label("Favorite", systemImage: "star")
                                }
                                .tint(.yellow)
                            }
                        }
                        .refreshable {
                            await store.load()
                        }
                    }
                }
            }
            .navigationTitle("Countries")
            .navigationDestination(for: Country.self) { country in
                CountryDetailView(
                    country: country,
                    isFavorite: favorites.contains(country.code),
                    toggleFavorite: { toggleFavorite(country) })
            }
            .searchable(text: $searchText, prompt: "Search countries")
            .searchScopes($scope) {
                ForEach(Continent.allCases) { continent in
                    Text(continent.rawValue).tag(continent)
                }
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Picker("Sort by", selection: $sortOrder) {
                            ForEach(SortOrder.allCases) { order in
                                Text(order.rawValue).tag(order)
                            }
                        }
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down")
                    }
                }
            }
            .task {
                await store.load()
            }
        }
    }
}

struct CountryDetailView: View {
    let country: Country
    let isFavorite: Bool
    let toggleFavorite: () -> Void

    var body: some View {
        Form {
            Section("Overview") {
                LabeledContent("Capital", value: country.capital)
                LabeledContent("Continent", value: country.continent.rawValue)
                LabeledContent("Code", value: country.code)
            }
            Section("Numbers") {
                LabeledContent("Population", value: country.population.formatted())
                LabeledContent("Area") {
                    Text("\(country.area.formatted()) km²")
                }
                LabeledContent("Density") {
                    Text((Double(country.population) / country.area).formatted(.number.precision(.fractionLength(1))))
                }
            }
        }
        .navigationTitle(country.name)
        .toolbar {
            Button {
                toggleFavorite()
            } label: {
                Label("Favorite", systemImage: isFavorite ? "star.fill" : "star")
            }
        }
    }
}
