import CursesUI

enum ActivityKind: String, CaseIterable, Identifiable {
    case sight = "Sight", food = "Food", travel = "Travel", rest = "Rest"
    var id: Self { self }
    var symbol: String {
        switch self {
        case .sight: "binoculars"
        case .food: "fork.knife"
        case .travel: "airplane"
        case .rest: "bed.double"
        }
    }
}

struct Activity: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var day: Int
    var minutes: Int
    var kind: ActivityKind
    var done = false
    var time: String { String(format: "%02d:%02d", minutes / 60, minutes % 60) }
}

struct Trip: Identifiable, Hashable {
    let id = UUID()
    var name, city, flag, currency: String
    var days: Int
    var activities: [Activity]
}

struct Forecast: Sendable {
    var summary, symbol: String
    var high, low: Int
}

struct TravelService {
    func forecast(for city: String) async throws -> Forecast {
        try await Task.sleep(for: .milliseconds(600))
        return city == "Reykjavík"
            ? Forecast(summary: "Snow", symbol: "cloud.snow", high: 1, low: -4)
            : Forecast(summary: "Sunny", symbol: "sun.max", high: 14, low: 7)
    }
    func rate(to currency: String) async throws -> Double {
        try await Task.sleep(for: .milliseconds(400))
        return ["JPY": 151.2, "ISK": 138.4, "EUR": 0.92][currency] ?? 1
    }
}

@Observable
final class Planner {
    var trips = [
        Trip(name: "Kyoto Autumn", city: "Kyoto", flag: "🇯🇵", currency: "JPY", days: 3, activities: [
            Activity(title: "Fushimi Inari at dawn", day: 1, minutes: 6 * 60 + 30, kind: .sight),
            Activity(title: "Nishiki Market lunch", day: 1, minutes: 12 * 60, kind: .food),
            Activity(title: "Arashiyama bamboo grove", day: 2, minutes: 9 * 60, kind: .sight),
            Activity(title: "Shinkansen to Tokyo", day: 3, minutes: 17 * 60 + 15, kind: .travel),
        ]),
        Trip(name: "Iceland Ring Road", city: "Reykjavík", flag: "🇮🇸", currency: "ISK", days: 2, activities: [
            Activity(title: "Blue Lagoon", day: 1, minutes: 10 * 60, kind: .rest),
            Activity(title: "Golden Circle drive", day: 2, minutes: 8 * 60, kind: .travel),
        ]),
        Trip(name: "Lisbon Weekend", city: "Lisbon", flag: "🇵🇹", currency: "EUR", days: 2, activities: []),
    ]
}

@main
struct TripPlannerApp: App {
    @State private var planner = Planner()
    var body: some Scene { WindowGroup { ContentView().environment(planner) } }
}

struct ContentView: View {
    @Environment(Planner.self) private var planner
    @State private var selection: Trip.ID?
    @State private var columnVisibility = NavigationSplitViewVisibility.all
    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility) {
            List(selection: $selection) {
                ForEach(planner.trips) { trip in
                    Label {
                        VStack(alignment: .leading) {
                            Text(trip.name)
                            Text("\(trip.city) · \(trip.days) days").font(.caption).foregroundStyle(.secondary)
                        }
                    } icon: { Text(trip.flag) }
                    .badge(trip.activities.filter { !$0.done }.count)
                    .tag(trip.id)
                }
            }
            .navigationTitle("Trips")
            .navigationSplitViewColumnWidth(min: 220, ideal: 260)
        } detail: {
            if let selection {
                TripDetailView(tripID: selection)
            } else {
                ContentUnavailableView("Select a Trip", systemImage: "suitcase", description: Text("Choose a trip to see its itinerary."))
            }
        }
    }
}

