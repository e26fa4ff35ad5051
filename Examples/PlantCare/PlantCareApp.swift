import CursesUI

enum Room: String, Codable, CaseIterable, Identifiable {
    case living = "Living Room", kitchen = "Kitchen", bedroom = "Bedroom", balcony = "Balcony"
    var id: Self { self }
}

struct Plant: Identifiable, Codable, Hashable {
    var id = UUID()
    var name: String
    var species: String
    var room: Room
    var intervalDays: Int
    var lastWatered: Date
    var notes = ""

    var nextWatering: Date { Calendar.current.date(byAdding: .day, value: intervalDays, to: lastWatered) ?? lastWatered }

    /// Whole days from today until the plant is due; negative when overdue.
    var daysUntilDue: Int {
        let calendar = Calendar.current
        return calendar.dateComponents([.day], from: calendar.startOfDay(for: .now),
                                       to: calendar.startOfDay(for: nextWatering)).day ?? 0
    }

    static func daysAgo(_ days: Int) -> Date { Calendar.current.date(byAdding: .day, value: -days, to: .now) ?? .now }

    static let samples: [Plant] = [
        Plant(name: "Monty", species: "Monstera deliciosa", room: .living, intervalDays: 7, lastWatered: daysAgo(9)),
        Plant(name: "Basil", species: "Ocimum basilicum", room: .kitchen, intervalDays: 2, lastWatered: daysAgo(2)),
        Plant(name: "Spike", species: "Snake plant", room: .bedroom, intervalDays: 14, lastWatered: daysAgo(4)),
        Plant(name: "Fern", species: "Boston fern", room: .balcony, intervalDays: 3, lastWatered: daysAgo(1)),
    ]
}

@Observable
final class Garden {
    var plants: [Plant] = []
    private let fileURL = URL.documentsDirectory.appending(path: "plants.json")

    init() {
        let saved = try? JSONDecoder().decode([Plant].self, from: Data(contentsOf: fileURL))
        plants = saved ?? Plant.samples
    }

    var thirsty: [Plant] { plants.filter { $0.daysUntilDue <= 0 }.sorted { $0.daysUntilDue < $1.daysUntilDue } }
    var upcoming: [Plant] { plants.filter { $0.daysUntilDue > 0 }.sorted { $0.daysUntilDue < $1.daysUntilDue } }

    func water(_ plant: Plant) {
        guard let index = plants.firstIndex(where: { $0.id == plant.id }) else { return }
        plants[index].lastWatered = .now
        save()
    }

    func waterAllDue() { thirsty.forEach(water) }
    func add(_ plant: Plant) { plants.append(plant); save() }
    func delete(_ plant: Plant) { plants.removeAll { $0.id == plant.id }; save() }
    func save() { try? JSONEncoder().encode(plants).write(to: fileURL, options: .atomic) }
}

@main
struct PlantCareApp: App {
    @State private var garden = Garden()

    var body: some Scene {
        WindowGroup { PlantListView().environment(garden) }
    }
}

struct PlantListView: View {
    @Environment(Garden.self) private var garden
    @State private var showingAdd = false
    @AppStorage("remindersOn") private var remindersOn = false

    var body: some View {
        NavigationStack {
            List {
                if garden.plants.isEmpty {
                    ContentUnavailableView("No Plants", systemImage: "leaf", description: Text("Tap + to add one."))
                }
                if !garden.thirsty.isEmpty {
                    Section("Needs Water") { ForEach(garden.thirsty, content: row(for:)) }
                }
                if !garden.upcoming.isEmpty {
                    Section("Upcoming") { ForEach(garden.upcoming, content: row(for:)) }
                }
                Section {
                    Toggle("Daily Reminder", isOn: $remindersOn)
                } footer: {
                    Text(remindersOn
                         ? "You'll get a reminder each morning. Allow notifications for Plants in Settings."
                         : "Turn on reminders to be told when a plant is thirsty.")
                }
            }
            .navigationTitle("My Plants")
            .navigationDestination(for: Plant.ID.self) { PlantDetailView(plantID: $0) }
            .toolbar {
                Button("Add Plant", systemImage: "plus") { showingAdd = true }
            }
            .safeAreaInset(edge: .bottom) {
                if !garden.thirsty.isEmpty {
                    Button {
                        withAnimation { garden.waterAllDue() }
                    } label: {
                        Label("Water \(garden.thirsty.count) Due", systemImage: "drop.fill")
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                    .padding()
                    .background(.bar)
                }
            }
            .sheet(isPresented: $showingAdd) { AddPlantView() }
        }
    }

    private func row(for plant: Plant) -> some View {
        NavigationLink(value: plant.id) {
            HStack {
                Image(systemName: "leaf.fill").foregroundStyle(.green)
                VStack(alignment: .leading) {
                    Text(plant.name).font(.headline)
                    Text(plant.species).font(.caption).foregroundStyle(.secondary)
                }
                Spacer()
                DueBadge(days: plant.daysUntilDue)
            }
        }
        .swipeActions(edge: .leading) {
            Button("Water", systemImage: "drop") { garden.water(plant) }
                .tint(.blue)
        }
        .swipeActions(edge: .trailing) {
            Button("Delete", systemImage: "trash", role: .destructive) { garden.delete(plant) }
        }
    }
}

struct DueBadge: View {
    let days: Int

