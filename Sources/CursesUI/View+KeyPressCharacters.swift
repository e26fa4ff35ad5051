import CursesUICore
import Foundation

extension View {
    /// Runs `action` with the press when a key typing characters of `characters` is pressed
    /// while the focus is inside this view, as SwiftUI's `onKeyPress(characters:phases:action:)`.
    /// A key typing nothing (an arrow, Esc) does not match; a terminal reports `.down` only.
    ///
    /// ```swift
    /// .onKeyPress(characters: .decimalDigits) { press in
    ///     guess.append(press.characters)
    ///     return .handled
    /// }
    /// ```
    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        onKeyPress(phases: phases) { press in
            guard case .character = press.key, !press.modifiers.contains(.control) else { return .ignored }
            guard press.characters.unicodeScalars.allSatisfy(characters.contains) else { return .ignored }
            return action(press)
        }
    }
}
