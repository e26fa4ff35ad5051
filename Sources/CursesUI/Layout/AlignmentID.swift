import CursesUICore
import Foundation

/// A type that identifies an alignment guide of the program's own, as SwiftUI's `AlignmentID`:
/// `HorizontalAlignment(_:)` and `VerticalAlignment(_:)` make a guide from it, which stacks,
/// `ZStack`, `frame(alignment:)` and `.alignmentGuide(_:computeValue:)` use as the built-in
/// ones. A guide a view sets inside a stack is the stack's guide too, so views in different
/// stacks line up.
///
/// ```swift
/// extension VerticalAlignment {
///     private enum MidAccountAndName: AlignmentID {
///         static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.top] }
///     }
///     static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)
/// }
/// ```
public protocol AlignmentID {
    /// Where the guide falls in a view that sets none for it, from the view's start, in the
    /// program's ``LengthUnit``.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

extension HorizontalAlignment {
    /// A horizontal alignment of the program's own, identified by the type `id`, as SwiftUI's
    /// `HorizontalAlignment(_:)`.
    public init(_ id: any AlignmentID.Type) {
        nonisolated(unsafe) let type = id  // a metatype: nothing in it is shared or changes
        self.init(customID: ObjectIdentifier(id), defaultValue: { Double(type.defaultValue(in: $0)) })
    }
}

extension VerticalAlignment {
    /// A vertical alignment of the program's own, identified by the type `id`, as SwiftUI's
    /// `VerticalAlignment(_:)`.
    public init(_ id: any AlignmentID.Type) {
        nonisolated(unsafe) let type = id  // a metatype: nothing in it is shared or changes
        self.init(customID: ObjectIdentifier(id), defaultValue: { Double(type.defaultValue(in: $0)) })
    }
}
