/// SwiftUI's spinning-wheel picker: in a terminal it draws as the inline list.
public struct WheelPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
    /// `.inline`.
    public var kind: PickerStyleKind { .inline }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A spinning wheel; drawn as the inline list in a terminal.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
