/// How far a task has come, as SwiftUI's `ProgressView`.
///
/// A known amount draws as its label, a bar in eighth blocks and the current-value label under
/// it; an unknown amount (no value, or a nil one) as a spinner before the label, turning while
/// it is on screen. `.progressViewStyle(.circular)` draws a known amount as one filling glyph
/// (`○ ◔ ◑ ◕ ●`) before the label; `.linear` draws an unknown one as a block sweeping along the
/// bar. The bar and glyphs take the `.tint(_:)` colour.
///
/// ```swift
/// ProgressView("Loading forecast…")
/// ProgressView(value: Double(index), total: Double(count)) { Text("Question \(index + 1)") }
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// From 0 to 1; nil for an unknown amount.
    let fraction: Double?
    @Environment(\.progressViewStyle) private var style
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.tint) private var tint

    /// A progress view of `value` out of `total` (nil: unknown), with a label and a
    /// current-value label.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        fraction = Self.fraction(value, total)
    }

    init(label: Label?, currentValueLabel: CurrentValueLabel?, fraction: Double?) {
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.fraction = fraction
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        guard total > 0 else { return 0 }
        let fraction = Double(value) / Double(total)
        return fraction.isNaN ? 0 : min(1, max(0, fraction))
    }

    /// The view's content.
    public var body: some View {
        let shownLabel = labelsHidden ? nil : label
        if let fraction {
            if style == .circular {
                HStack(cellSpacing: 1) {
                    Text(Self.ring(fraction)).foregroundColor(tint ?? .cyan)
                    if let shownLabel { shownLabel }
                    if let currentValueLabel { currentValueLabel.dim() }
                }
            } else {
                VStack(alignment: .leading, spacing: 0) {
                    if let shownLabel { shownLabel }
                    ProgressBar(value: fraction)
                    if let currentValueLabel { currentValueLabel.dim() }
                }
            }
        } else if style == .linear {
            VStack(alignment: .leading, spacing: 0) {
                if let shownLabel { shownLabel }
                ActivityIndicator(kind: .sweep)
            }
        } else {
            HStack(cellSpacing: 1) {
                ActivityIndicator(kind: .spinner)
                if let shownLabel { shownLabel }
            }
        }
    }

    /// A circle filled to a fraction, in quarters.
    static func ring(_ fraction: Double) -> String {
        ["○", "◔", "◑", "◕", "●"][min(4, max(0, Int((fraction * 4).rounded())))]
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A progress view of `value` out of `total` (nil: unknown) with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: nil, fraction: Self.fraction(value, total))
    }

    /// A spinner with a label, for an amount not known.
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: nil, fraction: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner, for an amount not known.
    public init() {
        self.init(label: nil, currentValueLabel: nil, fraction: nil)
    }

    /// A bar at `value` out of `total`; a nil value shows a spinner.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(label: nil, currentValueLabel: nil, fraction: Self.fraction(value, total))
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner titled `title`, for an amount not known.
    public init<S: StringProtocol>(_ title: S) {
        self.init(label: Text(String(title)), currentValueLabel: nil, fraction: nil)
    }

    /// A bar titled `title` at `value` out of `total`; a nil value shows a spinner.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(label: Text(String(title)), currentValueLabel: nil, fraction: Self.fraction(value, total))
    }
}
