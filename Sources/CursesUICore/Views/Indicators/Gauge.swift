/// A value shown within a range, as SwiftUI's `Gauge`.
///
/// The default and linear styles draw the label with the current value at the right, and under
/// them the bar between the bounds labels:
///
/// ```text
/// Battery          72%
/// 0 ██████████▌░░░ 100
/// ```
///
/// `.accessoryLinear` draws a track with a marker (`━━━━●───`) instead of the bar; the circular
/// styles draw one glyph filled in quarters (`○ ◔ ◑ ◕ ●`), then what iOS writes inside and
/// under the ring: `.accessoryCircularCapacity` the current value (the label when there is
/// none), `.accessoryCircular` the current value, then the bounds' labels dimmed, or the label
/// dimmed when there are none (`◕ 75%`, `◔ 25 0 100`). The filled part takes the `.tint(_:)`
/// colour. Marked value labels are accepted and not drawn.
///
/// ```swift
/// Gauge(value: progress) { Text("Saved") } currentValueLabel: { Text(progress, format: .percent) }
///     .gaugeStyle(.accessoryCircularCapacity)
/// ```
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    @Environment(\.gaugeStyle) private var style
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.tint) private var tint

    /// A gauge of `value` within `bounds` with every label; the marked value labels are not drawn.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    init(
        fraction: Double, label: Label, currentValueLabel: CurrentValueLabel?, minimumValueLabel: BoundsLabel?,
        maximumValueLabel: BoundsLabel?
    ) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0 else { return 0 }
        let fraction = Double(value - bounds.lowerBound) / span
        return fraction.isNaN ? 0 : min(1, max(0, fraction))
    }

    /// The view's content.
    public var body: some View {
        switch style {
        case .accessoryCircularCapacity:
            // On iOS the ring holds the current value, or the label (an icon) without one.
            HStack(cellSpacing: 1) {
                Text(ProgressView<EmptyView, EmptyView>.ring(fraction)).foregroundColor(tint ?? .cyan)
                if let currentValueLabel { currentValueLabel } else if !labelsHidden { label }
            }
        case .accessoryCircular:
            // On iOS the current value is inside the ring and the bounds' labels in its opening,
            // or the label there when they are not given.
            HStack(cellSpacing: 1) {
                Text(ProgressView<EmptyView, EmptyView>.ring(fraction)).foregroundColor(tint ?? .cyan)
                if let currentValueLabel { currentValueLabel }
                if let minimumValueLabel, let maximumValueLabel {
                    minimumValueLabel.dim()
                    maximumValueLabel.dim()
                } else if !labelsHidden {
                    label.dim()
                }
            }
        case .linearCapacity, .accessoryLinear, .accessoryLinearCapacity:
            VStack(alignment: .leading, spacing: 0) {
                if !labelsHidden || currentValueLabel != nil {
                    HStack(cellSpacing: 1) {
                        if !labelsHidden { label }
                        Spacer(minLength: 0)
                        if let currentValueLabel { currentValueLabel }
                    }
                }
                HStack(cellSpacing: 1) {
                    if let minimumValueLabel { minimumValueLabel.dim() }
                    if style == .accessoryLinear { GaugeMarkerTrack(fraction: fraction) } else { ProgressBar(value: fraction) }
                    if let maximumValueLabel { maximumValueLabel.dim() }
                }
            }
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds` with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: nil, minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds` with a label and the current value's label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: nil,
            maximumValueLabel: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds` with a label, the current value's label and the
    /// bounds' labels.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge with a label and the current value's label; the marked value labels are not drawn.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: nil,
            maximumValueLabel: nil)
    }
}
