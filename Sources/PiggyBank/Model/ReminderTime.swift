/// The time of day of the daily reminder ("remind me at HH:MM"), as the settings keep it.
public struct ReminderTime: Equatable, Sendable, CustomStringConvertible {
    public let hour: Int
    public let minute: Int

    /// The time written as `HH:MM` (00:00 to 23:59, two digits each); nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// "07:05".
    public var description: String { (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)" }
}
