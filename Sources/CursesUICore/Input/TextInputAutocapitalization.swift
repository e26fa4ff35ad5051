/// Which typed letters are capitalised, as SwiftUI's `TextInputAutocapitalization`: as iOS's
/// keyboard turns its shift on at the start of a word or sentence, a field with `.words`,
/// `.sentences` or `.characters` capitalises a lower-case letter typed there. Pasted text is
/// left as it is, and so is typing in a field that sets nothing or `.never`.
public struct TextInputAutocapitalization: Hashable, Sendable {
    private let name: String

    /// Nothing is capitalised.
    public static let never = TextInputAutocapitalization(name: "never")
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Every letter.
    public static let characters = TextInputAutocapitalization(name: "characters")

    /// `character` as the keyboard would type it after `before` (the text before the caret).
    func typed(_ character: Character, after before: ArraySlice<Character>) -> Character {
        guard character.isLowercase, shifts(after: before) else { return character }
        let upper = character.uppercased()
        return upper.count == 1 ? Character(upper) : character
    }

    private func shifts(after before: ArraySlice<Character>) -> Bool {
        switch self {
        case .characters: return true
        case .words: return before.last.map(\.isWhitespace) ?? true
        case .sentences:
            // At the start, or after the end of a sentence and a space.
            guard let last = before.last else { return true }
            guard last.isWhitespace else { return false }
            guard let mark = before.last(where: { !$0.isWhitespace }) else { return true }
            return mark == "." || mark == "!" || mark == "?" || last.isNewline
        default: return false
        }
    }
}

private struct TextInputAutocapitalizationKey: EnvironmentKey {
    static var defaultValue: TextInputAutocapitalization? { nil }
}

extension EnvironmentValues {
    /// The capitalisation typing gets in the text fields below: none unless a view sets it.
    var textInputAutocapitalization: TextInputAutocapitalization? {
        get { self[TextInputAutocapitalizationKey.self] }
        set { self[TextInputAutocapitalizationKey.self] = newValue }
    }
}

extension View {
    /// Which typed letters the text fields inside capitalise: the first of each word
    /// (`.words`), of each sentence (`.sentences`), or all (`.characters`); `.never` or nil
    /// leaves typing as it is.
    ///
    /// ```swift
    /// TextField("Name", text: $name)
    ///     .textInputAutocapitalization(.words)   // typing "ada lovelace" shows "Ada Lovelace"
    /// ```
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        environment(\.textInputAutocapitalization, autocapitalization)
    }

    /// Turns off autocorrection of typed text: a terminal never autocorrects, so no effect.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
}
