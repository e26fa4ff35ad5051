import CursesUICore
import FoundationEssentials

/// Edits a bank (`e` on Home or in Manage): the create form filled in — name, target, icon and
/// expiry — with the same limits. Save (or Enter) stores it, Esc leaves without it. The saved
/// amount is never rewritten here: fixing it is a deposit or a withdrawal with a note.
struct EditBankView: View {
    let store: PiggyBankStore
    let bankID: Int64
    let onFailure: (Error) -> Void
    // One state per field, so typing in one re-renders only that field.
    @State private var name: String
    @State private var target: Decimal
    @State private var icon: String?
    @State private var hasExpiration: Bool
    @State private var expirationText: String
    @State private var schedule: ScheduleDraft?
    @State private var targetProblem: FieldProblem?
    @Environment(\.strings) private var strings
    @Environment(\.amountStyle) private var money
    @Environment(\.dismiss) private var dismiss

    init(store: PiggyBankStore, bankID: Int64, onFailure: @escaping (Error) -> Void) {
        self.store = store
        self.bankID = bankID
        self.onFailure = onFailure
        let draft = store.bank(id: bankID).map { PiggyBankDraft(editing: $0, schedule: store.schedule(of: bankID)) } ?? PiggyBankDraft()
        _name = State(initialValue: draft.name)
        _target = State(initialValue: draft.targetAmount)
        _icon = State(initialValue: draft.icon)
        _hasExpiration = State(initialValue: draft.hasExpiration)
        _expirationText = State(initialValue: draft.expirationText)
        _schedule = State(initialValue: draft.schedule)
    }

    var body: some View {
        VStack(alignment: .leading) {
            ScreenHeader(strings["edit.title"])
            Form {
                Section {
                    FormField(title: strings["create.name"], text: $name, placeholder: strings["create.name.placeholder"])
                        .characterLimit(PiggyBankDraft.nameLimit)
                    AmountField(
                        title: strings["create.target"], value: $target, range: Decimal(string: "0.01")!...Money.maximum,
                        problem: $targetProblem)
                    Text(strings["create.icon"]).bold()
                    IconPicker(selection: $icon)
                    ExpiryField(isOn: $hasExpiration, text: $expirationText)
                    ScheduleFields(schedule: $schedule)
                } header: {
                    Text(strings["edit.section"])
                } footer: {
                    SavedAmountNote(store: store, bankID: bankID)
                }
                HStack(alignment: .top) {
                    SaveButton(problem: $targetProblem, hasExpiration: $hasExpiration, expirationText: $expirationText, action: savePressed)
                    Button(strings["common.cancel"], role: .cancel) { dismiss() }
                }
            }
            .onSubmit(savePressed)
            Spacer()
            HelpBar()
        }
    }

    private var draft: PiggyBankDraft {
        var draft = PiggyBankDraft()
        draft.name = name
        draft.targetAmount = target
        draft.icon = icon
        draft.hasExpiration = hasExpiration
        draft.expirationText = expirationText
        draft.schedule = schedule
        return draft
    }

    private func savePressed() {
        guard targetProblem == nil, !draft.hasInvalidExpiration, schedule?.hasInvalidStart != true else { return }
        do {
            try store.update(bankID: bankID, with: draft)
            try store.runDueSchedules()
            dismiss()
        } catch {
            onFailure(error)
        }
    }
}

/// What is saved, and how to change it: the only part of the edit form that reads the store.
private struct SavedAmountNote: View {
    let store: PiggyBankStore
    let bankID: Int64
    @Environment(\.strings) private var strings
    @Environment(\.amountStyle) private var money

    var body: some View {
        Text(strings("edit.saved.note", money(store.bank(id: bankID)?.amount ?? 0)))
    }
}

/// Save, enabled while the target and the expiry are valid: it reads only those fields.
private struct SaveButton: View {
    @Binding var problem: FieldProblem?
    @Binding var hasExpiration: Bool
    @Binding var expirationText: String
    let action: @MainActor () -> Void
    @Environment(\.strings) private var strings

    var body: some View {
        Button(strings["edit.save"], action: action).keyboardShortcut(.defaultAction)
            .disabled(problem != nil || ExpiryField.isInvalid(isOn: hasExpiration, text: expirationText))
    }
}

/// The optional expiry date: a toggle, the date when on, and a message when it is no date.
struct ExpiryField: View {
    @Binding var isOn: Bool
    @Binding var text: String
    @Environment(\.strings) private var strings

    var body: some View {
        HStack(alignment: .top) {
            Toggle(strings["create.expiration"], isOn: $isOn)
            if isOn {
                TextField("YYYY-MM-DD", text: $text).characterLimit(10).frame(width: 12, alignment: .topLeading)
            }
        }
        if Self.isInvalid(isOn: isOn, text: text) { Text(strings["create.expiration.invalid"]).foregroundColor(.red) }
    }

    /// True when a date is asked for and what is typed is not one ("" is still being typed).
    static func isInvalid(isOn: Bool, text: String) -> Bool {
        var draft = PiggyBankDraft()
        draft.hasExpiration = isOn
        draft.expirationText = text
        return draft.hasInvalidExpiration
    }
}
