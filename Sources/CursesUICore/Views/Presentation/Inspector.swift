/// Shows an inspector beside or over the view, as SwiftUI's `.inspector`.
struct InspectorModifier<Inspector: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let inspector: Inspector
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.lengthUnit) private var lengthUnit
    @State private var width: InspectorColumnWidth?

    func body(content: Content) -> some View {
        let sized = inspector.onPreferenceChange(InspectorColumnWidthKey.self) { width = $0 }
        if horizontalSizeClass == .compact {
            content.sheet(isPresented: isPresented) { sized }
        } else {
            HStack(alignment: .top, spacing: 0) {
                content.frame(maxWidth: .infinity, maxHeight: .infinity)
                if isPresented.wrappedValue {
                    Divider()
                    sized.frame(width: columnWidth).frame(maxHeight: .infinity, alignment: .top)
                }
            }
        }
    }

    /// The column's width in the program's lengths: the ideal the content asks for, else
    /// SwiftUI's default of about 320 points.
    private var columnWidth: Int {
        let fallback = lengthUnit == .points ? 320 : 40
        guard let width else { return fallback }
        return max(width.min ?? 0, min(width.ideal ?? fallback, width.max ?? .max))
    }
}

/// The width an inspector's content asks its column for.
struct InspectorColumnWidth: Equatable {
    let min: Int?
    let ideal: Int?
    let max: Int?
}

/// The width set by `inspectorColumnWidth` inside an inspector.
struct InspectorColumnWidthKey: PreferenceKey {
    static let defaultValue: InspectorColumnWidth? = nil
    static func reduce(value: inout InspectorColumnWidth?, nextValue: () -> InspectorColumnWidth?) {
        value = nextValue() ?? value
    }
}

extension View {
    /// An inspector beside the view while `isPresented` is true, as SwiftUI's: on a wide
    /// terminal (a regular width) a column at the trailing edge, after a line, as on iPad and
    /// the Mac; on a narrow one (compact) a sheet over the screen that Esc closes, as on
    /// iPhone.
    ///
    /// ```swift
    /// .inspector(isPresented: $showInspector) { ItemInspector(item: $item) }
    /// ```
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        modifier(InspectorModifier(isPresented: isPresented, inspector: content()))
    }

    /// The width of the inspector column this view is the content of: `ideal` (points under
    /// `App.main()`, or cells) kept between `min` and `max`. As a sheet it has no effect.
    public func inspectorColumnWidth<F: BinaryFloatingPoint>(min: F? = nil, ideal: F, max: F? = nil) -> some View {
        preference(
            key: InspectorColumnWidthKey.self,
            value: InspectorColumnWidth(min: min.map(cells), ideal: cells(ideal), max: max.map(cells)))
    }

    /// A fixed width for the inspector column this view is the content of.
    public func inspectorColumnWidth<F: BinaryFloatingPoint>(_ width: F) -> some View {
        preference(key: InspectorColumnWidthKey.self, value: InspectorColumnWidth(min: nil, ideal: cells(width), max: nil))
    }
}
