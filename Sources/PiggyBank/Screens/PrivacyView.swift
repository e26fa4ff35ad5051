import CursesUICore
import PiggyBankResources

/// Step 2: the privacy notice from Resources, scrollable; Agree goes on, Esc goes back.
struct PrivacyView: View {
    @Binding var pageSteps: Step
    @Environment(\.strings) private var strings

    var body: some View {
        VStack(alignment: .leading) {
            ScreenHeader(strings["privacy.title"])
            ScrollText(Self.policy(strings.language)).padding(.horizontal, 2)
            Text("")
            HStack(alignment: .top) {
                Button(strings["privacy.agree"], action: agreePressed).keyboardShortcut(.defaultAction)
                Button(strings["common.back"], action: backPressed)
            }
            .padding(.horizontal, 2)
            HelpBar()
        }
        .onKeyPress(.escape, help: strings["common.back"]) {
            backPressed()
            return .handled
        }
    }

    nonisolated static func policy(_ language: Language) -> String {
        PiggyBankResources.text("Text/privacy.\(language.rawValue).txt") ?? ""
    }

    private func agreePressed() { pageSteps = .createNameAndTarget }
    private func backPressed() { pageSteps = .welcome }
}
