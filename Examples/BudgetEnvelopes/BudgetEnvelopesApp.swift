import CursesUI

struct Expense: Identifiable, Codable, Hashable {
    var id = UUID()
    var note: String
    var amount: Double
    var date: Date
}

struct Envelope: Identifiable, Codable, Hashable {
    var id = UUID()
    var name: String
    var symbol: String
    var budget: Double
    var expenses: [Expense] = []
    var spent: Double { expenses.reduce(0) { $0 + $1.amount } }
    var remaining: Double { budget - spent }
}

@Observable
final class BudgetStore {
    var envelopes: [Envelope] = []
    private let fileURL = URL.documentsDirectory.appending(path: "envelopes.json")

    init() {
        if let data = try? Data(contentsOf: fileURL),
           let saved = try? JSONDecoder().decode([Envelope].self, from: data) {
            envelopes = saved
        } else {
            envelopes = [
                Envelope(name: "Groceries", symbol: "cart", budget: 400),
                Envelope(name: "Dining Out", symbol: "fork.knife", budget: 150),
                Envelope(name: "Transport", symbol: "bus", budget: 90),
            ]
        }
    }
    var totalBudget: Double { envelopes.reduce(0) { $0 + $1.budget } }
    var totalSpent: Double { envelopes.reduce(0) { $0 + $1.spent } }
    func add(_ envelope: Envelope) { envelopes.append(envelope); save() }
    func delete(at offsets: IndexSet) { envelopes.remove(atOffsets: offsets); save() }
    func move(from source: IndexSet, to destination: Int) { envelopes.move(fromOffsets: source, toOffset: destination); save() }
    func spend(_ amount: Double, note: String, in envelopeID: Envelope.ID) {
        guard let index = envelopes.firstIndex(where: { $0.id == envelopeID }) else { return }
        envelopes[index].expenses.insert(Expense(note: note, amount: amount, date: .now), at: 0)
        save()
    }
    func deleteExpense(_ expense: Expense, from envelopeID: Envelope.ID) {
        guard let index = envelopes.firstIndex(where: { $0.id == envelopeID }) else { return }
        envelopes[index].expenses.removeAll { $0.id == expense.id }
        save()
    }
    private func save() { try? JSONEncoder().encode(envelopes).write(to: fileURL, options: .atomic) }
}

@main
struct BudgetEnvelopesApp: App {
    @State private var store = BudgetStore()
    var body: some Scene {
        WindowGroup { EnvelopeListView().environment(store) }
    }
}

struct EnvelopeListView: View {
    @Environment(BudgetStore.self) private var store
    @AppStorage("monthlyIncome") private var income = 2500.0
    @State private var path: [Envelope.ID] = []
    @State private var showingNewEnvelope = false
    private var unassigned: Double { income - store.totalBudget }
    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("This Month") {
                    Gauge(value: min(store.totalSpent, store.totalBudget), in: 0...max(store.totalBudget, 1)) {
                        Text("Spent")
                    } currentValueLabel: { Text(store.totalSpent, format: .currency(code: "USD")) }
                    .gaugeStyle(.linearCapacity)
                    TextField("Monthly income", value: $income, format: .currency(code: "USD"))
                        .keyboardType(.decimalPad)
                    LabeledContent("Left to assign", value: unassigned, format: .currency(code: "USD"))
                        .foregroundStyle(unassigned < 0 ? .red : .primary)
                }
                Section("Envelopes") {
                    ForEach(store.envelopes) { envelope in
                        NavigationLink(value: envelope.id) { EnvelopeRow(envelope: envelope) }
                    }
                    .onDelete { store.delete(at: $0) }
                    .onMove { store.move(from: $0, to: $1) }
                }
            }
            .navigationTitle("Envelopes")
            .navigationDestination(for: Envelope.ID.self) { id in EnvelopeDetailView(envelopeID: id) }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { EditButton() }
                ToolbarItem(placement: .primaryAction) {
                    Button("New Envelope", systemImage: "plus") { showingNewEnvelope = true }
                }
            }
            .sheet(isPresented: $showingNewEnvelope) { NewEnvelopeView() }
        }
    }
}

struct EnvelopeRow: View {
    let envelope: Envelope
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Label(envelope.name, systemImage: envelope.symbol)
                Spacer()
                Text(envelope.remaining, format: .currency(code: "USD"))
                    .monospacedDigit()
                    .foregroundStyle(envelope.remaining < 0 ? .red : .secondary)
            }
            Gauge(value: min(envelope.spent, envelope.budget), in: 0...envelope.budget) {
                Text("\(envelope.name) spending")
            }
            .gaugeStyle(.accessoryLinearCapacity)
            .tint(envelope.remaining < 0 ? .red : .green)
            .labelsHidden()
        }
    }
}

