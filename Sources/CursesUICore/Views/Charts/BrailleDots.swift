/// A grid of braille dots, two across and four down in each cell, that lines are drawn in.
struct BrailleDots {
    let width: Int
    let height: Int
    private var bits: [Int: UInt8] = [:]
    private var colors: [Int: Color] = [:]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The bit of each dot in a braille character, by column and row in its cell.
    private static let dotBits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    /// Sets one dot; a cell takes the colour of the last line through it.
    mutating func set(_ x: Int, _ y: Int, color: Color) {
        guard x >= 0, y >= 0, x < width * 2, y < height * 4 else { return }
        let cell = (y / 4) * width + x / 2
        bits[cell, default: 0] |= Self.dotBits[x % 2][y % 4]
        colors[cell] = color
    }

    /// The dots of a straight line between two dots (Bresenham's).
    mutating func line(from start: (Int, Int), to end: (Int, Int), color: Color) {
        var (x, y) = start
        let dx = abs(end.0 - x)
        let dy = -abs(end.1 - y)
        let stepX = x < end.0 ? 1 : -1
        let stepY = y < end.1 ? 1 : -1
        var error = dx + dy
        while true {
            set(x, y, color: color)
            if x == end.0 && y == end.1 { break }
            let doubled = 2 * error
            if doubled >= dy {
                error += dy
                x += stepX
            }
            if doubled <= dx {
                error += dx
                y += stepY
            }
        }
    }

    /// The cells with dots: where, the braille character and its colour.
    var cells: [(x: Int, y: Int, glyph: String, color: Color)] {
        bits.keys.sorted().map { cell in
            let glyph = String(Character(Unicode.Scalar(0x2800 + UInt32(bits[cell] ?? 0))!))
            return (cell % width, cell / width, glyph, colors[cell] ?? .default)
        }
    }
}