struct TripDetailView: View {
    @Environment(Planner.self) private var planner
    let tripID: Trip.ID
    @State private var forecast: Forecast?
    @State private var rate: Double?
    @State private var loadFailed = false
    @State private var showingAdd = false
    var body: some View {
        @Bindable var planner = planner
        if let index = planner.trips.firstIndex(where: { $0.id == tripID }) {
            let trip = planner.trips[index]
            List {
                Section {
                    TripProgress(done: trip.activities.filter(\.done).count, total: trip.activities.count)
                    conditions(for: trip)
                }
                ForEach(1...trip.days, id: \.self) { day in
                    Section("Day \(day)") {
                        let indices = trip.activities.indices.filter { trip.activities[$0].day == day }
                            .sorted { trip.activities[$0].minutes < trip.activities[$1].minutes }
                        if indices.isEmpty { Text("Free day").foregroundStyle(.secondary) }
                        ForEach(indices, id: \.self) { activityIndex in
                            ActivityRow(activity: $planner.trips[index].activities[activityIndex])
                                .swipeActions {
                                    Button("Delete", role: .destructive) { planner.trips[index].activities.remove(at: activityIndex) }
                                }
                        }
                    }
                }
            }
            .navigationTitle("\(trip.flag) \(trip.name)")
            .toolbar { Button("Add Activity", systemImage: "plus") { showingAdd = true } }
            .sheet(isPresented: $showingAdd) { AddActivityView(days: trip.days) { planner.trips[index].activities.append($0) } }
            .task(id: tripID) { await loadConditions(for: trip) }
        }
    }

    @ViewBuilder
    private func conditions(for trip: Trip) -> some View {
        if let forecast, let rate {
            HStack {
                Label("\(forecast.summary) \(forecast.high)° / \(forecast.low)°", systemImage: forecast.symbol)
                Spacer()
                Text("1 USD = \(rate, format: .number.precision(.fractionLength(2))) \(trip.currency)")
                    .tagStyle(.gray)
            }
        } else if loadFailed {
            Label("Couldn't load conditions", systemImage: "exclamationmark.triangle").foregroundStyle(.orange)
        } else {
            ProgressView("Checking conditions in \(trip.city)…")
        }
    }

    private func loadConditions(for trip: Trip) async {
        (forecast, rate, loadFailed) = (nil, nil, false)
        let service = TravelService()
        do {
            async let weather = service.forecast(for: trip.city)
            async let exchange = service.rate(to: trip.currency)
            let (loadedForecast, loadedRate) = try await (weather, exchange)
            forecast = loadedForecast
            rate = loadedRate
        } catch { loadFailed = !(error is CancellationError) }
    }
}

struct TripProgress: View {
    let done, total: Int
    private var fraction: Double { total == 0 ? 0 : Double(done) / Double(total) }
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("\(done) of \(total) activities done").font(.subheadline)
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(.quaternary)
                    Capsule().fill(.green).frame(width: proxy.size.width * fraction)
                }
            }
            .frame(height: 8)
            .animation(.spring, value: fraction)
        }
    }
}

struct ActivityRow: View {
    @Binding var activity: Activity
    var body: some View {
        Button { withAnimation { activity.done.toggle() } } label: {
            HStack {
                Image(systemName: activity.done ? "checkmark.circle.fill" : "circle").foregroundStyle(activity.done ? .green : .secondary)
                Text(activity.time).monospacedDigit().foregroundStyle(.secondary)
                Text(activity.title).strikethrough(activity.done)
                Spacer()
                Label(activity.kind.rawValue, systemImage: activity.kind.symbol).tagStyle(activity.done ? .gray : .blue)
            }
        }
        .buttonStyle(.plain)
    }
}

struct TagStyle: ViewModifier {
    var color: Color
    func body(content: Content) -> some View {
        content.font(.caption).padding(.horizontal, 6).padding(.vertical, 2)
            .foregroundStyle(color)
            .background(color.opacity(0.15), in: RoundedRectangle(cornerRadius: 4))
    }
}

extension View { func tagStyle(_ color: Color) -> some View { modifier(TagStyle(color: color)) } }

struct AddActivityView: View {
    let days: Int
    var onAdd: (Activity) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var day = 1
    @State private var time = Calendar.current.date(bySettingHour: 9, minute: 0, second: 0, of: .now) ?? .now
    @State private var kind = ActivityKind.sight
    var body: some View {
        NavigationStack {
            Form {
                TextField("What are you doing?", text: $title)
                Picker("Day", selection: $day) {
                    ForEach(1...days, id: \.self) { Text("Day \($0)").tag($0) }
                }
                DatePicker("Time", selection: $time, displayedComponents: .hourAndMinute)
                Picker("Kind", selection: $kind) {
                    ForEach(ActivityKind.allCases) { Label($0.rawValue, systemImage: $0.symbol).tag($0) }
                }
            }
            .navigationTitle("New Activity")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        let parts = Calendar.current.dateComponents([.hour, .minute], from: time)
                        let minutes = (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
                        onAdd(Activity(title: title.trimmingCharacters(in: .whitespaces), day: day, minutes: minutes, kind: kind))
                        dismiss()
                    }.disabled(title.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}
