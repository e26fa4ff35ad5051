import CursesUICore
import Foundation

extension View {
    /// Draws the view moved by `offset` points (whole cells), keeping its place in the layout,
    /// as SwiftUI's `offset(_:)`.
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }
}
