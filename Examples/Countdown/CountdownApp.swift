import CursesUI

struct Event: Identifiable, Codable, Hashable {
    var id = UUID()
    var title: String
    var date: Date
    var notes = ""

    var daysLeft: Int {
        let calendar = Calendar.current
        let start = calendar.startOfDay(for: .now)
        let end = calendar.startOfDay(for: date)
        return calendar.dateComponents([.day], from: start, to: end).day ?? 0
    }

    var countdownText: String {
        switch daysLeft {
        case 0: return "Today"
        case 1: return "Tomorrow"
        case 2...: return "\(daysLeft) days left"
        case -1: return "Yesterday"
        default: return "\(-daysLeft) days ago"
        }
    }
}

@Observable
final class EventStore {
    private static let storageKey = "countdown.events"

    var events: [Event] = [] {
        didSet { save() }
    }

    init() {
        if let data = UserDefaults.standard.data(forKey: Self.storageKey),
           let saved = try? JSONDecoder().decode([Event].self, from: data) {
            events = saved
        } else {
            let day: TimeInterval = 86_400
            events = [
                Event(title: "Summer holiday", date: .now.addingTimeInterval(day * 45)),
                Event(title: "Dentist", date: .now.addingTimeInterval(day * 3), notes: "Bring the forms"),
                Event(title: "Launch party", date: .now.addingTimeInterval(-day * 8)),
            ]
        }
    }

    var upcoming: [Event] { events.filter { $0.daysLeft >= 0 }.sorted { $0.date < $1.date } }
    var past: [Event] { events.filter { $0.daysLeft < 0 }.sorted { $0.date > $1.date } }

    func delete(_ event: Event) {
        events.removeAll { $0.id == event.id }
    }

    private func save() {
        if let data = try? JSONEncoder().encode(events) {
            UserDefaults.standard.set(data, forKey: Self.storageKey)
        }
    }
}

@main
struct CountdownApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @State private var store = EventStore()
    @State private var showingAddEvent = false
    @AppStorage("showPastEvents") private var showPastEvents = true

    var body: some View {
        NavigationStack {
            List {
                Section("Upcoming") {
                    ForEach(store.upcoming) { event in
                        EventRow(event: event)
                            .swipeActions {
                                Button("Delete", role: .destructive) { store.delete(event) }
                            }
                    }
                }
                if showPastEvents && !store.past.isEmpty {
                    Section("Past") {
                        ForEach(store.past) { event in
                            EventRow(event: event)
                                .foregroundStyle(.secondary)
                        }
                        .onDelete { offsets in
                            let past = store.past
                            offsets.forEach { store.delete(past[$0]) }
                        }
                    }
                }
            }
            .overlay {
                if store.events.isEmpty {
                    ContentUnavailableView {
                        Label("No Events", systemImage: "calendar.badge.plus")
                    } description: {
                        Text("Add an event to start counting down.")
                    } actions: {
                        Button("Add Event") { showingAddEvent = true }
                    }
                }
            }
            .navigationTitle("Countdown")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Menu("Options", systemImage: "ellipsis.circle") {
                        Toggle("Show Past Events", isOn: $showPastEvents)
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add", systemImage: "plus") { showingAddEvent = true }
                }
            }
            .sheet(isPresented: $showingAddEvent) {
                AddEventView { store.events.append($0) }
            }
        }
    }
}

struct EventRow: View {
    let event: Event

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(event.title)
                    .font(.headline)
                Text(event.date, format: .dateTime.day().month().year())
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(event.countdownText)
                .font(.subheadline.monospacedDigit())
                .foregroundStyle(event.daysLeft <= 7 && event.daysLeft >= 0 ? Color.orange : Color.primary)
        }
    }
}

struct AddEventView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var date = Date.now.addingTimeInterval(86_400 * 7)
    @State private var notes = ""
    let onAdd: (Event) -> Void

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                DatePicker("Date", selection: $date, in: Date.now..., displayedComponents: .date)
                TextField("Notes", text: $notes, axis: .vertical)
                    .lineLimit(3...)
                Section {
                    Text("\(Event(title: title, date: date).daysLeft) days from today")
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("New Event")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        onAdd(Event(title: title.trimmingCharacters(in: .whitespaces), date: date, notes: notes))
                        dismiss()
                    }
                    .disabled(title.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}

#Preview {
    ContentView()
}
