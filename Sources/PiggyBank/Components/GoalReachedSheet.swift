import CursesUICore
import FoundationEssentials

/// Banklet's celebration: the sheet shown once, after the deposit that fills a bank, with the
/// day and how long it took from the bank's creation. Enter or Esc closes it.
struct GoalReachedSheet<Base: View>: View {
    let base: Base
    @Binding var bank: PiggyBank?
    @Environment(\.strings) private var strings
    @Environment(\.amountStyle) private var money

    var body: some View {
        base.alert(strings["home.goal"], isPresented: Binding(get: { bank != nil }, set: { if !$0 { bank = nil } })) {
            Button(strings["common.ok"], role: .cancel) {}
        } message: {
            if let bank, let reached = bank.completionDate {
                VStack(alignment: .leading) {
                    Text(strings("goal.reached", bank.name, money(bank.targetAmount), DateText.day(reached, strings.language)))
                    Text(ElapsedTimeText.took(ElapsedTime(from: CalendarDate(bank.creationDate), to: CalendarDate(reached)), strings))
                }
            }
        }
    }
}

extension View {
    /// Shows the goal-reached sheet while `bank` (the bank just filled) is not nil.
    func goalReachedSheet(_ bank: Binding<PiggyBank?>) -> GoalReachedSheet<Self> { GoalReachedSheet(base: self, bank: bank) }
}
