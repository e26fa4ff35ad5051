/// A view's size and alignment guides in its own space, as SwiftUI's `ViewDimensions`: what an
/// `alignmentGuide(_:computeValue:)` closure and a custom layout's `dimensions(in:)` give.
/// Its lengths are in the program's ``LengthUnit`` (points under `import CursesUI`'s
/// `App.main()`), as a `GeometryProxy`'s are; under `import CursesUI` they are Foundation's
/// `CGFloat`, as SwiftUI's.
public struct ViewDimensions: Hashable, Sendable {
    private let widthValue: Double
    private let heightValue: Double
    /// The guides the view sets itself, by alignment.
    var explicitHorizontal: [HorizontalAlignment: Double] = [:]
    var explicitVertical: [VerticalAlignment: Double] = [:]

    /// Dimensions of a view `width` wide and `height` high, with no guides of its own. Not
    /// SwiftUI's: `import CursesUI` makes them for a custom layout's views.
    public init(_width width: Double, height: Double) {
        widthValue = width
        heightValue = height
    }

    /// The view's width and height and its guides, for `import CursesUI`'s `CGFloat` forms
    /// to read without calling themselves. Not SwiftUI's.
    public var _size: (width: Double, height: Double) { (widthValue, heightValue) }

    /// Where `guide` is across the view, as `self[guide]`. Not SwiftUI's.
    public func _value(of guide: HorizontalAlignment, explicitOnly: Bool) -> Double? {
        explicitOnly ? explicitHorizontal[guide] : self[guide]
    }

    /// Where `guide` is down the view, as `self[guide]`. Not SwiftUI's.
    public func _value(of guide: VerticalAlignment, explicitOnly: Bool) -> Double? {
        explicitOnly ? explicitVertical[guide] : self[guide]
    }

    /// The view's width.
    @_disfavoredOverload public var width: Double { widthValue }

    /// The view's height.
    @_disfavoredOverload public var height: Double { heightValue }

    /// Where `guide` is across the view: its own value when it sets one, else leading 0,
    /// centre half the width, trailing the width, a custom guide its
    /// `defaultValue(in:)`.
    @_disfavoredOverload public subscript(guide: HorizontalAlignment) -> Double {
        explicitHorizontal[guide] ?? guide.key.value(along: widthValue, in: self)
    }

    /// Where `guide` is down the view: its own value when it sets one, else top 0, centre half
    /// the height, bottom the height (a baseline is the top or bottom, lines being one row), a
    /// custom guide its `defaultValue(in:)`.
    @_disfavoredOverload public subscript(guide: VerticalAlignment) -> Double {
        explicitVertical[guide] ?? guide.key.value(along: heightValue, in: self)
    }

    /// The value the view sets for `guide` itself, or nil.
    @_disfavoredOverload public subscript(explicit guide: HorizontalAlignment) -> Double? { explicitHorizontal[guide] }

    /// The value the view sets for `guide` itself, or nil.
    @_disfavoredOverload public subscript(explicit guide: VerticalAlignment) -> Double? { explicitVertical[guide] }
}
