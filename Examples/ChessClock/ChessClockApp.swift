import CursesUI

enum TimeControl: String, CaseIterable, Identifiable {
    case bullet = "1 | 0"
    case blitz = "3 | 2"
    case rapid = "10 | 5"
    case classical = "30 | 0"

    var id: Self { self }
    var minutes: Int { Int(rawValue.split(separator: " ").first ?? "5") ?? 5 }
    var increment: Int { Int(rawValue.split(separator: " ").last ?? "0") ?? 0 }

    var name: String {
        switch self {
        case .bullet: "Bullet"
        case .blitz: "Blitz"
        case .rapid: "Rapid"
        case .classical: "Classical"
        }
    }
}

enum Player: String {
    case white = "White", black = "Black"
    var opponent: Player { self == .white ? .black : .white }
}

@Observable
final class GameClock {
    private(set) var control: TimeControl
    private(set) var remaining: [Player: TimeInterval] = [:]
    private(set) var moves: [Player: Int] = [:]
    private(set) var running: Player?
    private(set) var isPaused = false
    private(set) var loser: Player?
    private var lastTick = Date.now

    init(control: TimeControl) {
        self.control = control
        reset(to: control)
    }

    var hasStarted: Bool { running != nil }
    var isTicking: Bool { running != nil && !isPaused && loser == nil }

    func reset(to control: TimeControl) {
        self.control = control
        let seconds = TimeInterval(control.minutes * 60)
        remaining = [.white: seconds, .black: seconds]
        moves = [.white: 0, .black: 0]
        running = nil
        isPaused = false
        loser = nil
    }

    /// The player who just moved taps their own clock, which starts the opponent's.
    func tap(_ player: Player) {
        guard loser == nil, !isPaused else { return }
        if running == nil {
            // White moves first, so Black's tap starts the game.
            guard player == .black else { return }
        } else {
            guard running == player else { return }
            tick()
            moves[player, default: 0] += 1
            remaining[player, default: 0] += TimeInterval(control.increment)
        }
        running = player.opponent
        lastTick = .now
    }

    func togglePause() {
        guard hasStarted, loser == nil else { return }
        if isPaused { lastTick = .now } else { tick() }
        isPaused.toggle()
    }

    func tick() {
        guard let player = running, isTicking else { return }
        let now = Date.now
        remaining[player, default: 0] -= now.timeIntervalSince(lastTick)
        lastTick = now
        if remaining[player, default: 0] <= 0 {
            remaining[player] = 0
            loser = player
        }
    }
}

@main
struct ChessClockApp: App {
    var body: some Scene {
        WindowGroup {
            ClockScreen()
                .preferredColorScheme(.dark)
        }
    }
}

struct ClockScreen: View {
    @AppStorage("timeControl") private var savedControl = TimeControl.blitz
    @State private var clock = GameClock(control: .blitz)
    @State private var showingSettings = false
    @State private var confirmingReset = false

    var body: some View {
        VStack(spacing: 0) {
            PlayerPanel(clock: clock, player: .black)
                .rotationEffect(.degrees(180))
            controlBar
            PlayerPanel(clock: clock, player: .white)
        }
        .background(Color.black)
        .ignoresSafeArea()
        .statusBarHidden()
        .persistentSystemOverlays(.hidden)
        .onAppear { clock.reset(to: savedControl) }
        .task(id: clock.isTicking) {
            while clock.isTicking {
                try? await Task.sleep(for: .milliseconds(100))
                clock.tick()
            }
        }
        .sensoryFeedback(.impact(weight: .heavy), trigger: clock.running)
        .sheet(isPresented: $showingSettings) {
            SettingsSheet(selection: $savedControl) { clock.reset(to: $0) }
                .presentationDetents([.medium])
        }
        .confirmationDialog("Reset the clock?", isPresented: $confirmingReset, titleVisibility: .visible) {
            Button("Reset", role: .destructive) { clock.reset(to: savedControl) }
        }
        .alert("\(clock.loser?.rawValue ?? "") ran out of time", isPresented: .constant(clock.loser != nil)) {
            Button("New Game") { clock.reset(to: savedControl) }
        } message: {
            Text("\(clock.loser?.opponent.rawValue ?? "") wins on time.")
        }
    }

    private var controlBar: some View {
        HStack(spacing: 40) {
            Button("Reset", systemImage: "arrow.counterclockwise") { confirmingReset = true }
                .disabled(!clock.hasStarted)
            Button(clock.isPaused ? "Resume" : "Pause",
                   systemImage: clock.isPaused ? "play.fill" : "pause.fill") {
                clock.togglePause()
            }
            .disabled(!clock.hasStarted || clock.loser != nil)
            Button("Settings", systemImage: "gearshape") { showingSettings = true }
                .disabled(clock.isTicking)
        }
        .labelStyle(.iconOnly)
        .font(.title2)
        .foregroundStyle(.white)
        .padding(.vertical, 12)
    }
}

struct PlayerPanel: View {
    let clock: GameClock
    let player: Player

    private var isRunning: Bool { clock.running == player }
    private var seconds: TimeInterval { clock.remaining[player] ?? 0 }

    var body: some View {
        Button {
            clock.tap(player)
        } label: {
            GeometryReader { proxy in
                VStack(spacing: 8) {
                    Text(formatted(seconds))
                        .font(.system(size: proxy.size.height * 0.3, weight: .bold, design: .rounded))
                        .monospacedDigit()
                        .contentTransition(.numericText(countsDown: true))
                    Text("\(player.rawValue) · Moves: \(clock.moves[player] ?? 0)")
                        .font(.headline)
                    if !clock.hasStarted && player == .black {
                        Text("Black taps to start White's clock")
                            .font(.caption)
                    }
                }
                .frame(width: proxy.size.width, height: proxy.size.height)
            }
        }
        .buttonStyle(PanelButtonStyle(color: panelColor))
    }

    private var panelColor: Color {
        if clock.loser == player { return .red }
        if isRunning && !clock.isPaused { return .orange }
        return Color(white: 0.25)
    }

    private func formatted(_ time: TimeInterval) -> String {
        if time < 10 && time > 0 {
            return String(format: "%.1f", time)
        }
        let whole = Int(time.rounded(.up))
        return String(format: "%d:%02d", whole / 60, whole % 60)
    }
}

struct PanelButtonStyle: ButtonStyle {
    let color: Color

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(.white)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(configuration.isPressed ? color.opacity(0.7) : color)
            .clipShape(RoundedRectangle(cornerRadius: 16))
            .padding(6)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

struct SettingsSheet: View {
    @Binding var selection: TimeControl
    var onChange: (TimeControl) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Picker("Time Control", selection: $selection) {
                    ForEach(TimeControl.allCases) { control in
                        VStack(alignment: .leading) {
                            Text(control.name)
                            Text("\(control.minutes) min + \(control.increment) s per move")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                        .tag(control)
                    }
                }
                .pickerStyle(.inline)
            }
            .navigationTitle("Time Control")
            .toolbar {
                Button("Done") {
                    onChange(selection)
                    dismiss()
                }
            }
        }
    }
}
