/// How progress views draw themselves, as SwiftUI's `ProgressViewStyle`.
public protocol ProgressViewStyle: Sendable {
    /// What the progress view draws.
    var kind: ProgressViewStyleKind { get }
}

/// The ways a progress view can be drawn in a terminal.
public enum ProgressViewStyleKind: Hashable, Sendable {
    /// A bar for a known amount, a spinner for an unknown one.
    case automatic
    /// A bar under the label; an unknown amount sweeps a block along it.
    case linear
    /// One glyph before the label: a filling circle for a known amount, a spinner otherwise.
    case circular
}

/// The default: a bar for a known amount, a spinner for an unknown one.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}
    /// `.automatic`.
    public var kind: ProgressViewStyleKind { .automatic }
}

/// A bar under the label.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}
    /// Creates the style with a tint, as SwiftUI's deprecated form; the tint is ignored
    /// (use `.tint(_:)`).
    public init(tint: Color) {}
    /// `.linear`.
    public var kind: ProgressViewStyleKind { .linear }
}

/// One glyph before the label: `◔` filling to `●`, or a spinner for an unknown amount.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}
    /// Creates the style with a tint, as SwiftUI's deprecated form; the tint is ignored
    /// (use `.tint(_:)`).
    public init(tint: Color) {}
    /// `.circular`.
    public var kind: ProgressViewStyleKind { .circular }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// A bar for a known amount, a spinner for an unknown one.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar under the label.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A glyph before the label.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue = ProgressViewStyleKind.automatic
}

extension EnvironmentValues {
    /// How progress views inside draw themselves (`.progressViewStyle(_:)`).
    var progressViewStyle: ProgressViewStyleKind {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how progress views inside draw themselves.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier("progressViewStyle", style.kind) { $0.progressViewStyle = style.kind })
    }
}
