import CursesUI

class GameSettings: ObservableObject {
    @Published var roundLength = 30
    @Published var maxNumber = 10
    @Published var allowsSubtraction = false
    @Published var showsStreak = true

    /// Not @Published: it changes only at the end of a round, so it announces itself by hand.
    private(set) var bestScore = 0

    func record(score: Int) {
        guard score > bestScore else { return }
        objectWillChange.send()
        bestScore = score
    }

    func resetBestScore() {
        objectWillChange.send()
        bestScore = 0
    }
}

struct Question {
    let left: Int
    let right: Int
    let isSubtraction: Bool

    var answer: Int { isSubtraction ? left - right : left + right }
    var text: String { "\(left) \(isSubtraction ? "-" : "+") \(right) = ?" }

    static func random(upTo maxNumber: Int, allowsSubtraction: Bool) -> Question {
        let a = Int.random(in: 1...maxNumber)
        let b = Int.random(in: 1...maxNumber)
        if allowsSubtraction && Bool.random() {
            return Question(left: max(a, b), right: min(a, b), isSubtraction: true)
        }
        return Question(left: a, right: b, isSubtraction: false)
    }
}

struct GameView: View {
    @EnvironmentObject var settings: GameSettings

    @State private var question = Question(left: 2, right: 3, isSubtraction: false)
    @State private var answer = ""
    @State private var score = 0
    @State private var streak = 0
    @State private var timeRemaining = 30
    @State private var isRunning = false
    @State private var showingResults = false
    @State private var feedback = "Press Start when you're ready"

    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 12) {
            HStack {
                Text("Time: \(timeRemaining)s")
                    .foregroundColor(timeRemaining <= 5 && isRunning ? .red : .primary)
                Spacer()
                Text("Score: \(score)")
            }

            if settings.showsStreak {
                Text("Streak: \(streak)")
                    .foregroundColor(.secondary)
            }

            Text(isRunning ? question.text : "Ready?")
                .font(.largeTitle)

            TextField("Answer", text: $answer)
                .keyboardType(.numberPad)
                .disabled(!isRunning)
                .onSubmit(check)

            Text(feedback)
                .foregroundColor(.secondary)

            Button(isRunning ? "Stop" : "Start") {
                if isRunning {
                    finish()
                } else {
                    start()
                }
            }
            .buttonStyle(.borderedProminent)

            Spacer()
        }
        .padding()
        .onReceive(timer) { _ in
            guard isRunning else { return }
            if timeRemaining > 1 {
                timeRemaining -= 1
            } else {
                timeRemaining = 0
                finish()
            }
        }
        .sheet(isPresented: $showingResults) {
            ResultsView(score: score)
        }
    }

    func start() {
        score = 0
        streak = 0
        answer = ""
        timeRemaining = settings.roundLength
        question = Question.random(upTo: settings.maxNumber, allowsSubtraction: settings.allowsSubtraction)
        feedback = "Go!"
        isRunning = true
    }

    func check() {
        guard isRunning, let value = Int(answer.trimmingCharacters(in: .whitespaces)) else { return }
        if value == question.answer {
            score += 1
            streak += 1
            feedback = "Correct!"
        } else {
            streak = 0
            feedback = "Wrong, \(question.text.replacingOccurrences(of: "?", with: "")) \(question.answer)"
        }
        answer = ""
        question = Question.random(upTo: settings.maxNumber, allowsSubtraction: settings.allowsSubtraction)
    }

    func finish() {
        isRunning = false
        feedback = "Press Start when you're ready"
        settings.record(score: score)
        showingResults = true
    }
}

struct ResultsView: View {
    @EnvironmentObject var settings: GameSettings
    @Environment(\.dismiss) var dismiss
    let score: Int

    var body: some View {
        VStack(spacing: 16) {
            Text("Time's up!")
                .font(.largeTitle)
            Text("You scored \(score)")
            Text("Best score: \(settings.bestScore)")
                .foregroundColor(.secondary)
            Button("Play again") {
                dismiss()
            }
        }
        .padding()
    }
}

struct SettingsView: View {
    @EnvironmentObject var settings: GameSettings

    var body: some View {
        Form {
            Section(header: Text("Round")) {
                Stepper("Round length: \(settings.roundLength)s", value: $settings.roundLength, in: 10...120, step: 10)
                Stepper("Numbers up to \(settings.maxNumber)", value: $settings.maxNumber, in: 5...100, step: 5)
            }

            Section(header: Text("Options")) {
                Toggle("Subtraction", isOn: $settings.allowsSubtraction)
                Toggle("Show streak", isOn: $settings.showsStreak)
            }

            Section(header: Text("Records")) {
                Text("Best score: \(settings.bestScore)")
                Button("Reset best score") {
                    settings.resetBestScore()
                }
                .disabled(settings.bestScore == 0)
            }
        }
        .navigationBarTitle("Settings")
    }
}

struct ContentView: View {
    var body: some View {
        NavigationView {
            GameView()
                .navigationBarTitle("Math Sprint")
                .navigationBarItems(
                    trailing: NavigationLink(destination: SettingsView()) {
                        Image(systemName: "gear")
                    }
                )
        }
        .navigationViewStyle(.stack)
    }
}

@main
struct MathSprintApp: App {
    @StateObject private var settings = GameSettings()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(settings)
        }
    }
}
