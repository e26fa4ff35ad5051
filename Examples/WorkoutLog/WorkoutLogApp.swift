import CursesUI

@main
struct WorkoutLogApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}

enum WorkoutKind: String, CaseIterable, Identifiable {
    case run = "Run", ride = "Ride", swim = "Swim", strength = "Strength"

    var id: Self { self }

    var symbol: String {
        switch self {
        case .run: "figure.run"
        case .ride: "bicycle"
        case .swim: "figure.pool.swim"
        case .strength: "dumbbell"
        }
    }
}

struct Workout: Identifiable {
    let id = UUID()
    var kind: WorkoutKind
    var date: Date
    var minutes: Int
    var kilometers: Double?
}

struct Week: Identifiable {
    let start: Date
    let workouts: [Workout]

    var id: Date { start }
}

@Observable
final class WorkoutStore {
    var workouts: [Workout] = {
        let calendar = Calendar.current
        func daysAgo(_ days: Int) -> Date { calendar.date(byAdding: .day, value: -days, to: .now)! }
        return [
            Workout(kind: .run, date: daysAgo(0), minutes: 32, kilometers: 5.2),
            Workout(kind: .strength, date: daysAgo(2), minutes: 45),
            Workout(kind: .ride, date: daysAgo(8), minutes: 90, kilometers: 31.5),
            Workout(kind: .swim, date: daysAgo(10), minutes: 40, kilometers: 1.5),
        ]
    }()

    var weeks: [Week] {
        let grouped = Dictionary(grouping: workouts) { workout in
            Calendar.current.dateInterval(of: .weekOfYear, for: workout.date)?.start ?? workout.date
        }
        return grouped.keys.sorted(by: >).map { start in
            Week(start: start, workouts: grouped[start]!.sorted { $0.date > $1.date })
        }
    }

    func minutes(in workouts: [Workout]) -> Int {
        workouts.reduce(0) { $0 + $1.minutes }
    }
}

enum Tab: Hashable { case log, stopwatch }

struct ContentView: View {
    @State private var store = WorkoutStore()
    @State private var selectedTab = Tab.log
    @State private var prefilledMinutes: Int?

    var body: some View {
        TabView(selection: $selectedTab) {
            LogView(prefilledMinutes: $prefilledMinutes)
                .tabItem { Label("Log", systemImage: "list.bullet") }
                .tag(Tab.log)
            StopwatchView { minutes in
                prefilledMinutes = minutes
                selectedTab = .log
            }
            .tabItem { Label("Stopwatch", systemImage: "stopwatch") }
            .tag(Tab.stopwatch)
        }
        .environment(store)
    }
}

struct LogView: View {
    @Environment(WorkoutStore.self) private var store
    @Binding var prefilledMinutes: Int?
    @AppStorage("weeklyGoal") private var weeklyGoal = 150
    @State private var showingAdd = false

    var body: some View {
        NavigationStack {
            List {
                Section("This Week") {
                    let thisWeek = store.weeks.first { Calendar.current.isDate($0.start, equalTo: .now, toGranularity: .weekOfYear) }
                    let done = store.minutes(in: thisWeek?.workouts ?? [])
                    ProgressView(value: Double(min(done, weeklyGoal)), total: Double(weeklyGoal)) {
                        Text("\(done) of \(weeklyGoal) minutes")
                    }
                    Stepper("Goal: \(weeklyGoal) min", value: $weeklyGoal, in: 30...600, step: 30)
                }
                ForEach(store.weeks) { week in
                    Section {
                        ForEach(week.workouts) { WorkoutRow(workout: $0) }
                        .onDelete { offsets in
                            let ids = offsets.map { week.workouts[$0].id }
                            store.workouts.removeAll { ids.contains($0.id) }
                        }
                    } header: {
                        Text("Week of \(week.start.formatted(.dateTime.month(.abbreviated).day()))")
                    } footer: {
                        Text("^[\(week.workouts.count) workout](inflect: true), \(store.minutes(in: week.workouts)) minutes")
                    }
                }
            }
            .navigationTitle("Workouts")
            .toolbar { Button("Add Workout", systemImage: "plus") { showingAdd = true } }
            .sheet(isPresented: $showingAdd) { AddWorkoutView(minutes: 30) }
            .sheet(item: $prefilledMinutes) { minutes in AddWorkoutView(minutes: minutes) }
        }
    }
}

