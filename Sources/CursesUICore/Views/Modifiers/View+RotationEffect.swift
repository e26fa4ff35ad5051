/// `rotationEffect` on a view. A terminal cannot turn a cell, so what turns is what has a turned
/// form: an SF Symbol that points (`chevron.right`, `arrow.up`, `chevron.forward.circle`) draws
/// the symbol pointing the way it would after the turn, rounded to the nearest quarter turn,
/// so a disclosure chevron turned 90° shows `⌄`. Text and other symbols stay upright. (A
/// drawn shape turns by its own `rotationEffect`, on `_ShapeView`.)
extension View {
    /// Rotates the view, as SwiftUI's `rotationEffect(_:anchor:)`: the pointing symbols inside
    /// (chevrons, arrows) turn by the nearest quarter turn; text stays upright.
    ///
    /// ```swift
    /// Image(systemName: "chevron.right")
    ///     .rotationEffect(.degrees(isExpanded ? 90 : 0))   // › or ⌄
    /// ```
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(EnvironmentModifier("rotationEffect", angle.degrees) { $0.symbolRotation += angle.degrees })
    }
}

/// How pointing SF Symbols turn under `rotationEffect`: by swapping the direction in the name.
enum SymbolRotation {
    /// Clockwise, as SwiftUI turns a view by a positive angle.
    private static let directions = ["up", "right", "down", "left"]

    /// `degrees` as quarter turns clockwise, 0 to 3: the nearest quarter turn.
    static func quarterTurns(_ degrees: Double) -> Int {
        let turns = Int((degrees / 90).rounded()) % 4
        return turns < 0 ? turns + 4 : turns
    }

    /// The symbol `name` after a turn of `degrees` clockwise, to the nearest quarter turn.
    static func turned(_ name: String, degrees: Double) -> String { turned(name, quarterTurns: quarterTurns(degrees)) }

    /// The symbol `name` after `turns` quarter turns clockwise: a chevron's or an arrow's
    /// direction moved on ("chevron.right" → "chevron.down"); any other name as it is.
    static func turned(_ name: String, quarterTurns turns: Int) -> String {
        guard turns != 0 else { return name }
        var parts = name.split(separator: ".").map(String.init)
        guard parts.count >= 2, parts[0] == "chevron" || parts[0] == "arrow" else { return name }
        let direction = ["forward": "right", "backward": "left"][parts[1]] ?? parts[1]
        guard let index = directions.firstIndex(of: direction) else { return name }
        // One direction only: "arrow.up.right" and "arrow.up.arrow.down" have no turned name here.
        guard !parts.dropFirst(2).contains(where: { directions.contains($0) || $0 == "arrow" }) else { return name }
        parts[1] = directions[(index + turns) % 4]
        return parts.joined(separator: ".")
    }
}

private struct SymbolRotationKey: EnvironmentKey {
    static var defaultValue: Double { 0 }
}

extension EnvironmentValues {
    /// How far, in degrees clockwise, the views around have turned the views inside: their
    /// turns add up before a symbol rounds them to quarter turns.
    var symbolRotation: Double {
        get { self[SymbolRotationKey.self] }
        set { self[SymbolRotationKey.self] = newValue }
    }
}
