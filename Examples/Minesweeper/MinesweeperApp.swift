import CursesUI

struct Cell: Identifiable {
    let id: Int
    var isMine = false
    var isRevealed = false
    var isFlagged = false
    var adjacentMines = 0
}

enum Difficulty: String, CaseIterable, Identifiable {
    case easy = "Easy"
    case medium = "Medium"

    var id: Self { self }
    var size: Int { self == .easy ? 8 : 10 }
    var mines: Int { self == .easy ? 10 : 18 }
}

enum GameState { case ready, playing, won, lost }

enum TapMode: String, CaseIterable { case reveal = "Reveal", flag = "Flag" }

final class Game: ObservableObject {
    @Published private(set) var cells: [Cell] = []
    @Published private(set) var state = GameState.ready
    @Published var elapsed = 0
    private(set) var size = 8
    private(set) var mineCount = 10

    var flagsLeft: Int { mineCount - cells.filter(\.isFlagged).count }
    var revealedCount: Int { cells.filter(\.isRevealed).count }

    func newGame(_ difficulty: Difficulty) {
        size = difficulty.size
        mineCount = difficulty.mines
        cells = (0..<size * size).map { Cell(id: $0) }
        state = .ready
        elapsed = 0
    }

    private func neighbours(of index: Int) -> [Int] {
        let row = index / size, column = index % size
        var result: [Int] = []
        for dr in -1...1 {
            for dc in -1...1 where dr != 0 || dc != 0 {
                let r = row + dr, c = column + dc
                if (0..<size).contains(r) && (0..<size).contains(c) { result.append(r * size + c) }
            }
        }
        return result
    }

    private func placeMines(avoiding index: Int) {
        let safe = Set(neighbours(of: index) + [index])
        let spots = cells.indices.filter { !safe.contains($0) }.shuffled().prefix(mineCount)
        for spot in spots { cells[spot].isMine = true }
        for i in cells.indices {
            cells[i].adjacentMines = neighbours(of: i).filter { cells[$0].isMine }.count
        }
        state = .playing
    }

    func reveal(_ index: Int) {
        guard state == .ready || state == .playing, !cells[index].isFlagged else { return }
        if state == .ready { placeMines(avoiding: index) }
        if cells[index].isMine {
            cells[index].isRevealed = true
            state = .lost
            for i in cells.indices where cells[i].isMine { cells[i].isRevealed = true }
            return
        }
        var queue = [index]
        while let current = queue.popLast() {
            guard !cells[current].isRevealed, !cells[current].isFlagged else { continue }
            cells[current].isRevealed = true
            if cells[current].adjacentMines == 0 { queue += neighbours(of: current) }
        }
        if revealedCount == cells.count - mineCount { state = .won }
    }

    func toggleFlag(_ index: Int) {
        guard state == .playing, !cells[index].isRevealed else { return }
        cells[index].isFlagged.toggle()
    }
}

struct TileStyle: ViewModifier {
    let revealed: Bool
    let exploded: Bool

    func body(content: Content) -> some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .aspectRatio(1, contentMode: .fit)
            .background(
                exploded ? Color.red : revealed ? Color(white: 0.9) : Color.blue.opacity(0.6),
                in: RoundedRectangle(cornerRadius: 4))
    }
}

extension View {
    func tileStyle(revealed: Bool, exploded: Bool = false) -> some View {
        modifier(TileStyle(revealed: revealed, exploded: exploded))
    }
}

struct CellView: View {
    let cell: Cell
    let lost: Bool

    private static let numberColors: [Color] = [.clear, .blue, .green, .red, .purple, .brown, .cyan, .black, .gray]

    var body: some View {
        Group {
            if cell.isFlagged && !cell.isRevealed {
                Image(systemName: "flag.fill").foregroundStyle(.red)
            } else if !cell.isRevealed {
                Color.clear
            } else if cell.isMine {
                Text("💣")
            } else if cell.adjacentMines > 0 {
                Text("\(cell.adjacentMines)")
                    .fontWeight(.heavy)
                    .foregroundStyle(Self.numberColors[cell.adjacentMines])
            } else {
                Color.clear
            }
        }
        .font(.system(size: 16, design: .rounded))
        .tileStyle(revealed: cell.isRevealed, exploded: lost && cell.isMine && cell.isRevealed && cell.isFlagged == false)
    }
}

struct ContentView: View {
    @StateObject private var game = Game()
    @AppStorage("difficulty") private var difficulty = Difficulty.easy
    @AppStorage("bestEasy") private var bestEasy = 0
    @AppStorage("bestMedium") private var bestMedium = 0
    @State private var mode = TapMode.reveal
    @State private var showingResult = false

    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    private var face: String {
        switch game.state {
        case .ready, .playing: "🙂"
        case .won: "😎"
        case .lost: "😵"
        }
    }

    private var best: Int { difficulty == .easy ? bestEasy : bestMedium }

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                HStack {
                    Label("\(game.flagsLeft)", systemImage: "flag.fill")
                    Spacer()
                    Button(face) { withAnimation { game.newGame(difficulty) } }
                        .font(.largeTitle)
                        .accessibilityLabel("New Game")
                    Spacer()
                    Label(Duration.seconds(game.elapsed).formatted(.time(pattern: .minuteSecond)), systemImage: "timer")
                        .monospacedDigit()
                }
                .font(.title3.bold())

                LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 2), count: game.size), spacing: 2) {
                    ForEach(game.cells) { cell in
                        CellView(cell: cell, lost: game.state == .lost)
                            .onTapGesture {
                                withAnimation(.easeOut(duration: 0.15)) {
                                    if mode == .flag { game.toggleFlag(cell.id) } else { game.reveal(cell.id) }
                                }
                            }
                            .onLongPressGesture { game.toggleFlag(cell.id) }
                    }
                }

                Picker("Tap to", selection: $mode) {
                    ForEach(TapMode.allCases, id: \.self) { Text($0.rawValue) }
                }
                .pickerStyle(.segmented)

                Text(best > 0 ? "Best time: \(best) s" : "No best time yet")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                Spacer()
            }
            .padding()
            .navigationTitle("Minesweeper")
            .toolbar {
                Menu {
                    Picker("Difficulty", selection: $difficulty) {
                        ForEach(Difficulty.allCases) { Text($0.rawValue).tag($0) }
                    }
                } label: {
                    Label("Difficulty", systemImage: "slider.horizontal.3")
                }
            }
            .onAppear { game.newGame(difficulty) }
            .onChange(of: difficulty) { _, newValue in game.newGame(newValue) }
            .onReceive(timer) { _ in
                if game.state == .playing { game.elapsed += 1 }
            }
            .onChange(of: game.state) { _, state in
                guard state == .won || state == .lost else { return }
                if state == .won && (best == 0 || game.elapsed < best) {
                    if difficulty == .easy { bestEasy = game.elapsed } else { bestMedium = game.elapsed }
                }
                showingResult = true
            }
            .sensoryFeedback(.impact(weight: .light), trigger: game.revealedCount)
            .alert(game.state == .won ? "You Win!" : "Boom!", isPresented: $showingResult) {
                Button("Play Again") { game.newGame(difficulty) }
                Button("Look at Board", role: .cancel) {}
            } message: {
                Text(game.state == .won ? "Cleared in \(game.elapsed) seconds." : "You hit a mine.")
            }
        }
    }
}

@main
struct MinesweeperApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
