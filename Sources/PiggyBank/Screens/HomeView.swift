import CursesUICore
import FoundationEssentials

/// Home's own screen: the primary bank and its latest records; at 100 columns or more, the
/// first banks beside it. Every action is a key from one list (help bar and `?` read it); the
/// prompts those keys open, and the number keys, are ``HomeScreen``'s. It holds no closure, so
/// a sheet opening or closing over it does not evaluate it again.
struct HomeView: View {
    @Binding var pageSteps: Step
    @Binding var path: [HomeStack.Route]
    @Binding var depositing: Bool
    @Binding var withdrawing: Bool
    let store: PiggyBankStore
    @AppStorage(SettingKey.showAmounts) private var showsAmounts = true
    @Environment(\.strings) private var strings
    @Environment(\.amountStyle) private var money
    @Environment(\.horizontalSizeClass) private var widthClass
    @Environment(\.verticalSizeClass) private var heightClass
    @Environment(\.exit) private var exit

    var body: some View {
        let bank = store.primaryBank
        VStack(alignment: .leading) {
            ScreenHeader(strings["home.title"])
            if let bank {
                HStack(alignment: .top) {
                    VStack(alignment: .leading) {
                        BankSummary(bank: bank, schedule: store.schedule(of: bank.id))
                        DueToday(store: store)
                        Text("")
                        RecentRecords(store: store, bank: bank, limit: heightClass == .regular ? 10 : 5)
                    }
                    if widthClass == .regular { BankShortcutList(store: store) }
                }
            } else {
                VStack(alignment: .leading) {
                    Text(strings["home.empty"]).bold()
                    Text(strings["home.empty.hint"])
                }
                .padding(.horizontal, 2)
            }
            Spacer()
            HelpBar()
        }
        .environment(\.amountStyle, AmountStyle(currency: money.currency, language: money.language, isHidden: !showsAmounts))
        .keyBindings(keyBindings(bank: bank))
    }

    /// Home's keys: one list for handling and the help bar.
    private func keyBindings(bank: PiggyBank?) -> [KeyBinding] {
        let hasBank = bank != nil
        return [
            KeyBinding("d", strings["home.deposit"], isEnabled: hasBank) { depositing = true },
            KeyBinding("w", strings["home.withdraw"], isEnabled: hasBank) { withdrawing = true },
            KeyBinding("r", strings["home.records"], isEnabled: hasBank) { path.append(.records(bankID: nil)) },
            KeyBinding("i", strings["home.details"], isEnabled: hasBank) { if let bank { path.append(.details(bankID: bank.id)) } },
            KeyBinding("e", strings["home.edit"], isEnabled: hasBank) { if let bank { path.append(.edit(bankID: bank.id)) } },
            KeyBinding("s", strings["home.statistics"], isEnabled: hasBank) { path.append(.statistics) },
            KeyBinding("m", strings["home.manage"]) { path.append(.manage) },
            KeyBinding("n", strings["home.new"]) { pageSteps = .createNameAndTarget },
            KeyBinding("p", strings["home.plans"]) { path.append(.plans) },
            KeyBinding(",", strings["home.settings"]) { path.append(.settings) },
            KeyBinding("q", strings["home.quit"]) { exit() },
        ]
    }
}

/// The first nine banks with their number keys, beside the summary on a wide terminal.
struct BankShortcutList: View {
    let store: PiggyBankStore
    @Environment(\.strings) private var strings
    @Environment(\.amountStyle) private var money

    var body: some View {
        let banks = (0..<9).compactMap { store.bank(at: $0) }
        VStack(alignment: .leading) {
            Text(strings["home.banks"] + " · \(store.bankCount)").bold()
            ForEach(0..<banks.count, id: \.self) { index in
                BankRow(bank: banks[index], marker: "\(index + 1)\(banks[index].isPrimary ? "★" : " ")", showsAmounts: !money.isHidden)
            }
        }
        .padding(.horizontal, 2)
    }
}

/// The primary bank: icon, name, saved of target, what is left (or the surplus once the goal
/// is reached), progress and dates.
struct BankSummary: View {
    let bank: PiggyBank
    let schedule: DepositSchedule?
    @Environment(\.strings) private var strings
    @Environment(\.amountStyle) private var money
    @Environment(\.theme) private var theme

    var body: some View {
        VStack(alignment: .leading) {
            HStack(alignment: .top) {
                IconLabel(bank.icon)
                Text(bank.name).bold()
            }
            Text(strings("home.saved", money(bank.amount), money(bank.targetAmount)))
                .foregroundColor(bank.isInDebt ? theme.debt : .default)
            if bank.isInDebt {
                Text(strings("home.owed", money(bank.owed), money(bank.remaining))).foregroundColor(theme.debt).bold()
            } else if bank.isCompleted {
                Text(bank.surplus > 0 ? strings("home.goal.surplus", money(bank.surplus)) : strings["home.goal"]).bold()
            } else {
                Text(strings("home.remaining", money(bank.remaining)))
            }
            SavingsProgress(bank: bank)
            Text(BankDates.summary(bank, today: CalendarDate(Date()), strings: strings)).dim()
            if let schedule {
                Text(
                    strings["schedule.title"] + ": "
                        + ScheduleText.describe(schedule, strings: strings, money: money.callAsFunction, today: CalendarDate(Date()))
                )
                .dim()
            }
        }
        .padding(.horizontal, 2)
    }
}

/// What is due today across the banks, on one line under the summary (recurring deposits
/// that fall today, goals expiring within a week); nothing when nothing is.
struct DueToday: View {
    let store: PiggyBankStore
    @Environment(\.strings) private var strings
    @Environment(\.amountStyle) private var money

    var body: some View {
        let items = (try? store.dueItems()) ?? []
        if !items.isEmpty {
            Text(
                strings("home.due", items.map { DueText.short($0, strings: strings, money: money.callAsFunction) }.joined(separator: " · "))
            )
            .bold().lineLimit(1).padding(.horizontal, 2)
        }
    }
}

/// The latest records under the summary.
struct RecentRecords: View {
    let store: PiggyBankStore
    let bank: PiggyBank
    let limit: Int
    @Environment(\.strings) private var strings

    var body: some View {
        let records = (try? store.records(of: bank.id, limit: limit)) ?? []
        VStack(alignment: .leading) {
            Text(strings["home.recent"] + " · " + strings.count("home.records.count", store.recordCount(of: bank.id))).bold()
            if records.isEmpty { Text(strings["home.records.none"]).dim() }
            ForEach(records) { record in
                RecordRow(record: record)
            }
        }
        .padding(.horizontal, 2)
    }
}