extension Int: Identifiable { public var id: Int { self } }

struct WorkoutRow: View {
    let workout: Workout

    var body: some View {
        HStack {
            Image(systemName: workout.kind.symbol).frame(width: 30).foregroundStyle(.tint)
            VStack(alignment: .leading) {
                Text(workout.kind.rawValue).font(.headline)
                Text(workout.date, format: .dateTime.weekday(.wide).hour().minute())
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            VStack(alignment: .trailing) {
                Text(Duration.seconds(workout.minutes * 60), format: .units(allowed: [.hours, .minutes], width: .abbreviated))
                if let km = workout.kilometers {
                    Text(km, format: .number.precision(.fractionLength(1))) + Text(" km")
                }
            }
            .monospacedDigit()
        }
    }
}

struct AddWorkoutView: View {
    @Environment(WorkoutStore.self) private var store
    @Environment(\.dismiss) private var dismiss
    @State private var kind = WorkoutKind.run
    @State private var date = Date.now
    @State var minutes: Int
    @State private var tracksDistance = true
    @State private var kilometers = 5.0

    var body: some View {
        NavigationStack {
            Form {
                Picker("Type", selection: $kind) {
                    ForEach(WorkoutKind.allCases) { kind in
                        Label(kind.rawValue, systemImage: kind.symbol).tag(kind)
                    }
                }
                DatePicker("When", selection: $date, in: ...Date.now)
                Stepper("Duration: \(minutes) min", value: $minutes, in: 1...600, step: 5)
                Toggle("Track distance", isOn: $tracksDistance.animation())
                if tracksDistance {
                    LabeledContent("Distance (km)") {
                        TextField("km", value: $kilometers, format: .number)
                            .keyboardType(.decimalPad)
                            .multilineTextAlignment(.trailing)
                    }
                }
            }
            .navigationTitle("New Workout")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        store.workouts.append(Workout(kind: kind, date: date, minutes: minutes,
                                                      kilometers: tracksDistance ? kilometers : nil))
                        dismiss()
                    }
                }
            }
        }
    }
}

struct StopwatchView: View {
    var onSave: (Int) -> Void
    @State private var startedAt: Date?
    @State private var accumulated: TimeInterval = 0

    private func elapsed(at now: Date) -> TimeInterval {
        accumulated + (startedAt.map { now.timeIntervalSince($0) } ?? 0)
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 40) {
                TimelineView(.periodic(from: .now, by: 0.1)) { context in
                    Text(Duration.milliseconds(Int(elapsed(at: context.date) * 1000)),
                         format: .time(pattern: .minuteSecond(padMinuteToLength: 2, fractionalSecondsLength: 1)))
                        .font(.system(size: 64, weight: .thin, design: .rounded))
                        .monospacedDigit()
                }
                HStack(spacing: 40) {
                    Button(startedAt == nil ? "Start" : "Pause") {
                        if let start = startedAt {
                            accumulated += Date.now.timeIntervalSince(start)
                            startedAt = nil
                        } else {
                            startedAt = .now
                        }
                    }
                    .buttonStyle(.borderedProminent)
                    .tint(startedAt == nil ? .green : .orange)
                    Button("Reset", role: .destructive) {
                        startedAt = nil
                        accumulated = 0
                    }
                    .buttonStyle(.bordered)
                    .disabled(startedAt != nil || accumulated == 0)
                }
                Button("Save as Workout") {
                    onSave(max(1, Int((elapsed(at: .now) / 60).rounded())))
                    startedAt = nil
                    accumulated = 0
                }
                .disabled(startedAt != nil || accumulated == 0)
            }
            .navigationTitle("Stopwatch")
        }
    }
}

#Preview {
    ContentView()
}
