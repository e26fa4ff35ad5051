/// What is wrong with a number typed into a field: a typed reason that the app puts into
/// words (``EnvironmentValues/fieldProblemText``), so the framework holds no language.
public enum FieldProblem: Hashable, Sendable {
    /// The text is not a number.
    case notANumber
    /// The number is below the smallest allowed.
    case tooSmall(minimum: Decimal)
    /// The number is above the largest allowed.
    case tooLarge(maximum: Decimal)

    /// Plain English, the default wording.
    public var englishDescription: String {
        switch self {
        case .notANumber: "not a number"
        case .tooSmall(let minimum): "must be at least \(minimum)"
        case .tooLarge(let maximum): "must be at most \(maximum)"
        }
    }
}

private struct FieldProblemTextKey: EnvironmentKey {
    static var defaultValue: @Sendable (FieldProblem) -> String { { $0.englishDescription } }
}

extension EnvironmentValues {
    /// Puts a field problem into words; the default is English. A localised app sets its own.
    public var fieldProblemText: @Sendable (FieldProblem) -> String {
        get { self[FieldProblemTextKey.self] }
        set { self[FieldProblemTextKey.self] = newValue }
    }
}
