import CursesUI

enum Difficulty: String, CaseIterable, Identifiable {
    case easy = "Easy", hard = "Hard"
    var id: Self { self }
}

@Observable
final class SudokuGame {
    static let solution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
        .compactMap(\.wholeNumberValue)
    static let clues = "530070000600195000098000060800060003400803001700020006060000280000419005000080079"
        .compactMap(\.wholeNumberValue)
    let maxMistakes = 3

    private(set) var cells: [Int] = []
    private(set) var given: [Bool] = []
    private(set) var mistakes = 0
    private var history: [(index: Int, value: Int)] = []
    var selected: Int?
    var elapsed = 0
    var difficulty: Difficulty = .easy

    init() { newGame() }

    var isSolved: Bool { cells == Self.solution }
    var isLost: Bool { mistakes >= maxMistakes }
    var isPlaying: Bool { !isSolved && !isLost }
    var canUndo: Bool { !history.isEmpty && isPlaying }

    func newGame(_ difficulty: Difficulty? = nil) {
        if let difficulty { self.difficulty = difficulty }
        cells = Self.clues.enumerated().map { index, value in
            self.difficulty == .hard && index % 4 == 0 ? 0 : value
        }
        given = cells.map { $0 != 0 }
        history.removeAll()
        mistakes = 0
        elapsed = 0
        selected = nil
    }

    func enter(_ digit: Int) {
        guard let index = selected, !given[index], isPlaying, cells[index] != digit else { return }
        history.append((index, cells[index]))
        cells[index] = digit
        if digit != 0 && digit != Self.solution[index] { mistakes += 1 }
    }

    func undo() {
        guard let last = history.popLast() else { return }
        cells[last.index] = last.value
        selected = last.index
    }

    func remaining(_ digit: Int) -> Int { max(0, 9 - cells.filter { $0 == digit }.count) }

    func isWrong(_ index: Int) -> Bool { cells[index] != 0 && cells[index] != Self.solution[index] }

    func isPeer(_ index: Int) -> Bool {
        guard let other = selected else { return false }
        let sameBox = index / 27 == other / 27 && index % 9 / 3 == other % 9 / 3
        return index / 9 == other / 9 || index % 9 == other % 9 || sameBox
    }
}

struct KeypadButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(maxWidth: .infinity, minHeight: 52)
            .background(
                RoundedRectangle(cornerRadius: 10)
                    .fill(Color.accentColor.opacity(configuration.isPressed ? 0.35 : 0.12))
            )
            .foregroundStyle(isEnabled ? Color.accentColor : Color.gray)
            .scaleEffect(configuration.isPressed ? 0.94 : 1)
            .animation(.easeOut(duration: 0.1), value: configuration.isPressed)
    }
}

struct CellView: View {
    let game: SudokuGame
    let index: Int
    let side: CGFloat

    var body: some View {
        let value = game.cells[index]
        Button { game.selected = index } label: {
            Text(value == 0 ? " " : "\(value)")
                .font(.system(size: side * 0.55, weight: game.given[index] ? .semibold : .regular, design: .rounded))
                .foregroundStyle(game.isWrong(index) ? Color.red : game.given[index] ? Color.primary : Color.blue)
                .frame(width: side, height: side)
                .background(fill)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(value == 0 ? "Empty" : "\(value)")
    }

    private var fill: AnyShapeStyle {
        if game.selected == index { return AnyShapeStyle(Color.yellow.opacity(0.5)) }
        if let other = game.selected, game.cells[other] != 0, game.cells[other] == game.cells[index] {
            return AnyShapeStyle(Color.yellow.opacity(0.25))
        }
        return game.isPeer(index) ? AnyShapeStyle(Color.blue.opacity(0.08)) : AnyShapeStyle(.background)
    }
}

struct BoardView: View {
    let game: SudokuGame

    var body: some View {
        GeometryReader { proxy in
            let side = ((min(proxy.size.width, proxy.size.height) - 14) / 9).rounded(.down)
            Grid(horizontalSpacing: 2, verticalSpacing: 2) {
                ForEach(0..<3, id: \.self) { boxRow in
                    GridRow {
                        ForEach(0..<3, id: \.self) { boxColumn in
                            Grid(horizontalSpacing: 1, verticalSpacing: 1) {
                                ForEach(0..<3, id: \.self) { row in
                                    GridRow {
                                        ForEach(0..<3, id: \.self) { column in
                                            CellView(game: game, index: (boxRow * 3 + row) * 9 + boxColumn * 3 + column,
                                                     side: side)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            .padding(2)
            .background(Color.primary)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .aspectRatio(1, contentMode: .fit)
        .animation(.easeInOut(duration: 0.15), value: game.selected)
    }
}

struct KeypadView: View {
    let game: SudokuGame

    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 6) {
                ForEach(1...9, id: \.self) { digit in
                    Button { game.enter(digit) } label: {
                        VStack(spacing: 2) {
                            Text("\(digit)").font(.title2.bold())
                            Text("\(game.remaining(digit))").font(.caption2)
                        }
                    }
                    .buttonStyle(KeypadButtonStyle())
                    .disabled(game.remaining(digit) == 0)
                }
            }
            HStack(spacing: 32) {
                Button("Undo", systemImage: "arrow.uturn.backward") { game.undo() }
                    .disabled(!game.canUndo)
                Button("Erase", systemImage: "eraser") { game.enter(0) }
            }
            .font(.headline)
        }
    }
}

struct SudokuView: View {
    @State private var game = SudokuGame()
    @State private var showsResult = false
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                HStack {
                    Label(game.difficulty.rawValue, systemImage: "square.grid.3x3")
                    Spacer()
                    Text("Mistakes: \(game.mistakes)/\(game.maxMistakes)")
                        .foregroundStyle(game.mistakes > 0 ? Color.red : Color.secondary)
                    Spacer()
                    Text(Duration.seconds(game.elapsed), format: .time(pattern: .minuteSecond))
                        .monospacedDigit()
                }
                .font(.subheadline)
                BoardView(game: game)
                KeypadView(game: game)
            }
            .padding()
            .navigationTitle("Sudoku")
            .toolbar {
                Menu("New Game", systemImage: "plus.circle") {
                    ForEach(Difficulty.allCases) { level in
                        Button(level.rawValue) { game.newGame(level) }
                    }
                }
            }
            .task(id: game.isPlaying) {
                guard game.isPlaying else { return }
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(1))
                    if !Task.isCancelled && scenePhase == .active { game.elapsed += 1 }
                }
            }
            .onChange(of: game.isPlaying) { _, isPlaying in
                if !isPlaying { showsResult = true }
            }
            .sensoryFeedback(.error, trigger: game.mistakes)
            .alert(game.isSolved ? "Puzzle Solved!" : "Game Over", isPresented: $showsResult) {
                Button("New Game") { game.newGame() }
                Button("OK", role: .cancel) {}
            } message: {
                if game.isSolved {
                    Text("You finished in \(Duration.seconds(game.elapsed).formatted(.time(pattern: .minuteSecond))).")
                } else {
                    Text("That was your third mistake.")
                }
            }
        }
    }
}

@main
struct SudokuApp: App {
    var body: some Scene {
        WindowGroup {
            SudokuView()
        }
    }
}
