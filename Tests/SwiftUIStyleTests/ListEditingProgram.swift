// Lists written as SwiftUI programs write them: rows deleted and moved through `ForEach`'s
// `onDelete`/`onMove` with an `EditButton`, row actions from `swipeActions` and `contextMenu`,
// a `Menu` with a picker and a button, and a `searchable` list. Only the import differs from
// SwiftUI.
import CursesUI
import Observation

/// What the programs did, for the tests to check.
@Observable
final class EditLog {
    var deleted: [IndexSet] = []
    var moved: [String] = []
    var ran: [String] = []
}

struct FruitList: View {
    let log: EditLog
    @State private var fruits = ["Apple", "Banana", "Cherry", "Mango"]

    var body: some View {
        NavigationStack {
            VStack {
                List {
                    ForEach(fruits, id: \.self) { fruit in
                        Text(fruit)
                    }
                    .onDelete { offsets in
                        log.deleted.append(offsets)
                        fruits.remove(atOffsets: offsets)
                    }
                    .onMove { source, destination in
                        log.moved.append("\(Array(source)) → \(destination)")
                        fruits.move(fromOffsets: source, toOffset: destination)
                    }
                }
                HelpBar()
            }
            .navigationTitle("Fruits")
            .toolbar { EditButton() }
        }
    }
}

struct HabitList: View {
    let log: EditLog
    @State private var habits = ["Read", "Walk", "Swim"]

    var body: some View {
        NavigationStack {
            VStack {
                List {
                    ForEach(habits, id: \.self) { habit in
                        Text(habit)
                            .swipeActions(edge: .leading) {
                                Button("Done", systemImage: "checkmark") { log.ran.append("done \(habit)") }
                            }
                            .contextMenu {
                                Button("Rename") { log.ran.append("rename \(habit)") }
                                Button("Remove", role: .destructive) { habits.removeAll { $0 == habit } }
                            }
                    }
                }
                HelpBar()
            }
            .navigationTitle("Habits")
        }
    }
}

struct WeatherOptions: View {
    let log: EditLog
    @State private var city = "Oslo"
    @State private var offline = false

    var body: some View {
        NavigationStack {
            VStack {
                Text("Forecast for \(city)\(offline ? " (offline)" : "")")
                HelpBar()
            }
            .navigationTitle("Weather")
            .toolbar {
                Menu {
                    Picker("City", selection: $city) {
                        Text("Oslo").tag("Oslo")
                        Text("Tokyo").tag("Tokyo")
                    }
                    Button("Refresh") { log.ran.append("refresh") }
                    Toggle("Offline", isOn: $offline)
                } label: {
                    Label("Options", systemImage: "ellipsis.circle")
                }
            }
        }
    }
}

struct SearchableFruits: View {
    @State private var searchText = ""
    @State private var fruits = ["Apple", "Banana", "Cherry", "Mango"]

    var filtered: [String] {
        searchText.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(filtered, id: \.self) { Text($0) }
                    .onDelete { offsets in fruits.removeAll { fruit in offsets.contains { filtered[$0] == fruit } } }
            }
            .searchable(text: $searchText, prompt: "Search fruit")
            .navigationTitle("Fruits")
        }
    }
}

struct SaveMenu: View {
    let log: EditLog
    @State private var query = ""

    var body: some View {
        VStack {
            Menu("Save") {
                Button("Save as…") { log.ran.append("save as") }
            } primaryAction: {
                log.ran.append("save")
            }
            Text("query=\(query)")
        }
        .searchable(text: $query)
    }
}

struct LazyHabits: View {
    let log: EditLog
    private let habits = ["Read", "Walk", "Swim"]

    var body: some View {
        VStack {
            List(habits, id: \.self) { habit in
                Text(habit)
                    .swipeActions { Button("Skip") { log.ran.append("skip \(habit)") } }
            }
            HelpBar()
        }
    }
}
