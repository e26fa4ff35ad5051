/// A column of labelled rows grouped in sections, as SwiftUI's `Form`; rows outside any
/// ``Section`` are a section of their own, inset as a section's rows are. Taller than the space
/// it is given, it scrolls like a ``ScrollView``: moving the focus keeps the focused control
/// (with its section's header or footer, where they fit) in view, PgUp/PgDn scroll a page and
/// an indicator on the right shows where the form is.
///
/// ```swift
/// Form {
///     Section("Goal") {
///         TextField("Name", text: $name)
///         Stepper("Months: \(months)", value: $months, in: 1...24)
///     }
/// }
/// ```
public struct Form<Content: View>: View {
    let content: Content

    /// A form of `content`, usually ``Section``s.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// The view's content.
    public var body: some View {
        // The scroll indicator takes the column of the right margin.
        ScrollView(sizing: .form) { FormColumn(content: content).padding(.leading, cells: 1) }
            .environment(\.makesListRows, true)
            .environment(\.isInList, true)
    }
}

/// A titled group of rows in a ``Form`` or ``List``: the header in bold, the rows indented
/// under it, a dim footer, and a blank line after.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    /// The view's content.
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            header.bold()
            VStack(alignment: .leading, spacing: 0) { content }.padding(.leading, cells: 1)
            footer.font(.footnote)
            Text("")
        }
    }
}

/// A ``Section``: a scroll view following the focus into one shows its header or footer too.
protocol SectionView {}

extension Section: SectionView {}

extension Section {
    /// A section with a header and a footer given as views (deprecated in SwiftUI, still common).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header given as a view (deprecated in SwiftUI, still common).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }

    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer given as a view and no header (deprecated in SwiftUI).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }

    /// A section with a footer and no header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without a header.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}
