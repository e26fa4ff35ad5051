/// Which guide an alignment lines views up by: the start, centre or end of the view, or a
/// guide of the program's own (an `AlignmentID` type under `import CursesUI`).
struct AlignmentGuideKey: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case start, center, end
        case custom(ObjectIdentifier)
    }

    let kind: Kind
    /// Where a custom guide falls in a view that sets none, along its axis' length.
    let customDefault: (@Sendable (ViewDimensions) -> Double)?

    init(_ kind: Kind, customDefault: (@Sendable (ViewDimensions) -> Double)? = nil) {
        self.kind = kind
        self.customDefault = customDefault
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.kind == rhs.kind }

    func hash(into hasher: inout Hasher) { hasher.combine(kind) }

    var isCustom: Bool {
        if case .custom = kind { return true }
        return false
    }

    /// Where the guide falls along `length`, in `dimensions` (a custom guide's own default).
    func value(along length: Double, in dimensions: ViewDimensions) -> Double {
        switch kind {
        case .start: 0
        case .center: length / 2
        case .end: length
        case .custom: customDefault?(dimensions) ?? 0
        }
    }

    /// How far from the container's start content of `content` cells goes, in a container of
    /// `container` cells, so their guides fall together (a custom guide read in cells).
    func offset(content: Int, container: Int, axis: Axis) -> Int {
        switch kind {
        case .start: return 0
        case .center: return max(0, (container - content) / 2)
        case .end: return max(0, container - content)
        case .custom:
            func guide(_ length: Int) -> Double {
                let dimensions =
                    axis == .horizontal
                    ? ViewDimensions(_width: Double(length), height: 0) : ViewDimensions(_width: 0, height: Double(length))
                return value(along: Double(length), in: dimensions)
            }
            let offset = guide(container) - guide(content)
            return offset.isFinite ? Int(offset.rounded()) : 0
        }
    }
}

/// An alignment position across, as SwiftUI's `HorizontalAlignment`: where a `VStack` lines
/// its children up. Besides the built-in guides, a program makes its own from an
/// `AlignmentID` type with `HorizontalAlignment(_:)` under `import CursesUI`.
public struct HorizontalAlignment: Hashable, Sendable {
    let key: AlignmentGuideKey

    init(_ kind: AlignmentGuideKey.Kind) { key = AlignmentGuideKey(kind) }

    /// A guide of the program's own, identified by `id`, at `defaultValue` in a view that
    /// sets none; `import CursesUI` makes it from an `AlignmentID` type.
    package init(customID id: ObjectIdentifier, defaultValue: @escaping @Sendable (ViewDimensions) -> Double) {
        key = AlignmentGuideKey(.custom(id), customDefault: defaultValue)
    }

    /// The leading edges line up.
    public static let leading = HorizontalAlignment(.start)
    /// The centres line up.
    public static let center = HorizontalAlignment(.center)
    /// The trailing edges line up.
    public static let trailing = HorizontalAlignment(.end)

    func offset(content: Int, container: Int) -> Int { key.offset(content: content, container: container, axis: .horizontal) }
}

/// An alignment position down, as SwiftUI's `VerticalAlignment`: where an `HStack` lines its
/// children up. Besides the built-in guides, a program makes its own from an `AlignmentID`
/// type with `VerticalAlignment(_:)` under `import CursesUI`.
public struct VerticalAlignment: Hashable, Sendable {
    let key: AlignmentGuideKey

    init(_ kind: AlignmentGuideKey.Kind) { key = AlignmentGuideKey(kind) }

    /// A guide of the program's own, identified by `id`, at `defaultValue` in a view that
    /// sets none; `import CursesUI` makes it from an `AlignmentID` type.
    package init(customID id: ObjectIdentifier, defaultValue: @escaping @Sendable (ViewDimensions) -> Double) {
        key = AlignmentGuideKey(.custom(id), customDefault: defaultValue)
    }

    /// The top edges line up.
    public static let top = VerticalAlignment(.start)
    /// The centres line up.
    public static let center = VerticalAlignment(.center)
    /// The bottom edges line up.
    public static let bottom = VerticalAlignment(.end)

    func offset(content: Int, container: Int) -> Int { key.offset(content: content, container: container, axis: .vertical) }
}

/// Placement on both axes, used by `ZStack` and `frame`.
public struct Alignment: Hashable, Sendable {
    /// Where content sits across.
    public var horizontal: HorizontalAlignment
    /// Where content sits up and down.
    public var vertical: VerticalAlignment

    /// An alignment across and up-down, built-in or custom guides alike.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The top left corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Centred along the top edge.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Centred along the left edge.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The bottom left corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Centred along the bottom edge.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top right corner (a badge over a view).
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Centred along the right edge.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The bottom right corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The guide along `axis`.
    func key(along axis: Axis) -> AlignmentGuideKey { axis == .horizontal ? horizontal.key : vertical.key }
}

extension VerticalAlignment {
    /// The first lines of text share a row: in a terminal every line is one cell high, so the
    /// same as `.top`.
    public static var firstTextBaseline: VerticalAlignment { .top }
    /// The last lines of text share a row: the same as `.bottom`.
    public static var lastTextBaseline: VerticalAlignment { .bottom }
}
