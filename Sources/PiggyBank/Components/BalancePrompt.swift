import CursesUICore
import FoundationEssentials

/// Asks for a bank's new balance and an optional note (Details' "Adjust balance"), starting
/// from the balance it holds. In debt mode a toggle puts the balance below zero; what
/// ``BalancePolicy`` refuses (the balance it already holds, below zero without debt mode) is
/// said under the fields and OK does nothing until it is fixed.
struct BalancePrompt: View {
    let balance: Decimal
    let policy: BalancePolicy
    let onSubmit: @MainActor (Decimal, String) -> Void
    @Environment(\.dismiss) private var dismiss
    @Environment(\.strings) private var strings
    @Environment(\.theme) private var theme
    @State private var amount: Decimal
    @State private var isOwed: Bool
    @State private var note = ""
    @State private var problem: FieldProblem?

    init(balance: Decimal, policy: BalancePolicy, onSubmit: @escaping @MainActor (Decimal, String) -> Void) {
        self.balance = balance
        self.policy = policy
        self.onSubmit = onSubmit
        _amount = State(initialValue: balance.magnitude)
        _isOwed = State(initialValue: balance < 0)
    }

    var body: some View {
        AmountField(title: strings["adjust.balance"], value: $amount, problem: $problem).onSubmit(submit)
        if policy.allowsDebt { Toggle(strings["adjust.owed"], isOn: $isOwed) }
        Text(refusal ?? strings["adjust.hint"]).foregroundColor(refusal == nil ? .default : theme.debt).dim(refusal == nil)
        FormField(title: strings["prompt.note"], text: $note, placeholder: strings["prompt.note.placeholder"])
            .characterLimit(60)
            .onSubmit(submit)
        Text("")
        HStack(alignment: .top) {
            Button(strings["common.ok"], action: submit).disabled(refusal != nil || problem != nil)
            Button(strings["common.cancel"], role: .cancel) { dismiss() }
        }
    }

    private var newBalance: Decimal { isOwed && policy.allowsDebt ? -amount : amount }

    /// Why the balance typed cannot be set, or nil.
    private var refusal: String? {
        do {
            _ = try policy.adjustment(from: balance, to: newBalance)
            return nil
        } catch BalanceError.unchanged {
            return strings["adjust.unchanged"]
        } catch {
            return strings["adjust.debtOff"]
        }
    }

    private func submit() {
        guard refusal == nil, problem == nil else { return }
        dismiss()
        onSubmit(newBalance, note)
    }
}

extension View {
    /// Shows the balance prompt, titled `title`, while `isPresented`; `onSubmit` gets the new
    /// balance and the note.
    func balancePrompt(
        isPresented: Binding<Bool>, title: String, balance: Decimal, policy: BalancePolicy,
        onSubmit: @escaping @MainActor (Decimal, String) -> Void
    ) -> some View {
        promptSheet(isPresented: isPresented, title: title) { BalancePrompt(balance: balance, policy: policy, onSubmit: onSubmit) }
    }
}
