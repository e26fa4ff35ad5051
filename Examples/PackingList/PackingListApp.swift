import CursesUI

enum PackingCategory: String, CaseIterable, Codable, Identifiable {
    case clothing = "Clothing"
    case toiletries = "Toiletries"
    case electronics = "Electronics"
    case documents = "Documents"
    case other = "Other"

    var id: Self { self }
}

struct PackingItem: Identifiable, Codable, Hashable {
    var id = UUID()
    var name: String
    var quantity = 1
    var category: PackingCategory
    var isPacked = false
}

struct Trip: Identifiable, Codable, Hashable {
    var id = UUID()
    var destination: String
    var departure: Date
    var items: [PackingItem] = []

    var packedCount: Int { items.filter(\.isPacked).count }
    var progress: Double { items.isEmpty ? 0 : Double(packedCount) / Double(items.count) }
}

@Observable
final class TripStore {
    var trips: [Trip] = [] { didSet { save() } }

    private let fileURL = URL.documentsDirectory.appending(path: "trips.json")

    init() {
        if let data = try? Data(contentsOf: fileURL),
           let saved = try? JSONDecoder().decode([Trip].self, from: data) {
            trips = saved
        } else {
            trips = [Trip(destination: "Lisbon", departure: .now.addingTimeInterval(5 * 86_400), items: [
                PackingItem(name: "T-shirts", quantity: 4, category: .clothing),
                PackingItem(name: "Sunglasses", category: .other),
                PackingItem(name: "Passport", category: .documents, isPacked: true),
                PackingItem(name: "Phone charger", category: .electronics),
            ])]
        }
    }

    private func save() {
        try? JSONEncoder().encode(trips).write(to: fileURL, options: .atomic)
    }
}

@main
struct PackingListApp: App {
    @State private var store = TripStore()

    var body: some Scene {
        WindowGroup { TripListView().environment(store) }
    }
}

struct TripListView: View {
    @Environment(TripStore.self) private var store
    @State private var path: [Trip.ID] = []
    @State private var showingNewTrip = false

    var body: some View {
        @Bindable var store = store
        NavigationStack(path: $path) {
            List {
                ForEach(store.trips) { trip in
                    NavigationLink(value: trip.id) { TripRow(trip: trip) }
                }
                .onDelete { store.trips.remove(atOffsets: $0) }
            }
            .overlay {
                if store.trips.isEmpty {
                    ContentUnavailableView("No Trips", systemImage: "suitcase",
                                           description: Text("Tap + to plan your next trip."))
                }
            }
            .navigationTitle("Trips")
            .navigationDestination(for: Trip.ID.self) { id in
                if let index = store.trips.firstIndex(where: { $0.id == id }) {
                    PackingListView(trip: $store.trips[index])
                }
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { EditButton() }
                ToolbarItem(placement: .primaryAction) { Button("New Trip", systemImage: "plus") { showingNewTrip = true } }
            }
            .sheet(isPresented: $showingNewTrip) {
                NewTripView { trip in
                    store.trips.append(trip)
                    path.append(trip.id)
                }
            }
        }
    }
}

struct TripRow: View {
    let trip: Trip

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(trip.destination).font(.headline)
                Spacer()
                Text(trip.departure, format: .relative(presentation: .named))
                    .font(.caption).foregroundStyle(.secondary)
            }
            ProgressView(value: trip.progress) {
                EmptyView()
            } currentValueLabel: {
                Text("\(trip.packedCount) of \(trip.items.count) packed")
            }
            .tint(trip.progress == 1 ? .green : .accentColor)
        }
    }
}

struct PackingListView: View {
    @Binding var trip: Trip
    @State private var newItemName = ""
    @State private var newItemCategory: PackingCategory = .clothing
    @State private var hidePacked = false
    @FocusState private var nameFieldFocused: Bool

    var body: some View {
        List {
            Section {
                HStack {
                    Text("\(trip.packedCount) of \(trip.items.count) packed")
                    Spacer()
                    Text(trip.progress, format: .percent.precision(.fractionLength(0)))
                        .monospacedDigit().foregroundStyle(.secondary)
                }
                ProgressView(value: trip.progress)
            }

            ForEach(PackingCategory.allCases) { category in
                if trip.items.contains(where: { $0.category == category && !(hidePacked && $0.isPacked) }) {
                    Section {
                        ForEach($trip.items) { $item in
                            if item.category == category && !(hidePacked && item.isPacked) {
                                PackingItemRow(item: $item)
                                    .swipeActions {
                                        Button("Delete", systemImage: "trash", role: .destructive) {
                                            trip.items.removeAll { $0.id == item.id }
                                        }
                                    }
                            }
                        }
                    } header: {
                        Text(category.rawValue)
                    }
                }
            }

            Section("Add Item") {
                TextField("Item name", text: $newItemName)
                    .focused($nameFieldFocused)
                    .onSubmit(addItem)
                Picker("Category", selection: $newItemCategory) {
                    ForEach(PackingCategory.allCases) { category in
                        Text(category.rawValue).tag(category)
                    }
                }
                Button("Add to List", action: addItem)
                    .disabled(newItemName.trimmingCharacters(in: .whitespaces).isEmpty)
            }
        }
        .animation(.default, value: hidePacked)
        .navigationTitle(trip.destination)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            Menu("Options", systemImage: "ellipsis.circle") {
                Toggle("Hide Packed", isOn: $hidePacked)
                Button("Unpack All") {
                    for index in trip.items.indices { trip.items[index].isPacked = false }
                }
            }
        }
    }

    private func addItem() {
        let name = newItemName.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return }
        withAnimation { trip.items.append(PackingItem(name: name, category: newItemCategory)) }
        newItemName = ""
        nameFieldFocused = true
    }
}

struct PackingItemRow: View {
    @Binding var item: PackingItem

    var body: some View {
        HStack {
            Button {
                withAnimation(.snappy) { item.isPacked.toggle() }
            } label: {
                Image(systemName: item.isPacked ? "checkmark.circle.fill" : "circle")
                    .foregroundStyle(item.isPacked ? .green : .secondary)
                    .imageScale(.large)
            }
            .buttonStyle(.plain)
            Text(item.name)
                .strikethrough(item.isPacked)
                .foregroundStyle(item.isPacked ? .secondary : .primary)
            Spacer()
            Stepper("× \(item.quantity)", value: $item.quantity, in: 1...20)
                .fixedSize()
        }
        .sensoryFeedback(.success, trigger: item.isPacked)
    }
}

struct NewTripView: View {
    var onCreate: (Trip) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var destination = ""
    @State private var departure = Date.now.addingTimeInterval(7 * 86_400)

    var body: some View {
        NavigationStack {
            Form {
                TextField("Destination", text: $destination)
                DatePicker("Departure", selection: $departure, in: Date.now..., displayedComponents: .date)
            }
            .navigationTitle("New Trip")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Create") {
                        onCreate(Trip(destination: destination.trimmingCharacters(in: .whitespaces), departure: departure))
                        dismiss()
                    }
                    .disabled(destination.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
        .presentationDetents([.medium])
    }
}
