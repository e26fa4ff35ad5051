import CNcursesw

#if canImport(Glibc)
    import Glibc
#endif

/// A terminfo string capability, kept as bytes and filled in without `tiparm` when it is made
/// only of literal bytes, `%i` and decimal parameters (`\E[%i%p1%d;%p2%dH`, as every ANSI
/// terminal's moves are): a frame's cursor moves are then digits appended to a buffer, and
/// their lengths are known without formatting them. Anything else (`setaf`'s conditionals) is
/// formatted by `tiparm`. Padding (`$<5>`) is left out: no terminal of today needs it.
struct CapabilityTemplate: Sendable {
    private enum Part: Sendable {
        case bytes([UInt8])
        /// Parameter 0 or 1, plus one when the capability says `%i`.
        case decimal(Int)
    }

    /// The parts, or nil when the capability needs `tiparm`.
    private let parts: [Part]?
    private var increment = 0
    /// The capability as terminfo gives it, for `tiparm`.
    private let source: [CChar]
    /// Literal bytes of the parts, for ``length(_:_:)``.
    private var literalCount = 0

    /// The capability `text` (as `tigetstr` gives it).
    init(_ text: [UInt8]) {
        source = text.map { CChar(bitPattern: $0) } + [0]
        var parts: [Part]? = []
        var literal: [UInt8] = []
        var index = 0
        func flush() {
            if !literal.isEmpty { parts?.append(.bytes(literal)) }
            literal = []
        }
        while index < text.count, parts != nil {
            let byte = text[index]
            if byte == UInt8(ascii: "$"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "<"),
                let end = text[index...].firstIndex(of: UInt8(ascii: ">"))
            {
                index = end + 1
                continue
            }
            guard byte == UInt8(ascii: "%"), index + 1 < text.count else {
                literal.append(byte)
                index += 1
                continue
            }
            let code = text[index + 1]
            if code == UInt8(ascii: "%") {
                literal.append(byte)
                index += 2
            } else if code == UInt8(ascii: "i") {
                increment = 1
                index += 2
            } else if code == UInt8(ascii: "p"), index + 4 < text.count, text[index + 3] == UInt8(ascii: "%"),
                text[index + 4] == UInt8(ascii: "d"), text[index + 2] == UInt8(ascii: "1") || text[index + 2] == UInt8(ascii: "2")
            {
                flush()
                parts?.append(.decimal(Int(text[index + 2] - UInt8(ascii: "1"))))
                index += 5
            } else {
                parts = nil
            }
        }
        flush()
        self.parts = parts
        literalCount = parts?.reduce(0) { count, part in if case .bytes(let bytes) = part { count + bytes.count } else { count } } ?? 0
    }

    /// Appends the capability with `first` and `second` filled in.
    func append(_ first: Int, _ second: Int = 0, to buffer: inout [UInt8]) {
        guard let parts else { return buffer.append(contentsOf: Self.withoutPadding(formatted(first, second))) }
        for part in parts {
            switch part {
            case .bytes(let bytes): buffer.append(contentsOf: bytes)
            case .decimal(let index): Self.appendDecimal((index == 0 ? first : second) + increment, to: &buffer)
            }
        }
    }

    /// How many bytes ``append(_:_:to:)`` would append.
    func length(_ first: Int, _ second: Int = 0) -> Int {
        guard let parts else { return Self.withoutPadding(formatted(first, second)).count }
        var count = literalCount
        for part in parts {
            if case .decimal(let index) = part { count += Self.digits((index == 0 ? first : second) + increment) }
        }
        return count
    }

    /// `tiparm` keeps its result in a buffer of its own, so under the database's lock.
    private func formatted(_ first: Int, _ second: Int) -> [UInt8] {
        TerminfoEntry.database.withLock { _ in
            source.withUnsafeBufferPointer { capability in
                guard let result = cncurses_tiparm(capability.baseAddress, Int32(first), Int32(second)) else { return [] }
                return Array(UnsafeRawBufferPointer(start: result, count: strlen(result)))
            }
        }
    }

    /// `bytes` without terminfo's padding (`$<2>`, `$<5/>`).
    static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(UInt8(ascii: "$")) else { return bytes }
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "<"),
                let end = bytes[index...].firstIndex(of: UInt8(ascii: ">"))
            {
                index = end + 1
                continue
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }

    private static func digits(_ value: Int) -> Int {
        var count = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        return count
    }

    private static func appendDecimal(_ value: Int, to buffer: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, to: &buffer) }
        buffer.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}
