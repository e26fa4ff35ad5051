/// Something that can be stopped, as Combine's `Cancellable`: a subscription, a timer's
/// connection.
public protocol Cancellable {
    /// Stops it; calling it again does nothing.
    func cancel()
}

/// A type-erased cancellable that cancels itself when it is released, as Combine's
/// `AnyCancellable`: keep it (in a property, or a `Set<AnyCancellable>`) for as long as the
/// subscription should last.
///
/// ```swift
/// private var cancellables = Set<AnyCancellable>()
/// model.$count.sink { print($0) }.store(in: &cancellables)
/// ```
public final class AnyCancellable: Cancellable, Hashable {
    private let cancellation: Locked<(() -> Void)?>

    /// A cancellable that runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping () -> Void) { cancellation = Locked(cancel) }

    /// A cancellable that cancels `canceller`.
    public init<C: Cancellable>(_ canceller: C) {
        cancellation = Locked { canceller.cancel() }
    }

    /// Stops what it stands for; later calls do nothing.
    public func cancel() {
        let cancel = cancellation.withLock { action in
            defer { action = nil }
            return action
        }
        cancel?()
    }

    deinit { cancel() }

    /// Keeps the cancellable in `set`, so the subscription lasts as long as the set holds it.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Keeps the cancellable in `collection`, so the subscription lasts as long as it holds it.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Whether the two are the same cancellable.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    /// Hashes the cancellable's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
