import CursesUI
import FoundationEssentials

/// Edits a bank's name and target in a form, pushed over Home (`e`): Enter or Save stores the
/// change, Esc leaves without it. The saved amount is never rewritten here.
struct EditBankView: View {
    let store: PiggyBankStore
    let bankID: Int64
    let onFailure: (Error) -> Void
    @State private var name: String
    @State private var target: Decimal
    @State private var targetProblem: FieldProblem?
    @Environment(\.strings) private var strings
    @Environment(\.dismiss) private var dismiss

    init(store: PiggyBankStore, bankID: Int64, onFailure: @escaping (Error) -> Void) {
        self.store = store
        self.bankID = bankID
        self.onFailure = onFailure
        let bank = store.bank(id: bankID)
        _name = State(initialValue: bank?.name ?? "")
        _target = State(initialValue: bank?.targetAmount ?? PiggyBankDraft.defaultTarget)
    }

    var body: some View {
        let saved = store.bank(id: bankID)?.amount ?? 0
        VStack {
            ScreenHeader(strings["edit.title"])
            Form {
                Section {
                    FormField(title: strings["create.name"], text: $name, placeholder: strings["create.name.placeholder"])
                        .characterLimit(PiggyBankDraft.nameLimit)
                    AmountField(
                        title: strings["create.target"], value: $target, range: max(saved, 0)...Money.maximum, problem: $targetProblem)
                } header: {
                    Text(strings["edit.section"])
                } footer: {
                    Text(strings("edit.saved.note", Money.format(saved)))
                }
                HStack {
                    Button(strings["edit.save"], action: savePressed).keyboardShortcut(.defaultAction)
                    Button(strings["common.cancel"], role: .cancel) { dismiss() }
                }
            }
            .onSubmit(savePressed)
            Spacer()
            HelpBar()
        }
    }

    private func savePressed() {
        guard targetProblem == nil else { return }
        do {
            try store.update(bankID: bankID, name: name, targetAmount: target)
            dismiss()
        } catch {
            onFailure(error)
        }
    }
}
