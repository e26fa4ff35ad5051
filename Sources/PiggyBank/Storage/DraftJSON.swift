import FoundationEssentials

/// The draft written as the JSON its `Codable` conformance reads (``PiggyBankStore/loadDraft()``
/// decodes it with `JSONDecoder`), by hand: it is saved after typing, and `JSONEncoder`
/// took about 25,000 instructions of a key's 310,000 to write these few fields.
enum DraftJSON {
    /// The JSON text of `draft`; nil for an amount JSON cannot hold (not a number).
    static func text(of draft: PiggyBankDraft) -> String? {
        guard !draft.targetAmount.isNaN, !draft.initialAmount.isNaN, draft.schedule?.amount.isNaN != true else { return nil }
        var json = "{\"name\":"
        appendString(draft.name, to: &json)
        json += ",\"targetAmount\":" + draft.targetAmount.description
        if let icon = draft.icon {
            json += ",\"icon\":"
            appendString(icon, to: &json)
        }
        json += ",\"initialAmount\":" + draft.initialAmount.description
        json += draft.hasExpiration ? ",\"hasExpiration\":true" : ",\"hasExpiration\":false"
        json += ",\"expirationText\":"
        appendString(draft.expirationText, to: &json)
        if let schedule = draft.schedule {
            json += ",\"schedule\":{\"amount\":" + schedule.amount.description
            json += ",\"frequency\":\"" + schedule.frequency.rawValue + "\""
            json += ",\"day\":" + String(schedule.day)
            json += ",\"startText\":"
            appendString(schedule.startText, to: &json)
            json += "}"
        }
        json += "}"
        return json
    }

    /// `string` as a JSON string literal: quotes, backslashes and control characters escaped.
    private static func appendString(_ string: String, to json: inout String) {
        json += "\""
        if !string.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            json += string
        } else {
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": json += "\\\""
                case "\\": json += "\\\\"
                case "\n": json += "\\n"
                case "\r": json += "\\r"
                case "\t": json += "\\t"
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    json += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: json.unicodeScalars.append(scalar)
                }
            }
        }
        json += "\""
    }
}
