import CursesUI
import UniformTypeIdentifiers

@main
struct InventoryTableApp: App {
    @State private var store = InventoryStore()
    var body: some Scene {
        WindowGroup { InventoryRootView().environment(store) }
    }
}

struct Item: Identifiable, Hashable {
    var id = UUID()
    var name: String
    var sku: String
    var category: String
    var quantity: Int
    var price: Double
    var totalValue: Double { Double(quantity) * price }
}

struct CategoryNode: Identifiable, Hashable {
    var id: String { name }
    var name: String
    var children: [CategoryNode]? = nil
}

@Observable
final class InventoryStore {
    var items: [Item] = [
        Item(name: "USB-C Cable", sku: "CAB-001", category: "Cables", quantity: 42, price: 9.99),
        Item(name: "HDMI Cable", sku: "CAB-002", category: "Cables", quantity: 3, price: 14.50),
        Item(name: "Headphones", sku: "AUD-010", category: "Audio", quantity: 12, price: 89.00),
        Item(name: "Speaker", sku: "AUD-011", category: "Audio", quantity: 4, price: 129.00),
        Item(name: "A4 Paper", sku: "PAP-100", category: "Paper", quantity: 250, price: 4.25),
        Item(name: "Gel Pen", sku: "PEN-020", category: "Pens", quantity: 80, price: 1.20),
        Item(name: "Kettle", sku: "KIT-005", category: "Kitchen", quantity: 6, price: 39.95),
    ]
    let categories: [CategoryNode] = [
        CategoryNode(name: "Electronics", children: [CategoryNode(name: "Cables"), CategoryNode(name: "Audio")]),
        CategoryNode(name: "Office", children: [CategoryNode(name: "Paper"), CategoryNode(name: "Pens")]),
        CategoryNode(name: "Kitchen"),
    ]
    var leafCategories: [String] { categories.flatMap { $0.children?.map(\.name) ?? [$0.name] } }
    func categoryNames(under name: String) -> Set<String> {
        guard let node = categories.first(where: { $0.name == name }), let children = node.children else { return [name] }
        return Set(children.map(\.name))
    }
    func delete(_ ids: Set<Item.ID>) { items.removeAll { ids.contains($0.id) } }
}

struct CSVDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.commaSeparatedText] }
    var items: [Item]
    init(items: [Item]) { self.items = items }
    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents,
              let text = String(data: data, encoding: .utf8) else { throw CocoaError(.fileReadCorruptFile) }
        items = CSVDocument.parse(text)
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        let rows = items.map { "\($0.name),\($0.sku),\($0.category),\($0.quantity),\($0.price)" }
        let text = (["name,sku,category,quantity,price"] + rows).joined(separator: "\n")
        return FileWrapper(regularFileWithContents: Data(text.utf8))
    }
    static func parse(_ text: String) -> [Item] {
        text.split(whereSeparator: \.isNewline).dropFirst().compactMap { line in
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 5, let quantity = Int(fields[3]), let price = Double(fields[4]) else { return nil }
            return Item(name: fields[0], sku: fields[1], category: fields[2], quantity: quantity, price: price)
        }
    }
}

struct InventoryRootView: View {
    @Environment(InventoryStore.self) private var store
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var selectedCategory: String? = "All Items"
    @State private var selection = Set<Item.ID>()
    @State private var sortOrder = [KeyPathComparator(\Item.name)]
    @State private var searchText = ""
    @State private var showInspector = false
    @State private var isExporting = false
    @State private var isImporting = false
    @State private var importError: String?

    private var visibleItems: [Item] {
        let allowed: Set<String>? = selectedCategory.flatMap { $0 == "All Items" ? nil : store.categoryNames(under: $0) }
        return store.items
            .filter { allowed?.contains($0.category) ?? true }
            .filter { searchText.isEmpty || $0.name.localizedCaseInsensitiveContains(searchText) || $0.sku.localizedCaseInsensitiveContains(searchText) }
            .sorted(using: sortOrder)
    }

    var body: some View {
        NavigationSplitView {
            List(selection: $selectedCategory) {
                Label("All Items", systemImage: "shippingbox").tag("All Items")
                Section("Categories") {
                    OutlineGroup(store.categories, children: \.children) { node in
                        Label(node.name, systemImage: node.children == nil ? "tag" : "folder").tag(node.name)
                    }
                }
            }
            .navigationTitle("Inventory")
        } detail: {
            Group {
                if horizontalSizeClass == .compact { compactList } else { itemTable }
            }
            .contextMenu(forSelectionType: Item.ID.self) { ids in
                itemMenu(for: ids)
            } primaryAction: { ids in
                selection = ids; showInspector = true
            }
            .navigationTitle(selectedCategory ?? "All Items")
            .searchable(text: $searchText, prompt: "Name or SKU")
            .toolbar { toolbarContent }
            .inspector(isPresented: $showInspector) { inspectorContent }
            .fileExporter(isPresented: $isExporting, document: CSVDocument(items: store.items),
                          contentType: .commaSeparatedText, defaultFilename: "Inventory") { result in
                if case .failure(let error) = result { importError = error.localizedDescription }
            }
            .fileImporter(isPresented: $isImporting, allowedContentTypes: [.commaSeparatedText], onCompletion: importCSV)
            .alert("Something went wrong", isPresented: Binding(get: { importError != nil }, set: { if !$0 { importError = nil } })) {
                Button("OK", role: .cancel) {}
            } message: { Text(importError ?? "") }
            .onChange(of: selection) { _, newValue in
                if !newValue.isEmpty && horizontalSizeClass != .compact { showInspector = true }
            }
        }
    }

