import Foundation
import Observation

@Observable
class SavingsGoal: Identifiable {
    let id = UUID()
    var name: String
    var symbol: String
    var target: Double
    var saved: Double

    init(name: String, symbol: String = "star.fill", target: Double, saved: Double = 0) {
        self.name = name
        self.symbol = symbol
        self.target = target
        self.saved = saved
    }

    var remaining: Double {
        max(target - saved, 0)
    }

    var progress: Double {
        target > 0 ? min(saved / target, 1) : 0
    }

    var isComplete: Bool {
        saved >= target
    }
}

@Observable
class GoalStore {
    var goals = [
        SavingsGoal(name: "New Bike", symbol: "bicycle", target: 800, saved: 250),
        SavingsGoal(name: "Summer Trip", symbol: "airplane", target: 2_500, saved: 400),
        SavingsGoal(name: "Emergency Fund", symbol: "cross.case.fill", target: 1_000)
    ]

    var totalSaved: Double {
        goals.reduce(0) { $0 + $1.saved }
    }
}
