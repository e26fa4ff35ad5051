import CursesUICore
import FoundationEssentials

/// Step 3: the name (at most 30 characters, trimmed in `onChange`) and the
/// target amount. Next with either missing asks whether to go on with defaults.
struct CreatePiggyBankPage1: View {
    enum Field: Hashable { case name, amount }

    @Binding var pageSteps: Step
    @Binding var piggyBankData: PiggyBankDraft
    let hasBanks: Bool
    @FocusState private var focus: Field?
    @State private var amountProblem: FieldProblem?
    @State private var askingAboutMissingValues = false
    @Environment(\.strings) private var strings

    var body: some View {
        VStack(alignment: .leading) {
            ScreenHeader(strings["create.title"], step: 1)
            VStack(alignment: .leading) {
                NameSection(name: $piggyBankData.name)
                    .focused($focus, equals: .name)
                Text("")
                AmountField(
                    title: strings["create.target"], value: $piggyBankData.targetAmount, range: 0...Money.maximum, problem: $amountProblem
                )
                .focused($focus, equals: .amount)
                Text("")
                HStack(alignment: .top) {
                    Button(strings["common.next"], action: nextPressed)
                    Button(strings["create.skip"], action: skipPressed)
                }
            }
            .padding(.horizontal, 2)
            .onSubmit(nextPressed)
            Spacer()
            HelpBar()
        }
        .onKeyPress(.escape, help: strings["common.back"]) {
            backPressed()
            return .handled
        }
        .alert(strings["create.missing.title"], isPresented: $askingAboutMissingValues) {
            Button(strings["create.missing.defaults"]) { pageSteps = .createIconAndAmount }
            Button(strings["create.missing.reenter"], role: .cancel) {}
        } message: {
            Text(strings["create.missing.message"])
        }
    }

    private func nextPressed() {
        guard amountProblem == nil else { return }
        if piggyBankData.isMissingValues {
            askingAboutMissingValues = true
        } else {
            pageSteps = .createIconAndAmount
        }
    }

    private func skipPressed() { pageSteps = .home }

    private func backPressed() { pageSteps = hasBanks ? .home : .privacy }
}

/// The name field with its "N characters left" line and its trimming `onChange`: the
/// only part of the page that reads the name, so typing re-renders only this.
private struct NameSection: View {
    @Binding var name: String
    @Environment(\.strings) private var strings

    var body: some View {
        let typed = name  // one read of the binding: each goes through the whole draft
        VStack(alignment: .leading) {
            FormField(title: strings["create.name"], text: $name, placeholder: strings["create.name.placeholder"])
            Text(strings.count("create.name.left", max(0, PiggyBankDraft.nameLimit - typed.count))).dim()
        }
        .onChange(of: typed) { _, newValue in
            if newValue.count > PiggyBankDraft.nameLimit {
                name = String(newValue.prefix(PiggyBankDraft.nameLimit))
            }
        }
    }
}
