import CursesUI

/// Every record of a bank, newest first, in a lazy scrolling list, pushed over Home; Esc goes
/// back.
struct RecordsView: View {
    let store: PiggyBankStore
    let bankID: Int64
    @State private var selection: Int? = 0
    @Environment(\.strings) private var strings

    var body: some View {
        let count = store.recordCount(of: bankID)
        let name = store.bank(id: bankID)?.name ?? ""
        VStack {
            ScreenHeader(strings["home.records"])
            VStack {
                Text(strings("records.title", name) + " · " + strings("home.records.count", count)).bold()
                LazyList(count: count, selection: $selection) { index in
                    Text(
                        (try? store.records(of: bankID, limit: 1, offset: index).first).map { RecordLine.text($0, strings: strings) } ?? "")
                }
            }
            .padding(.horizontal, 2)
            HelpBar()
        }
    }
}
