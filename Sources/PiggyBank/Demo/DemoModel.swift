import Observation

/// The state of the demo form: what the benchmark types and the echo line shows.
@Observable
public final class DemoModel {
    public var name = ""
    /// The amount as typed (a valid decimal, at most two fraction digits).
    public var amount = ""
    /// The picked icon's label, or nil.
    public var icon: String?

    public init() {}

    /// The twelve icons of the demo grid, by their ASCII labels.
    public static let icons = ["car", "house", "plane", "gift", "ring", "book", "laptop", "bike", "phone", "beach", "ball", "star"]
}
