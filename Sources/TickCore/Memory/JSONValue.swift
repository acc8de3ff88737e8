/// A JSON document read by `JSONValue.parse`: enough of RFC 8259 to read tick's own files back.
///
/// Numbers keep their text (tick only reads small integers from them); strings are decoded,
/// escapes and surrogate pairs included. Objects keep their members in order.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// The value of member `key` of an object (the first one), or nil.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// Parses one JSON document (surrounding blanks allowed); the error says what is wrong and
    /// at which byte.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        reader.skipBlanks()
        let value = try reader.value(depth: 0)
        reader.skipBlanks()
        guard reader.at == bytes.count else { throw reader.error("unexpected data after the end") }
        return value
    }
}

/// What is wrong with a JSON document, and where.
public struct JSONSyntaxError: Error, Equatable, Sendable {
    public let message: String
}
