import CursesUI

@main
struct BusTimetableApp: App {
    var body: some Scene {
        WindowGroup {
            RoutesView()
        }
    }
}

struct Stop: Hashable, Identifiable {
    let name: String
    let minutesFromStart: Int
    var id: String { name }
}

struct Route: Hashable, Identifiable {
    let id: String
    let name: String
    let color: Color
    let firstDeparture: Int
    let lastDeparture: Int
    let headway: Int
    let stops: [Stop]

    var journeyMinutes: Int { stops.last?.minutesFromStart ?? 0 }
    func departures(at stop: Stop, direction: Direction, on day: Date) -> [Date] {
        let offset = direction == .outbound ? stop.minutesFromStart : journeyMinutes - stop.minutesFromStart
        let midnight = Calendar.current.startOfDay(for: day)
        return stride(from: firstDeparture, through: lastDeparture, by: headway).map {
            midnight.addingTimeInterval(TimeInterval(($0 + offset) * 60))
        }
    }
}

enum Direction: String, CaseIterable, Identifiable {
    case outbound = "Outbound"
    case inbound = "Inbound"
    var id: Self { self }
}

struct StopSelection: Hashable {
    let route: Route
    let stop: Stop
    let direction: Direction
}

extension Route {
    static let all: [Route] = [
        Route(id: "4", name: "Old Town – Airport", color: .blue, firstDeparture: 5 * 60, lastDeparture: 23 * 60, headway: 20,
              stops: [Stop(name: "Old Town", minutesFromStart: 0), Stop(name: "Market Square", minutesFromStart: 4),
                      Stop(name: "Central Station", minutesFromStart: 9), Stop(name: "Business Park", minutesFromStart: 21),
                      Stop(name: "Airport", minutesFromStart: 34)]),
        Route(id: "12", name: "Harbour – University", color: .orange, firstDeparture: 6 * 60, lastDeparture: 22 * 60, headway: 12,
              stops: [Stop(name: "Harbour", minutesFromStart: 0), Stop(name: "Fish Market", minutesFromStart: 3),
                      Stop(name: "Central Station", minutesFromStart: 11), Stop(name: "Museum", minutesFromStart: 15),
                      Stop(name: "University", minutesFromStart: 24)]),
        Route(id: "N1", name: "Night Line", color: .purple, firstDeparture: 0, lastDeparture: 4 * 60, headway: 30,
              stops: [Stop(name: "Central Station", minutesFromStart: 0), Stop(name: "Riverside", minutesFromStart: 8),
                      Stop(name: "Hillcrest", minutesFromStart: 17)]),
    ]
}

extension Array: RawRepresentable where Element: Codable {
    public init?(rawValue: String) {
        guard let data = rawValue.data(using: .utf8),
              let result = try? JSONDecoder().decode([Element].self, from: data) else { return nil }
        self = result
    }

    public var rawValue: String {
        guard let data = try? JSONEncoder().encode(self) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }
}

struct RoutesView: View {
    @State private var searchText = ""
    @AppStorage("favouriteRoutes") private var favourites: [String] = []

    private var filteredRoutes: [Route] {
        guard !searchText.isEmpty else { return Route.all }
        return Route.all.filter { route in
            route.id.localizedCaseInsensitiveContains(searchText)
                || route.name.localizedCaseInsensitiveContains(searchText)
                || route.stops.contains { $0.name.localizedCaseInsensitiveContains(searchText) }
        }
    }

    var body: some View {
        NavigationStack {
            List {
                if !favourites.isEmpty && searchText.isEmpty {
                    Section("Favourites") {
                        ForEach(Route.all.filter { favourites.contains($0.id) }) { route in
                            NavigationLink(value: route) {
                                Label(route.name, systemImage: "star.fill")
                            }
                        }
                    }
                }
                Section("Routes") {
                    ForEach(filteredRoutes) { route in
                        NavigationLink(value: route) {
                            HStack(spacing: 12) {
                                Text(route.id)
                                    .font(.headline.monospacedDigit())
                                    .foregroundStyle(.white)
                                    .frame(minWidth: 36)
                                    .background(route.color, in: RoundedRectangle(cornerRadius: 6))
                                VStack(alignment: .leading) {
                                    Text(route.name)
                                    Text("Every \(route.headway) min")
                                        .font(.caption)
                                        .foregroundStyle(.secondary)
                                }
                            }
                        }
                    }
                }
            }
            .overlay {
                if filteredRoutes.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                }
            }
            .searchable(text: $searchText, prompt: "Route or stop")
            .navigationTitle("Timetable")
            .navigationDestination(for: Route.self) { route in
                RouteDetailView(route: route)
            }
            .navigationDestination(for: StopSelection.self) { selection in
                DeparturesView(selection: selection)
            }
        }
    }
}

