import CursesUICore
import Foundation

/// SwiftUI's `VisualEffect` forms in Foundation's `CGSize`.
extension VisualEffect {
    /// Moves the view by `offset` without changing its layout, as SwiftUI's `offset(_:)`,
    /// rounded to whole cells.
    public func offset(_ offset: CGSize) -> some VisualEffect { self.offset(x: Double(offset.width), y: Double(offset.height)) }

    /// Scales the view on each axis: **no effect**, as `scaleEffect` on a view.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { _chain }
}
