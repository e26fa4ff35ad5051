/// SwiftUI's radio-button picker (macOS): in a terminal it draws as the inline list, every
/// option visible and the chosen one marked.
public struct RadioGroupPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// `.inline`.
    public var kind: PickerStyleKind { .inline }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// Every option with a mark on the chosen one; drawn as the inline list in a terminal.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}
