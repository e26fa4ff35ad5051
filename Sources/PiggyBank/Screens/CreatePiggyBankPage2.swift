import CursesUICore
import FoundationEssentials

/// Step 4: the icon (picking the picked one clears it), the initial amount and an optional
/// expiration date.
struct CreatePiggyBankPage2: View {
    @Binding var pageSteps: Step
    @Binding var piggyBankData: PiggyBankDraft
    @State private var amountProblem: FieldProblem?
    @Environment(\.strings) private var strings
    @Environment(\.usesASCIIIcons) private var usesASCII

    var body: some View {
        VStack(alignment: .leading) {
            ScreenHeader(strings["create.title"], step: 2)
            VStack(alignment: .leading) {
                Text(strings["create.icon"]).bold()
                IconPicker(selection: $piggyBankData.icon)
                Text(pickedLabel)
                Text("")
                AmountField(
                    title: strings["create.initial"], value: $piggyBankData.initialAmount, range: 0...Money.maximum, problem: $amountProblem
                )
                Text("")
                ExpiryField(isOn: $piggyBankData.hasExpiration, text: $piggyBankData.expirationText)
                ScheduleFields(schedule: $piggyBankData.schedule)
                Text("")
                HStack(alignment: .top) {
                    Button(strings["common.previous"], action: previousPressed)
                    Button(strings["common.next"], action: nextPressed).disabled(
                        amountProblem != nil || piggyBankData.hasInvalidExpiration || piggyBankData.schedule?.hasInvalidStart == true)
                }
            }
            .padding(.horizontal, 2)
            .onSubmit(nextPressed)
            Spacer()
            HelpBar()
        }
        .onKeyPress(.escape, help: strings["common.back"]) {
            previousPressed()
            return .handled
        }
    }

    private var pickedLabel: String {
        guard let icon = IconCatalog.icon(id: piggyBankData.icon) else { return strings["create.icon.none"] }
        return strings("create.icon.picked", "\(usesASCII ? icon.ascii : icon.glyph) \(icon.name(in: strings.language))")
    }

    private func nextPressed() {
        guard amountProblem == nil, !piggyBankData.hasInvalidExpiration, piggyBankData.schedule?.hasInvalidStart != true else { return }
        pageSteps = .completed
    }

    private func previousPressed() { pageSteps = .createNameAndTarget }
}
