import CursesUI

/// A model's identity in its store, as SwiftData's `PersistentIdentifier`: the same for the
/// model in every run.
public struct PersistentIdentifier: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    let value: String

    init(_ value: String) { self.value = value }

    /// A new identifier.
    init() { value = UUID().uuidString }

    /// The identifier's text.
    public var description: String { value }

    /// Orders identifiers by their text.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.value < rhs.value }

    /// Reads an identifier from its text.
    public init(from decoder: any Decoder) throws { value = try decoder.singleValueContainer().decode(String.self) }

    /// Writes the identifier as its text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
