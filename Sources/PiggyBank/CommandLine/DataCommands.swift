import FoundationEssentials
import TerminalText

#if canImport(Glibc)
    import Glibc
#endif

/// `export`, `import`, `backup`, `restore`: data in and out of the store.
@MainActor
enum DataCommands {
    static func export(_ context: inout CommandContext) throws {
        let json = context.flag("json"), csv = context.flag("csv")
        guard json != csv else { throw UsageError(context.strings("cli.needsEither", "export", "--json", "--csv")) }
        let store = try context.store()
        guard let path = context.argument(0) else {
            return json ? context.write(try JSONOutput.encode(try store.exportDocument())) : try exportCSV(store, write: context.write)
        }
        // Written a line at a time, so a CSV of a million records needs no more memory than one.
        guard let file = FilePrivacy.openForWriting(path + ".part") else {
            throw StorageError.unavailable(path: path, reason: "cannot write the file")
        }
        var failed = false
        let write: (String) -> Void = { line in failed = failed || fputs(line + "\n", file) < 0 }
        do {
            if json { write(try JSONOutput.encode(try store.exportDocument())) } else { try exportCSV(store, write: write) }
        } catch {
            fclose(file)
            unlink(path + ".part")
            throw error
        }
        guard fclose(file) == 0, !failed, rename(path + ".part", path) == 0 else {
            unlink(path + ".part")
            throw StorageError.unavailable(path: path, reason: "cannot write the file")
        }
        context.write(context.strings("cli.exported", path))
    }

    /// Every bank with its records as CSV, a row at a time.
    static func exportCSV(_ store: PiggyBankStore, write: (String) -> Void) throws {
        write("bank_id,bank_name,target,saved,record_id,date,type,amount,note")
        for bank in try store.allBanks() {
            let bankFields = "\(bank.id),\(csv(bank.name)),\(Money.format(bank.targetAmount)),\(Money.format(bank.amount))"
            var any = false
            try store.forEachRecord(bankID: bank.id, since: nil, until: nil) { record in
                any = true
                write(
                    bankFields
                        + ",\(record.id),\(record.date.isoText),\(record.kind.rawValue),\(Money.format(record.listedAmount)),\(csv(record.note ?? ""))"
                )
            }
            if !any { write(bankFields + ",,,,,") }
        }
    }

    /// A CSV field: quoted when it holds a comma, quote or line break; controls made visible.
    private static func csv(_ text: String) -> String {
        let safe = TextSanitizer.sanitize(text)
        guard safe.contains(where: { $0 == "," || $0 == "\"" }) else { return safe }
        return "\"" + safe.replacing("\"", with: "\"\"") + "\""
    }

    static func importDocument(_ context: inout CommandContext) throws {
        let strings = context.strings
        guard let file = context.argument(0) else { throw UsageError(strings("cli.needs", "import", "FILE")) }
        let replace = context.flag("replace"), merge = context.flag("merge"), dryRun = context.flag("dry-run"),
            force = context.flag("force")
        guard !(replace && merge) else { throw UsageError(strings("cli.needsEither", "import", "--replace", "--merge")) }
        guard let data = FileManager.default.contents(atPath: file) else { throw UsageError(strings("cli.cannotRead", file)) }
        let document: ExportDocument
        do {
            document = try JSONDecoder().decode(ExportDocument.self, from: data)
        } catch let error as DecodingError {
            throw UsageError(strings("cli.nothingImported", file, describe(error)))
        }
        // With nothing to merge into, an import needs no choice: it restores the document as
        // --replace does (which refuses, inside its transaction, if banks appeared meanwhile).
        let isEmpty = try context.store().bankCount == 0
        guard replace || merge || isEmpty else { throw UsageError(strings("cli.needsEither", "import", "--replace", "--merge")) }
        let summary: ImportSummary
        do {
            summary = try context.store().importDocument(document, mode: merge ? .merge : .replace, force: force, dryRun: dryRun)
        } catch let error as ImportError {
            throw UsageError("\(file): \(error)")
        }
        let counts = [
            strings.count("cli.count.banks", summary.banks), strings.count("cli.count.records", summary.records),
            strings.count("cli.count.schedules", summary.schedules),
        ]
        var parts = [strings(dryRun ? "cli.wouldImport" : "cli.imported", counts[0], counts[1], counts[2])]
        if summary.removedBanks > 0 {
            parts.append(strings(dryRun ? "cli.wouldReplace" : "cli.replaced", strings.count("cli.count.banks", summary.removedBanks)))
        }
        if summary.settingsChanged { parts.append(strings[dryRun ? "cli.settingsWouldBeRestored" : "cli.settingsRestored"]) }
        context.write(parts.joined(separator: "; "))
        for name in summary.clashes { context.write(strings("cli.clash", TextSanitizer.sanitize(name))) }
    }

    /// "banks[2].target: expected a string" from a decoding error.
    static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [CodingKey]) -> String {
            var text = ""
            for key in codingPath {
                if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
            }
            return text.isEmpty ? "the document" : text
        }
        switch error {
        case .typeMismatch(let type, let context): return "\(path(context.codingPath)): expected \(kind(type))"
        case .valueNotFound(let type, let context): return "\(path(context.codingPath)): expected \(kind(type)), found null"
        case .keyNotFound(let key, let context): return "\(path(context.codingPath + [key])): missing"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? "not valid JSON (truncated or damaged)" : "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default: return "not a piggybank export"
        }
    }

    private static func kind(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is Int.Type, is Int64.Type: "a whole number"
        case is [Any].Type: "a list"
        default: "an object"
        }
    }

    static func backup(_ context: inout CommandContext) throws {
        guard let file = context.argument(0) else { throw UsageError(context.strings("cli.needs", "backup", "FILE")) }
        try context.store().backup(to: file)
        context.write(context.strings("cli.backedUp", file))
    }

    static func restore(_ context: inout CommandContext) throws {
        guard let file = context.argument(0) else { throw UsageError(context.strings("cli.needs", "restore", "FILE")) }
        let store = try context.store()
        try store.restore(from: file)
        context.write(context.strings("cli.restored", file, store.database.path + ".bak"))
    }
}
