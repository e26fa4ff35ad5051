import CursesUI

struct OnboardingPage: Identifiable {
    let id = UUID()
    let systemImage: String
    let title: String
    let message: String
    let tint: Color
}

enum AppTheme: String, CaseIterable, Identifiable {
    case system = "System", light = "Light", dark = "Dark"
    var id: Self { self }
    var colorScheme: ColorScheme? {
        switch self {
        case .system: return nil
        case .light: return .light
        case .dark: return .dark
        }
    }
}

enum Units: String, CaseIterable, Identifiable {
    case metric = "Metric", imperial = "Imperial"
    var id: Self { self }
}

@main
struct OnboardingApp: App {
    @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false
    @AppStorage("theme") private var theme: AppTheme = .system

    var body: some Scene {
        WindowGroup {
            HomeView()
                .fullScreenCover(isPresented: Binding(get: { !hasSeenOnboarding }, set: { hasSeenOnboarding = !$0 })) {
                    OnboardingView()
                }
                .preferredColorScheme(theme.colorScheme)
        }
    }
}

struct OnboardingView: View {
    @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false
    @State private var selection = 0

    private let pages = [
        OnboardingPage(systemImage: "drop.fill", title: "Track your water",
                       message: "Log every glass with a single tap and watch your day fill up.", tint: .blue),
        OnboardingPage(systemImage: "bell.badge.fill", title: "Gentle reminders",
                       message: "We nudge you when it has been a while since your last glass.", tint: .orange),
        OnboardingPage(systemImage: "chart.bar.fill", title: "See your progress",
                       message: "Weekly charts show how close you get to your goal.", tint: .green),
    ]

    var body: some View {
        VStack {
            HStack {
                Spacer()
                Button("Skip") { hasSeenOnboarding = true }
                    .padding()
            }
            TabView(selection: $selection) {
                ForEach(Array(pages.enumerated()), id: \.element.id) { index, page in
                    VStack(spacing: 20) {
                        Image(systemName: page.systemImage)
                            .font(.system(size: 80))
                            .foregroundStyle(page.tint)
                        Text(page.title)
                            .font(.largeTitle.bold())
                        Text(page.message)
                            .font(.body)
                            .multilineTextAlignment(.center)
                            .foregroundStyle(.secondary)
                            .padding(.horizontal, 40)
                    }
                    .tag(index)
                }
            }
            .tabViewStyle(.page)
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            Button {
                if selection < pages.count - 1 {
                    withAnimation { selection += 1 }
                } else {
                    hasSeenOnboarding = true
                }
            } label: {
                Text(selection < pages.count - 1 ? "Next" : "Get Started")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding()
        }
    }
}

struct HomeView: View {
    @AppStorage("dailyGoal") private var dailyGoal = 8
    @AppStorage("glassesToday") private var glassesToday = 0
    @State private var showingSettings = false

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                Gauge(value: Double(min(glassesToday, dailyGoal)), in: 0...Double(dailyGoal)) {
                    Text("Water")
                } currentValueLabel: {
                    Text("\(glassesToday)")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(.blue)
                .scaleEffect(2)
                .padding(40)

                Text("\(glassesToday) of \(dailyGoal) glasses")
                    .font(.title2)
                HStack(spacing: 16) {
                    Button("Remove", systemImage: "minus") { glassesToday = max(glassesToday - 1, 0) }
                        .buttonStyle(.bordered)
                        .disabled(glassesToday == 0)
                    Button("Add Glass", systemImage: "plus") { glassesToday += 1 }
                        .buttonStyle(.borderedProminent)
                }
                if glassesToday >= dailyGoal {
                    Label("Goal reached!", systemImage: "checkmark.seal.fill")
                        .foregroundStyle(.green)
                }
                Spacer()
            }
            .padding()
            .navigationTitle("Today")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button { showingSettings = true } label: { Image(systemName: "gearshape") }
                }
            }
            .sheet(isPresented: $showingSettings) {
                SettingsView()
            }
        }
    }
}

struct SettingsView: View {
    @Environment(\.dismiss) private var dismiss
    @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false
    @AppStorage("theme") private var theme: AppTheme = .system
    @AppStorage("units") private var units: Units = .metric
    @AppStorage("dailyGoal") private var dailyGoal = 8
    @AppStorage("remindersOn") private var remindersOn = true
    @AppStorage("soundsOn") private var soundsOn = false
    @AppStorage("glassesToday") private var glassesToday = 0
    @State private var accent = Color.blue
    @State private var confirmingReset = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Appearance") {
                    Picker("Theme", selection: $theme) {
                        ForEach(AppTheme.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.segmented)
                    ColorPicker("Accent colour", selection: $accent)
                }
                Section {
                    Stepper("Daily goal: \(dailyGoal) glasses", value: $dailyGoal, in: 1...20)
                    Picker("Units", selection: $units) {
                        ForEach(Units.allCases) { Text($0.rawValue).tag($0) }
                    }
                } header: {
                    Text("Goal")
                } footer: {
                    Text(units == .metric ? "One glass is 250 ml." : "One glass is 8 fl oz.")
                }
                Section("Notifications") {
                    Toggle("Reminders", isOn: $remindersOn)
                    Toggle("Sounds", isOn: $soundsOn)
                        .disabled(!remindersOn)
                }
                Section {
                    Button("Reset today's count") { glassesToday = 0 }
                    Button("Show onboarding again", role: .destructive) { confirmingReset = true }
                }
            }
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
            .confirmationDialog("Show the welcome screens again?", isPresented: $confirmingReset, titleVisibility: .visible) {
                Button("Reset Onboarding", role: .destructive) {
                    dismiss()
                    hasSeenOnboarding = false
                }
                Button("Cancel", role: .cancel) {}
            }
        }
        .tint(accent)
    }
}
