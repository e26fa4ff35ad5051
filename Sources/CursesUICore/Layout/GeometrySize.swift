/// The size a `GeometryProxy` gives, with SwiftUI's `CGSize` shape: a floating-point `width`
/// and `height`, so that a program's `proxy.size.width * 0.5` or `proxy.size.width / 3`
/// compiles and computes as it does on iOS. The lengths are in the program's ``LengthUnit``:
/// points under `import CursesUI`'s `App.main()` (8 a column, 17 a row), so a length computed
/// from them and written back into a frame or padding comes out the right number of cells;
/// cells otherwise.
public struct _GeometrySize: Hashable, Sendable, CustomStringConvertible {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A size of `width` by `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No width and no height.
    public static let zero = _GeometrySize(width: 0, height: 0)

    /// The size written as SwiftUI writes a `CGSize`'s, as `(80.0, 24.0)`.
    public var description: String { "(\(width), \(height))" }
}
