/// The system's fill for small shapes, as SwiftUI's `FillShapeStyle` (`.fill`,
/// `.fill.secondary`): a grey.
public struct FillShapeStyle: ShapeStyle, Hashable {
    /// The fill style.
    public init() {}

    /// A grey fill; dim text.
    nonisolated public func _paint(in environment: EnvironmentValues) -> _ShapePaint {
        _ShapePaint(text: .secondary, fill: Color(white: environment.colorScheme == .dark ? 0.3 : 0.85))
    }
}

/// The colour of separators, as SwiftUI's `SeparatorShapeStyle` (`.separator`): a grey.
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
    /// The separator style.
    public init() {}

    /// Dim text; a grey fill.
    nonisolated public func _paint(in environment: EnvironmentValues) -> _ShapePaint {
        _ShapePaint(text: .secondary, fill: Color(white: 0.4))
    }
}

/// The colour of placeholder text, as SwiftUI's `PlaceholderTextShapeStyle` (`.placeholder`):
/// dim.
public struct PlaceholderTextShapeStyle: ShapeStyle, Hashable {
    /// The placeholder style.
    public init() {}

    /// Dim text; a grey fill.
    nonisolated public func _paint(in environment: EnvironmentValues) -> _ShapePaint { _ShapePaint(Color.secondary) }
}

/// The colour of links, as SwiftUI's `LinkShapeStyle` (`.link`): the terminal's blue.
public struct LinkShapeStyle: ShapeStyle, Hashable {
    /// The link style.
    public init() {}

    /// Blue.
    nonisolated public func _paint(in environment: EnvironmentValues) -> _ShapePaint { _ShapePaint(Color.blue) }
}

/// The colour of selected content, as SwiftUI's `SelectionShapeStyle` (`.selection`): the tint.
public struct SelectionShapeStyle: ShapeStyle, Hashable {
    /// The selection style.
    public init() {}

    /// The tint, or the accent colour.
    nonisolated public func _paint(in environment: EnvironmentValues) -> _ShapePaint {
        _ShapePaint(environment.tint ?? .accentColor)
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The system's fill for small shapes, as SwiftUI's `.fill`.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The colour of separators, as SwiftUI's `.separator`.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// The colour of placeholder text, as SwiftUI's `.placeholder`.
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

extension ShapeStyle where Self == LinkShapeStyle {
    /// The colour of links, as SwiftUI's `.link`.
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// The colour of selected content, as SwiftUI's `.selection`.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

/// A style at a lower level of emphasis, as SwiftUI's `style.secondary`: dim text, and a
/// fainter fill.
struct EmphasisShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double
    /// Text is dimmed whatever the opacity (the levels of emphasis).
    var dimsText = true

    nonisolated func _paint(in environment: EnvironmentValues) -> _ShapePaint {
        let paint = base._paint(in: environment)
        let fill = paint.stops.count == 1 ? paint.stops[0].color : paint.textColor
        return _ShapePaint(text: dimsText ? .secondary : paint.textColor.opacity(opacity), fill: fill.opacity(opacity))
    }
}

extension ShapeStyle {
    /// This style at the second level of emphasis, as SwiftUI's `secondary`.
    public var secondary: some ShapeStyle { EmphasisShapeStyle(base: self, opacity: 0.5) }
    /// This style at the third level of emphasis, as SwiftUI's `tertiary`.
    public var tertiary: some ShapeStyle { EmphasisShapeStyle(base: self, opacity: 0.3) }
    /// This style at the fourth level of emphasis, as SwiftUI's `quaternary`.
    public var quaternary: some ShapeStyle { EmphasisShapeStyle(base: self, opacity: 0.2) }
    /// This style at an opacity, as SwiftUI's `ShapeStyle.opacity(_:)`.
    public func opacity(_ opacity: Double) -> some ShapeStyle { EmphasisShapeStyle(base: self, opacity: opacity, dimsText: false) }
}
