/// A position on the terminal grid, in cells; `x` is the column and `y` the row, both from zero.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The column, from 0 at the left.
    public var x: Int
    /// The row, from 0 at the top.
    public var y: Int

    /// The top left cell.
    public static let zero = Point(x: 0, y: 0)

    /// The cell at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// A readable description.
    public var description: String { "(\(x), \(y))" }
}
