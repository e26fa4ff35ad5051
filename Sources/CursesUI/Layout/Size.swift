/// A width and height in terminal cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public static let zero = Size(width: 0, height: 0)

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The length along one axis.
    public subscript(axis: Axis) -> Int {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    public var description: String { "\(width)×\(height)" }
}
