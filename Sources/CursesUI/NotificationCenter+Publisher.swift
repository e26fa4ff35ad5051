import CursesUICore
import Foundation

extension NotificationCenter {
    /// A publisher of the notifications a center posts under one name, as Combine's
    /// `NotificationCenter.Publisher`: each is delivered on the thread that posts it.
    public struct Publisher: CursesUICore.Publisher {
        /// Each notification posted.
        public typealias Output = Notification
        /// It never fails.
        public typealias Failure = Never

        /// The center the notifications come from.
        public let center: NotificationCenter
        /// The name they are posted under.
        public let name: Notification.Name
        /// The object they must come from, or nil for any.
        public let object: AnyObject?

        /// A publisher of `center`'s notifications named `name`, from `object` when given.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Delivers each notification to `receiveValue` until the result is cancelled or released.
        public func _subscribe(_ receiveValue: @escaping (Notification) -> Void) -> AnyCancellable {
            nonisolated(unsafe) let receiveValue = receiveValue  // on the posting thread, as Combine's
            nonisolated(unsafe) let observer = center.addObserver(forName: name, object: object, queue: nil) { receiveValue($0) }
            let center = center
            return AnyCancellable { center.removeObserver(observer) }
        }
    }

    /// The notifications posted under `name` (from `object` when given), as Combine's
    /// `publisher(for:object:)`.
    ///
    /// ```swift
    /// .onReceive(NotificationCenter.default.publisher(for: .NSCalendarDayChanged)) { _ in refresh() }
    /// ```
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }
}
