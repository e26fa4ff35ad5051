import CursesUICore
import Foundation

/// A row as a ``Layout``, as SwiftUI's `HStackLayout`: lays its views out as ``HStack`` does.
public struct HStackLayout: Layout {
    /// How the views line up down the row.
    public var alignment: VerticalAlignment
    /// Points between views; nil for the usual spacing.
    public var spacing: CGFloat?

    /// A row aligned by `alignment`, `spacing` points apart.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The views side by side, as tall as the tallest.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let gaps = CGFloat(max(0, sizes.count - 1)) * (spacing ?? 8)
        return CGSize(width: sizes.reduce(0) { $0 + $1.width } + gaps, height: sizes.map(\.height).max() ?? 0)
    }

    /// Each view after the one before.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: .unspecified)
            x += size.width + (spacing ?? 8)
        }
    }

    /// An ``HStack``.
    public func _makeView(_ content: AnyView) -> AnyView {
        AnyView(HStack(alignment: alignment, spacing: spacing.map { Double($0) }) { content })
    }
}

/// A column as a ``Layout``, as SwiftUI's `VStackLayout`: lays its views out as ``VStack`` does.
public struct VStackLayout: Layout {
    /// How the views line up across the column.
    public var alignment: HorizontalAlignment
    /// Points between views; nil for the usual spacing.
    public var spacing: CGFloat?

    /// A column aligned by `alignment`, `spacing` points apart.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The views one above another, as wide as the widest.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let gaps = CGFloat(max(0, sizes.count - 1)) * (spacing ?? 8)
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height } + gaps)
    }

    /// Each view under the one before.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: .unspecified)
            y += size.height + (spacing ?? 8)
        }
    }

    /// A ``VStack``.
    public func _makeView(_ content: AnyView) -> AnyView {
        AnyView(VStack(alignment: alignment, spacing: spacing.map { Double($0) }) { content })
    }
}

/// Layers as a ``Layout``, as SwiftUI's `ZStackLayout`: lays its views out as ``ZStack`` does.
public struct ZStackLayout: Layout {
    /// How the layers line up.
    public var alignment: Alignment

    /// Layers aligned by `alignment`.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    /// As large as the largest view.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    /// Every view centred in `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
        }
    }

    /// A ``ZStack``.
    public func _makeView(_ content: AnyView) -> AnyView { AnyView(ZStack(alignment: alignment) { content }) }
}
