extension Button where Label == CursesUICore.Label<Text, Image> {
    /// A button titled `title` with the SF Symbol `systemImage`: drawn as the symbol's glyph and
    /// the title, `[ ＋ Add ]` (the title alone when the symbol is unknown).
    public init(_ title: String, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(title, systemImage: systemImage, role: nil, action: action)
    }

    /// A button with a role, titled `title` with the SF Symbol `systemImage`: `.destructive` is
    /// red, `.cancel` answers Esc.
    public init(_ title: String, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { CursesUICore.Label(title, systemImage: systemImage) }
    }
}
