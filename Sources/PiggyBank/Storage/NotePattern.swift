/// The SQLite `GLOB` pattern of notes containing a text in any letter case. `LIKE` folds only
/// ASCII letters, so "ärger" would miss "Ärger" and "жук" "Жук"; a character set per cased
/// letter (`[Ää]`) folds every script, and letters without case (Chinese) stay as they are.
enum NotePattern {
    /// `*[bB][iI][kK][eE]*` for "Bike"; the pattern's own characters `*`, `?` and `[` are
    /// matched literally.
    static func glob(containing text: String) -> String {
        var pattern = "*"
        for scalar in text.unicodeScalars {
            let own = String(scalar)
            let forms = Set([own, own.lowercased(), own.uppercased()].filter { $0.unicodeScalars.count == 1 })
            if forms.count > 1 {
                pattern += "[" + forms.sorted().joined() + "]"
            } else if "*?[".unicodeScalars.contains(scalar) {
                pattern += "[" + own + "]"
            } else {
                pattern += own
            }
        }
        return pattern + "*"
    }
}
