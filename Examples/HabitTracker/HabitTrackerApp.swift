import CursesUI

@main
struct HabitTrackerApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @State private var store = HabitStore()
    @State private var showingAddHabit = false

    var body: some View {
        NavigationStack {
            List {
                ForEach($store.habits) { $habit in
                    NavigationLink {
                        HabitDetailView(habit: $habit)
                    } label: {
                        HabitRow(habit: habit)
                    }
                    .swipeActions(edge: .leading) {
                        Button("Done", systemImage: "checkmark") {
                            habit.markCompleted()
                        }
                        .tint(.green)
                    }
                    .swipeActions(edge: .trailing) {
                        Button("Delete", systemImage: "trash", role: .destructive) {
                            store.remove(habit)
                        }
                    }
                }
                .onDelete(perform: store.delete)
                .onMove(perform: store.move)
            }
            .navigationTitle("Habits")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add Habit", systemImage: "plus") {
                        showingAddHabit = true
                    }
                }
            }
            .sheet(isPresented: $showingAddHabit) {
                AddHabitView(store: store)
            }
        }
    }
}

struct HabitRow: View {
    let habit: Habit

    var body: some View {
        HStack {
            Image(systemName: habit.completedToday ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(habit.completedToday ? Color.green : Color.secondary)
                .font(.title2)

            VStack(alignment: .leading) {
                Text(habit.name)
                    .font(.headline)
                Text(habit.details)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }

            Spacer()

            Text(habit.completionCount, format: .number)
                .font(.title3.monospacedDigit())
                .padding(.horizontal, 10)
                .padding(.vertical, 4)
                .background(Color.blue.opacity(0.15), in: Capsule())
        }
    }
}

struct HabitDetailView: View {
    @Binding var habit: Habit

    var body: some View {
        Form {
            Section("Habit") {
                TextField("Name", text: $habit.name)
                TextField("Description", text: $habit.details, axis: .vertical)
                    .lineLimit(2...5)
            }

            Section("Progress") {
                Stepper("Completed ^[\(habit.completionCount) time](inflect: true)", value: $habit.completionCount, in: 0...10_000)

                Button {
                    withAnimation {
                        habit.markCompleted()
                    }
                } label: {
                    Label("Mark as Done Today", systemImage: "checkmark.seal.fill")
                }
                .disabled(habit.completedToday)

                if let lastCompleted = habit.lastCompleted {
                    LabeledContent("Last completed") {
                        Text(lastCompleted, format: .relative(presentation: .named))
                    }
                }
            }
        }
        .navigationTitle(habit.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct AddHabitView: View {
    @Environment(\.dismiss) private var dismiss

    var store: HabitStore

    @State private var name = ""
    @State private var details = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                TextField("Description", text: $details, axis: .vertical)
            }
            .navigationTitle("New Habit")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        store.add(name: name, details: details)
                        dismiss()
                    }
                    .disabled(name.isEmpty)
                }
            }
        }
        .presentationDetents([.medium])
    }
}

#Preview {
    ContentView()
}
