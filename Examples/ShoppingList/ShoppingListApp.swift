import CursesUI

enum Aisle: String, CaseIterable, Codable, Identifiable {
    case produce = "Produce"
    case bakery = "Bakery"
    case dairy = "Dairy"
    case pantry = "Pantry"
    case frozen = "Frozen"
    case household = "Household"

    var id: Self { self }
}

struct GroceryItem: Identifiable, Codable, Hashable {
    var id = UUID()
    var name: String
    var quantity: Int = 1
    var aisle: Aisle
    var isChecked = false

    static let samples: [GroceryItem] = [
        GroceryItem(name: "Bananas", quantity: 6, aisle: .produce),
        GroceryItem(name: "Spinach", aisle: .produce),
        GroceryItem(name: "Sourdough", aisle: .bakery),
        GroceryItem(name: "Oat milk", quantity: 2, aisle: .dairy),
        GroceryItem(name: "Greek yogurt", aisle: .dairy),
        GroceryItem(name: "Dish soap", aisle: .household),
    ]
}

@Observable
final class ShoppingList {
    var items: [GroceryItem] = [] {
        didSet { save() }
    }

    private let fileURL: URL = {
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        return documents.appendingPathComponent("shopping-list.json")
    }()

    init() {
        if let data = try? Data(contentsOf: fileURL),
            let saved = try? JSONDecoder().decode([GroceryItem].self, from: data)
        {
            items = saved
        } else {
            items = GroceryItem.samples
        }
    }

    var checkedCount: Int { items.filter(\.isChecked).count }

    func items(in aisle: Aisle) -> [GroceryItem] {
        items.filter { $0.aisle == aisle }
    }

    func add(_ name: String, quantity: Int, aisle: Aisle) {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        items.append(GroceryItem(name: trimmed, quantity: quantity, aisle: aisle))
    }

    func toggle(_ item: GroceryItem) {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
        items[index].isChecked.toggle()
    }

    func delete(at offsets: IndexSet, in aisle: Aisle) {
        let doomed = offsets.map { items(in: aisle)[$0].id }
        items.removeAll { doomed.contains($0.id) }
    }

    func move(from source: IndexSet, to destination: Int, in aisle: Aisle) {
        var reordered = items(in: aisle)
        reordered.move(fromOffsets: source, toOffset: destination)
        items = items.filter { $0.aisle != aisle } + reordered
    }

    func clearChecked() {
        items.removeAll(where: \.isChecked)
    }

    private func save() {
        do {
            let data = try JSONEncoder().encode(items)
            try data.write(to: fileURL, options: .atomic)
        } catch {
            print("Could not save shopping list: \(error.localizedDescription)")
        }
    }
}

@main
struct ShoppingListApp: App {
    @State private var list = ShoppingList()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(list)
        }
    }
}

struct ContentView: View {
    @Environment(ShoppingList.self) private var list
    @State private var showingAddItem = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(Aisle.allCases) { aisle in
                    let aisleItems = list.items(in: aisle)
                    if !aisleItems.isEmpty {
                        Section(aisle.rawValue) {
                            ForEach(aisleItems) { item in
                                ItemRow(item: item)
                                    .swipeActions(edge: .leading) {
                                        Button {
                                            list.toggle(item)
                                        } label: {
                                            Label(item.isChecked ? "Undo" : "Got It", systemImage: "checkmark")
                                        }
                                        .tint(.green)
                                    }
                            }
                            .onDelete { offsets in
                                list.delete(at: offsets, in: aisle)
                            }
                            .onMove { source, destination in
                                list.move(from: source, to: destination, in: aisle)
                            }
                        }
                    }
                }
            }
            .overlay {
                if list.items.isEmpty {
                    ContentUnavailableView(
                        "Nothing to Buy",
                        systemImage: "cart",
                        description: Text("Tap + to add something to your list.")
                    )
                }
            }
            .navigationTitle("Groceries")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        showingAddItem = true
                    } label: {
                        Label("Add Item", systemImage: "plus")
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    HStack {
                        Text("\(list.checkedCount) of \(list.items.count) in cart")
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                        Spacer()
                        Button("Clear Checked", role: .destructive) {
                            list.clearChecked()
                        }
                        .disabled(list.checkedCount == 0)
                    }
                }
            }
            .sheet(isPresented: $showingAddItem) {
                AddItemView()
            }
        }
    }
}

struct ItemRow: View {
    @Environment(ShoppingList.self) private var list
    let item: GroceryItem

    var body: some View {
        HStack {
            Button {
                list.toggle(item)
            } label: {
                Image(systemName: item.isChecked ? "checkmark.circle.fill" : "circle")
                    .foregroundStyle(item.isChecked ? .green : .secondary)
            }
            .buttonStyle(.plain)
            Text(item.name)
                .strikethrough(item.isChecked)
                .foregroundStyle(item.isChecked ? .secondary : .primary)
            Spacer()
            if item.quantity > 1 {
                Text("×\(item.quantity)")
                    .font(.callout)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct AddItemView: View {
    @Environment(ShoppingList.self) private var list
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var quantity = 1
    @State private var aisle: Aisle = .produce
    @FocusState private var nameIsFocused: Bool

    var body: some View {
        NavigationStack {
            Form {
                TextField("Item name", text: $name)
                    .focused($nameIsFocused)
                    .textInputAutocapitalization(.words)
                    .onSubmit(addItem)
                Stepper("Quantity: \(quantity)", value: $quantity, in: 1...24)
                Picker("Aisle", selection: $aisle) {
                    ForEach(Aisle.allCases) { aisle in
                        Text(aisle.rawValue).tag(aisle)
                    }
                }
            }
            .navigationTitle("New Item")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add", action: addItem)
                        .disabled(name.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
            .onAppear { nameIsFocused = true }
        }
    }

    private func addItem() {
        list.add(name, quantity: quantity, aisle: aisle)
        dismiss()
    }
}
