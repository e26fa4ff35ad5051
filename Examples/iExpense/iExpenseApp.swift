import CursesUI

struct ExpenseItem: Identifiable, Codable, Equatable {
    var id = UUID()
    let name: String
    let type: String
    let amount: Double
}

class Expenses: ObservableObject {
    @Published var items = [ExpenseItem]() {
        didSet {
            if let encoded = try? JSONEncoder().encode(items) {
                UserDefaults.standard.set(encoded, forKey: "Items")
            }
        }
    }

    init() {
        if let savedItems = UserDefaults.standard.data(forKey: "Items") {
            if let decodedItems = try? JSONDecoder().decode([ExpenseItem].self, from: savedItems) {
                items = decodedItems
                return
            }
        }
        items = []
    }

    var personalItems: [ExpenseItem] { items.filter { $0.type == "Personal" } }
    var businessItems: [ExpenseItem] { items.filter { $0.type == "Business" } }
    var total: Double { items.reduce(0) { $0 + $1.amount } }
}

/// The form's fields, kept in an object so the sheet can be reopened with what was typed.
class ExpenseDraft: ObservableObject {
    @Published var name = ""
    @Published var type = "Personal"
    @Published var amount = 0.0

    var isValid: Bool {
        !name.trimmingCharacters(in: .whitespaces).isEmpty && amount > 0
    }

    func reset() {
        name = ""
        type = "Personal"
        amount = 0.0
    }
}

struct ExpenseRow: View {
    let item: ExpenseItem

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(item.name)
                    .font(.headline)
                Text(item.type)
                    .foregroundColor(.secondary)
            }

            Spacer()

            Text(item.amount, format: .currency(code: "USD"))
                .foregroundColor(item.amount >= 100 ? .red : item.amount >= 10 ? .orange : .green)
        }
    }
}

struct AddView: View {
    @ObservedObject var expenses: Expenses
    @ObservedObject var draft: ExpenseDraft
    @Environment(\.dismiss) var dismiss

    let types = ["Business", "Personal"]

    var body: some View {
        NavigationView {
            Form {
                TextField("Name", text: $draft.name)

                Picker("Type", selection: $draft.type) {
                    ForEach(types, id: \.self) {
                        Text($0)
                    }
                }

                TextField("Amount", value: $draft.amount, format: .currency(code: "USD"))
                    .keyboardType(.decimalPad)
            }
            .navigationBarTitle("Add new expense")
            .navigationBarItems(
                leading: Button("Cancel") {
                    dismiss()
                },
                trailing: Button("Save") {
                    let item = ExpenseItem(name: draft.name, type: draft.type, amount: draft.amount)
                    expenses.items.append(item)
                    draft.reset()
                    dismiss()
                }
                .disabled(!draft.isValid)
            )
        }
    }
}

struct ContentView: View {
    @StateObject var expenses = Expenses()
    @StateObject var draft = ExpenseDraft()
    @State private var showingAddExpense = false

    var body: some View {
        NavigationView {
            List {
                Section("Personal") {
                    ForEach(expenses.personalItems) { item in
                        ExpenseRow(item: item)
                    }
                    .onDelete { offsets in
                        removeItems(at: offsets, in: expenses.personalItems)
                    }
                }

                Section("Business") {
                    ForEach(expenses.businessItems) { item in
                        ExpenseRow(item: item)
                    }
                    .onDelete { offsets in
                        removeItems(at: offsets, in: expenses.businessItems)
                    }
                }

                Section {
                    HStack {
                        Text("Total")
                        Spacer()
                        Text(expenses.total, format: .currency(code: "USD"))
                    }
                }
            }
            .navigationTitle("iExpense")
            .toolbar {
                Button {
                    showingAddExpense = true
                } label: {
                    Image(systemName: "plus")
                }
            }
            .sheet(isPresented: $showingAddExpense) {
                AddView(expenses: expenses, draft: draft)
            }
        }
    }

    func removeItems(at offsets: IndexSet, in inputArray: [ExpenseItem]) {
        var objectsToDelete = IndexSet()

        for offset in offsets {
            let item = inputArray[offset]

            if let index = expenses.items.firstIndex(of: item) {
                objectsToDelete.insert(index)
            }
        }

        expenses.items.remove(atOffsets: objectsToDelete)
    }
}

@main
struct iExpenseApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
