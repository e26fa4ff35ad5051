import CursesUICore
import Foundation

/// SwiftUI's `ViewDimensions` lengths in Foundation's `CGFloat`, so `d.width / 2` and
/// `d[.trailing]` are the types an iOS program computes with. The framework, which has no
/// Foundation, gives `Double`; these are preferred wherever Foundation is imported with it.
extension ViewDimensions {
    /// The view's width, in the program's ``LengthUnit``.
    public var width: CGFloat {
        CGFloat(_size.width)
    }

    /// The view's height, in the program's ``LengthUnit``.
    public var height: CGFloat {
        CGFloat(_size.height)
    }

    /// Where `guide` is across the view: its own value when it sets one, else its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        CGFloat(_value(of: guide, explicitOnly: false) ?? 0)
    }

    /// Where `guide` is down the view: its own value when it sets one, else its default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        CGFloat(_value(of: guide, explicitOnly: false) ?? 0)
    }

    /// The value the view sets for `guide` itself, or nil.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        _value(of: guide, explicitOnly: true).map { CGFloat($0) }
    }

    /// The value the view sets for `guide` itself, or nil.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        _value(of: guide, explicitOnly: true).map { CGFloat($0) }
    }
}

extension View {
    /// Moves where this view lines up with its siblings for `g`, as SwiftUI's
    /// `alignmentGuide(_:computeValue:)`, in the program's ``LengthUnit``.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        let asDouble: (ViewDimensions) -> Double = { Double(computeValue($0)) }
        return alignmentGuide(g, computeValue: asDouble)
    }

    /// Moves where this view lines up with its siblings for `g` down the view, as SwiftUI's
    /// `alignmentGuide(_:computeValue:)`, in the program's ``LengthUnit``.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        let asDouble: (ViewDimensions) -> Double = { Double(computeValue($0)) }
        return alignmentGuide(g, computeValue: asDouble)
    }

    /// Puts the centre of this view at `position` in the space its parent offers, as SwiftUI's
    /// `position(_:)`, rounded to whole cells.
    public func position(_ position: CGPoint) -> some View {
        self.position(x: Int(position.x.rounded()), y: Int(position.y.rounded()))
    }
}