    private var itemTable: some View {
        Table(visibleItems, selection: $selection, sortOrder: $sortOrder) {
            TableColumn("Name", value: \.name)
            TableColumn("SKU", value: \.sku) { item in Text(item.sku).monospaced().foregroundStyle(.secondary) }
            TableColumn("Category", value: \.category)
            TableColumn("Qty", value: \.quantity) { item in
                Text(item.quantity, format: .number)
                    .foregroundStyle(item.quantity < 5 ? Color.red : Color.primary)
            }
            .width(60)
            TableColumn("Price", value: \.price) { item in Text(item.price, format: .currency(code: "USD")) }
            TableColumn("Value", value: \.totalValue) { item in Text(item.totalValue, format: .currency(code: "USD")).bold() }
        }
    }

    private var compactList: some View {
        List(visibleItems, selection: $selection) { item in
            HStack {
                VStack(alignment: .leading) {
                    Text(item.name).font(.headline)
                    Text("\(item.sku) · \(item.category)").font(.caption).foregroundStyle(.secondary)
                }
                Spacer()
                Text("\(item.quantity)").font(.body.monospacedDigit())
                    .foregroundStyle(item.quantity < 5 ? Color.red : Color.secondary)
            }
        }
    }

    @ViewBuilder
    private func itemMenu(for ids: Set<Item.ID>) -> some View {
        if !ids.isEmpty {
            Button("Inspect", systemImage: "info.circle") { selection = ids; showInspector = true }
            Button("Restock +10", systemImage: "plus.circle") {
                for index in store.items.indices where ids.contains(store.items[index].id) { store.items[index].quantity += 10 }
            }
            Divider()
            Button("Delete", systemImage: "trash", role: .destructive) { store.delete(ids) }
        }
    }

    @ToolbarContentBuilder
    private var toolbarContent: some ToolbarContent {
        ToolbarItem(placement: .primaryAction) {
            ControlGroup {
                Button("Add", systemImage: "plus", action: addItem)
                Button("Delete", systemImage: "trash") { store.delete(selection); selection.removeAll() }
                    .disabled(selection.isEmpty)
            } label: { Label("Edit", systemImage: "square.and.pencil") }
        }
        ToolbarItemGroup(placement: .secondaryAction) {
            Button("Import CSV", systemImage: "square.and.arrow.down") { isImporting = true }
            Button("Export CSV", systemImage: "square.and.arrow.up") { isExporting = true }
        }
        ToolbarItem { Button("Inspector", systemImage: "sidebar.trailing") { showInspector.toggle() } }
    }

    @ViewBuilder
    private var inspectorContent: some View {
        @Bindable var store = store
        if let id = selection.first, let index = store.items.firstIndex(where: { $0.id == id }) {
            ItemInspector(item: $store.items[index], categories: store.leafCategories)
        } else {
            ContentUnavailableView("No Selection", systemImage: "shippingbox", description: Text("Select an item to edit its details."))
        }
    }

    private func addItem() {
        let allowed = store.categoryNames(under: selectedCategory ?? "")
        let category = store.leafCategories.first { allowed.contains($0) } ?? store.leafCategories[0]
        let item = Item(name: "New Item", sku: "NEW-\(Int.random(in: 100...999))", category: category, quantity: 0, price: 0)
        store.items.append(item)
        selection = [item.id]
    }

    private func importCSV(_ result: Result<URL, Error>) {
        do {
            let url = try result.get()
            let accessing = url.startAccessingSecurityScopedResource()
            defer { if accessing { url.stopAccessingSecurityScopedResource() } }
            let text = try String(contentsOf: url, encoding: .utf8)
            store.items.append(contentsOf: CSVDocument.parse(text))
        } catch {
            importError = error.localizedDescription
        }
    }
}

struct ItemInspector: View {
    @Binding var item: Item
    let categories: [String]
    var body: some View {
        Form {
            Section("Details") {
                TextField("Name", text: $item.name)
                TextField("SKU", text: $item.sku).textInputAutocapitalization(.characters)
                Picker("Category", selection: $item.category) {
                    ForEach(categories, id: \.self) { Text($0) }
                }
            }
            Section("Stock") {
                Stepper("Quantity: \(item.quantity)", value: $item.quantity, in: 0...9999)
                TextField("Price", value: $item.price, format: .currency(code: "USD")).keyboardType(.decimalPad)
                LabeledContent("Total value", value: item.totalValue, format: .currency(code: "USD"))
            }
        }
        .inspectorColumnWidth(min: 260, ideal: 300, max: 400)
    }
}

#Preview { InventoryRootView().environment(InventoryStore()) }

#Preview("Inspector") {
    ItemInspector(item: .constant(Item(name: "Kettle", sku: "KIT-005", category: "Kitchen", quantity: 6, price: 39.95)), categories: ["Kitchen"])
}
