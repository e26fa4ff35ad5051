/// A file size for people: "812 KB", "3.5 MB"; "3,5 Mo" in French, "3,5 МБ" in Russian.
enum ByteCount {
    static func text(_ bytes: Int64, _ language: Language) -> String {
        let units =
            switch language {
            case .french: ["o", "Ko", "Mo"]
            case .russian: ["Б", "КБ", "МБ"]
            default: ["B", "KB", "MB"]
            }
        if bytes < 1024 { return "\(bytes) \(units[0])" }
        if bytes < 1024 * 1024 { return "\(bytes / 1024) \(units[1])" }
        let tenths = bytes * 10 / (1024 * 1024)
        return "\(tenths / 10)\(NumberConventions.of(language).decimalSeparator)\(tenths % 10) \(units[2])"
    }
}
