/// What a button does, as SwiftUI's `ButtonRole`: a destructive button is drawn in red, and a
/// cancel button answers Esc.
public struct ButtonRole: Hashable, Sendable {
    let name: String

    /// Deletes or discards something: drawn in red.
    public static let destructive = ButtonRole(name: "destructive")
    /// Dismisses without acting: pressed by Esc.
    public static let cancel = ButtonRole(name: "cancel")
}
