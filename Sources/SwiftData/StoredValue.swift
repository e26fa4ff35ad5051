import CursesUI

/// One stored property's value as JSON, the store file's format.
enum StoredValue: Codable, Equatable, Sendable {
    case null
    case bool(Bool)
    /// A whole number, kept exact beyond a `Double`'s 53 bits.
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([StoredValue])
    case object([String: StoredValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([StoredValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: StoredValue].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The JSON of any encodable value.
    init(_ value: some Encodable) throws {
        self = try JSONDecoder().decode(StoredValue.self, from: JSONEncoder().encode(value))
    }

    /// This JSON read as a `Value`.
    func decoded<Value: Decodable>(as type: Value.Type) throws -> Value {
        try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(self))
    }
}
