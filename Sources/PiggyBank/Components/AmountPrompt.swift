import CursesUICore
import FoundationEssentials

/// Asks for an amount and an optional note in a sheet the size of its fields (deposit,
/// withdraw). The amount must be more than zero and at most `limit`; OK is refused until it is.
///
/// A modifier rather than a view generic over the view it wraps: in a generic body every
/// `some View` the framework's modifiers return is looked up by the runtime (a demangling) at
/// each evaluation, where a modifier's content is one concrete type.
public struct AmountPrompt: ViewModifier {
    @Binding var isPresented: Bool
    let title: String
    /// The most that may be entered, read only while the prompt shows.
    let limit: @MainActor () -> Decimal
    /// What the prompt says about the limit, worked out only while it shows.
    let limitMessage: @MainActor () -> String
    let onSubmit: @MainActor (Decimal, String) -> Void

    /// The content, with the prompt sheet attached while `isPresented`.
    public func body(content: Content) -> some View {
        content.promptSheet(isPresented: $isPresented, title: title) {
            AmountPromptForm(limit: limit, limitMessage: limitMessage, onSubmit: onSubmit)
        }
    }
}

/// The prompt's fields; made anew each time the sheet opens, so it starts empty.
private struct AmountPromptForm: View {
    let limit: @MainActor () -> Decimal
    let limitMessage: @MainActor () -> String
    let onSubmit: @MainActor (Decimal, String) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var amount: Decimal = 0
    @State private var note = ""
    @State private var problem: FieldProblem?
    @Environment(\.strings) private var strings

    var body: some View {
        let limit = limit()
        if limit > 0 {
            AmountField(title: strings["prompt.amount"], value: $amount, range: 0...limit, problem: $problem)
                .onSubmit(submit)
            Text(limitMessage()).dim()
            FormField(title: strings["prompt.note"], text: $note, placeholder: strings["prompt.note.placeholder"])
                .characterLimit(60)
                .onSubmit(submit)
            Text("")
            HStack(alignment: .top) {
                SubmitButton(title: strings["common.ok"], amount: $amount, problem: $problem, action: submit)
                Button(strings["common.cancel"], role: .cancel) { dismiss() }
            }
        } else {
            Text(limitMessage())
            Button(strings["common.ok"]) { dismiss() }
        }
    }

    private func submit() {
        guard amount > 0, problem == nil else { return }
        dismiss()
        onSubmit(amount, note)
    }
}

/// OK, enabled while the amount is valid: the only part of the prompt that reads the amount.
private struct SubmitButton: View {
    let title: String
    @Binding var amount: Decimal
    @Binding var problem: FieldProblem?
    let action: @MainActor () -> Void

    var body: some View {
        Button(title, action: action).disabled(amount <= 0 || problem != nil)
    }
}

extension View {
    /// Shows an amount prompt while `isPresented`; `onSubmit` gets the amount and the note.
    /// `limit` and `limitMessage` are read only while the prompt shows.
    public func amountPrompt(
        isPresented: Binding<Bool>, title: String, limit: @escaping @autoclosure @MainActor () -> Decimal,
        limitMessage: @escaping @autoclosure @MainActor () -> String, onSubmit: @escaping @MainActor (Decimal, String) -> Void
    ) -> ModifiedView<Self, AmountPrompt> {
        modifier(AmountPrompt(isPresented: isPresented, title: title, limit: limit, limitMessage: limitMessage, onSubmit: onSubmit))
    }
}
