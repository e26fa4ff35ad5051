import CursesUI

@main
struct WordScrambleApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @State private var usedWords = [String]()
    @State private var rootWord = ""
    @State private var newWord = ""

    @State private var errorTitle = ""
    @State private var errorMessage = ""
    @State private var showingError = false

    @FocusState private var isInputFocused: Bool

    private var score: Int {
        usedWords.reduce(0) { $0 + $1.count } + usedWords.count
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    TextField("Enter your word", text: $newWord)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                        .focused($isInputFocused)
                        .submitLabel(.go)
                }

                Section {
                    ForEach(usedWords, id: \.self) { word in
                        HStack {
                            Image(systemName: "\(word.count).circle.fill")
                                .foregroundStyle(.tint)
                            Text(word)
                        }
                        .accessibilityElement()
                        .accessibilityLabel("\(word), \(word.count) letters")
                    }
                } header: {
                    HStack {
                        Text("Your words")
                        Spacer()
                        Text("Score: \(score)")
                            .bold()
                            .contentTransition(.numericText())
                    }
                } footer: {
                    if usedWords.isEmpty {
                        Text("Make words of three or more letters from **\(rootWord)**.")
                    }
                }
            }
            .navigationTitle(rootWord)
            .onSubmit(addNewWord)
            .onAppear(perform: startGame)
            .alert(errorTitle, isPresented: $showingError) {
                Button("OK") { }
            } message: {
                Text(errorMessage)
            }
            .toolbar {
                Button("New Word", systemImage: "arrow.clockwise", action: startGame)
            }
        }
    }

    func addNewWord() {
        let answer = newWord.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)

        guard answer.count >= 3 else {
            wordError(title: "Word too short", message: "Words must be at least three letters long.")
            return
        }

        guard answer != rootWord else {
            wordError(title: "Nice try", message: "You can't just use the starting word!")
            return
        }

        guard isOriginal(word: answer) else {
            wordError(title: "Word used already", message: "Be more original!")
            return
        }

        guard isPossible(word: answer) else {
            wordError(title: "Word not possible", message: "You can't spell that word from '\(rootWord)'!")
            return
        }

        guard isReal(word: answer) else {
            wordError(title: "Word not recognized", message: "You can't just make them up, you know!")
            return
        }

        withAnimation {
            usedWords.insert(answer, at: 0)
        }
        newWord = ""
        isInputFocused = true
    }

    func startGame() {
        var candidates = WordList.rootWords
        candidates.removeAll { $0 == rootWord }
        rootWord = candidates.randomElement() ?? "silkworm"
        usedWords.removeAll()
        newWord = ""
    }

    func isOriginal(word: String) -> Bool {
        !usedWords.contains(word)
    }

    func isPossible(word: String) -> Bool {
        var tempWord = rootWord

        for letter in word {
            if let position = tempWord.firstIndex(of: letter) {
                tempWord.remove(at: position)
            } else {
                return false
            }
        }

        return true
    }

    func isReal(word: String) -> Bool {
        WordList.knownWords.contains(word)
    }

    func wordError(title: String, message: String) {
        errorTitle = title
        errorMessage = message
        showingError = true
    }
}

#Preview {
    ContentView()
}
