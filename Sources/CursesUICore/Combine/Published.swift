/// A property of an ``ObservableObject`` class that announces its changes, as Combine's
/// `@Published`: before each new value is stored, the object's `objectWillChange` sends (so
/// the views holding the object are evaluated again) and `$property` delivers the new value.
///
/// ```swift
/// class Expenses: ObservableObject {
///     @Published var items = [ExpenseItem]() {
///         didSet { save() }
///     }
/// }
/// ```
@propertyWrapper
public struct Published<Value> {
    let storage: PublishedStorage<Value>

    /// A property starting at `wrappedValue`.
    public init(wrappedValue: Value) { storage = PublishedStorage(wrappedValue) }

    /// A property starting at `initialValue`.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// Not available: a `@Published` property belongs to a class, which reads and writes it
    /// through ``subscript(_enclosingInstance:wrapped:storage:)``.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The publisher of the property's values (`$property`): the current value when subscribed,
    /// then each new value before it is stored.
    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        set {}  // `assign(to: &$property)` takes the publisher inout; the storage stays.
    }

    /// The property's publisher as the class it sits in reads it (`$property`), which tells
    /// the storage whose change a value assigned to it announces.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        projected projectedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Publisher>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Publisher {
        get {
            let storage = object[keyPath: storageKeyPath].storage
            _ = storage.objectWillChange(of: object)
            return Publisher(storage: storage)
        }
        set {}
    }

    /// The property as the class it sits in reads and writes it: a write sends the class's
    /// `objectWillChange` (when it is an ``ObservableObject`` whose publisher is an
    /// ``ObservableObjectPublisher``), then `$property`'s subscribers get the new value, then
    /// it is stored.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            storage.objectWillChange(of: object)?.send()
            storage.publish(newValue)
        }
    }
}

extension Published {
    /// The publisher of one `@Published` property's values, as Combine's
    /// `Published.Publisher`: a new subscriber gets the current value at once, then each new
    /// value before it is stored.
    ///
    /// ```swift
    /// .onReceive(model.$score) { score in best = max(best, score) }
    /// ```
    public struct Publisher: CursesUICore.Publisher {
        /// The property's values.
        public typealias Output = Value
        /// It never fails.
        public typealias Failure = Never

        let storage: PublishedStorage<Value>

        /// Delivers the current value, then each new one, to `receiveValue`.
        public func _subscribe(_ receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            storage.subscribe(receiveValue)
        }
    }
}

/// Where a `@Published` property keeps its value and its subscribers: a class, so the
/// property's `$` publisher and the enclosing object share it.
final class PublishedStorage<Value>: @unchecked Sendable {
    private(set) var value: Value
    private let subscribers = Broadcast<Value>()
    /// The enclosing object's publisher, found on the first write.
    private let enclosingPublisher = Locked<ObservableObjectPublisher??>(nil)
    /// The `assign(to:)` subscriptions writing to this property.
    private let assignments = Locked<[AnyCancellable]>([])

    init(_ value: Value) { self.value = value }

    /// The `objectWillChange` publisher of `object`, the class this property sits in; nil
    /// when it is not an observable object with an ``ObservableObjectPublisher``.
    func objectWillChange(of object: AnyObject) -> ObservableObjectPublisher? {
        if let known = enclosingPublisher.withLock({ $0 }) { return known }
        let found = (object as? any ObservableObject).flatMap { $0.objectWillChange as? ObservableObjectPublisher }
        enclosingPublisher.withLock { $0 = .some(found) }
        return found
    }

    /// Delivers `newValue` to the subscribers, then stores it.
    func publish(_ newValue: Value) {
        subscribers.send(newValue)
        value = newValue
    }

    /// Announces the enclosing object's change, when it is known, then publishes and stores
    /// `newValue`: a value `assign(to:)` writes.
    func assign(_ newValue: Value) {
        if let known = enclosingPublisher.withLock({ $0 }) { known?.send() }
        publish(newValue)
    }

    /// Keeps an `assign(to:)` subscription for as long as the property lives.
    func keep(_ subscription: AnyCancellable) { assignments.withLock { $0.append(subscription) } }

    /// Delivers the current value to `receiveValue` now, and each new value later.
    func subscribe(_ receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
        let subscription = subscribers.subscribe(receiveValue)
        receiveValue(value)
        return subscription
    }
}
