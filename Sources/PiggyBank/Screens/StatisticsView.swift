import CursesUICore
import FoundationEssentials

/// Statistics (`s` on Home): totals across banks, net savings per month for a year as a bar
/// chart, every bank's progress (filtered All / In progress / Completed) and the latest records.
struct StatisticsView: View {
    let store: PiggyBankStore
    @State private var filter = BankFilter.all
    @State private var selection: Int? = 0
    @Environment(\.strings) private var strings
    @Environment(\.amountStyle) private var money
    @Environment(\.verticalSizeClass) private var heightClass
    @Environment(\.theme) private var theme

    var body: some View {
        let figures = try? store.statistics()
        VStack(alignment: .leading) {
            ScreenHeader(strings["stats.title"])
            if let figures {
                VStack(alignment: .leading) {
                    HStack(alignment: .top, spacing: 0) {
                        Text(strings("stats.total", money(figures.totalSaved))).bold()
                            .foregroundColor(figures.totalSaved < 0 ? theme.debt : .default)
                        if figures.banksInDebt > 0 {
                            Text(" · " + strings.count("stats.owed", figures.banksInDebt, money(figures.owed))).bold()
                                .foregroundColor(theme.debt)
                        }
                    }
                    Text(
                        strings(
                            "stats.banks", strings.numbers.integer(figures.banksInProgress), strings.numbers.integer(figures.banksCompleted)
                        ) + " · "
                            + strings.count("home.records.count", figures.recordCount))
                    Text(strings("stats.month", money(figures.depositedThisMonth), money(figures.withdrawnThisMonth)))
                    Text("")
                    Text(strings["stats.chart"]).bold()
                    Chart(figures.monthlyNet) { month in
                        BarMark(
                            x: .value(strings["stats.month.axis"], String(month.month.suffix(2))),
                            y: .value(strings["stats.net"], month.net))
                    }
                    // Only the lowest and highest net, on the leading side: the chart's compact form.
                    .chartYAxis { AxisMarks(format: money, position: .leading, values: Self.ends(of: figures.monthlyNet)) }
                    .frame(height: heightClass == .regular ? 10 : 5, alignment: .topLeading)
                    HStack(alignment: .top) {
                        Text(strings["stats.banks.title"]).bold()
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
                    LazyList(count: store.bankCount(filter), selection: $selection) { index in
                        if let bank = store.bank(at: index, filter: filter) { BankRow(bank: bank) }
                    }
                    LatestRecords(store: store)
                }
                .padding(.horizontal, 2)
            }
            HelpBar()
        }
    }
}

extension StatisticsView {
    /// The lowest and highest values of the chart's scale: zero and the months' extremes.
    static func ends(of months: [MonthlyNet]) -> [Decimal] {
        let nets = months.map(\.net)
        return [min(0, nets.min() ?? 0), max(0, nets.max() ?? 0)]
    }
}

/// The three newest records of every bank.
struct LatestRecords: View {
    let store: PiggyBankStore
    @Environment(\.strings) private var strings

    var body: some View {
        let records = (try? store.recordPage(bankID: nil, olderThan: nil, limit: 3)) ?? []
        VStack(alignment: .leading) {
            Text(strings["stats.latest"]).bold()
            if records.isEmpty { Text(strings["home.records.none"]).dim() }
            ForEach(records) { record in
                RecordRow(record: record, bank: store.bank(id: record.bankID))
            }
        }
    }
}
