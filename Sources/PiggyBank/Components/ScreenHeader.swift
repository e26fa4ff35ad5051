import CursesUICore

/// The top line of every screen, in the theme's accent colour (reversed, so it reads as a bar
/// with or without colour): the app's name, the screen's title and, in the create flow, the step.
public struct ScreenHeader: View {
    let title: String
    let step: Int?
    @Environment(\.strings) private var strings
    @Environment(\.theme) private var theme

    public init(_ title: String, step: Int? = nil) {
        self.title = title
        self.step = step
    }

    public var body: some View {
        VStack(alignment: .leading) {
            HStack(alignment: .top, spacing: 0) {
                Text(" \(strings["app.title"]) · \(title)").bold()
                Spacer()
                if let step { Text(strings("common.step", step) + " ").dim() }
            }
            .reverse()
            .foregroundColor(theme.accent)
            Text("")
        }
    }
}
