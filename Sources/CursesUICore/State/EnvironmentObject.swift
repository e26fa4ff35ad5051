/// An ``ObservableObject`` a view finds in its environment, put there above it with
/// ``View/environmentObject(_:)``, as SwiftUI's `@EnvironmentObject`: the view is evaluated
/// again whenever the object's `objectWillChange` sends. Pushed screens and sheets see the
/// objects of the view they come from. Reading one that no view above put in stops the
/// program with a message naming its type, as SwiftUI does.
///
/// ```swift
/// struct SettingsView: View {
///     @EnvironmentObject var settings: GameSettings
///     var body: some View { Toggle("Sound", isOn: $settings.playsSound) }
/// }
/// ```
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let location = EnvironmentLocation()

    /// Finds the object of this type in the environment.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = location.read({ $0[EnvironmentObjectKey<ObjectType>.self] }) else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
            )
        }
        return object
    }

    /// Bindings to the object's properties, for `$model.property`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension EnvironmentObject {
    /// Makes bindings to the properties of an environment object, as SwiftUI's
    /// `EnvironmentObject.Wrapper`: `$settings.sound` is a `Binding<Bool>`. The same bindings
    /// as an observed object's.
    public typealias Wrapper = ObservedObject<ObjectType>.Wrapper
}

extension EnvironmentObject: GraphLinkedProperty {
    func link(to node: Node, key: String) {
        location.link(to: node)
        node.environmentValue { $0[EnvironmentObjectKey<ObjectType>.self] }?.recordHolder(node, key: key)
    }
}

/// Where `.environmentObject(_:)` puts an object of one type, apart from the `@Observable`
/// objects `.environment(_:)` puts in.
struct EnvironmentObjectKey<ObjectType: ObservableObject>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

extension View {
    /// Puts `object` in the environment for the `@EnvironmentObject` properties of the views
    /// inside, pushed screens and sheets included, as SwiftUI's `environmentObject(_:)`.
    ///
    /// ```swift
    /// ContentView().environmentObject(settings)
    /// ```
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentModifier(ObjectIdentifier(EnvironmentObjectKey<T>.self), object) { $0[EnvironmentObjectKey<T>.self] = object })
    }
}
