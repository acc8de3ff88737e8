/// A path to a value inside a JSON item (`--input json`): `.name`, `.metadata.namespace`,
/// `.ports[0]`, `."any key"`, `.["any key"]`, `[-1]`; `.` alone is the item itself.
///
/// Names are letters, digits, `_`, `-` and any non-ASCII character; other keys are quoted as
/// JSON strings (jq's spelling). Indices count from 0, or from the end when negative. A path
/// that finds nothing (a missing member, an index past the end, a name on a value that is not
/// an object) finds nil, never an error.
public struct JSONPath: Sendable, Hashable {
    /// One step down into a value.
    public enum Step: Sendable, Hashable {
        /// The member of an object with this key (its UTF-8 bytes, escapes decoded).
        case member([UInt8])
        /// The element of an array at this index (negative: from the end).
        case index(Int)
    }

    public var steps: [Step]
    /// The path as written.
    public let text: String

    /// Parses `text`, or throws a message naming the column where it goes wrong.
    public init(parsing text: String) throws(UsageError) {
        self.text = text
        var reader = PathReader(bytes: Array(text.utf8), text: text)
        steps = try reader.steps()
    }

    /// Whether `text` is spelled as a path (starts with `.` or `[`) rather than a field list
    /// (`..`, `..3`, which start with a `.` too).
    public static func isSpelledAsPath(_ text: some StringProtocol) -> Bool {
        guard let first = text.utf8.first, first == UInt8(ascii: ".") || first == UInt8(ascii: "[") else { return false }
        return (try? FieldList(parsing: String(text))) == nil
    }
}

/// Reads a path's text into steps.
private struct PathReader {
    let bytes: [UInt8]
    let text: String
    var at = 0

    func failure(_ what: String) -> UsageError {
        UsageError("invalid path '\(text)' at column \(at + 1): \(what)")
    }

    var peek: UInt8? { at < bytes.count ? bytes[at] : nil }

    mutating func steps() throws(UsageError) -> [JSONPath.Step] {
        guard !bytes.isEmpty else { throw failure("a path starts with '.' or '['") }
        if bytes == [UInt8(ascii: ".")] { return [] }
        var steps: [JSONPath.Step] = []
        while let b = peek {
            if b == UInt8(ascii: ".") {
                at += 1
                guard let next = peek else { throw failure("expected a name after '.'") }
                if next == UInt8(ascii: "\"") {
                    steps.append(.member(try quoted()))
                } else if next == UInt8(ascii: "[") {
                    steps.append(try bracket())
                } else {
                    steps.append(.member(try name()))
                }
            } else if b == UInt8(ascii: "[") {
                steps.append(try bracket())
            } else {
                throw failure("expected '.' or '['")
            }
        }
        return steps
    }

    static func isNameByte(_ b: UInt8) -> Bool {
        b >= 0x80 || b == UInt8(ascii: "_") || b == UInt8(ascii: "-")
            || (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A)
    }

    mutating func name() throws(UsageError) -> [UInt8] {
        let start = at
        while let b = peek, Self.isNameByte(b) { at += 1 }
        guard at > start else { throw failure("expected a name, or a quoted key") }
        return Array(bytes[start..<at])
    }

    /// `[N]`, `[-N]` or `["key"]`.
    mutating func bracket() throws(UsageError) -> JSONPath.Step {
        at += 1
        if peek == UInt8(ascii: "\"") {
            let key = try quoted()
            guard peek == UInt8(ascii: "]") else { throw failure("expected ']'") }
            at += 1
            return .member(key)
        }
        let start = at
        if peek == UInt8(ascii: "-") { at += 1 }
        while let b = peek, b >= 0x30 && b <= 0x39 { at += 1 }
        guard let n = Int(String(decoding: bytes[start..<at], as: UTF8.self)), n > Int(Int32.min), n < Int(Int32.max) else {
            throw failure("expected an index or a quoted key")
        }
        guard peek == UInt8(ascii: "]") else { throw failure("expected ']'") }
        at += 1
        return .index(n)
    }

    /// A JSON string, its escapes decoded.
    mutating func quoted() throws(UsageError) -> [UInt8] {
        let start = at
        at += 1
        while let b = peek, b != UInt8(ascii: "\"") { at += b == UInt8(ascii: "\\") ? 2 : 1 }
        guard at < bytes.count else { at = start; throw failure("the quoted key is not closed") }
        at += 1
        let raw = Array(bytes[start..<at])
        guard JSONScanner.isValid(raw) else { at = start; throw failure("the quoted key is not a JSON string") }
        return raw.withUnsafeBufferPointer { p in
            var out: [UInt8] = []
            JSONValueText.appendDecodedString(p, into: &out)
            return out
        }
    }
}
