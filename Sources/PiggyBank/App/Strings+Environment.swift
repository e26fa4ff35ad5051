import CursesUICore

private struct StringsKey: EnvironmentKey {
    static let english = Strings(.english)
    static var defaultValue: Strings { english }
}

extension EnvironmentValues {
    /// The app's text in the chosen language.
    public var strings: Strings {
        get { self[StringsKey.self] }
        set { self[StringsKey.self] = newValue }
    }
}

extension Strings {
    /// What is wrong with a typed amount, in this language, for CursesUI's number fields; the
    /// limit is written in `currency`, as the amounts around the field are.
    public func fieldProblem(_ problem: FieldProblem, in currency: Currency) -> String {
        switch problem {
        case .notANumber: self["field.notANumber"]
        case .tooSmall(let minimum): self("field.tooSmall", currency.format(minimum, in: language))
        case .tooLarge(let maximum): self("field.tooLarge", currency.format(maximum, in: language))
        }
    }
}
