import CursesUICore
import FoundationEssentials

/// Banklet's celebration: the sheet shown once, after the deposit that fills a bank, with the
/// day and how long it took from the bank's creation. Enter or Esc closes it. A modifier, as
/// `AmountPrompt` is, so that its body is not generic.
struct GoalReachedSheet: ViewModifier {
    @Binding var bank: PiggyBank?
    @Environment(\.strings) private var strings
    @Environment(\.amountStyle) private var money

    func body(content: Content) -> some View {
        content.alert(strings["home.goal"], isPresented: Binding(get: { bank != nil }, set: { if !$0 { bank = nil } })) {
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
    func goalReachedSheet(_ bank: Binding<PiggyBank?>) -> ModifiedView<Self, GoalReachedSheet> { modifier(GoalReachedSheet(bank: bank)) }
}
