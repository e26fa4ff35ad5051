import CursesUI

enum Category: String, CaseIterable, Identifiable {
    case coffee = "Coffee"
    case tea = "Tea"
    case bakery = "Bakery"

    var id: Self { self }
}

enum CupSize: String, CaseIterable, Identifiable {
    case small = "Small", medium = "Medium", large = "Large"
    var id: Self { self }
    var extra: Decimal { self == .small ? 0 : self == .medium ? 0.5 : 1 }
}

enum Milk: String, CaseIterable, Identifiable {
    case whole = "Whole", oat = "Oat", almond = "Almond", none = "No milk"
    var id: Self { self }
}

struct MenuItem: Identifiable, Hashable {
    var id: String { name }
    let name: String
    let category: Category
    let price: Decimal
    let symbol: String
    let blurb: String

    static let menu: [MenuItem] = [
        MenuItem(name: "Flat White", category: .coffee, price: 3.8, symbol: "cup.and.saucer.fill", blurb: "Double ristretto, velvety milk"),
        MenuItem(name: "Cappuccino", category: .coffee, price: 3.6, symbol: "cup.and.saucer.fill", blurb: "Espresso under a thick foam"),
        MenuItem(name: "Cold Brew", category: .coffee, price: 4.2, symbol: "takeoutbag.and.cup.and.straw.fill", blurb: "Steeped for 18 hours"),
        MenuItem(name: "Matcha Latte", category: .tea, price: 4.5, symbol: "leaf.fill", blurb: "Ceremonial grade, whisked"),
        MenuItem(name: "Earl Grey", category: .tea, price: 2.9, symbol: "mug.fill", blurb: "Bergamot, served in a pot"),
        MenuItem(name: "Croissant", category: .bakery, price: 3.2, symbol: "birthday.cake.fill", blurb: "Baked this morning"),
    ]
}

struct OrderLine: Identifiable {
    let id = UUID()
    let item: MenuItem
    var size = CupSize.medium
    var milk = Milk.whole
    var extraShots = 0
    var quantity = 1
    var note = ""

    var unitPrice: Decimal {
        guard item.category != .bakery else { return item.price }
        let milkExtra: Decimal = milk == .oat || milk == .almond ? 0.6 : 0
        return item.price + size.extra + milkExtra + Decimal(extraShots) * 0.7
    }
    var total: Decimal { unitPrice * Decimal(quantity) }
    var details: String {
        guard item.category != .bakery else { return note }
        var parts = [size.rawValue, milk.rawValue]
        if extraShots > 0 { parts.append("+\(extraShots) shot\(extraShots == 1 ? "" : "s")") }
        if !note.isEmpty { parts.append("“\(note)”") }
        return parts.joined(separator: " · ")
    }
}

@Observable
final class Order {
    var lines: [OrderLine] = []
    var tipPercent = 10
    var customerName = ""
    var pickupTime = Date.now.addingTimeInterval(15 * 60)

    var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }
    var subtotal: Decimal { lines.reduce(0) { $0 + $1.total } }
    var tip: Decimal { subtotal * Decimal(tipPercent) / 100 }
    var total: Decimal { subtotal + tip }
}

struct ProminentButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .frame(maxWidth: .infinity)
            .padding()
            .foregroundStyle(.white)
            .background(isEnabled ? Color.brown : Color.gray, in: RoundedRectangle(cornerRadius: 14))
            .scaleEffect(configuration.isPressed ? 0.96 : 1)
            .animation(.spring(duration: 0.2), value: configuration.isPressed)
    }
}

struct MenuView: View {
    @State private var selectedItem: MenuItem?

    var body: some View {
        NavigationStack {
            List {
                ForEach(Category.allCases) { category in
                    Section(category.rawValue) {
                        ForEach(MenuItem.menu.filter { $0.category == category }) { item in
                            Button { selectedItem = item } label: { row(for: item) }
                                .tint(.primary)
                        }
                    }
                }
            }
            .navigationTitle("Café")
            .sheet(item: $selectedItem) { item in
                CustomizeView(line: OrderLine(item: item))
                    .presentationDetents([.medium, .large])
            }
        }
    }

