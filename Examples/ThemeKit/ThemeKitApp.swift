import CursesUI

// MARK: - Theme

enum ThemeName: String, CaseIterable, Identifiable {
    case light, ocean, sunset

    var id: Self { self }
    var title: String { rawValue.capitalized }
}

struct Theme {
    var accent: Color
    var background: Color
    var cardBackground: Color
    var text: Color
    var secondaryText: Color

    static func named(_ name: ThemeName) -> Theme {
        switch name {
        case .light:
            Theme(
                accent: .blue,
                background: Color(white: 0.95),
                cardBackground: .white,
                text: .black,
                secondaryText: .gray
            )
        case .ocean:
            Theme(
                accent: .teal,
                background: Color(red: 0.04, green: 0.18, blue: 0.32),
                cardBackground: Color(red: 0.09, green: 0.29, blue: 0.47),
                text: .white,
                secondaryText: .cyan
            )
        case .sunset:
            Theme(
                accent: .orange,
                background: Color(red: 0.29, green: 0.09, blue: 0.2),
                cardBackground: Color(red: 0.47, green: 0.18, blue: 0.24),
                text: .white,
                secondaryText: .yellow
            )
        }
    }
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = Theme.named(.light)
}

extension EnvironmentValues {
    var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

// MARK: - Styles

struct PillButtonStyle: ButtonStyle {
    @Environment(\.theme) private var theme
    var prominent = true

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .padding(.horizontal, 20)
            .padding(.vertical, 10)
            .foregroundStyle(prominent ? Color.white : theme.accent)
            .background(
                Capsule()
                    .fill(prominent ? theme.accent : theme.accent.opacity(0.15))
            )
            .opacity(configuration.isPressed ? 0.7 : 1)
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

extension ButtonStyle where Self == PillButtonStyle {
    static var pill: PillButtonStyle { PillButtonStyle() }
}

struct CheckboxToggleStyle: ToggleStyle {
    @Environment(\.theme) private var theme

    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack(spacing: 10) {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                    .font(.title3)
                    .foregroundStyle(configuration.isOn ? theme.accent : theme.secondaryText)
                configuration.label
                    .foregroundStyle(theme.text)
                Spacer()
            }
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(configuration.isOn ? .isSelected : [])
    }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

struct BadgeLabelStyle: LabelStyle {
    @Environment(\.theme) private var theme

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            configuration.icon
                .foregroundStyle(theme.accent)
            configuration.title
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(theme.text)
        }
        .padding(.horizontal, 10)
        .padding(.vertical, 6)
        .background(theme.accent.opacity(0.15), in: Capsule())
    }
}

extension LabelStyle where Self == BadgeLabelStyle {
    static var badge: BadgeLabelStyle { BadgeLabelStyle() }
}

struct CardModifier: ViewModifier {
    @Environment(\.theme) private var theme

    func body(content: Content) -> some View {
        content
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(
                theme.cardBackground,
                in: RoundedRectangle(cornerRadius: 16, style: .continuous)
            )
            .shadow(color: .black.opacity(0.12), radius: 6, x: 0, y: 3)
    }
}

extension View {
    func cardStyle() -> some View {
        modifier(CardModifier())
    }
}

// MARK: - Preferences

struct SectionTitlesKey: PreferenceKey {
    static let defaultValue: [String] = []

    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value.append(contentsOf: nextValue())
    }
}

struct CardHeightsKey: PreferenceKey {
    static let defaultValue: [String: CGFloat] = [:]

    static func reduce(value: inout [String: CGFloat], nextValue: () -> [String: CGFloat]) {
        value.merge(nextValue()) { _, new in new }
    }
}

// MARK: - Views

struct ShowcaseSection<Content: View>: View {
    @Environment(\.theme) private var theme
    let title: String
    @ViewBuilder var content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(title.uppercased())
                .font(.caption.bold())
                .foregroundStyle(theme.secondaryText)
            content
        }
        .cardStyle()
        .background(
            GeometryReader { proxy in
                Color.clear
                    .preference(key: CardHeightsKey.self, value: [title: proxy.size.height])
            }
        )
        .preference(key: SectionTitlesKey.self, value: [title])
    }
}

struct ContentView: View {
    @AppStorage("themeName") private var themeName: ThemeName = .light
    @State private var notificationsOn = true
    @State private var syncOn = false
    @State private var compactMode = false
    @State private var tapCount = 0
    @State private var sectionTitles: [String] = []
    @State private var cardHeights: [String: CGFloat] = [:]

    private var theme: Theme { .named(themeName) }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 20) {
                    Picker("Theme", selection: $themeName) {
                        ForEach(ThemeName.allCases) { name in
                            Text(name.title).tag(name)
                        }
                    }
                    .pickerStyle(.segmented)

                    ShowcaseSection("Buttons") {
                        HStack(spacing: 12) {
                            Button("Primary") { tapCount += 1 }
                                .buttonStyle(.pill)
                            Button("Reset") { tapCount = 0 }
                                .buttonStyle(PillButtonStyle(prominent: false))
                        }
                        Text("Tapped \(tapCount) times")
                            .font(.footnote)
                            .foregroundStyle(theme.secondaryText)
                    }

                    ShowcaseSection("Toggles") {
                        Toggle("Notifications", isOn: $notificationsOn)
                        Toggle("iCloud Sync", isOn: $syncOn)
                        Toggle("Compact Mode", isOn: $compactMode)
                    }
                    .toggleStyle(.checkbox)

                    ShowcaseSection("Labels") {
                        HStack {
                            Label("Featured", systemImage: "star.fill")
                            Label("New", systemImage: "sparkles")
                        }
                        .labelStyle(.badge)
                        Label("Icon only", systemImage: "paintbrush")
                            .labelStyle(.iconOnly)
                        Label("Title only", systemImage: "paintbrush")
                            .labelStyle(.titleOnly)
                            .foregroundStyle(theme.text)
                    }

                    ShowcaseSection("Layout") {
                        Text("Sections: \(sectionTitles.joined(separator: ", "))")
                            .foregroundStyle(theme.text)
                        ForEach(sectionTitles, id: \.self) { title in
                            HStack {
                                Text(title)
                                Spacer()
                                Text("\(Int(cardHeights[title] ?? 0)) pt")
                                    .monospacedDigit()
                            }
                            .font(.callout)
                            .foregroundStyle(theme.secondaryText)
                        }
                    }
                }
                .padding()
            }
            .background(theme.background.ignoresSafeArea())
            .navigationTitle("ThemeKit")
            .onPreferenceChange(SectionTitlesKey.self) { titles in
                sectionTitles = titles
            }
            .onPreferenceChange(CardHeightsKey.self) { heights in
                cardHeights = heights
            }
        }
        .environment(\.theme, theme)
        .tint(theme.accent)
    }
}

@main
struct ThemeKitApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