struct RouteDetailView: View {
    let route: Route
    @State private var direction = Direction.outbound
    @AppStorage("favouriteRoutes") private var favourites: [String] = []

    private var orderedStops: [Stop] {
        direction == .outbound ? route.stops : route.stops.reversed()
    }

    var body: some View {
        List {
            Picker("Direction", selection: $direction) {
                ForEach(Direction.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            Section("Towards \(orderedStops.last?.name ?? "")") {
                ForEach(orderedStops) { stop in
                    NavigationLink(value: StopSelection(route: route, stop: stop, direction: direction)) {
                        HStack {
                            Image(systemName: stop == orderedStops.first ? "circle.fill" : "circle")
                                .foregroundStyle(route.color)
                            Text(stop.name)
                            Spacer()
                            let minutes = direction == .outbound ? stop.minutesFromStart : route.journeyMinutes - stop.minutesFromStart
                            Text("+\(minutes) min")
                                .foregroundStyle(.secondary)
                                .monospacedDigit()
                        }
                    }
                }
            }
        }
        .navigationTitle("Route \(route.id)")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            Button("Favourite", systemImage: favourites.contains(route.id) ? "star.fill" : "star") {
                if favourites.contains(route.id) { favourites.removeAll { $0 == route.id } } else { favourites.append(route.id) }
            }
        }
    }
}

struct DeparturesView: View {
    let selection: StopSelection
    @State private var delay: Int?
    @State private var checked = Date.now

    private var timetable: [(hour: Int, minutes: String)] {
        let departures = selection.route.departures(at: selection.stop, direction: selection.direction, on: .now)
        let byHour = Dictionary(grouping: departures) { Calendar.current.component(.hour, from: $0) }
        return byHour.keys.sorted().map { hour in
            let minutes = byHour[hour]!.map { String(format: "%02d", Calendar.current.component(.minute, from: $0)) }
            return (hour, minutes.joined(separator: " "))
        }
    }

    var body: some View {
        TimelineView(.everyMinute) { context in
            let upcoming = selection.route.departures(at: selection.stop, direction: selection.direction, on: context.date)
                .filter { $0 >= context.date }
                .prefix(5)
            List {
                Section("Live Status") {
                    if let delay {
                        Label(delay == 0 ? "On time" : "\(delay) min late",
                              systemImage: delay == 0 ? "checkmark.circle" : "exclamationmark.triangle")
                            .foregroundStyle(delay == 0 ? .green : .orange)
                        Text("Updated \(checked, style: .relative) ago").font(.footnote).foregroundStyle(.secondary)
                    } else {
                        ProgressView("Checking live status…")
                    }
                }
                Section("Next Departures") {
                    if upcoming.isEmpty {
                        Text("No more buses today").foregroundStyle(.secondary)
                    }
                    ForEach(Array(upcoming), id: \.self) { departure in
                        HStack {
                            Text(departure, format: .dateTime.hour().minute())
                                .monospacedDigit()
                            Spacer()
                            Text(departure, style: .relative)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
                Section {
                    DisclosureGroup("Full Timetable") {
                        Grid(alignment: .leading, horizontalSpacing: 16) {
                            ForEach(timetable, id: \.hour) { row in
                                GridRow {
                                    Text(String(format: "%02d", row.hour)).bold()
                                    Text(row.minutes).monospacedDigit()
                                }
                            }
                        }
                    }
                }
            }
        }
        .navigationTitle(selection.stop.name)
        .task { await loadStatus() }
        .refreshable { await loadStatus() }
    }

    private func loadStatus() async {
        try? await Task.sleep(for: .seconds(1))
        delay = [0, 0, 2, 5].randomElement()!
        checked = .now
    }
}
