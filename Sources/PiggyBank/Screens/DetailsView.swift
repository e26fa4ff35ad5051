import CursesUICore
import FoundationEssentials

/// Everything about one bank (`i` on Home): amounts, percent, dates, records and totals; `a`
/// adjusts the balance, written as an adjustment record. What is owed shows in the debt colour.
struct DetailsView: View {
    let store: PiggyBankStore
    let bankID: Int64
    let onFailure: (Error) -> Void
    @State private var adjusting = false
    @Environment(\.strings) private var strings
    @Environment(\.amountStyle) private var money
    @Environment(\.theme) private var theme

    var body: some View {
        let today = CalendarDate(Date())
        let bank = store.bank(id: bankID)
        VStack(alignment: .leading) {
            ScreenHeader(strings["details.title"])
            if let bank {
                let totals = (try? store.totals(of: bankID)) ?? BankTotals(deposited: 0, withdrawn: 0, recordCount: 0)
                Form {
                    Section {
                        LabeledContent(strings["details.current"]) {
                            Text(money(bank.amount)).foregroundColor(bank.isInDebt ? theme.debt : .default).bold(bank.isInDebt)
                        }
                        if bank.isInDebt {
                            LabeledContent(strings["details.owed"]) { Text(money(bank.owed)).foregroundColor(theme.debt).bold() }
                        }
                        LabeledContent(strings["details.initial"], value: money(bank.initialAmount))
                        LabeledContent(strings["details.target"], value: money(bank.targetAmount))
                        LabeledContent(strings["details.progress"], value: Self.percent(bank, strings.numbers))
                        LabeledContent(
                            bank.isCompleted ? strings["details.surplus"] : strings["details.left"],
                            value: money(bank.isCompleted ? bank.surplus : bank.remaining))
                    } header: {
                        HStack(alignment: .top) {
                            IconLabel(bank.icon)
                            Text(bank.name)
                        }
                    }
                    Section(strings["details.dates"]) {
                        LabeledContent(strings["details.created"], value: DateText.day(bank.creationDate, strings.language))
                        LabeledContent(
                            strings["details.completed"], value: bank.completionDate.map { DateText.day($0, strings.language) } ?? "—")
                        LabeledContent(
                            strings["details.expires"],
                            value: bank.expirationDate.flatMap(CalendarDate.init).map {
                                "\(DateText.day($0, strings.language)) (\(BankDates.countdown(bank, today: today, strings: strings) ?? ""))"
                            }
                                ?? "—")
                        LabeledContent(
                            strings["details.schedule"],
                            value: store.schedule(of: bankID).map {
                                ScheduleText.describe($0, strings: strings, money: money.callAsFunction, today: today)
                            } ?? "—")
                    }
                    Section(strings["details.records"]) {
                        LabeledContent(strings["details.recordCount"], value: strings.numbers.integer(totals.recordCount))
                        LabeledContent(strings["details.deposited"], value: money(totals.deposited))
                        LabeledContent(strings["details.withdrawn"], value: money(totals.withdrawn))
                        if totals.adjusted != 0 {
                            LabeledContent(strings["details.adjusted"], value: (totals.adjusted > 0 ? "+" : "") + money(totals.adjusted))
                        }
                    }
                }
            }
            Spacer()
            HelpBar()
        }
        .keyBindings([KeyBinding("a", strings["details.adjust"], isEnabled: bank != nil) { adjusting = true }])
        .balancePrompt(isPresented: $adjusting, title: strings["adjust.title"], balance: bank?.amount ?? 0, policy: store.balancePolicy) {
            newBalance, note in
            do { try store.adjustBalance(of: bankID, to: newBalance, note: note) } catch { onFailure(error) }
        }
    }

    /// "42.5%" ("42,5 %" in German): one decimal, rounded down, so 100.0% means full.
    static func percent(_ bank: PiggyBank, _ numbers: NumberConventions) -> String {
        numbers.percent(tenths: Int((bank.progress * 1000).rounded(.down)))
    }
}
