import FoundationEssentials

/// The piggy bank being created: the value the create pages edit through bindings, autosaved
/// so that quitting mid-flow loses nothing.
public struct PiggyBankDraft: Equatable, Codable, Sendable {
    public static let nameLimit = 30
    public static let defaultName = "Piggy Bank"
    public static let defaultTarget: Decimal = 100

    public var name = ""
    public var targetAmount: Decimal = 0
    /// The icon's catalogue id, or nil for none.
    public var icon: String?
    public var initialAmount: Decimal = 0
    public var hasExpiration = false
    /// "YYYY-MM-DD" as typed.
    public var expirationText = ""
    /// The recurring deposit, or nil for none (drafts saved by 0.1.0 have none).
    public var schedule: ScheduleDraft?

    public init() {}

    /// The create form filled in with a bank and its recurring deposit, for editing it.
    public init(editing bank: PiggyBank, schedule: DepositSchedule?) {
        self.schedule = schedule.map(ScheduleDraft.init)
        name = bank.name
        targetAmount = bank.targetAmount
        icon = bank.icon
        initialAmount = bank.initialAmount
        hasExpiration = bank.expirationDate != nil
        expirationText = bank.expirationDate ?? ""
    }

    /// True when the name is blank or the target is zero: Next asks before using defaults.
    public var isMissingValues: Bool {
        name.trimmed.isEmpty || targetAmount <= 0
    }

    /// True when an expiry is asked for and what is typed is not a day ("" is still being typed).
    public var hasInvalidExpiration: Bool {
        hasExpiration && !expirationText.isEmpty && CalendarDate(expirationText) == nil
    }

    /// The values a confirmed bank gets (Banklet's rules): the default name for a blank one,
    /// target 100 for zero, the initial amount capped at the target.
    public var confirmed: (name: String, target: Decimal, initial: Decimal, expiration: String?) {
        let trimmed = name.trimmed
        let target = targetAmount > 0 ? min(targetAmount, Money.maximum) : Self.defaultTarget
        let initial = min(max(0, initialAmount), target)
        let expiration = hasExpiration ? CalendarDate(expirationText)?.description : nil
        return (trimmed.isEmpty ? Self.defaultName : String(trimmed.prefix(Self.nameLimit)), target, initial, expiration)
    }
}
