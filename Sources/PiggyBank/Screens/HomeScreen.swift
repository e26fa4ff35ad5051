import CursesUICore
import FoundationEssentials

/// Home with its prompts: the deposit and withdrawal sheets and the goal-reached sheet over
/// ``HomeView``. Its body reads nothing from the store (the prompts read their limits only
/// while they show), so a deposit re-evaluates the views that show store data and the sheet
/// that closed, not the prompts that stay closed.
struct HomeScreen: View {
    @Binding var pageSteps: Step
    @Binding var path: [HomeStack.Route]
    let store: PiggyBankStore
    let onFailure: (Error) -> Void
    @State private var depositing = false
    @State private var withdrawing = false
    /// The bank the last deposit here filled, while its goal-reached sheet shows.
    @State private var reachedGoal: PiggyBank?
    @Environment(\.strings) private var strings
    @Environment(\.amountStyle) private var money

    var body: some View {
        let store = store
        HomeView(pageSteps: $pageSteps, path: $path, depositing: $depositing, withdrawing: $withdrawing, store: store)
            .onKeyPress(keys: Self.numberKeys, help: [KeyHelp("1–9", strings["home.switch"])]) { key in
                guard case .character(let digit) = key, let number = digit.wholeNumberValue,
                    let chosen = store.bank(at: number - 1)
                else { return .ignored }
                perform { try store.makePrimary(bankID: chosen.id) }
                return .handled
            }
            .amountPrompt(
                isPresented: $depositing, title: strings["home.deposit"],
                limit: min(Money.maximum, Money.maximum - (store.primaryBank?.amount ?? 0)), limitMessage: strings["prompt.deposit.hint"]
            ) { amount, note in
                perform { try deposit(amount, note: note) }
            }
            .amountPrompt(
                isPresented: $withdrawing, title: strings["home.withdraw"],
                limit: store.balancePolicy.withdrawalLimit(balance: store.primaryBank?.amount ?? 0),
                limitMessage: Self.withdrawalMessage(
                    balance: store.primaryBank?.amount ?? 0, policy: store.balancePolicy, strings: strings, money: money)
            ) { amount, note in
                perform { if let bank = store.primaryBank { try store.withdraw(amount, from: bank.id, note: note) } }
            }
            .goalReachedSheet($reachedGoal)
    }

    private static let numberKeys = Set((1...9).map { Key.character(Character("\($0)")) })

    /// What the withdrawal prompt says about its limit: none in debt mode; without it, what is
    /// saved, that nothing is, or that the bank owes money and debt mode is off. Worked out
    /// only while the prompt shows.
    private static func withdrawalMessage(balance: Decimal, policy: BalancePolicy, strings: Strings, money: AmountStyle) -> String {
        if policy.allowsDebt { return strings["prompt.withdraw.debt"] }
        if balance < 0 { return strings("prompt.debt.off", money.currency.format(-balance, in: money.language)) }
        return balance > 0 ? strings("prompt.withdraw.limit", money.currency.format(balance, in: money.language)) : strings["prompt.empty"]
    }

    /// Deposits into the primary bank; the deposit that fills it (dates its completion) shows
    /// the goal-reached sheet. Only a deposit made here does: one from another process shows
    /// on Home, quietly.
    private func deposit(_ amount: Decimal, note: String) throws {
        guard let bank = store.primaryBank else { return }
        try store.deposit(amount, into: bank.id, note: note)
        // Only a deposit that reaches the target can fill the bank: no second read otherwise.
        guard bank.completionDate == nil, bank.amount + amount >= bank.targetAmount else { return }
        if let filled = store.bank(id: bank.id), filled.completionDate != nil { reachedGoal = filled }
    }

    private func perform(_ change: () throws -> Void) {
        do { try change() } catch { onFailure(error) }
    }
}
