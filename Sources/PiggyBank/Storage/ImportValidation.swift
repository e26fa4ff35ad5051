import FoundationEssentials
import TerminalText

/// Checks an ``ExportDocument`` before anything is written, turning it into stored values or
/// naming the first problem with its JSON path. A hostile file gets no further than here.
enum ImportValidation {
    struct Bank {
        var id: Int64
        var name: String
        var icon: String?
        var targetCents: Int64
        var amountCents: Int64
        var initialCents: Int64
        var created: Int64
        var expires: String?
        var completed: Int64?
        var primary: Bool
        var order: Int
        var schedule: DepositSchedule?
        var records: [Record]
    }

    struct Record {
        var id: Int64
        var cents: Int64
        var date: Int64
        var isDeposit: Bool
        var note: String?
        var isAutomatic: Bool
        var isAdjustment: Bool
    }

    static func banks(of document: ExportDocument) throws -> [Bank] {
        guard document.format == ExportDocument.formatName else {
            throw ImportError(
                path: "format", reason: "expected \"\(ExportDocument.formatName)\", found \"\(TextSanitizer.sanitize(document.format))\"")
        }
        guard ExportDocument.readableVersions.contains(document.version) else {
            let versions = ExportDocument.readableVersions
            throw ImportError(
                path: "version",
                reason:
                    "version \(document.version) is not supported (this piggybank reads versions \(versions.lowerBound) to \(versions.upperBound))"
            )
        }
        var bankIDs = Set<Int64>(), recordIDs = Set<Int64>()
        var banks: [Bank] = []
        for (index, bank) in document.banks.enumerated() {
            let path = "banks[\(index)]"
            guard bankIDs.insert(bank.id).inserted else { throw ImportError(path: "\(path).id", reason: "\(bank.id) appears twice") }
            let name = TextSanitizer.strip(bank.name).trimmed
            guard !name.isEmpty else { throw ImportError(path: "\(path).name", reason: "is empty") }
            guard name.count <= PiggyBankDraft.nameLimit else {
                throw ImportError(path: "\(path).name", reason: "has \(name.count) characters; at most \(PiggyBankDraft.nameLimit) fit")
            }
            if let icon = bank.icon, IconCatalog.icon(id: icon) == nil {
                throw ImportError(path: "\(path).icon", reason: "unknown icon \"\(TextSanitizer.sanitize(icon))\"")
            }
            if let expires = bank.expires, CalendarDate(expires) == nil {
                throw ImportError(path: "\(path).expires", reason: "not a date (YYYY-MM-DD)")
            }
            var records: [Record] = []
            var balance: Int64 = 0
            for (recordIndex, record) in bank.records.enumerated() {
                let recordPath = "\(path).records[\(recordIndex)]"
                guard recordIDs.insert(record.id).inserted else {
                    throw ImportError(path: "\(recordPath).id", reason: "\(record.id) appears twice")
                }
                guard let kind = RecordKind(rawValue: record.type) else {
                    throw ImportError(path: "\(recordPath).type", reason: "expected \"deposit\", \"withdrawal\" or \"adjustment\"")
                }
                // An adjustment's amount is signed: which way it moved the balance.
                let lowers = kind == .adjustment && record.amount.trimmed.hasPrefix("-")
                let text = lowers ? String(record.amount.trimmed.dropFirst()) : record.amount
                let cents = try amount(text, path: "\(recordPath).amount", positive: true)
                let raises = kind == .deposit || (kind == .adjustment && !lowers)
                balance += raises ? cents : -cents
                // The history is the user's: a balance below zero was written in debt mode.
                guard balance.magnitude <= Money.cents(Money.maximum) else {
                    throw ImportError(
                        path: "\(recordPath).amount",
                        reason: "takes the balance outside -\(Money.format(Money.maximum))…\(Money.format(Money.maximum))")
                }
                let note = record.note.map { TextSanitizer.strip($0).trimmed }.flatMap { $0.isEmpty ? nil : String($0.prefix(200)) }
                records.append(
                    Record(
                        id: record.id, cents: cents, date: try moment(record.date, path: "\(recordPath).date"),
                        isDeposit: raises,
                        note: note, isAutomatic: record.automatic, isAdjustment: kind == .adjustment))
            }
            let owes = bank.amount.trimmed.hasPrefix("-")
            let magnitude = try amount(
                owes ? String(bank.amount.trimmed.dropFirst()) : bank.amount, path: "\(path).amount", positive: false)
            let amountCents = owes ? -magnitude : magnitude
            guard amountCents == balance else {
                throw ImportError(
                    path: "\(path).amount",
                    reason: "\(bank.amount) is not what its records add up to (\(Money.format(Money.amount(cents: balance))))")
            }
            banks.append(
                Bank(
                    id: bank.id, name: name, icon: bank.icon, targetCents: try amount(bank.target, path: "\(path).target", positive: true),
                    amountCents: amountCents, initialCents: try amount(bank.initial, path: "\(path).initial", positive: false),
                    created: try moment(bank.created, path: "\(path).created"), expires: bank.expires,
                    completed: try bank.completed.map { try moment($0, path: "\(path).completed") }, primary: bank.primary,
                    order: bank.order,
                    schedule: try bank.schedule.map { try schedule($0, path: "\(path).schedule") }, records: records))
        }
        return banks
    }

