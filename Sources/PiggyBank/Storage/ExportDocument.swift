/// Everything in a store as one versioned document, for `export --json` and `import`. Amounts
/// are decimal strings ("1200.50"), moments ISO 8601 ("2026-11-30T09:15:00Z"), days
/// "YYYY-MM-DD"; the key order is stable, so the same store always exports the same text.
public struct ExportDocument: Codable, Equatable, Sendable {
    public static let formatName = "piggybank"
    /// 2 since 0.3: records may be adjustments, and balances below zero (debt mode).
    public static let currentVersion = 2
    /// The versions an import reads: 0.2's exports are version 1.
    public static let readableVersions = 1...currentVersion

    public var format: String
    public var version: Int
    /// When it was exported: the only part that differs between two exports of one store.
    public var exported: String
    public var settings: Settings
    public var banks: [Bank]

    /// The user's settings; absent ones are left at their defaults.
    public struct Settings: Codable, Equatable, Sendable {
        public var language: String?
        public var currency: String?
        public var theme: String?
        public var askBeforeDeleting: Bool?
        public var showAmounts: Bool?
        public var debtMode: Bool?
    }

    public struct Bank: Codable, Equatable, Sendable {
        public var id: Int64
        public var name: String
        public var icon: String?
        public var target: String
        public var amount: String
        public var initial: String
        public var created: String
        public var expires: String?
        public var completed: String?
        public var primary: Bool
        public var order: Int
        public var schedule: Schedule?
        public var records: [Record]
    }

    public struct Schedule: Codable, Equatable, Sendable {
        public var amount: String
        public var every: String
        public var on: Int
        public var from: String
        public var until: String?
        public var lastRun: String?
    }

    /// One record; `type` is a ``RecordKind``. A deposit's or withdrawal's amount is positive,
    /// an adjustment's signed ("-12.50" lowered the balance).
    public struct Record: Codable, Equatable, Sendable {
        public var id: Int64
        public var amount: String
        public var type: String
        public var date: String
        public var note: String?
        public var automatic: Bool
    }
}

/// What an import did, or would do with `--dry-run`.
public struct ImportSummary: Equatable, Sendable {
    public var banks = 0
    public var records = 0
    public var schedules = 0
    /// Banks replaced (`--replace --force`).
    public var removedBanks = 0
    /// Names that were already taken (`--merge`): imported beside the existing bank, which is kept.
    public var clashes: [String] = []
    public var settingsChanged = false
}

/// A document that cannot be imported: where (a JSON path such as `banks[2].target`) and why.
public struct ImportError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path.isEmpty ? "the document" : path): \(reason); nothing was imported" }
}
