/// SwiftUI's palette picker (a row of symbols or colours): in a terminal it draws as the
/// segmented row, ←/→ choosing.
public struct PalettePickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// `.segmented`.
    public var kind: PickerStyleKind { .segmented }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A row of options; drawn as the segmented row in a terminal.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}
