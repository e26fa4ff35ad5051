import CursesUI

/// The models of a type in the view's model context, as SwiftData's `@Query`: fetched when the
/// view reads them, so the view renders again when a model is inserted, deleted or changed.
///
/// ```swift
/// @Query(sort: \Book.title) private var books: [Book]
/// @Query(filter: #Predicate<Book> { $0.isFinished }) private var finished: [Book]
/// ```
///
/// SwiftData's `Query` has a second generic parameter, its result type, always `[Element]`
/// for these initializers; here the result is `[Element]` itself, which lets Swift infer the
/// model type of a bare `@Query private var items: [Item]`.
@propertyWrapper
public struct Query<Element: PersistentModel>: DynamicProperty {
    @Environment(\.modelContext) private var modelContext
    private let descriptor: FetchDescriptor<Element>

    /// The models the query selects, in its order (empty when the fetch fails).
    public var wrappedValue: [Element] { (try? modelContext.fetch(descriptor)) ?? [] }

    /// Every model of the type, in the order they were inserted.
    public init() { descriptor = FetchDescriptor() }

    /// The models `descriptor` selects.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
        self.descriptor = descriptor
    }

    /// The models meeting `filter`, in `descriptors` order.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation = .default) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: descriptors)
    }

    /// The models meeting `filter`, sorted by the property at `keyPath` in `order`.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
        animation: Animation = .default
    ) {
        // Key paths to stored properties are immutable; SwiftData's signature has no Sendable.
        let path = unsafeBitCast(keyPath, to: (KeyPath<Element, Value> & Sendable).self)
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(path, order: order)])
    }

    /// The models meeting `filter`, sorted by the optional property at `keyPath` in `order`.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
        animation: Animation = .default
    ) {
        let path = unsafeBitCast(keyPath, to: (KeyPath<Element, Value?> & Sendable).self)
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(path, order: order)])
    }
}