    var body: some View {
        Text(text)
            .font(.caption.bold())
            .padding(.horizontal, 8).padding(.vertical, 4)
            .background(color.opacity(0.15), in: Capsule())
            .foregroundStyle(color)
    }

    private var text: String {
        switch days {
        case ..<0: "\(-days)d overdue"
        case 0: "Today"
        case 1: "Tomorrow"
        default: "In \(days) days"
        }
    }

    private var color: Color { days < 0 ? .red : days == 0 ? .orange : .secondary }
}

struct PlantDetailView: View {
    @Environment(Garden.self) private var garden
    let plantID: Plant.ID

    var body: some View {
        @Bindable var garden = garden
        if let index = garden.plants.firstIndex(where: { $0.id == plantID }) {
            let plant = garden.plants[index]
            Form {
                Section {
                    LabeledContent("Species", value: plant.species)
                    Picker("Room", selection: $garden.plants[index].room) {
                        ForEach(Room.allCases) { Text($0.rawValue).tag($0) }
                    }
                    Stepper("Every \(plant.intervalDays) days", value: $garden.plants[index].intervalDays, in: 1...30)
                }
                Section("Watering") {
                    LabeledContent("Last watered", value: plant.lastWatered.formatted(date: .abbreviated, time: .omitted))
                    LabeledContent("Next due", value: plant.nextWatering.formatted(date: .abbreviated, time: .omitted))
                    Button("Water Now", systemImage: "drop.fill") { garden.water(plant) }
                        .disabled(Calendar.current.isDateInToday(plant.lastWatered))
                }
                TextField("Notes: light, soil, repotting…", text: $garden.plants[index].notes, axis: .vertical)
                    .lineLimit(3...6)
            }
            .navigationTitle(plant.name)
            .navigationBarTitleDisplayMode(.inline)
            .onDisappear { garden.save() }
        } else {
            ContentUnavailableView("Plant Removed", systemImage: "leaf")
        }
    }
}

struct AddPlantView: View {
    @Environment(Garden.self) private var garden
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var species = ""
    @State private var room = Room.living
    @State private var intervalDays = 7
    @State private var lastWatered = Date.now
    @FocusState private var nameFocused: Bool

    private var trimmedName: String { name.trimmingCharacters(in: .whitespaces) }
    private var nameProblem: String? {
        if trimmedName.isEmpty { return "Give your plant a name." }
        if garden.plants.contains(where: { $0.name.localizedCaseInsensitiveCompare(trimmedName) == .orderedSame }) {
            return "You already have a plant called \(trimmedName)."
        }
        return nil
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Name", text: $name).focused($nameFocused).textInputAutocapitalization(.words)
                    TextField("Species (optional)", text: $species)
                } footer: {
                    if let nameProblem { Text(nameProblem).foregroundStyle(.red) }
                }
                Section("Care") {
                    Picker("Room", selection: $room) {
                        ForEach(Room.allCases) { Text($0.rawValue).tag($0) }
                    }
                    Stepper("Water every \(intervalDays) days", value: $intervalDays, in: 1...30)
                    DatePicker("Last watered", selection: $lastWatered, in: ...Date.now, displayedComponents: .date)
                }
            }
            .navigationTitle("New Plant")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        garden.add(Plant(name: trimmedName, species: species.isEmpty ? "Unknown species" : species,
                                         room: room, intervalDays: intervalDays, lastWatered: lastWatered))
                        dismiss()
                    }
                    .disabled(nameProblem != nil)
                }
            }
            .onAppear { nameFocused = true }
            .interactiveDismissDisabled(!name.isEmpty)
        }
    }
}
