/// A class whose changes views follow, as Combine's `ObservableObject`: the model type of
/// SwiftUI before `@Observable`. A view holds one with `@StateObject` (it owns it),
/// `@ObservedObject` (it is handed it) or `@EnvironmentObject` (it finds it above), and is
/// evaluated again whenever the object's ``objectWillChange`` publisher sends, which each of
/// its `@Published` properties does before it changes.
///
/// ```swift
/// class Expenses: ObservableObject {
///     @Published var items = [ExpenseItem]()
/// }
///
/// struct ContentView: View {
///     @StateObject var expenses = Expenses()
///     var body: some View { List(expenses.items) { Text($0.name) } }
/// }
/// ```
public protocol ObservableObject: AnyObject {
    /// The publisher of ``objectWillChange``; ``ObservableObjectPublisher`` unless the class
    /// declares its own.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// A publisher that sends before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's own publisher, made on first use and kept while the object lives: the one
    /// its `@Published` properties send, and the one to send by hand before changing a
    /// property that is not `@Published`.
    public var objectWillChange: ObservableObjectPublisher { ObjectWillChangePublishers.publisher(of: self) }
}
