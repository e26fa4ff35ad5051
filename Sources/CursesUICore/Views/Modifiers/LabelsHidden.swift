/// Whether controls inside a `.labelsHidden()` leave their labels out.
private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// True inside `.labelsHidden()`: pickers, toggles, sliders, steppers, gauges, progress
    /// views and labelled content draw without their titles.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls inside, as SwiftUI's `labelsHidden()`: a
    /// `DatePicker("Wake up", …)` shows only its value. The label still names the control in
    /// the help bar.
    public func labelsHidden() -> some View {
        modifier(EnvironmentModifier("labelsHidden", true) { $0.labelsHidden = true })
    }
}
