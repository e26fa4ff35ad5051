import CursesUICore

/// Step 1: what the app is for, then Continue.
struct WelcomeView: View {
    @Binding var pageSteps: Step
    @Environment(\.strings) private var strings

    var body: some View {
        VStack(alignment: .leading) {
            ScreenHeader(strings["welcome.heading"])
            VStack(alignment: .leading, spacing: 1) {
                Text("🎯  " + strings["welcome.wish"])
                Text("📝  " + strings["welcome.record"])
                Text("📊  " + strings["welcome.bills"])
                Button(strings["common.continue"], action: continuePressed).keyboardShortcut(.enter)
            }
            .padding(.horizontal, 2)
            Spacer()
            HelpBar()
        }
    }

    private func continuePressed() { pageSteps = .privacy }
}
