import CursesUI

/// Every record of a bank, newest first, in a lazy scrolling list; Esc or r closes it.
struct RecordsView: View {
    let store: PiggyBankStore
    let bank: PiggyBank
    let onClose: () -> Void
    @State private var selection: Int? = 0
    @Environment(\.strings) private var strings

    var body: some View {
        let count = store.recordCount(of: bank.id)
        VStack {
            Text(strings("records.title", bank.name) + " · " + strings("home.records.count", count)).bold()
            LazyList(count: count, selection: $selection) { index in
                Text((try? store.records(of: bank.id, limit: 1, offset: index).first).map { RecordLine.text($0, strings: strings) } ?? "")
            }
        }
        .padding(.horizontal, 2)
        .onKeyPress(.escape, help: strings["common.back"]) {
            onClose()
            return .handled
        }
    }
}
