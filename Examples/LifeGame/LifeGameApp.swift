import CursesUI

@main
struct LifeGameApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

/// The starting patterns the user can pick from.
enum Pattern: String, CaseIterable, Identifiable {
    case glider = "Glider"
    case blinker = "Blinker"
    case pulsar = "Pulsar"
    case gosperGun = "Glider Gun"
    case random = "Random"

    var id: String { rawValue }

    /// Live cells relative to the pattern's top-left corner.
    var cells: [(Int, Int)] {
        switch self {
        case .glider:
            return [(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)]
        case .blinker:
            return [(0, 1), (1, 1), (2, 1)]
        case .pulsar:
            var result: [(Int, Int)] = []
            let offsets = [2, 3, 4, 8, 9, 10]
            for x in offsets {
                for y in [0, 5, 7, 12] {
                    result.append((x, y))
                    result.append((y, x))
                }
            }
            return result
        case .gosperGun:
            return [
                (0, 4), (0, 5), (1, 4), (1, 5),
                (10, 4), (10, 5), (10, 6), (11, 3), (11, 7), (12, 2), (12, 8), (13, 2), (13, 8),
                (14, 5), (15, 3), (15, 7), (16, 4), (16, 5), (16, 6), (17, 5),
                (20, 2), (20, 3), (20, 4), (21, 2), (21, 3), (21, 4), (22, 1), (22, 5),
                (24, 0), (24, 1), (24, 5), (24, 6),
                (34, 2), (34, 3), (35, 2), (35, 3),
            ]
        case .random:
            return []
        }
    }
}

/// A toroidal Game of Life board.
struct Board: Equatable {
    let columns: Int
    let rows: Int
    private(set) var cells: [Bool]

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        self.cells = Array(repeating: false, count: columns * rows)
    }

    subscript(x: Int, y: Int) -> Bool {
        get { cells[index(x, y)] }
        set { cells[index(x, y)] = newValue }
    }

    var population: Int { cells.filter { $0 }.count }

    private func index(_ x: Int, _ y: Int) -> Int {
        let wrappedX = (x % columns + columns) % columns
        let wrappedY = (y % rows + rows) % rows
        return wrappedY * columns + wrappedX
    }

    mutating func toggle(x: Int, y: Int) {
        self[x, y].toggle()
    }

    func next() -> Board {
        var result = Board(columns: columns, rows: rows)
        for y in 0..<rows {
            for x in 0..<columns {
                var neighbours = 0
                for dy in -1...1 {
                    for dx in -1...1 where !(dx == 0 && dy == 0) {
                        if self[x + dx, y + dy] { neighbours += 1 }
                    }
                }
                let alive = self[x, y]
                result[x, y] = alive ? (neighbours == 2 || neighbours == 3) : neighbours == 3
            }
        }
        return result
    }

    static func with(_ pattern: Pattern, columns: Int, rows: Int) -> Board {
        var board = Board(columns: columns, rows: rows)
        if pattern == .random {
            for y in 0..<rows {
                for x in 0..<columns where Bool.random() && Bool.random() {
                    board[x, y] = true
                }
            }
            return board
        }
        let width = (pattern.cells.map(\.0).max() ?? 0) + 1
        let height = (pattern.cells.map(\.1).max() ?? 0) + 1
        let originX = max(0, (columns - width) / 2)
        let originY = max(0, (rows - height) / 2)
        for (x, y) in pattern.cells {
            board[originX + x, originY + y] = true
        }
        return board
    }
}

struct ContentView: View {
    private static let columns = 40
    private static let rows = 24

