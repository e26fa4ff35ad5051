import CursesUI

struct Habit: Identifiable, Codable, Hashable {
    var id = UUID()
    var name: String
    var details: String
    var completionCount = 0
    var lastCompleted: Date?

    var completedToday: Bool {
        guard let lastCompleted else { return false }
        return Calendar.current.isDateInToday(lastCompleted)
    }

    mutating func markCompleted() {
        completionCount += 1
        lastCompleted = .now
    }
}

@Observable
class HabitStore {
    private static let saveKey = "SavedHabits"

    var habits: [Habit] {
        didSet {
            save()
        }
    }

    init() {
        if let data = UserDefaults.standard.data(forKey: Self.saveKey),
           let decoded = try? JSONDecoder().decode([Habit].self, from: data) {
            habits = decoded
        } else {
            habits = [
                Habit(name: "Drink water", details: "Eight glasses a day."),
                Habit(name: "Read", details: "At least twenty pages before bed."),
                Habit(name: "Walk", details: "A 30 minute walk outside.")
            ]
        }
    }

    func add(name: String, details: String) {
        habits.append(Habit(name: name, details: details))
    }

    func delete(at offsets: IndexSet) {
        habits.remove(atOffsets: offsets)
    }

    func remove(_ habit: Habit) {
        habits.removeAll { $0.id == habit.id }
    }

    func move(from source: IndexSet, to destination: Int) {
        habits.move(fromOffsets: source, toOffset: destination)
    }

    private func save() {
        if let encoded = try? JSONEncoder().encode(habits) {
            UserDefaults.standard.set(encoded, forKey: Self.saveKey)
        }
    }
}