    @ViewBuilder
    private func row(for item: MenuItem) -> some View {
        HStack {
            Image(systemName: item.symbol)
                .foregroundStyle(.brown)
                .frame(width: 32)
            VStack(alignment: .leading) {
                Text(item.name).font(.headline)
                Text(item.blurb).font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Text(item.price, format: .currency(code: "USD"))
        }
    }
}

struct CustomizeView: View {
    @State var line: OrderLine
    @Environment(Order.self) private var order
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Text(line.item.blurb).foregroundStyle(.secondary)
                }
                if line.item.category != .bakery {
                    Section("Size") {
                        Picker("Size", selection: $line.size) {
                            ForEach(CupSize.allCases) { Text($0.rawValue).tag($0) }
                        }
                        .pickerStyle(.segmented)
                    }
                    Section {
                        Picker("Milk", selection: $line.milk) {
                            ForEach(Milk.allCases) { Text($0.rawValue).tag($0) }
                        }
                        Stepper("Extra shots: \(line.extraShots)", value: $line.extraShots, in: 0...3)
                    }
                }
                Section {
                    Stepper("Quantity: \(line.quantity)", value: $line.quantity, in: 1...10)
                    TextField("Note for the barista", text: $line.note, axis: .vertical)
                        .lineLimit(1...3)
                }
            }
            .navigationTitle(line.item.name)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
            .safeAreaInset(edge: .bottom) {
                Button {
                    order.lines.append(line)
                    dismiss()
                } label: {
                    Text("Add to Order · \(line.total, format: .currency(code: "USD"))")
                }
                .buttonStyle(ProminentButtonStyle())
                .padding()
            }
        }
    }
}

struct OrderView: View {
    @Environment(Order.self) private var order
    @AppStorage("customerName") private var savedName = ""
    @State private var isSubmitting = false
    @State private var confirmation: String?

    private var nameIsValid: Bool {
        order.customerName.trimmingCharacters(in: .whitespaces).count >= 2
    }

    var body: some View {
        @Bindable var order = order
        NavigationStack {
            Form {
                Section("Items") {
                    ForEach($order.lines) { $line in
                        VStack(alignment: .leading, spacing: 4) {
                            HStack {
                                Text(line.item.name).font(.headline)
                                Spacer()
                                Text(line.total, format: .currency(code: "USD"))
                            }
                            if !line.details.isEmpty {
                                Text(line.details).font(.caption).foregroundStyle(.secondary)
                            }
                            Stepper("Qty \(line.quantity)", value: $line.quantity, in: 1...10)
                        }
                    }
                    .onDelete { order.lines.remove(atOffsets: $0) }
                }
                Section("Tip") {
                    Picker("Tip", selection: $order.tipPercent) {
                        ForEach([0, 10, 15, 20], id: \.self) { Text("\($0)%") }
                    }
                    .pickerStyle(.segmented)
                }
                Section {
                    LabeledContent("Subtotal", value: order.subtotal, format: .currency(code: "USD"))
                    LabeledContent("Tip", value: order.tip, format: .currency(code: "USD"))
                    LabeledContent("Total", value: order.total, format: .currency(code: "USD"))
                        .bold()
                }
                Section {
                    TextField("Name for the order", text: $order.customerName)
                        .textContentType(.name)
                    DatePicker("Pickup", selection: $order.pickupTime, in: Date.now..., displayedComponents: .hourAndMinute)
                } header: {
                    Text("Pickup")
                } footer: {
                    if !order.customerName.isEmpty && !nameIsValid {
                        Text("Enter at least two letters.").foregroundStyle(.red)
                    }
                }
            }
            .overlay {
                if order.lines.isEmpty {
                    ContentUnavailableView("Nothing Ordered Yet", systemImage: "bag",
                                           description: Text("Pick something from the menu."))
                }
            }
            .safeAreaInset(edge: .bottom) {
                Button {
                    Task { await submit() }
                } label: {
                    if isSubmitting { ProgressView() } else { Text("Place Order") }
                }
                .buttonStyle(ProminentButtonStyle())
                .disabled(order.lines.isEmpty || !nameIsValid || isSubmitting)
                .padding()
            }
            .navigationTitle("Your Order")
            .toolbar { EditButton() }
            .onAppear { if order.customerName.isEmpty { order.customerName = savedName } }
            .alert("Order Placed", isPresented: Binding(get: { confirmation != nil }, set: { if !$0 { confirmation = nil } })) {
                Button("OK") {}
            } message: {
                Text(confirmation ?? "")
            }
        }
    }

    private func submit() async {
        isSubmitting = true
        try? await Task.sleep(for: .seconds(1))
        savedName = order.customerName
        let time = order.pickupTime.formatted(date: .omitted, time: .shortened)
        confirmation = "Thanks, \(order.customerName)! \(order.itemCount) items, \(order.total.formatted(.currency(code: "USD"))), ready at \(time)."
        order.lines.removeAll()
        isSubmitting = false
    }
}

@main
struct CafeOrderApp: App {
    @State private var order = Order()

    var body: some Scene {
        WindowGroup {
            TabView {
                MenuView()
                    .tabItem { Label("Menu", systemImage: "menucard") }
                OrderView()
                    .tabItem { Label("Order", systemImage: "bag") }
                    .badge(order.itemCount)
            }
            .environment(order)
        }
    }
}
