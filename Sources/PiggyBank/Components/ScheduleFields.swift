import CursesUICore
import FoundationEssentials

/// The optional recurring deposit of the create and edit forms: a toggle, then the amount,
/// how often, which day, and the first day (empty for today).
struct ScheduleFields: View {
    @Binding var schedule: ScheduleDraft?
    @Environment(\.strings) private var strings

    var body: some View {
        Toggle(strings["schedule.title"], isOn: Binding(get: { schedule != nil }, set: { schedule = $0 ? ScheduleDraft() : nil }))
        if let draft = Binding($schedule) {
            HStack(alignment: .top) {
                AmountField(title: strings["schedule.amount"], value: draft.amount)
                VStack(alignment: .leading) {
                    Text(strings["schedule.from"]).bold()
                    TextField(strings["schedule.from.today"], text: draft.startText).characterLimit(10).frame(
                        width: 12, alignment: .topLeading)
                }
            }
            HStack(alignment: .top) {
                // A segmented picker shows no label (as on iOS): the label is written before it.
                HStack(spacing: 2) {
                    Text(strings["schedule.every"])
                    Picker(strings["schedule.every"], selection: draft.frequency) {
                        ForEach(DepositSchedule.Frequency.allCases, id: \.self) { Text(strings["schedule.every.\($0.rawValue)"]).tag($0) }
                    }
                    .pickerStyle(.segmented)
                    .fixedSize()  // as wide as its segments, not the row
                }
                DayChooser(frequency: draft.wrappedValue.frequency, day: draft.day)
            }
            if draft.wrappedValue.hasInvalidStart { Text(strings["create.expiration.invalid"]).foregroundColor(.red) }
        }
    }
}

/// Which day a weekly (weekday) or monthly (day of month) deposit falls on.
private struct DayChooser: View {
    let frequency: DepositSchedule.Frequency
    @Binding var day: Int
    @Environment(\.strings) private var strings

    var body: some View {
        switch frequency {
        case .week:
            Picker(strings["schedule.on"], selection: $day) {
                ForEach(1...7, id: \.self) { Text(strings["weekday.\($0)"]).tag($0) }
            }
        case .month:
            Stepper(strings("schedule.on.day", day), value: $day, in: 1...31).fixedSize()
        case .day, .year:
            EmptyView()
        }
    }
}
