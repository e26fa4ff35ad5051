import CursesUICore

/// The keys of Benchmarks/create_form.json: what every program in the comparison is sent.
enum DemoScript {
    static let keys: [Key] =
        "Vacation fund".map { Key.character($0) } + [.tab] + "1200.50".map { Key.character($0) }
        + [.tab, .right, .right, .down, .enter]
}
