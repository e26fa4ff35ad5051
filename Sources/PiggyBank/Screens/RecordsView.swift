import CursesUICore
import FoundationEssentials

/// Records of every bank (or of one), newest first, with the day shown where a new day begins,
/// in a lazy list paged from SQLite. `f` filters by bank, `x` or Delete deletes a mistaken
/// record (after a confirmation, unless the settings say not to ask), Esc goes back.
struct RecordsView: View {
    let store: PiggyBankStore
    let onFailure: (Error) -> Void
    @State private var pager: RecordPager
    @State private var selection: Int? = 0
    @State private var choosingBank = false
    @State private var confirmingDelete = false
    @State private var refusal: String?
    @AppStorage(SettingKey.askBeforeDeleting) private var asksBeforeDeleting = true
    @Environment(\.strings) private var strings
    @Environment(\.amountStyle) private var money

    init(store: PiggyBankStore, bankFilter: Int64?, onFailure: @escaping (Error) -> Void) {
        self.store = store
        self.onFailure = onFailure
        _pager = State(initialValue: store.recordPager(bankID: bankFilter))
    }

    var body: some View {
        let count = pager.count
        let filterName = pager.bankID.flatMap { store.bank(id: $0)?.name } ?? strings["records.all"]
        let selected = selection.flatMap(pager.record(at:))
        VStack {
            ScreenHeader(strings["records.title"])
            VStack {
                Text(filterName + " · " + strings.count("home.records.count", count)).bold()
                if count == 0 { Text(strings["home.records.none"]).dim() }
                LazyList(count: count, selection: $selection) { index in
                    row(index)
                }
            }
            .padding(.horizontal, 2)
            HelpBar()
        }
        .keyBindings([
            KeyBinding("f", strings["records.filter"]) { choosingBank = true },
            KeyBinding("x", strings["records.delete"], isEnabled: selected != nil) { askToDelete() },
        ])
        .onKeyPress(.delete) {
            guard selected != nil else { return .ignored }
            askToDelete()
            return .handled
        }
        .sheet(isPresented: $choosingBank) {
            BankChooser(store: store, current: pager.bankID) { bankID in
                pager = store.recordPager(bankID: bankID)
                selection = 0
            }
        }
        .alert(strings["records.delete.title"], isPresented: $confirmingDelete) {
            Button(strings["records.delete.confirm"], role: .destructive) { delete(selected) }
            Button(strings["common.cancel"], role: .cancel) {}
        } message: {
            Text(selected.map { strings("records.delete.message", ($0.isDeposit ? "+" : "-") + money($0.amount)) } ?? "")
        }
        .alert(strings["records.delete.refused.title"], isPresented: Binding(get: { refusal != nil }, set: { if !$0 { refusal = nil } })) {
            Button(strings["common.ok"], role: .cancel) {}
        } message: {
            Text(refusal ?? "")
        }
    }

    /// A record's line: its day where a new day begins, then bank, amount, time and note.
    @ViewBuilder private func row(_ index: Int) -> some View {
        if let record = pager.record(at: index) {
            let day = DateText.day(record.date, strings.language)
            let startsDay = index == 0 || pager.record(at: index - 1).map { DateText.day($0.date, strings.language) != day } ?? true
            RecordRow(record: record, bank: pager.bankID == nil ? pager.bank(of: record) : nil, day: startsDay ? day : "")
        }
    }

    private func askToDelete() {
        if asksBeforeDeleting {
            confirmingDelete = true
        } else {
            delete(selection.flatMap(pager.record(at:)))
        }
    }

    private func delete(_ record: SavingsRecord?) {
        guard let record else { return }
        do {
            try store.deleteRecord(id: record.id)
            selection = max(0, min(selection ?? 0, pager.count - 1))
        } catch let error as RecordDeletionError {
            refusal = strings(
                error.isAdjustment ? "records.delete.refused.adjustment" : "records.delete.refused", money(error.needed),
                money(error.balance))
        } catch {
            onFailure(error)
        }
    }
}

/// Picks the bank the records list shows, or all: a lazy list, Enter chooses, Esc leaves it.
struct BankChooser: View {
    let store: PiggyBankStore
    let current: Int64?
    let choose: (Int64?) -> Void
    @State private var selection: Int? = 0
    @Environment(\.strings) private var strings
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text(strings["records.filter.title"]).bold()
            LazyList(count: store.bankCount + 1, selection: $selection) { index in
                if index == 0 {
                    Text((current == nil ? "• " : "  ") + strings["records.all"])
                } else if let bank = store.bank(at: index - 1) {
                    HStack {
                        Text(current == bank.id ? "•" : " ")
                        IconLabel(bank.icon)
                        Text(bank.name)
                    }
                }
            }
            .frame(height: 10)
            .onSubmit {
                let index = selection ?? 0
                choose(index == 0 ? nil : store.bank(at: index - 1)?.id)
                dismiss()
            }
        }
        .frame(width: 40)
    }
}
