import CursesUICore
import FoundationEssentials

/// Records of every bank (or of one), newest first, a date line where a new day begins, in a
/// lazy list paged from SQLite. Enter on a date line folds its day to that line (▸) or unfolds
/// it (▾); `/` searches the notes, narrowing as you type (Esc clears the search); `f` filters
/// by bank, `x` or Delete deletes a mistaken record (after a confirmation, unless the settings
/// say not to ask), Esc goes back.
struct RecordsView: View {
    let store: PiggyBankStore
    let onFailure: (Error) -> Void
    @State private var pager: RecordPager
    @State private var selection: Int? = 0
    /// The folded days (``CalendarDate/dayNumber``s): kept across pages, filters and searches.
    @State private var foldedDays: Set<Int> = []
    @State private var search = ""
    /// True while the search field shows and takes the typing; Enter leaves it, the search kept.
    @State private var typing = false
    @FocusState private var fieldFocused: Bool
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
        let rows = visibleRows()
        let filterName = pager.bankID.flatMap { store.bank(id: $0)?.name } ?? strings["records.all"]
        let selectedRow = selection.map(rows.row(at:))
        let selectedDay = selectedRow.flatMap(dayStarting(at:))
        let selected = selectedRow.flatMap { rows.foldedRun(startingAt: $0) == nil ? pager.record(at: $0) : nil }
        VStack(alignment: .leading) {
            ScreenHeader(strings["records.title"])
            VStack(alignment: .leading) {
                Text(filterName + " · " + strings.count("home.records.count", pager.count)).bold()
                if typing {
                    HStack(alignment: .top) {
                        Text("/ " + strings["records.search.label"]).bold()
                        TextField(strings["records.search.placeholder"], text: $search)
                            .focused($fieldFocused)
                            .onSubmit { typing = false }
                    }
                } else if !search.isEmpty {
                    Text("/ " + strings["records.search.label"] + " " + search).bold()
                }
                if pager.count == 0 {
                    Text(pager.search.isEmpty ? strings["home.records.none"] : strings("records.search.none", pager.search)).dim()
                }
                LazyList(count: rows.count, selection: $selection) { index in
                    row(rows.row(at: index), rows: rows)
                }
            }
            .padding(.horizontal, 2)
            HelpBar()
        }
        .keyBindings([
            KeyBinding(
                .enter, selectedDay.map { foldedDays.contains($0) } == true ? strings["records.unfold"] : strings["records.fold"],
                isEnabled: selectedDay != nil && !typing
            ) { if let selectedDay { toggleFold(selectedDay) } },
            KeyBinding("/", strings["records.search"], isEnabled: !typing) { startSearching() },
            KeyBinding("f", strings["records.filter"], isEnabled: !typing) { choosingBank = true },
            KeyBinding("x", strings["records.delete"], isEnabled: selected != nil && !typing) { askToDelete(selected) },
        ])
        .onKeyPress(.escape, help: typing || !search.isEmpty ? strings["records.search.clear"] : nil) {
            guard typing || !search.isEmpty else { return .ignored }
            stopSearching()
            return .handled
        }
        .onKeyPress(.delete) {
            guard selected != nil else { return .ignored }
            askToDelete(selected)
            return .handled
        }
        .onChange(of: search) {
            pager = store.recordPager(bankID: pager.bankID, search: search, narrowing: pager)
            selection = 0
        }
        .sheet(isPresented: $choosingBank) {
            BankChooser(store: store, current: pager.bankID) { bankID in
                pager = store.recordPager(bankID: bankID, search: search)
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

    /// A record's line: on a date line the fold mark and the day, then bank, amount, time and
    /// note; a folded day's date line names how many records it holds instead.
    @ViewBuilder private func row(_ index: Int, rows: FoldedRows) -> some View {
        let pager = pager  // one read of the state per row
        if let record = pager.record(at: index) {
            let day = dayStarting(at: index).map { _ in DateText.day(record.date, strings.language) }
            if let folded = rows.foldedRun(startingAt: index), let day {
                Text(
                    RecordRow.column("▸ " + day, width: RecordRow.dayWidth(strings.language))
                        + strings.count("home.records.count", folded.count)
                ).dim()
            } else {
                RecordListRow(record: record, bank: pager.bankID == nil ? pager.bank(of: record) : nil, day: day.map { "▾ " + $0 } ?? "")
            }
        }
    }

    /// The day (its number) that the record at `index` begins, or nil when the record above is
    /// of the same day.
    private func dayStarting(at index: Int) -> Int? {
        let pager = pager  // one read of the state for both records
        guard let record = pager.record(at: index) else { return nil }
        let day = CalendarDate(record.date).dayNumber
        guard index > 0, let above = pager.record(at: index - 1) else { return day }
        return CalendarDate(above.date).dayNumber == day ? nil : day
    }

    /// The rows as they show: the records with the folded days' records hidden.
    private func visibleRows() -> FoldedRows {
        FoldedRows(total: pager.count, folded: foldedDays.compactMap(pager.positions(ofDay:)))
    }

    private func toggleFold(_ day: Int) {
        if foldedDays.remove(day) == nil { foldedDays.insert(day) }
    }

    private func startSearching() {
        typing = true
        fieldFocused = true
    }

    private func stopSearching() {
        search = ""
        typing = false
    }

    private func askToDelete(_ record: SavingsRecord?) {
        if asksBeforeDeleting {
            confirmingDelete = true
        } else {
            delete(record)
        }
    }

    private func delete(_ record: SavingsRecord?) {
        guard let record else { return }
        do {
            try store.deleteRecord(id: record.id)
            selection = max(0, min(selection ?? 0, visibleRows().count - 1))
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
        VStack(alignment: .leading) {
            Text(strings["records.filter.title"]).bold()
            LazyList(count: store.bankCount + 1, selection: $selection) { index in
                if index == 0 {
                    Text((current == nil ? "• " : "  ") + strings["records.all"])
                } else if let bank = store.bank(at: index - 1) {
                    HStack(alignment: .top) {
                        Text(current == bank.id ? "•" : " ")
                        IconLabel(bank.icon)
                        Text(bank.name)
                    }
                }
            }
            .frame(height: 10, alignment: .topLeading)
            .onSubmit {
                let index = selection ?? 0
                choose(index == 0 ? nil : store.bank(at: index - 1)?.id)
                dismiss()
            }
        }
        .frame(width: 40, alignment: .topLeading)
    }
}
