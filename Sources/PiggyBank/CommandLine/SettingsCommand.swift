import TerminalText

/// `settings [KEY [VALUE]]`: the same settings the settings screen changes.
@MainActor
enum SettingsCommand {
    /// The settings, with the values each accepts and its default.
    static let known: [(key: String, values: [String], standard: String)] = [
        (SettingKey.language, ["auto"] + Language.allCases.map(\.rawValue), "auto"),
        (SettingKey.currency, CurrencyCatalog.all.map(\.code), "by language"),
        (SettingKey.theme, ThemeName.allCases.map(\.rawValue), ThemeName.standard.rawValue),
        (SettingKey.askBeforeDeleting, ["true", "false"], "true"),
        (SettingKey.showAmounts, ["true", "false"], "true"),
        (SettingKey.debtMode, ["true", "false"], "false"),
        (SettingKey.remind, ["HH:MM", off], off),
    ]

    /// The value that turns the reminder off.
    static let off = "off"

    static func run(_ context: inout CommandContext) throws {
        let json = context.flag("json")
        let settings = try context.store().settings
        func current(_ key: String) -> String? { settings.string(forKey: key).flatMap { $0.isEmpty ? nil : $0 } }
        guard let key = context.argument(0) else {
            if json {
                let values = Dictionary(uniqueKeysWithValues: known.map { ($0.key, current($0.key) ?? $0.standard) })
                return context.write(try JSONOutput.encode(values))
            }
            for setting in known { context.write("\(setting.key)\t\(current(setting.key) ?? setting.standard)") }
            return
        }
        guard let setting = known.first(where: { $0.key == key }) else {
            let suggestion =
                CommandSuggestion.nearest(to: key, in: known.map(\.key)).map { "; " + context.strings("cli.didYouMean", $0) } ?? ""
            throw UsageError(context.strings("cli.setting.unknown", TextSanitizer.sanitize(key)) + suggestion)
        }
        guard let value = context.argument(1) else { return context.write(current(key) ?? setting.standard) }
        if key == SettingKey.remind {
            let time = try reminderTime(value, context.strings)
            try settings.set(time?.description, forKey: key)
            return context.write("\(key)\t\(time?.description ?? off)")
        }
        let match = setting.values.first { $0.lowercased() == value.lowercased() }
        guard let match else {
            throw UsageError(
                context.strings("cli.setting.badValue", key, TextSanitizer.sanitize(value), setting.values.joined(separator: ", ")))
        }
        try settings.set(match == "auto" ? nil : match, forKey: key)
        context.write("\(key)\t\(match)")
    }

    /// A reminder time typed as HH:MM, or nil for `off`; anything else is refused with the form.
    static func reminderTime(_ value: String, _ strings: Strings) throws -> ReminderTime? {
        if value.lowercased() == off { return nil }
        guard let time = ReminderTime(value) else { throw UsageError(strings("cli.setting.badTime", TextSanitizer.sanitize(value))) }
        return time
    }
}
