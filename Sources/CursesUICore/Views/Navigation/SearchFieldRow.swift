/// The search line: a mark, then the field; under it the scope bar, if any, and the
/// suggestions while the field has focus and text. Return in the field puts the suggestion
/// ↑/↓ point at into it, or submits the search (`onSubmit(of: .search)`) and moves focus on to
/// the screen (the first match); Esc clears it and moves on too.
struct SearchFieldRow: View {
    let field: SearchFieldRequest
    let isFocused: Binding<Bool>
    @State private var completions: [String] = []
    @State private var pointedAt: Int?

    var body: some View {
        let showsSuggestions = field.suggestions != nil && isFocused.wrappedValue && !field.text.wrappedValue.isEmpty
        let highlighted = pointedAt.flatMap { completions.indices.contains($0) ? completions[$0] : nil }
        let isPresented = field.isPresented
        return VStack(alignment: .leading, spacing: 0) {
            HStack(cellSpacing: 1) {
                Text("⌕").dim()
                TextField(field.prompt, text: field.text).focused(isFocused).environment(\.onSubmit, nil)
            }
            .modifier(
                SearchFieldKeys(
                    field: field, isFocused: isFocused, completions: showsSuggestions ? completions : [], pointedAt: $pointedAt))
            if let scopes = field.scopes {
                scopes.bar.padding(.leading, cells: 2)
            }
            if showsSuggestions, let suggestions = field.suggestions {
                suggestions.view
                    .environment(\.highlightedSearchCompletion, highlighted)
                    .padding(.leading, cells: 2)
                    .onPreferenceChange(SearchCompletionsKey.self) { completions = $0 }
            }
        }
        .onChange(of: isFocused.wrappedValue) { _, focused in
            if !focused { pointedAt = nil }
            if let isPresented, isPresented.wrappedValue != focused { isPresented.wrappedValue = focused }
        }
        .onChange(of: isPresented?.wrappedValue, initial: true) { _, presented in
            if let presented, presented != isFocused.wrappedValue { isFocused.wrappedValue = presented }
        }
        .onChange(of: field.text.wrappedValue) { pointedAt = nil }
    }
}

/// The search field's own keys: ↓/↑ point at a suggestion, Return chooses it or submits and
/// hands focus on, Esc clears the text and hands focus on.
@usableFromInline struct SearchFieldKeys: NodeModifier {
    let field: SearchFieldRequest
    let isFocused: Binding<Bool>
    /// The completions of the suggestions shown (none while they are hidden).
    let completions: [String]
    let pointedAt: Binding<Int?>

    func apply(to node: Node) {
        let field = field
        let isFocused = isFocused
        let completions = completions
        let pointedAt = pointedAt
        let graph = node.graph
        var help = [KeyHelp("Enter", field.submit == nil ? "to results" : "search"), KeyHelp("Esc", "clear search")]
        if !completions.isEmpty { help.insert(KeyHelp("↑↓", "suggestion"), at: 0) }
        node.attributes[KeyHelpAttribute.self] = help
        node.attributes[KeyHandlerAttribute.self] = { key in
            let pointed = pointedAt.wrappedValue.flatMap { completions.indices.contains($0) ? $0 : nil }
            switch key {
            case .down where !completions.isEmpty:
                pointedAt.wrappedValue = min((pointed ?? -1) + 1, completions.count - 1)
                return true
            case .up where pointed != nil:
                pointedAt.wrappedValue = pointed == 0 ? nil : pointed.map { $0 - 1 }
                return true
            case .enter where pointed != nil:
                field.text.wrappedValue = pointed.map { completions[$0] } ?? field.text.wrappedValue
                pointedAt.wrappedValue = nil
                return true
            case .enter, .escape:
                if key == .escape, !field.text.wrappedValue.isEmpty { field.text.wrappedValue = "" }
                if key == .enter { field.submit?() }
                isFocused.wrappedValue = false
                graph.requestFocusMove(by: 1)
                return true
            default:
                return false
            }
        }
    }
}
