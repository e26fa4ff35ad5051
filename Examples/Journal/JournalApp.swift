import CursesUI

enum Mood: String, CaseIterable, Identifiable, Codable {
    case great = "Great"
    case good = "Good"
    case okay = "Okay"
    case rough = "Rough"

    var id: Self { self }

    var emoji: String {
        switch self {
        case .great: "😄"
        case .good: "🙂"
        case .okay: "😐"
        case .rough: "😣"
        }
    }
}

struct Entry: Identifiable, Hashable, Codable {
    var id = UUID()
    var title: String
    var body: String
    var date: Date
    var mood: Mood

    static func sample(_ title: String, _ body: String, daysAgo: Int, mood: Mood) -> Entry {
        Entry(
            title: title,
            body: body,
            date: Calendar.current.date(byAdding: .day, value: -daysAgo, to: .now) ?? .now,
            mood: mood
        )
    }
}

@Observable
final class Journal {
    var entries: [Entry] = [
        .sample("Farmers market", "Bought peaches and talked to the bee keeper for ages.", daysAgo: 1, mood: .great),
        .sample("Rainy Tuesday", "Stayed in, finished the puzzle. Bit restless.", daysAgo: 3, mood: .okay),
        .sample("First run in weeks", "Only 3 km but it felt good to be out again.", daysAgo: 6, mood: .good),
    ]

    var sortedEntries: [Entry] { entries.sorted { $0.date > $1.date } }

    func save(_ entry: Entry) {
        if let index = entries.firstIndex(where: { $0.id == entry.id }) {
            entries[index] = entry
        } else {
            entries.append(entry)
        }
    }

    func delete(_ entry: Entry) {
        entries.removeAll { $0.id == entry.id }
    }

    func entry(withID id: Entry.ID) -> Entry? {
        entries.first { $0.id == id }
    }
}

@main
struct JournalApp: App {
    @State private var journal = Journal()

    var body: some Scene {
        WindowGroup {
            EntryListView()
                .environment(journal)
        }
    }
}

struct EntryListView: View {
    @Environment(Journal.self) private var journal
    @State private var path: [Entry.ID] = []
    @State private var searchText = ""
    @State private var draft: Entry?

    private var filteredEntries: [Entry] {
        guard !searchText.isEmpty else { return journal.sortedEntries }
        return journal.sortedEntries.filter {
            $0.title.localizedCaseInsensitiveContains(searchText)
                || $0.body.localizedCaseInsensitiveContains(searchText)
        }
    }

    var body: some View {
        NavigationStack(path: $path) {
            List(filteredEntries) { entry in
                NavigationLink(value: entry.id) {
                    VStack(alignment: .leading, spacing: 4) {
                        HStack {
                            Text(entry.mood.emoji)
                            Text(entry.title)
                                .font(.headline)
                        }
                        Text(entry.date, style: .date)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Journal")
            .navigationDestination(for: Entry.ID.self) { id in
                if let entry = journal.entry(withID: id) {
                    EntryDetailView(entry: entry)
                } else {
                    ContentUnavailableView("Entry Deleted", systemImage: "trash")
                }
            }
            .searchable(text: $searchText, prompt: "Search entries")
            .overlay {
                if filteredEntries.isEmpty && !searchText.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                }
            }
            .toolbar {
                Button {
                    draft = Entry(title: "", body: "", date: .now, mood: .good)
                } label: {
                    Label("New Entry", systemImage: "square.and.pencil")
                }
            }
            .sheet(item: $draft) { entry in
                EntryEditor(entry: entry)
            }
        }
    }
}

struct EntryDetailView: View {
    @Environment(Journal.self) private var journal
    @Environment(\.dismiss) private var dismiss
    let entry: Entry
    @State private var editing: Entry?
    @State private var confirmingDelete = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                HStack {
                    Text(entry.mood.emoji)
                    Text(entry.mood.rawValue)
                    Spacer()
                    Text(entry.date.formatted(date: .abbreviated, time: .shortened))
                }
                .foregroundStyle(.secondary)
                Text(entry.body)
            }
            .padding()
        }
        .navigationTitle(entry.title)
        .toolbar {
            ToolbarItemGroup {
                Button("Edit") { editing = entry }
                Button(role: .destructive) {
                    confirmingDelete = true
                } label: {
                    Label("Delete", systemImage: "trash")
                }
            }
        }
        .confirmationDialog("Delete this entry?", isPresented: $confirmingDelete, titleVisibility: .visible) {
            Button("Delete Entry", role: .destructive) {
                journal.delete(entry)
                dismiss()
            }
        } message: {
            Text("“\(entry.title)” will be gone for good.")
        }
        .sheet(item: $editing) { entry in
            EntryEditor(entry: entry)
        }
    }
}

struct EntryEditor: View {
    @Environment(Journal.self) private var journal
    @Environment(\.dismiss) private var dismiss
    @State var entry: Entry

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $entry.title)
                DatePicker("Date", selection: $entry.date, in: ...Date.now, displayedComponents: .date)
                Picker("Mood", selection: $entry.mood) {
                    ForEach(Mood.allCases) { mood in
                        Text("\(mood.emoji) \(mood.rawValue)").tag(mood)
                    }
                }
                Section("Entry") {
                    TextEditor(text: $entry.body)
                        .frame(minHeight: 160)
                }
            }
            .navigationTitle(entry.title.isEmpty ? "New Entry" : entry.title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        journal.save(entry)
                        dismiss()
                    }
                    .disabled(entry.title.isEmpty)
                }
            }
        }
    }
}
