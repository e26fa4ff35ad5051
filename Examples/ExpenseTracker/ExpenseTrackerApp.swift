import CursesUI

@main
struct ExpenseTrackerApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @State private var expenses = Expenses.example
    @State private var showingAddExpense = false

    private let currencyCode = Locale.current.currency?.identifier ?? "USD"

    var body: some View {
        NavigationStack {
            List {
                ForEach(ExpenseType.allCases) { type in
                    let typeItems = expenses.items(of: type)

                    if !typeItems.isEmpty {
                        Section {
                            ForEach(typeItems) { item in
                                ExpenseRow(item: item, currencyCode: currencyCode)
                            }
                            .onDelete { offsets in
                                expenses.removeItems(at: offsets, of: type)
                            }
                        } header: {
                            Text(type.rawValue)
                        } footer: {
                            Text("Subtotal: \(expenses.total(of: type), format: .currency(code: currencyCode))")
                        }
                    }
                }
            }
            .overlay {
                if expenses.items.isEmpty {
                    ContentUnavailableView("No Expenses", systemImage: "creditcard", description: Text("Tap + to record your first expense."))
                }
            }
            .safeAreaInset(edge: .bottom) {
                HStack {
                    Text("Total")
                        .font(.headline)
                    Spacer()
                    Text(expenses.total, format: .currency(code: currencyCode))
                        .font(.title2.bold())
                        .contentTransition(.numericText())
                }
                .padding()
                .background(.bar)
            }
            .animation(.default, value: expenses.items)
            .navigationTitle("Expenses")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("Add Expense", systemImage: "plus") {
                        showingAddExpense = true
                    }
                }
            }
            .sheet(isPresented: $showingAddExpense) {
                AddExpenseView(expenses: expenses)
            }
        }
    }
}

struct ExpenseRow: View {
    let item: ExpenseItem
    let currencyCode: String

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(item.name)
                    .font(.headline)
                Text(item.type.rawValue)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }

            Spacer()

            Text(item.amount, format: .currency(code: currencyCode))
                .foregroundStyle(amountColor)
                .fontWeight(item.amount >= 100 ? .bold : .regular)
        }
        .accessibilityElement(children: .combine)
    }

    private var amountColor: Color {
        if item.amount < 10 {
            return .green
        } else if item.amount < 100 {
            return .orange
        } else {
            return .red
        }
    }
}

struct AddExpenseView: View {
    @Environment(\.dismiss) private var dismiss

    var expenses: Expenses

    @State private var name = ""
    @State private var type = ExpenseType.personal
    @State private var amount = 0.0

    private let currencyCode = Locale.current.currency?.identifier ?? "USD"

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)

                Picker("Type", selection: $type) {
                    ForEach(ExpenseType.allCases) { type in
                        Text(type.rawValue)
                    }
                }

                TextField("Amount", value: $amount, format: .currency(code: currencyCode))
                    .keyboardType(.decimalPad)
            }
            .navigationTitle("Add New Expense")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        dismiss()
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        let item = ExpenseItem(name: name.trimmingCharacters(in: .whitespaces), type: type, amount: amount)
                        expenses.add(item)
                        dismiss()
                    }
                    .disabled(name.trimmingCharacters(in: .whitespaces).isEmpty || amount <= 0)
                }
            }
        }
    }
}

#Preview {
    ContentView()
}
