import CursesUI

@main
struct QuizApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    private let questions = Question.all

    @State private var currentIndex = 0
    @State private var score = 0
    @State private var selectedAnswer: Int?
    @State private var isFinished = false

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                if isFinished {
                    ResultsView(score: score, total: questions.count, restart: restart)
                        .transition(.scale.combined(with: .opacity))
                } else {
                    questionView
                        .id(currentIndex)
                        .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))
                }
            }
            .padding()
            .frame(maxHeight: .infinity, alignment: .top)
            .navigationTitle("SwiftUI Quiz")
            .toolbar {
                if !isFinished {
                    Text("Score: \(score)")
                        .font(.headline)
                        .contentTransition(.numericText())
                }
            }
        }
    }

    private var questionView: some View {
        let question = questions[currentIndex]

        return VStack(alignment: .leading, spacing: 16) {
            ProgressView(value: Double(currentIndex), total: Double(questions.count)) {
                Text("Question \(currentIndex + 1) of \(questions.count)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }

            Text(question.text)
                .font(.title2.bold())
                .fixedSize(horizontal: false, vertical: true)

            ForEach(question.answers.indices, id: \.self) { index in
                Button {
                    choose(index)
                } label: {
                    Text(question.answers[index])
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .tint(tint(for: index, in: question))
                .disabled(selectedAnswer != nil)
            }

            if let selectedAnswer {
                Text(selectedAnswer == question.correctIndex ? "Correct!" : "Not quite.")
                    .font(.headline)
                    .foregroundStyle(selectedAnswer == question.correctIndex ? Color.green : Color.red)
                Text(question.explanation)
                    .foregroundStyle(.secondary)

                Button(currentIndex + 1 < questions.count ? "Next Question" : "See Results", action: next)
                    .buttonStyle(.bordered)
                    .frame(maxWidth: .infinity)
            }
        }
    }

    private func tint(for index: Int, in question: Question) -> Color {
        guard let selectedAnswer else { return .blue }

        if index == question.correctIndex {
            return .green
        } else if index == selectedAnswer {
            return .red
        } else {
            return .gray
        }
    }

    private func choose(_ index: Int) {
        withAnimation {
            selectedAnswer = index
            if index == questions[currentIndex].correctIndex {
                score += 1
            }
        }
    }

    private func next() {
        withAnimation(.easeInOut) {
            selectedAnswer = nil
            if currentIndex + 1 < questions.count {
                currentIndex += 1
            } else {
                isFinished = true
            }
        }
    }

    private func restart() {
        withAnimation(.bouncy) {
            currentIndex = 0
            score = 0
            selectedAnswer = nil
            isFinished = false
        }
    }
}

struct ResultsView: View {
    let score: Int
    let total: Int
    let restart: () -> Void

    private var message: String {
        switch Double(score) / Double(total) {
        case 1: "Perfect score!"
        case 0.6...: "Nicely done."
        default: "Keep practising!"
        }
    }

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: score == total ? "star.circle.fill" : "checkmark.circle")
                .font(.system(size: 80))
                .foregroundStyle(.yellow, .orange)
                .symbolRenderingMode(.palette)

            Text("You scored")
                .font(.title3)
            Text("\(score) / \(total)")
                .font(.system(size: 56, weight: .heavy, design: .rounded))
            Text(message)
                .font(.headline)
                .foregroundStyle(.secondary)

            Button("Play Again", systemImage: "arrow.counterclockwise", action: restart)
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
        }
        .padding(.top, 40)
    }
}

#Preview {
    ContentView()
}
