import CursesUICore
import Foundation

/// The size a container offers a view, as SwiftUI's `ProposedViewSize`: nil in a dimension
/// asks for the view's ideal size there.
public struct ProposedViewSize: Hashable, Sendable {
    /// The width offered, or nil.
    public var width: CGFloat?
    /// The height offered, or nil.
    public var height: CGFloat?

    /// A proposal of `width` by `height`.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// No space at all: the view's smallest size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// All the space there is: the view's largest size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with `size`'s dimensions where it has none.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    init(_ proposal: _LayoutProposal) { self.init(width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) }) }

    var framework: _LayoutProposal { _LayoutProposal(width: width.map(Double.init), height: height.map(Double.init)) }
}
