/// A button that pastes text into the program, as SwiftUI's `PasteButton`.
///
/// A terminal program cannot read the system clipboard, so the terminal form takes its text
/// two ways: the terminal's own paste (Ctrl-Shift-V, ⌘V) while the button has focus hands
/// the pasted text to `onPaste`, and Enter or Space hands it the program's clipboard: the text
/// last pasted into the program or copied by it (a `ShareLink`). With nothing on that
/// clipboard Enter does nothing. Only `String` payloads arrive; other types are never pasted.
///
/// ```swift
/// PasteButton(payloadType: String.self) { strings in
///     pastedText = strings[0]
/// }
/// ```
public struct PasteButton: View {
    private let paste: @MainActor (String) -> Void
    @Environment(\.pasteboard) private var pasteboard

    /// A button pasting values of `payloadType` into `onPaste`, as SwiftUI's
    /// `init(payloadType:onPaste:)`.
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
        paste = { text in
            if let value = text as? T { onPaste([value]) }
        }
    }

    /// The view's content.
    public var body: some View {
        let paste = paste
        let pasteboard = pasteboard
        return Button("Paste") {
            if let text = pasteboard.text { paste(text) }
        }
        .modifier(
            OnKeyPressModifier(keys: nil, help: [KeyHelp("Ctrl-Shift-V", "paste")]) { key in
                guard case .paste(let text) = key else { return .ignored }
                paste(text)
                return .handled
            })
    }
}

/// The program's clipboard: the text last pasted into it or copied by it.
@MainActor
final class Pasteboard {
    var text: String?
    nonisolated init() {}
}

private struct PasteboardKey: EnvironmentKey {
    static let defaultValue = Pasteboard()
}

extension EnvironmentValues {
    /// The program's clipboard, which a `PasteButton` pastes.
    var pasteboard: Pasteboard {
        get { self[PasteboardKey.self] }
        set { self[PasteboardKey.self] = newValue }
    }
}
