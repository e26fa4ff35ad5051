/// One entry of a key map: the key as shown to the user and what it does. Controls and screens
/// declare their keys as data; the help bar and the `?` overlay are generated from them.
public struct KeyHelp: Hashable, Sendable {
    public var keys: String
    public var action: String

    public init(_ keys: String, _ action: String) {
        self.keys = keys
        self.action = action
    }
}
