import CursesUI
import FoundationEssentials

/// Asks for an amount and an optional note in a dialog (deposit, withdraw). The amount must be
/// more than zero and at most `limit`; OK is refused until it is.
public struct AmountPrompt<Base: View>: View {
    let base: Base
    @Binding var isPresented: Bool
    let title: String
    let limit: Decimal
    let limitMessage: String
    let onSubmit: @MainActor (Decimal, String) -> Void
    @State private var amount: Decimal = 0
    @State private var note = ""
    @State private var error: String?
    @Environment(\.strings) private var strings

    public var body: some View {
        base.dialog(isPresented: $isPresented, title: title) {
            if limit > 0 {
                AmountField(title: strings["prompt.amount"], value: $amount, range: 0...limit, error: $error)
                    .onSubmit(submit)
                Text(limitMessage).dim()
                FormField(title: strings["prompt.note"], text: $note, placeholder: strings["prompt.note.placeholder"])
                    .characterLimit(60)
                    .onSubmit(submit)
                Text("")
                HStack {
                    Button(strings["common.ok"], action: submit).disabled(amount <= 0 || error != nil)
                    Button(strings["common.cancel"]) { close() }
                }
            } else {
                Text(limitMessage)
                Button(strings["common.ok"]) { close() }
            }
        }
        .onChange(of: isPresented) { _, shown in
            if shown { reset() }
        }
    }

    private func submit() {
        guard amount > 0, error == nil else { return }
        let (value, text) = (amount, note)
        close()
        onSubmit(value, text)
    }

    private func close() {
        isPresented = false
        reset()
    }

    private func reset() {
        amount = 0
        note = ""
        error = nil
    }
}

extension View {
    /// Shows an amount prompt while `isPresented`; `onSubmit` gets the amount and the note.
    public func amountPrompt(
        isPresented: Binding<Bool>, title: String, limit: Decimal, limitMessage: String,
        onSubmit: @escaping @MainActor (Decimal, String) -> Void
    ) -> AmountPrompt<Self> {
        AmountPrompt(base: self, isPresented: isPresented, title: title, limit: limit, limitMessage: limitMessage, onSubmit: onSubmit)
    }
}
