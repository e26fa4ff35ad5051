import CursesUICore
import Foundation

extension View {
    /// Lets the user drop values of `payloadType` on this view, as SwiftUI's
    /// `dropDestination(for:action:isTargeted:)`. A terminal has no drag gesture, so nothing is
    /// ever dropped: `action` and `isTargeted` are not called. Offer the same move through a
    /// menu (`contextMenu`) or a button, as iOS programs do for people who cannot drag.
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View { self }
}
