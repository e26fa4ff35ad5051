/// Where an annotation or a legend goes, as Swift Charts' `AnnotationPosition`.
public struct AnnotationPosition: Hashable, Sendable {
    enum Place: Hashable, Sendable {
        case automatic, top, bottom, leading, trailing, overlay
    }

    let place: Place

    /// The chart's choice: above a vertical bar, after a horizontal one; a legend under the chart.
    public static let automatic = AnnotationPosition(place: .automatic)
    /// Above.
    public static let top = AnnotationPosition(place: .top)
    /// Below.
    public static let bottom = AnnotationPosition(place: .bottom)
    /// Before, on the left.
    public static let leading = AnnotationPosition(place: .leading)
    /// After, on the right.
    public static let trailing = AnnotationPosition(place: .trailing)
    /// On the mark itself.
    public static let overlay = AnnotationPosition(place: .overlay)
}