struct NewEnvelopeView: View {
    @Environment(BudgetStore.self) private var store
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var symbol = "envelope"
    @State private var budget: Double?
    @FocusState private var nameFocused: Bool
    private let symbols = ["envelope", "cart", "house", "car", "gift", "heart", "gamecontroller"]
    private var trimmedName: String { name.trimmingCharacters(in: .whitespacesAndNewlines) }
    private var nameTaken: Bool {
        store.envelopes.contains { $0.name.localizedCaseInsensitiveCompare(trimmedName) == .orderedSame }
    }
    private var isValid: Bool { !trimmedName.isEmpty && !nameTaken && (budget ?? 0) > 0 }
    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Name", text: $name).focused($nameFocused)
                    TextField("Monthly budget", value: $budget, format: .currency(code: "USD"))
                        .keyboardType(.decimalPad)
                } footer: {
                    if nameTaken {
                        Text("An envelope called \(trimmedName) already exists.").foregroundStyle(.red)
                    }
                }
                Picker("Icon", selection: $symbol) {
                    ForEach(symbols, id: \.self) { Image(systemName: $0).tag($0) }
                }
                .pickerStyle(.palette)
            }
            .navigationTitle("New Envelope")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        store.add(Envelope(name: trimmedName, symbol: symbol, budget: budget ?? 0))
                        dismiss()
                    }.disabled(!isValid)
                }
            }
            .onAppear { nameFocused = true }
        }
        .presentationDetents([.medium, .large])
    }
}

struct EnvelopeDetailView: View {
    @Environment(BudgetStore.self) private var store
    let envelopeID: Envelope.ID
    @State private var showingOverBudget = false
    private var envelope: Envelope? { store.envelopes.first { $0.id == envelopeID } }
    var body: some View {
        if let envelope {
            List {
                Section {
                    HStack(spacing: 16) {
                        Gauge(value: min(envelope.spent, envelope.budget), in: 0...envelope.budget) {
                            Text("Spent")
                        } currentValueLabel: {
                            Text(envelope.spent / envelope.budget, format: .percent.precision(.fractionLength(0)))
                        }
                        .gaugeStyle(.accessoryCircularCapacity)
                        .tint(envelope.remaining < 0 ? .red : .green)
                        VStack(alignment: .leading) {
                            Text(envelope.remaining, format: .currency(code: "USD")).font(.title2.bold())
                            Text(envelope.remaining < 0 ? "over budget" : "left to spend").foregroundStyle(.secondary)
                        }
                    }
                }
                Section("Quick Spend") {
                    HStack {
                        ForEach([5.0, 10.0, 20.0, 50.0], id: \.self) { value in
                            Button { spend(value, note: "Quick spend") } label: {
                                Text(value, format: .currency(code: "USD").precision(.fractionLength(0)))
                            }.buttonStyle(ChipButtonStyle())
                        }
                    }
                }
                Section("Spending") {
                    if envelope.expenses.isEmpty {
                        Text("Nothing spent yet").foregroundStyle(.secondary)
                    }
                    ForEach(envelope.expenses) { expense in
                        HStack {
                            Text(expense.note)
                            Text(expense.date, format: .dateTime.month().day()).foregroundStyle(.secondary)
                            Spacer()
                            Text(expense.amount, format: .currency(code: "USD"))
                        }
                        .swipeActions {
                            Button("Delete", role: .destructive) { store.deleteExpense(expense, from: envelopeID) }
                        }
                    }
                }
            }
            .navigationTitle(envelope.name)
            .alert("Over Budget", isPresented: $showingOverBudget) {
                Button("OK", role: .cancel) {}
            } message: {
                Text("\(envelope.name) is \(-envelope.remaining, format: .currency(code: "USD")) over its budget.")
            }
        } else {
            ContentUnavailableView("Envelope Deleted", systemImage: "envelope")
        }
    }

    private func spend(_ value: Double, note: String) {
        let wasOver = (envelope?.remaining ?? 0) < 0
        store.spend(value, note: note, in: envelopeID)
        if !wasOver, let envelope, envelope.remaining < 0 { showingOverBudget = true }
    }
}

struct ChipButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.subheadline.weight(.semibold))
            .padding(.horizontal, 12).padding(.vertical, 6)
            .foregroundStyle(.tint)
            .background(.tint.opacity(configuration.isPressed ? 0.3 : 0.15), in: Capsule())
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}
