import CursesUICore

/// All piggy banks, as Banklet's bank list, in a lazy list paged from SQLite: Enter makes one
/// primary, `e` edits, `[`/`]` or Alt-↑/Alt-↓ move it in the order, `x` or Delete deletes it
/// after a confirmation naming it and its records; a filter shows all, in progress or completed.
struct ManageView: View {
    let store: PiggyBankStore
    @Binding var path: [HomeStack.Route]
    let onFailure: (Error) -> Void
    @State private var selection: Int? = 0
    @State private var filter = BankFilter.all
    @State private var confirmingDelete = false
    @AppStorage(SettingKey.askBeforeDeleting) private var asksBeforeDeleting = true
    @Environment(\.strings) private var strings

    var body: some View {
        let count = store.bankCount(filter)
        let selected = selection.flatMap { store.bank(at: $0, filter: filter) }
        VStack(alignment: .leading) {
            ScreenHeader(strings["manage.title"])
            VStack(alignment: .leading) {
                HStack(alignment: .top) {
                    Text(strings["manage.title"] + " · " + strings.numbers.integer(count)).bold()
                    HStack(spacing: 2) {  // a segmented picker shows no label, as on iOS
                        Text(strings["stats.filter"])
                        Picker(strings["stats.filter"], selection: $filter) {
                            ForEach(BankFilter.allCases, id: \.self) { filter in
                                Text(strings["filter.\(filter.rawValue)"]).tag(filter)
                            }
                        }
                        .pickerStyle(.segmented)
                        .fixedSize()  // as wide as its segments, not the row
                    }
                }
                LazyList(count: count, selection: $selection) { index in
                    if let bank = store.bank(at: index, filter: filter) { BankRow(bank: bank, marker: bank.isPrimary ? "★" : " ") }
                }
                .onSubmit { perform { if let selected { try store.makePrimary(bankID: selected.id) } } }
            }
            .padding(.horizontal, 2)
            HelpBar()
        }
        .keyHelp(KeyHelp("Enter", strings["manage.primary"]))
        .keyBindings([
            KeyBinding("e", strings["home.edit"], isEnabled: selected != nil) {
                if let selected { path.append(.edit(bankID: selected.id)) }
            },
            KeyBinding("[", strings["manage.up"], isEnabled: selected != nil) { move(selected, by: -1) },
            KeyBinding("]", strings["manage.down"], isEnabled: selected != nil) { move(selected, by: 1) },
            KeyBinding(.altUp, strings["manage.up"], isEnabled: selected != nil) { move(selected, by: -1) },
            KeyBinding(.altDown, strings["manage.down"], isEnabled: selected != nil) { move(selected, by: 1) },
            KeyBinding("x", strings["manage.delete"], isEnabled: selected != nil) { askToDelete(selected) },
        ])
        .onKeyPress(.delete) {
            guard selected != nil else { return .ignored }
            askToDelete(selected)
            return .handled
        }
        .alert(strings["manage.delete.title"], isPresented: $confirmingDelete) {
            Button(strings["manage.delete.confirm"], role: .destructive) { delete(selected) }
            Button(strings["common.cancel"], role: .cancel) {}
        } message: {
            Text(strings.count("manage.delete.message", selected.map { store.recordCount(of: $0.id) } ?? 0, selected?.name ?? ""))
        }
    }

    /// Moves the bank and keeps it selected at its new place.
    private func move(_ bank: PiggyBank?, by offset: Int) {
        guard let bank, filter == .all else { return }
        perform {
            try store.move(bankID: bank.id, by: offset)
            selection = max(0, min((selection ?? 0) + offset, store.bankCount - 1))
        }
    }

    private func askToDelete(_ bank: PiggyBank?) {
        if asksBeforeDeleting { confirmingDelete = true } else { delete(bank) }
    }

    private func delete(_ bank: PiggyBank?) {
        guard let bank else { return }
        perform {
            try store.delete(bankID: bank.id)
            selection = max(0, min(selection ?? 0, store.bankCount(filter) - 1))
        }
    }

    private func perform(_ change: () throws -> Void) {
        do { try change() } catch { onFailure(error) }
    }
}
