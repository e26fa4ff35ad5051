import CursesUI

/// All piggy banks in a lazy list paged from SQLite, pushed over Home: Enter makes one
/// primary, x or Delete asks to delete it with its records, Esc goes back.
struct ManageView: View {
    let store: PiggyBankStore
    let onFailure: (Error) -> Void
    @State private var selection: Int? = 0
    @State private var confirmingDelete = false
    @Environment(\.strings) private var strings
    @Environment(\.usesASCIIIcons) private var usesASCII

    var body: some View {
        let count = store.bankCount
        let selected = selection.flatMap { store.bank(at: $0) }
        VStack {
            ScreenHeader(strings["manage.title"])
            VStack {
                Text(strings["manage.title"] + " · \(count)").bold()
                LazyList(count: count, selection: $selection) { index in
                    Text(line(store.bank(at: index)))
                }
                .onSubmit { makePrimary(selected) }
            }
            .padding(.horizontal, 2)
            HelpBar()
        }
        .keyHelp(KeyHelp("Enter", strings["manage.primary"]))
        .keyBindings([KeyBinding("x", strings["manage.delete"], isEnabled: selected != nil) { confirmingDelete = true }])
        .onKeyPress(.delete) {
            guard selected != nil else { return .ignored }
            confirmingDelete = true
            return .handled
        }
        .alert(strings["manage.delete.title"], isPresented: $confirmingDelete) {
            Button(strings["manage.delete.confirm"], role: .destructive) { delete(selected) }
            Button(strings["common.cancel"], role: .cancel) {}
        } message: {
            Text(strings("manage.delete.message", selected?.name ?? "", selected.map { store.recordCount(of: $0.id) } ?? 0))
        }
    }

    private func line(_ bank: PiggyBank?) -> String {
        guard let bank else { return "" }
        let star = bank.isPrimary ? "★" : " "
        return
            "\(star) \(IconLabel.text(bank.icon, ascii: usesASCII, language: strings.language)) \(bank.name)  \(Money.format(bank.amount)) / \(Money.format(bank.targetAmount))"
    }

    private func makePrimary(_ bank: PiggyBank?) {
        guard let bank else { return }
        do { try store.makePrimary(bankID: bank.id) } catch { onFailure(error) }
    }

    private func delete(_ bank: PiggyBank?) {
        guard let bank else { return }
        do {
            try store.delete(bankID: bank.id)
            selection = max(0, min(selection ?? 0, store.bankCount - 1))
        } catch {
            onFailure(error)
        }
    }
}
