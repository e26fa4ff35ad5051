/// One entry of a key map: the key as shown to the user and what it does. Controls and screens
/// declare their keys as data; the help bar and the `?` overlay are generated from them.
public struct KeyHelp: Hashable, Sendable {
    /// The keys, as the help bar names them ("Enter", "Ctrl-W/U/K").
    public var keys: String
    /// What the keys do, in a word or two.
    public var action: String

    /// Help naming `keys` and what they do.
    public init(_ keys: String, _ action: String) {
        self.keys = keys
        self.action = action
    }
}
