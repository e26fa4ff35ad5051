import Foundation
import Observation

enum ExpenseType: String, CaseIterable, Identifiable, Codable {
    case personal = "Personal"
    case business = "Business"

    var id: Self { self }
}

struct ExpenseItem: Identifiable, Codable, Equatable {
    var id = UUID()
    let name: String
    let type: ExpenseType
    let amount: Double
}

@Observable
class Expenses {
    var items: [ExpenseItem]

    init(items: [ExpenseItem] = []) {
        self.items = items
    }

    var total: Double {
        items.reduce(0) { $0 + $1.amount }
    }

    func items(of type: ExpenseType) -> [ExpenseItem] {
        items.filter { $0.type == type }
    }

    func total(of type: ExpenseType) -> Double {
        items(of: type).reduce(0) { $0 + $1.amount }
    }

    func add(_ item: ExpenseItem) {
        items.insert(item, at: 0)
    }

    func removeItems(at offsets: IndexSet, of type: ExpenseType) {
        let matching = items(of: type)
        let idsToDelete = offsets.map { matching[$0].id }
        items.removeAll { idsToDelete.contains($0.id) }
    }

    static var example: Expenses {
        Expenses(items: [
            ExpenseItem(name: "Lunch", type: .personal, amount: 12.50),
            ExpenseItem(name: "Taxi to airport", type: .business, amount: 48),
            ExpenseItem(name: "Conference ticket", type: .business, amount: 399),
            ExpenseItem(name: "Coffee", type: .personal, amount: 4.25)
        ])
    }
}
