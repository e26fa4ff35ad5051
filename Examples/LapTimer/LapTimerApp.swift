import CursesUI

@main
struct LapTimerApp: App {
    var body: some Scene {
        WindowGroup {
            StopwatchView()
        }
    }
}

@Observable
final class Stopwatch {
    struct Lap: Identifiable, Hashable {
        let id = UUID()
        let number: Int
        let duration: TimeInterval
    }

    private(set) var isRunning = false
    private(set) var laps: [Lap] = []
    private var startDate: Date?
    private var accumulated: TimeInterval = 0
    private var lapStart: TimeInterval = 0

    var hasStarted: Bool { isRunning || accumulated > 0 }

    func elapsed(at date: Date = .now) -> TimeInterval {
        guard let startDate else { return accumulated }
        return accumulated + date.timeIntervalSince(startDate)
    }

    func currentLap(at date: Date = .now) -> TimeInterval {
        elapsed(at: date) - lapStart
    }

    func start() {
        startDate = .now
        isRunning = true
    }

    func stop() {
        accumulated = elapsed()
        startDate = nil
        isRunning = false
    }

    func lap() {
        let total = elapsed()
        laps.insert(Lap(number: laps.count + 1, duration: total - lapStart), at: 0)
        lapStart = total
    }

    func reset() {
        startDate = nil
        accumulated = 0
        lapStart = 0
        laps.removeAll()
        isRunning = false
    }

    var fastestLap: Lap? {
        laps.count > 1 ? laps.min { $0.duration < $1.duration } : nil
    }

    var slowestLap: Lap? {
        laps.count > 1 ? laps.max { $0.duration < $1.duration } : nil
    }
}

extension TimeInterval {
    func stopwatchText(showsHundredths: Bool) -> String {
        let pattern: Duration.TimeFormatStyle.Pattern = .minuteSecond(
            padMinuteToLength: 2,
            fractionalSecondsLength: showsHundredths ? 2 : 0
        )
        return Duration.milliseconds(Int64(self * 1000)).formatted(.time(pattern: pattern))
    }
}

struct StopwatchView: View {
    @State private var stopwatch = Stopwatch()
    @State private var page = 0
    @AppStorage("showsHundredths") private var showsHundredths = true

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                TimelineView(.animation(minimumInterval: 0.01, paused: !stopwatch.isRunning)) { context in
                    TabView(selection: $page) {
                        Text(stopwatch.elapsed(at: context.date).stopwatchText(showsHundredths: showsHundredths))
                            .font(.system(size: 64, weight: .thin))
                            .monospacedDigit()
                            .tag(0)
                        DialView(elapsed: stopwatch.elapsed(at: context.date))
                            .tag(1)
                    }
                    .tabViewStyle(.page)
                    .indexViewStyle(.page(backgroundDisplayMode: .always))
                    .frame(height: 260)
                }

                HStack {
                    if stopwatch.isRunning {
                        Button("Lap") { stopwatch.lap() }
                            .buttonStyle(RoundButtonStyle(color: .gray))
                            .keyboardShortcut("l", modifiers: [])
                    } else {
                        Button("Reset") { stopwatch.reset() }
                            .buttonStyle(RoundButtonStyle(color: .gray))
                            .disabled(!stopwatch.hasStarted)
                    }
                    Spacer()
                    Button(stopwatch.isRunning ? "Stop" : "Start") {
                        stopwatch.isRunning ? stopwatch.stop() : stopwatch.start()
                    }
                    .buttonStyle(RoundButtonStyle(color: stopwatch.isRunning ? .red : .green))
                    .keyboardShortcut(.space, modifiers: [])
                }
                .padding(.horizontal)

                LapList(stopwatch: stopwatch, showsHundredths: showsHundredths)
            }
            .navigationTitle("Stopwatch")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Toggle("Show Hundredths", isOn: $showsHundredths)
                        Picker("Face", selection: $page) {
                            Text("Digital").tag(0)
                            Text("Analog").tag(1)
                        }
                    } label: {
                        Label("Options", systemImage: "ellipsis.circle")
                    }
                }
                if !stopwatch.laps.isEmpty {
                    ToolbarItem(placement: .topBarLeading) {
                        ShareLink(item: summary) {
                            Label("Share Laps", systemImage: "square.and.arrow.up")
                        }
                    }
                }
            }
            .sensoryFeedback(.impact(weight: .light), trigger: stopwatch.laps.count)
        }
    }

    private var summary: String {
        stopwatch.laps.reversed()
            .map { "Lap \($0.number): \($0.duration.stopwatchText(showsHundredths: true))" }
            .joined(separator: "\n")
    }
}

struct LapList: View {
    let stopwatch: Stopwatch
    let showsHundredths: Bool

    var body: some View {
        List {
            if stopwatch.hasStarted {
                TimelineView(.animation(minimumInterval: 0.01, paused: !stopwatch.isRunning)) { context in
                    LapRow(
                        title: "Lap \(stopwatch.laps.count + 1)",
                        time: stopwatch.currentLap(at: context.date).stopwatchText(showsHundredths: showsHundredths)
                    )
                }
            }
            ForEach(stopwatch.laps) { lap in
                LapRow(title: "Lap \(lap.number)", time: lap.duration.stopwatchText(showsHundredths: showsHundredths))
                    .foregroundStyle(color(for: lap))
            }
        }
        .listStyle(.plain)
        .overlay {
            if !stopwatch.hasStarted {
                ContentUnavailableView("No Laps", systemImage: "stopwatch", description: Text("Tap Start, then Lap to record split times."))
            }
        }
    }

    private func color(for lap: Stopwatch.Lap) -> Color {
        if lap == stopwatch.fastestLap { return .green }
        if lap == stopwatch.slowestLap { return .red }
        return .primary
    }
}

struct LapRow: View {
    let title: String
    let time: String

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(time).monospacedDigit()
        }
    }
}

struct DialView: View {
    let elapsed: TimeInterval

    var body: some View {
        ZStack {
            Circle().stroke(.secondary, lineWidth: 2)
            ForEach(0..<12) { tick in
                Rectangle()
                    .fill(.primary)
                    .frame(width: 2, height: 10)
                    .offset(y: -110)
                    .rotationEffect(.degrees(Double(tick) * 30))
            }
            Text("\(Int(elapsed) / 60) min")
                .font(.caption)
                .foregroundStyle(.secondary)
                .offset(y: 40)
            Capsule()
                .fill(.orange)
                .frame(width: 3, height: 100)
                .offset(y: -50)
                .rotationEffect(.degrees(elapsed.truncatingRemainder(dividingBy: 60) * 6))
            Circle().fill(.orange).frame(width: 10, height: 10)
        }
        .frame(width: 240, height: 240)
    }
}

struct RoundButtonStyle: ButtonStyle {
    var color: Color
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(color)
            .frame(width: 80, height: 80)
            .background(Circle().fill(color.opacity(configuration.isPressed ? 0.5 : 0.25)))
            .overlay(Circle().stroke(color.opacity(0.4), lineWidth: 2).padding(4))
            .opacity(isEnabled ? 1 : 0.5)
    }
}

#Preview {
    StopwatchView()
}
