/// Something drawn in a ``Chart``, as Swift Charts' `ChartContent`: a mark (``BarMark``,
/// ``LineMark``, …), a `ForEach` of marks, or marks with a modifier such as
/// `.foregroundStyle(by:)`.
@MainActor @preconcurrency
public protocol ChartContent {
    /// The marks to draw.
    var marks: [ChartMark] { get }
}

/// Several marks from a builder block or a modifier.
public struct ChartContentGroup: ChartContent {
    /// The marks, in order.
    public let marks: [ChartMark]
}

/// Builds the marks of a ``Chart``, as Swift Charts' `ChartContentBuilder`.
@MainActor @resultBuilder
public enum ChartContentBuilder {
    /// Marks written one after another.
    public static func buildBlock(_ parts: any ChartContent...) -> ChartContentGroup {
        ChartContentGroup(marks: parts.flatMap(\.marks))
    }

    /// Marks from a `for` loop.
    public static func buildArray(_ parts: [ChartContentGroup]) -> ChartContentGroup {
        ChartContentGroup(marks: parts.flatMap(\.marks))
    }

    /// Marks under an `if`.
    public static func buildOptional(_ part: ChartContentGroup?) -> ChartContentGroup {
        part ?? ChartContentGroup(marks: [])
    }

    /// Marks of either branch of an `if`/`else`.
    public static func buildEither(first: ChartContentGroup) -> ChartContentGroup { first }

    /// Marks of either branch of an `if`/`else`.
    public static func buildEither(second: ChartContentGroup) -> ChartContentGroup { second }

    /// Marks under `if #available`.
    public static func buildLimitedAvailability(_ part: ChartContentGroup) -> ChartContentGroup { part }
}
