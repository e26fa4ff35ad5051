import CursesUI

enum Difficulty: String, CaseIterable, Identifiable {
    case easy = "Easy"
    case medium = "Medium"
    case hard = "Hard"

    var id: Self { self }

    var pairs: Int {
        switch self {
        case .easy: 4
        case .medium: 6
        case .hard: 8
        }
    }
}

struct Card: Identifiable {
    let id = UUID()
    let symbol: String
    var isFaceUp = false
    var isMatched = false
}

struct MemoryGame {
    private static let symbols = ["🍎", "🚀", "🎸", "🐙", "🌵", "⚽️", "🎲", "🍩"]

    private(set) var cards: [Card] = []
    private(set) var moves = 0
    private(set) var startDate = Date.now
    private(set) var endDate: Date?

    init(difficulty: Difficulty) {
        let chosen = Self.symbols.prefix(difficulty.pairs)
        cards = (chosen + chosen).map { Card(symbol: $0) }.shuffled()
    }

    var isFinished: Bool { cards.allSatisfy(\.isMatched) }

    private var faceUpIndices: [Int] {
        cards.indices.filter { cards[$0].isFaceUp && !cards[$0].isMatched }
    }

    var needsFlipBack: Bool { faceUpIndices.count == 2 }

    mutating func flip(_ card: Card) {
        guard let index = cards.firstIndex(where: { $0.id == card.id }),
            !cards[index].isFaceUp, !needsFlipBack
        else { return }
        cards[index].isFaceUp = true
        let open = faceUpIndices
        if open.count == 2 {
            moves += 1
            if cards[open[0]].symbol == cards[open[1]].symbol {
                cards[open[0]].isMatched = true
                cards[open[1]].isMatched = true
                if isFinished { endDate = .now }
            }
        }
    }

    mutating func flipBackUnmatched() {
        for index in faceUpIndices {
            cards[index].isFaceUp = false
        }
    }
}

@main
struct MemoryMatchApp: App {
    var body: some Scene {
        WindowGroup {
            GameView()
        }
    }
}

struct GameView: View {
    @AppStorage("difficulty") private var difficulty: Difficulty = .easy
    @AppStorage("bestMoves") private var bestMoves = 0
    @State private var game = MemoryGame(difficulty: .easy)
    @State private var showingWin = false

    private let columns = [GridItem(.adaptive(minimum: 70), spacing: 12)]

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                ScoreBoard(moves: game.moves, best: bestMoves, startDate: game.startDate, endDate: game.endDate)

                LazyVGrid(columns: columns, spacing: 12) {
                    ForEach(game.cards) { card in
                        CardView(card: card)
                            .aspectRatio(2 / 3, contentMode: .fit)
                            .onTapGesture {
                                withAnimation(.easeInOut(duration: 0.2)) {
                                    game.flip(card)
                                }
                            }
                    }
                }
                Spacer()
            }
            .padding()
            .navigationTitle("Memory")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Menu {
                        Picker("Difficulty", selection: $difficulty) {
                            ForEach(Difficulty.allCases) { level in
                                Text(level.rawValue).tag(level)
                            }
                        }
                    } label: {
                        Label(difficulty.rawValue, systemImage: "slider.horizontal.3")
                    }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("New Game", systemImage: "arrow.clockwise", action: newGame)
                }
            }
            .task(id: game.needsFlipBack) {
                guard game.needsFlipBack else { return }
                try? await Task.sleep(for: .seconds(1))
                withAnimation { game.flipBackUnmatched() }
            }
            .onChange(of: game.isFinished) { _, finished in
                guard finished else { return }
                if bestMoves == 0 || game.moves < bestMoves {
                    bestMoves = game.moves
                }
                showingWin = true
            }
            .onChange(of: difficulty) { newGame() }
            .onAppear(perform: newGame)
            .alert("You matched them all!", isPresented: $showingWin) {
                Button("Play Again", action: newGame)
                Button("Done", role: .cancel) {}
            } message: {
                Text("Finished in \(game.moves) moves.")
            }
        }
    }

    private func newGame() {
        game = MemoryGame(difficulty: difficulty)
    }
}

struct ScoreBoard: View {
    let moves: Int
    let best: Int
    let startDate: Date
    let endDate: Date?

    var body: some View {
        Grid(horizontalSpacing: 24, verticalSpacing: 4) {
            GridRow {
                Text("Moves").font(.caption).foregroundStyle(.secondary)
                Text("Best").font(.caption).foregroundStyle(.secondary)
                Text("Time").font(.caption).foregroundStyle(.secondary)
            }
            GridRow {
                Text("\(moves)").font(.title2.monospacedDigit())
                Text(best == 0 ? "–" : "\(best)").font(.title2.monospacedDigit())
                TimelineView(.periodic(from: startDate, by: 1)) { context in
                    let seconds = Int((endDate ?? context.date).timeIntervalSince(startDate))
                    Text(Duration.seconds(seconds).formatted(.time(pattern: .minuteSecond)))
                        .font(.title2.monospacedDigit())
                }
            }
        }
    }
}

struct CardView: View {
    let card: Card

    var body: some View {
        GeometryReader { proxy in
            ZStack {
                let shape = RoundedRectangle(cornerRadius: 10)
                if card.isFaceUp || card.isMatched {
                    shape.fill(.white)
                    shape.strokeBorder(card.isMatched ? .green : .blue, lineWidth: 3)
                    Text(card.symbol)
                        .font(.system(size: min(proxy.size.width, proxy.size.height) * 0.5))
                } else {
                    shape.fill(.blue.gradient)
                }
            }
            .opacity(card.isMatched ? 0.6 : 1)
        }
    }
}
