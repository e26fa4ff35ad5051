import FoundationEssentials

extension PiggyBankStore {
    static let draftKey = "draft"
    static let stepKey = "pageSteps"

    /// Skips the onboarding (Welcome, Privacy, or no step yet) once banks exist, made with
    /// `piggybank add` or restored: the app then opens on Home.
    public func leaveOnboardingIfBanksExist() throws {
        let stored = settings.string(forKey: Self.stepKey).flatMap(Int.init).flatMap(Step.init(rawValue:))
        guard stored == nil || stored == .welcome || stored == .privacy, bankCount > 0 else { return }
        try settings.set(String(Step.home.rawValue), forKey: Self.stepKey)
    }

    /// The create-flow draft saved by ``saveDraft(_:)``, or nil (none, or unreadable).
    public func loadDraft() -> PiggyBankDraft? {
        guard let json = settings.string(forKey: Self.draftKey) else { return nil }
        return try? JSONDecoder().decode(PiggyBankDraft.self, from: Data(json.utf8))
    }

    /// Keeps the draft in the settings table (as JSON) so a relaunch resumes it; nil removes it.
    public func saveDraft(_ draft: PiggyBankDraft?) throws {
        guard let draft else { return try settings.set(nil, forKey: Self.draftKey) }
        let json = try DraftJSON.text(of: draft) ?? String(decoding: JSONEncoder().encode(draft), as: UTF8.self)
        try settings.set(json, forKey: Self.draftKey)
    }
}
