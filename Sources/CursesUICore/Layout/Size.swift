/// A width and height in terminal cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// No cells.
    public static let zero = Size(width: 0, height: 0)

    /// A size of `width` columns and `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The length along one axis.
    public subscript(axis: Axis) -> Int {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A readable description.
    public var description: String { "\(width)×\(height)" }
}

extension Int {
    /// A length offered without bound (a scroll view's length, `fixedSize()`): longer than any
    /// content, short enough that sums of a few never overflow.
    static let unboundedLength = 1 << 20

    /// True for a length offered without bound: half of `unboundedLength` or more, as what is
    /// left of one after padding or spacing still is.
    var isUnboundedLength: Bool { self >= Int.unboundedLength / 2 }
}
