import CursesUI

@main
struct SavingsGoalApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

let currencyCode = Locale.current.currency?.identifier ?? "USD"

struct ContentView: View {
    @State private var store = GoalStore()
    @State private var depositGoal: SavingsGoal?
    @State private var showingAddGoal = false

    var body: some View {
        NavigationStack {
            List {
                Section("Total saved") {
                    Text(store.totalSaved, format: .currency(code: currencyCode))
                        .font(.largeTitle.bold())
                        .contentTransition(.numericText())
                }

                Section("Goals") {
                    ForEach(store.goals) { goal in
                        NavigationLink {
                            GoalDetailView(goal: goal)
                        } label: {
                            GoalRow(goal: goal)
                        }
                        .swipeActions {
                            Button("Delete", systemImage: "trash", role: .destructive) {
                                withAnimation {
                                    store.goals.removeAll { $0.id == goal.id }
                                }
                            }
                            Button("Deposit", systemImage: "plus.circle") {
                                depositGoal = goal
                            }
                            .tint(.green)
                        }
                    }
                }
            }
            .navigationTitle("Savings")
            .toolbar {
                Button("Add Goal", systemImage: "plus") {
                    showingAddGoal = true
                }
            }
            .sheet(item: $depositGoal) { goal in
                DepositView(goal: goal)
                    .presentationDetents([.height(260), .medium])
            }
            .sheet(isPresented: $showingAddGoal) {
                AddGoalView(store: store)
                    .presentationDetents([.medium, .large])
            }
        }
    }
}

struct GoalRow: View {
    let goal: SavingsGoal

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(goal.name, systemImage: goal.isComplete ? "checkmark.seal.fill" : goal.symbol)
                .font(.headline)

            ProgressView(value: goal.progress)
                .tint(goal.isComplete ? Color.green : Color.accentColor)

            HStack {
                Text(goal.saved, format: .currency(code: currencyCode))
                Spacer()
                Text("of \(goal.target, format: .currency(code: currencyCode))")
                    .foregroundStyle(.secondary)
            }
            .font(.caption)
        }
        .padding(.vertical, 4)
    }
}

struct GoalDetailView: View {
    @Bindable var goal: SavingsGoal
    @State private var showingDeposit = false

    var body: some View {
        Form {
            Section {
                Gauge(value: goal.progress) {
                    Text("Saved")
                } currentValueLabel: {
                    Text(goal.progress, format: .percent.precision(.fractionLength(0)))
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(goal.isComplete ? Color.green : Color.blue)
                .scaleEffect(1.6)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 30)

                LabeledContent("Saved", value: goal.saved, format: .currency(code: currencyCode))
                LabeledContent("Still to go", value: goal.remaining, format: .currency(code: currencyCode))
            }

            Section("Goal") {
                TextField("Name", text: $goal.name)
                TextField("Target", value: $goal.target, format: .currency(code: currencyCode))
                    .keyboardType(.decimalPad)
            }
        }
        .navigationTitle(goal.name)
        .toolbar {
            Button("Deposit", systemImage: "plus.circle.fill") {
                showingDeposit = true
            }
        }
        .sheet(isPresented: $showingDeposit) {
            DepositView(goal: goal)
                .presentationDetents([.height(260), .medium])
        }
    }
}

struct DepositView: View {
    @Environment(\.dismiss) private var dismiss
    let goal: SavingsGoal

    @State private var amount: Double?
    @FocusState private var amountFocused: Bool

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $amount, format: .currency(code: currencyCode))
                        .keyboardType(.decimalPad)
                        .focused($amountFocused)
                } footer: {
                    Text("\(goal.remaining, format: .currency(code: currencyCode)) left to reach \(goal.name).")
                }
            }
            .navigationTitle("Deposit")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        withAnimation {
                            goal.saved += amount ?? 0
                        }
                        dismiss()
                    }
                    .disabled((amount ?? 0) <= 0)
                }
            }
            .onAppear {
                amountFocused = true
            }
        }
    }
}

struct AddGoalView: View {
    @Environment(\.dismiss) private var dismiss
    var store: GoalStore

    @State private var name = ""
    @State private var target = 500.0

    var body: some View {
        NavigationStack {
            Form {
                TextField("Goal name", text: $name)
                TextField("Target", value: $target, format: .currency(code: currencyCode))
                    .keyboardType(.decimalPad)

            }
            .navigationTitle("New Goal")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        store.goals.append(SavingsGoal(name: name, target: target))
                        dismiss()
                    }
                    .disabled(name.isEmpty || target <= 0)
                }
            }
        }
    }
}

#Preview {
    ContentView()
}