    /// The settings to store, by key; unknown values are refused.
    static func settings(of document: ExportDocument) throws -> [(String, String)] {
        let settings = document.settings
        var values: [(String, String)] = []
        if let language = settings.language {
            guard language.isEmpty || Language(rawValue: language) != nil else {
                throw ImportError(path: "settings.language", reason: "expected \"en\" or \"zh-Hans\"")
            }
            values.append((SettingKey.language, language))
        }
        if let currency = settings.currency {
            guard CurrencyCatalog.currency(code: currency) != nil else {
                throw ImportError(path: "settings.currency", reason: "unknown currency \"\(TextSanitizer.sanitize(currency))\"")
            }
            values.append((SettingKey.currency, currency))
        }
        if let theme = settings.theme {
            guard ["standard", "monochrome", "highContrast"].contains(theme) else {
                throw ImportError(path: "settings.theme", reason: "expected standard, monochrome or highContrast")
            }
            values.append((SettingKey.theme, theme))
        }
        if let ask = settings.askBeforeDeleting { values.append((SettingKey.askBeforeDeleting, String(ask))) }
        if let show = settings.showAmounts { values.append((SettingKey.showAmounts, String(show))) }
        if let debt = settings.debtMode { values.append((SettingKey.debtMode, String(debt))) }
        return values
    }

    static func amount(_ text: String, path: String, positive: Bool) throws -> Int64 {
        guard let value = Money.parse(text), value <= Money.maximum else {
            throw ImportError(
                path: path,
                reason: "\"\(TextSanitizer.sanitize(String(text.prefix(40))))\" is not an amount from 0 to \(Money.format(Money.maximum))")
        }
        if positive, value <= 0 { throw ImportError(path: path, reason: "must be more than zero") }
        return Money.cents(value)
    }

    static func moment(_ text: String, path: String) throws -> Int64 {
        guard let date = try? Date(text, strategy: .iso8601) else {
            throw ImportError(path: path, reason: "not an ISO 8601 moment such as 2026-11-30T09:15:00Z")
        }
        return Int64(date.timeIntervalSince1970.rounded(.down))
    }

    static func schedule(_ schedule: ExportDocument.Schedule, path: String) throws -> DepositSchedule {
        guard let frequency = DepositSchedule.Frequency(rawValue: schedule.every) else {
            throw ImportError(path: "\(path).every", reason: "expected day, week, month or year")
        }
        guard let start = CalendarDate(schedule.from) else { throw ImportError(path: "\(path).from", reason: "not a date (YYYY-MM-DD)") }
        func day(_ text: String?, _ key: String) throws -> CalendarDate? {
            guard let text else { return nil }
            guard let date = CalendarDate(text) else { throw ImportError(path: "\(path).\(key)", reason: "not a date (YYYY-MM-DD)") }
            return date
        }
        let result = DepositSchedule(
            amount: Money.amount(cents: try amount(schedule.amount, path: "\(path).amount", positive: true)), frequency: frequency,
            day: schedule.on, start: start, end: try day(schedule.until, "until"), lastRun: try day(schedule.lastRun, "lastRun"))
        guard result.hasValidDay else {
            throw ImportError(path: "\(path).on", reason: "\(schedule.on) does not fit every \(schedule.every)")
        }
        return result
    }
}