    @State private var board = Board.with(.glider, columns: ContentView.columns, rows: ContentView.rows)
    @State private var pattern: Pattern = .glider
    @State private var isRunning = false
    @State private var generation = 0
    @State private var speed = 5
    @State private var lastTick = Date.distantPast

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                header
                grid
                controls
            }
            .padding()
            .navigationTitle("Game of Life")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Picker("Pattern", selection: $pattern) {
                        ForEach(Pattern.allCases) { pattern in
                            Text(pattern.rawValue).tag(pattern)
                        }
                    }
                    .pickerStyle(.menu)
                }
            }
            .onChange(of: pattern) { _, newPattern in
                reset(to: newPattern)
            }
        }
    }

    private var header: some View {
        HStack {
            Label("Generation \(generation)", systemImage: "clock.arrow.circlepath")
            Spacer()
            Label("\(board.population) alive", systemImage: "circle.grid.3x3.fill")
        }
        .font(.subheadline.monospacedDigit())
        .foregroundStyle(.secondary)
    }

    private var grid: some View {
        TimelineView(.animation(minimumInterval: 1.0 / Double(speed), paused: !isRunning)) { timeline in
            Canvas { context, size in
                let cellWidth = size.width / CGFloat(board.columns)
                let cellHeight = size.height / CGFloat(board.rows)
                for y in 0..<board.rows {
                    for x in 0..<board.columns where board[x, y] {
                        let rect = CGRect(
                            x: CGFloat(x) * cellWidth,
                            y: CGFloat(y) * cellHeight,
                            width: cellWidth,
                            height: cellHeight
                        ).insetBy(dx: 0.5, dy: 0.5)
                        context.fill(Path(roundedRect: rect, cornerRadius: 2), with: .color(.green))
                    }
                }
            }
            .onChange(of: timeline.date) { _, date in
                advance(at: date)
            }
        }
        .aspectRatio(CGFloat(Self.columns) / CGFloat(Self.rows), contentMode: .fit)
        .background(Color.black, in: RoundedRectangle(cornerRadius: 8))
        .overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray.opacity(0.4)))
        .contentShape(Rectangle())
        .gesture(
            SpatialTapGesture()
                .onEnded { value in
                    toggleCell(at: value.location)
                }
        )
        .background(
            GeometryReader { proxy in
                Color.clear.preference(key: GridSizeKey.self, value: proxy.size)
            }
        )
        .onPreferenceChange(GridSizeKey.self) { size in
            gridSize = size
        }
        .accessibilityLabel("Board, \(board.population) live cells")
    }

    @State private var gridSize: CGSize = .zero

    private var controls: some View {
        VStack(spacing: 12) {
            HStack(spacing: 20) {
                Button {
                    isRunning.toggle()
                } label: {
                    Label(isRunning ? "Pause" : "Play", systemImage: isRunning ? "pause.fill" : "play.fill")
                        .frame(minWidth: 80)
                }
                .buttonStyle(.borderedProminent)
                .keyboardShortcut(.space, modifiers: [])

                Button {
                    step()
                } label: {
                    Label("Step", systemImage: "forward.frame.fill")
                }
                .buttonStyle(.bordered)
                .disabled(isRunning)

                Button(role: .destructive) {
                    reset(to: pattern)
                } label: {
                    Label("Reset", systemImage: "arrow.counterclockwise")
                }
                .buttonStyle(.bordered)
            }

            Stepper(value: $speed, in: 1...20) {
                Text("Speed: \(speed) gen/s")
                    .monospacedDigit()
            }
        }
    }

    private func advance(at date: Date) {
        guard isRunning else { return }
        guard date.timeIntervalSince(lastTick) >= 1.0 / Double(speed) else { return }
        lastTick = date
        step()
    }

    private func step() {
        let next = board.next()
        if next == board {
            isRunning = false
        }
        board = next
        generation += 1
    }

    private func reset(to pattern: Pattern) {
        isRunning = false
        generation = 0
        board = Board.with(pattern, columns: Self.columns, rows: Self.rows)
    }

    private func toggleCell(at location: CGPoint) {
        guard gridSize.width > 0, gridSize.height > 0 else { return }
        let x = Int(location.x / (gridSize.width / CGFloat(Self.columns)))
        let y = Int(location.y / (gridSize.height / CGFloat(Self.rows)))
        guard (0..<Self.columns).contains(x), (0..<Self.rows).contains(y) else { return }
        board.toggle(x: x, y: y)
    }
}

private struct GridSizeKey: PreferenceKey {
    static let defaultValue: CGSize = .zero

    static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
        value = nextValue()
    }
}

#Preview {
    ContentView()
}
