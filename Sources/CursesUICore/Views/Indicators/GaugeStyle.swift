/// How gauges draw themselves, as SwiftUI's `GaugeStyle`.
public protocol GaugeStyle: Sendable {
    /// What the gauge draws.
    var kind: GaugeStyleKind { get }
}

/// The ways a gauge can be drawn in a terminal.
public enum GaugeStyleKind: Hashable, Sendable {
    /// The label and current value over a filled bar between the bounds labels.
    case linearCapacity
    /// The same, the bar a thin track with a marker `●` at the value.
    case accessoryLinear
    /// The same as `.linearCapacity`.
    case accessoryLinearCapacity
    /// The bounds labels either side of a circle glyph filled to the value, then the current
    /// value and the label.
    case accessoryCircular
    /// One glyph: a circle filling in quarters (`○ ◔ ◑ ◕ ●`), then the current value and the label.
    case accessoryCircularCapacity
}

/// The default: `.linearCapacity`.
public struct DefaultGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
    /// `.linearCapacity`.
    public var kind: GaugeStyleKind { .linearCapacity }
}

/// A bar filled to the value.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
    /// `.linearCapacity`.
    public var kind: GaugeStyleKind { .linearCapacity }
}

/// A track with a marker at the value.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
    /// `.accessoryLinear`.
    public var kind: GaugeStyleKind { .accessoryLinear }
}

/// A bar filled to the value.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
    /// `.accessoryLinearCapacity`.
    public var kind: GaugeStyleKind { .accessoryLinearCapacity }
}

/// A circle glyph filled to the value, between the bounds labels.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
    /// `.accessoryCircular`.
    public var kind: GaugeStyleKind { .accessoryCircular }
}

/// A circle glyph filled to the value.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}
    /// `.accessoryCircularCapacity`.
    public var kind: GaugeStyleKind { .accessoryCircularCapacity }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default: a bar filled to the value.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A track with a marker at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A bar filled to the value.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A circle glyph filled to the value, between the bounds labels.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A circle glyph filled to the value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

private struct GaugeStyleKey: EnvironmentKey {
    static let defaultValue = GaugeStyleKind.linearCapacity
}

extension EnvironmentValues {
    /// How gauges inside draw themselves (`.gaugeStyle(_:)`).
    var gaugeStyle: GaugeStyleKind {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how gauges inside draw themselves.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier("gaugeStyle", style.kind) { $0.gaugeStyle = style.kind })
    }
}
