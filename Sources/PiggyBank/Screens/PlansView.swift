import CursesUICore
import FoundationEssentials

/// The savings calculators (`p` on Home): an emergency fund of some months of expenses, and
/// the earnings of a working life from 18 to 65 (Banklet's rule, stated under it). Each offers
/// to create the bank it worked out, with the plan's icon.
struct PlansView: View {
    let store: PiggyBankStore
    let onFailure: (Error) -> Void
    @State private var expenses: Decimal = 0
    @State private var months = 6
    @State private var age = 30
    @State private var salary: Decimal = 0
    @Environment(\.strings) private var strings
    @Environment(\.amountStyle) private var money
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let emergency = SavingsPlans.emergencyFund(monthlyExpenses: expenses, months: months)
        let life = SavingsPlans.lifeSavings(age: age, yearlySalary: salary)
        VStack(alignment: .leading) {
            ScreenHeader(strings["plans.title"])
            Form {
                Section(strings["plans.emergency"]) {
                    AmountField(title: strings["plans.expenses"], value: $expenses, range: 0...SavingsPlans.monthlyExpenses.upperBound)
                    HStack(spacing: 2) {  // a segmented picker shows no label, as on iOS
                        Text(strings["plans.months"])
                        Picker(strings["plans.months"], selection: $months) {
                            ForEach(SavingsPlans.emergencyMonths, id: \.self) { Text("\($0)").tag($0) }
                        }
                        .pickerStyle(.segmented)
                        .fixedSize()  // as wide as its segments, not the row
                    }
                    LabeledContent(strings["plans.target"], value: money(emergency))
                    Button(strings("plans.create", strings["plans.emergency.name"])) {
                        create(strings["plans.emergency.name"], icon: SavingsPlans.emergencyIcon, target: emergency)
                    }
                    .disabled(expenses < SavingsPlans.monthlyExpenses.lowerBound)
                }
                Section {
                    Stepper(strings("plans.age", age), value: $age, in: SavingsPlans.ages).fixedSize()
                    AmountField(title: strings["plans.salary"], value: $salary)
                    LabeledContent(
                        strings("plans.life.startingSalary", SavingsPlans.startingAge),
                        value: money(SavingsPlans.startingSalary(age: age, yearlySalary: salary)))
                    LabeledContent(strings["plans.target"], value: money(life))
                    Button(strings("plans.create", strings["plans.life.name"])) {
                        create(strings["plans.life.name"], icon: SavingsPlans.lifeIcon, target: life)
                    }
                    .disabled(salary <= 0 || life <= 0)
                } header: {
                    Text(strings["plans.life"])
                } footer: {
                    Text(
                        strings(
                            "plans.life.rule", SavingsPlans.startingAge, SavingsPlans.retirementAge, "\(SavingsPlans.yearlyRaise * 100)")
                    )
                    .dim()
                }
            }
            Spacer()
            HelpBar()
        }
    }

    private func create(_ name: String, icon: String, target: Decimal) {
        var draft = PiggyBankDraft()
        draft.name = name
        draft.icon = icon
        draft.targetAmount = target
        do {
            try store.create(from: draft)
            dismiss()
        } catch {
            onFailure(error)
        }
    }
}
