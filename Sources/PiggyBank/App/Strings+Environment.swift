import CursesUI

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
    /// What is wrong with a typed amount, in this language, for CursesUI's number fields.
    public func fieldProblem(_ problem: FieldProblem) -> String {
        switch problem {
        case .notANumber: self["field.notANumber"]
        case .tooSmall(let minimum): self("field.tooSmall", Money.format(minimum))
        case .tooLarge(let maximum): self("field.tooLarge", Money.format(maximum))
        }
    }
}
