/// The shortest way the terminfo entry offers to move the cursor from one cell to another: an
/// absolute move (`cup`), or a row part (`vpa`, `cud`/`cuu`, repeated `cud1`/`cuu1`) followed
/// by a column part (`hpa`, `cr`, `cuf`/`cub`, repeated `cuf1`/`cub1`), whichever is fewer
/// bytes. From an unknown place only absolute moves are used.
struct CursorMoves: Sendable {
    /// One way of covering a distance along one axis.
    private enum Step {
        case stay
        case address(CapabilityTemplate, Int)
        case repeated([UInt8], Int)
        /// `cr`, then a step to the right.
        indirect case carriageReturn([UInt8], Step)

        func length(_ moves: CursorMoves) -> Int {
            switch self {
            case .stay: 0
            case .address(let template, let value): template.length(value)
            case .repeated(let bytes, let count): bytes.count * count
            case .carriageReturn(let bytes, let right): bytes.count + right.length(moves)
            }
        }

        func append(_ moves: CursorMoves, to buffer: inout [UInt8]) {
            switch self {
            case .stay: break
            case .address(let template, let value): template.append(value, to: &buffer)
            case .repeated(let bytes, let count): for _ in 0..<count { buffer.append(contentsOf: bytes) }
            case .carriageReturn(let bytes, let right):
                buffer.append(contentsOf: bytes)
                right.append(moves, to: &buffer)
            }
        }
    }

    /// How many repetitions of a one-cell move are weighed at most.
    private static let repetitions = 4

    let entry: TerminfoEntry

    /// Appends the shortest move from `from` (nil when the terminal's cursor is somewhere
    /// unknown) to `to`; nothing when it is there already.
    func append(from: Point?, to: Point, to buffer: inout [UInt8]) {
        if let from, from == to { return }
        var best = entry.cursorAddress.length(to.y, to.x)
        var parts: (Step, Step)?
        if let home = entry.home, to == Point(x: 0, y: 0), home.count < best {
            best = home.count
            parts = (.repeated(home, 1), .stay)
        }
        if let row = vertical(from: from?.y, to: to.y), let column = horizontal(from: from?.x, to: to.x),
            row.length(self) + column.length(self) < best
        {
            parts = (row, column)
        }
        guard let (row, column) = parts else { return entry.cursorAddress.append(to.y, to.x, to: &buffer) }
        row.append(self, to: &buffer)
        column.append(self, to: &buffer)
    }

    /// The shortest row part, or nil when there is none (an unknown row and no `vpa`).
    private func vertical(from: Int?, to: Int) -> Step? {
        if from == to { return .stay }
        let best: Step? = entry.rowAddress.map { .address($0, to) }
        guard let from else { return best }
        return to > from ? relative(best, to - from, entry.down, entry.down1) : relative(best, from - to, entry.up, entry.up1)
    }

    /// The shortest column part, or nil when there is none.
    private func horizontal(from: Int?, to: Int) -> Step? {
        if from == to { return .stay }
        var best: Step? = entry.columnAddress.map { .address($0, to) }
        if let carriageReturn = entry.carriageReturn, from != 0, let right = horizontal(from: 0, to: to) {
            best = shorter(best, .carriageReturn(carriageReturn, right))
        }
        guard let from else { return best }
        return to > from ? relative(best, to - from, entry.right, entry.right1) : relative(best, from - to, entry.left, entry.left1)
    }

    /// `best`, or a move of `distance` cells by `many` or by `one` repeated where shorter.
    private func relative(_ best: Step?, _ distance: Int, _ many: CapabilityTemplate?, _ one: [UInt8]?) -> Step? {
        var best = best
        if let many { best = shorter(best, .address(many, distance)) }
        if let one, distance <= Self.repetitions { best = shorter(best, .repeated(one, distance)) }
        return best
    }

    private func shorter(_ a: Step?, _ b: Step) -> Step {
        guard let a else { return b }
        return b.length(self) < a.length(self) ? b : a
    }
}
