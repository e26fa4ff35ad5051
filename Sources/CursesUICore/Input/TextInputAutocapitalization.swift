/// Which letters a touch keyboard capitalises, as SwiftUI's `TextInputAutocapitalization`.
/// A terminal keyboard types what is pressed: accepted, no effect.
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
}

extension View {
    /// Which letters a touch keyboard capitalises: accepted, no effect in a terminal.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// Turns off autocorrection of typed text: a terminal never autocorrects, so no effect.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
}
