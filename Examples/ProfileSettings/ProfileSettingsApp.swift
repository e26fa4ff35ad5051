import CursesUI

@main
struct ProfileSettingsApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @AppStorage("displayName") private var displayName = "Taylor Appleseed"
    @AppStorage("theme") private var theme = Theme.system
    @AppStorage("accent") private var accent = AccentChoice.blue
    @AppStorage("textSize") private var textSize = 17.0
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @AppStorage("notifyMessages") private var notifyMessages = true
    @AppStorage("notifyReminders") private var notifyReminders = false
    @AppStorage("showsSeconds") private var showsSeconds = false

    @State private var showingResetConfirmation = false

    private var initials: String {
        String(displayName.split(separator: " ").prefix(2).compactMap(\.first))
    }

    private var clockFormat: Date.FormatStyle {
        showsSeconds ? .dateTime.hour().minute().second() : .dateTime.hour().minute()
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    HStack(spacing: 16) {
                        Circle()
                            .fill(accent.color.gradient)
                            .frame(width: 64, height: 64)
                            .overlay {
                                Text(initials)
                                    .font(.title2.bold())
                                    .foregroundStyle(.white)
                            }
                            .shadow(color: accent.color.opacity(0.4), radius: 6, y: 3)

                        VStack(alignment: .leading, spacing: 4) {
                            Text(displayName.isEmpty ? "Anonymous" : displayName)
                                .font(.headline)
                            Text("**Pro** member since *2021*")
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                    }
                    .padding(.vertical, 4)

                    TextField("Display name", text: $displayName)
                        .textContentType(.name)
                }

                Section("Appearance") {
                    Picker("Theme", selection: $theme) {
                        ForEach(Theme.allCases) { theme in
                            Text(theme.title)
                        }
                    }
                    .pickerStyle(.segmented)

                    Menu {
                        ForEach(AccentChoice.allCases) { choice in
                            Button {
                                withAnimation {
                                    accent = choice
                                }
                            } label: {
                                Label(choice.title, systemImage: choice == accent ? "checkmark.circle.fill" : "circle.fill")
                            }
                        }
                    } label: {
                        LabeledContent("Accent Color") {
                            HStack {
                                Text(accent.title)
                                    .bold()
                                RoundedRectangle(cornerRadius: 6)
                                    .fill(accent.color)
                                    .frame(width: 24, height: 24)
                            }
                        }
                    }

                    Slider(value: $textSize, in: 12...28, step: 1) {
                        Text("Text size")
                    } minimumValueLabel: {
                        Image(systemName: "textformat.size.smaller")
                    } maximumValueLabel: {
                        Image(systemName: "textformat.size.larger")
                    }

                    Text("The quick brown fox jumps over the lazy dog.")
                        .font(.system(size: textSize))
                        .animation(.easeInOut, value: textSize)
                }

                Section("Notifications") {
                    Toggle("Allow notifications", isOn: $notificationsEnabled.animation())

                    if notificationsEnabled {
                        DisclosureGroup("Notification types") {
                            Toggle("Messages", isOn: $notifyMessages)
                            Toggle("Reminders", isOn: $notifyReminders)
                        }
                    }
                }

                Section("Clock") {
                    Toggle("Show seconds", isOn: $showsSeconds)

                    TimelineView(.periodic(from: .now, by: 1)) { context in
                        Text(context.date, format: clockFormat)
                            .font(.system(size: 44, weight: .semibold, design: .rounded))
                            .monospacedDigit()
                            .frame(maxWidth: .infinity)
                            .padding(.vertical, 20)
                            .background(accent.color.opacity(0.15), in: RoundedRectangle(cornerRadius: 16))
                            .shadow(radius: 2)
                    }
                }

                Section("About") {
                    LabeledContent("Version", value: "1.0 (1)")
                    LabeledContent("Account", value: displayName)
                    Link(destination: URL(string: "https://www.apple.com/privacy/")!) {
                        Label("Privacy Policy", systemImage: "hand.raised.fill")
                    }
                    Link("SwiftUI Documentation", destination: URL(string: "https://developer.apple.com/documentation/swiftui")!)
                }

                Section {
                    Button("Reset All Settings", role: .destructive) {
                        showingResetConfirmation = true
                    }
                }
            }
            .navigationTitle("Profile")
            .confirmationDialog("Reset all settings?", isPresented: $showingResetConfirmation, titleVisibility: .visible) {
                Button("Reset", role: .destructive, action: resetSettings)
            } message: {
                Text("Your name, theme and notification choices will go back to their defaults.")
            }
        }
        .tint(accent.color)
        .preferredColorScheme(theme.colorScheme)
    }

    private func resetSettings() {
        withAnimation {
            displayName = "Taylor Appleseed"
            theme = .system
            accent = .blue
            textSize = 17
            notificationsEnabled = true
            notifyMessages = true
            notifyReminders = false
            showsSeconds = false
        }
    }
}

#Preview {
    ContentView()
}
