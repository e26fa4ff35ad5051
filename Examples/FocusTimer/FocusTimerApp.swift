// A focus timer, written as for SwiftUI (only the import differs): a quote loaded with
// `.task`, a clock in a `TimelineView`, a countdown driven by `Timer.scheduledTimer`, and the
// session length in `@AppStorage`. Everything on screen moves without a key being pressed.
import CursesUI

@main
struct FocusTimerApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct QuoteService {
    func quoteOfTheDay() async throws -> String {
        try await Task.sleep(for: .milliseconds(800))
        return "Well begun is half done."
    }
}

struct ContentView: View {
    @AppStorage("sessionMinutes") private var sessionMinutes = 25.0
    @State private var quote: String?
    @State private var secondsLeft = 0
    @State private var timer: Timer?

    var body: some View {
        NavigationStack {
            Form {
                Section("Today") {
                    if let quote {
                        Text(quote)
                    } else {
                        Text("Loading quote…")
                    }
                    TimelineView(.periodic(from: .now, by: 1)) { context in
                        Text("Now \(context.date.formatted(date: .omitted, time: .standard))")
                    }
                }
                Section("Session") {
                    Stepper("Length: \(Int(sessionMinutes)) min", value: $sessionMinutes, in: 1...60)
                    Text(timer == nil ? "Stopped" : "Left: \(secondsLeft) s")
                    Button(timer == nil ? "Start" : "Stop") {
                        if timer == nil { start() } else { stop() }
                    }
                }
            }
            .navigationTitle("Focus")
        }
        .task {
            quote = try? await QuoteService().quoteOfTheDay()
        }
    }

    func start() {
        secondsLeft = Int(sessionMinutes * 60)
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            MainActor.assumeIsolated {
                secondsLeft -= 1
                if secondsLeft <= 0 { stop() }
            }
        }
    }

    func stop() {
        timer?.invalidate()
        timer = nil
    }
}
