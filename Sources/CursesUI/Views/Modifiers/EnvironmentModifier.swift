/// Changes the environment for the content: style, enabled state, field options, actions.
struct EnvironmentModifier: NodeModifier {
    let transform: (inout EnvironmentValues) -> Void

    func apply(to node: Node) { transform(&node.childEnvironment) }
}

extension View {
    /// Draws text in bold.
    public func bold(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentModifier { $0.style.bold = $0.style.bold || isActive })
    }

    /// Swaps foreground and background.
    public func reverse(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentModifier { if isActive { $0.style.reverse.toggle() } })
    }

    /// Draws text dimmed.
    public func dim(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentModifier { $0.style.dim = $0.style.dim || isActive })
    }

    /// Underlines text.
    public func underline(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentModifier { $0.style.underline = $0.style.underline || isActive })
    }

    /// Draws text in a colour; monochrome terminals ignore it.
    public func foregroundColor(_ color: Color) -> some View {
        modifier(EnvironmentModifier { $0.style.foreground = color })
    }

    /// Fills the background of text and controls with a colour.
    public func backgroundColor(_ color: Color) -> some View {
        modifier(EnvironmentModifier { $0.style.background = color })
    }

    /// Disables the controls inside: they are dimmed, skipped by focus and do not act.
    public func disabled(_ isDisabled: Bool) -> some View {
        modifier(EnvironmentModifier { $0.isEnabled = $0.isEnabled && !isDisabled })
    }

    /// Shows at most `limit` lines of each `Text` inside.
    public func lineLimit(_ limit: Int?) -> some View {
        modifier(EnvironmentModifier { $0.lineLimit = limit })
    }

    /// Limits text fields inside to `limit` characters (grapheme clusters).
    public func characterLimit(_ limit: Int) -> some View {
        modifier(EnvironmentModifier { $0.characterLimit = limit })
    }

    /// Selects what text fields inside accept; `.decimalPad` allows only a valid decimal.
    public func keyboardType(_ type: KeyboardType) -> some View {
        modifier(EnvironmentModifier { $0.keyboardType = type })
    }

    /// Runs `action` when Enter is pressed in a text field inside.
    public func onSubmit(_ action: @escaping @MainActor () -> Void) -> some View {
        modifier(EnvironmentModifier { $0.onSubmit = action })
    }

    /// Lets `key` press the button inside from anywhere on the screen.
    public func keyboardShortcut(_ key: Key) -> some View {
        modifier(EnvironmentModifier { $0.keyboardShortcut = key })
    }

    /// Gives `@AppStorage` properties inside a store to read and write.
    public func appStorage(_ store: ObservableKeyValueStore) -> some View {
        modifier(EnvironmentModifier { $0.appStorage = store })
    }

    /// Sets an environment value for the content.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        modifier(EnvironmentModifier { $0[keyPath: keyPath] = value })
    }
}
