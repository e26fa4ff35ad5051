/// How the lengths a program writes (spacing, padding, frames, offsets, `Spacer(minLength:)`)
/// are read: as terminal cells, or as SwiftUI's points. A terminal form with no SwiftUI
/// counterpart; set it with `.environment(\.lengthUnit, .points)`.
///
/// `.cells` (the default) takes every length as columns across and rows down. `.points` takes
/// them as SwiftUI does on iOS and turns them into cells where the modifier or view is applied:
/// about 8 points a column and 17 points a row, rounded to the nearest cell (so 4 points of
/// padding is none), `.infinity` staying as much as offered. A SwiftUI program run with
/// `import CursesUI`'s `App.main()` gets `.points`. Lengths left to their defaults (`.padding()`,
/// a stack's own spacing) stay the framework's, in cells.
public enum LengthUnit: Hashable, Sendable {
    /// Every length is a number of cells: columns across, rows down.
    case cells
    /// Every length is SwiftUI points: about 8 a column and 17 a row.
    case points

    /// Points in one column.
    static let pointsPerColumn = 8.0
    /// Points in one row.
    static let pointsPerRow = 17.0

    /// `length` along `axis` in cells.
    func cells(_ length: Int, along axis: Axis) -> Int {
        guard self == .points, length != 0, length != .infinity, length != Int.min else { return length }
        let perCell = axis == .horizontal ? Self.pointsPerColumn : Self.pointsPerRow
        return Int((Double(length) / perCell).rounded())
    }

    /// `length` across, in columns.
    func columns(_ length: Int) -> Int { cells(length, along: .horizontal) }

    /// `length` down, in rows.
    func rows(_ length: Int) -> Int { cells(length, along: .vertical) }

    /// `length` across, in columns, nil staying nil.
    func columns(_ length: Int?) -> Int? { length.map { columns($0) } }

    /// `length` down, in rows, nil staying nil.
    func rows(_ length: Int?) -> Int? { length.map { rows($0) } }

    /// `length` across, in columns, a positive length at least one; nil staying nil.
    func visibleColumns(_ length: Int?) -> Int? { length.map { $0 > 0 ? max(1, columns($0)) : columns($0) } }

    /// `length` down, in rows, a positive length at least one; nil staying nil.
    func visibleRows(_ length: Int?) -> Int? { length.map { $0 > 0 ? max(1, rows($0)) : rows($0) } }
}

extension EdgeInsets {
    /// The insets in cells, read in `unit`.
    func cells(in unit: LengthUnit) -> EdgeInsets {
        guard unit == .points else { return self }
        return EdgeInsets(
            top: unit.rows(top), leading: unit.columns(leading), bottom: unit.rows(bottom), trailing: unit.columns(trailing))
    }
}
