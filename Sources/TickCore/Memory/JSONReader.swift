/// A recursive-descent JSON reader over bytes, used by `JSONValue.parse`.
struct JSONReader {
    /// How deep arrays and objects may nest (tick's own files nest two levels).
    static let maxDepth = 64

    let bytes: [UInt8]
    var at = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    func error(_ what: String) -> JSONSyntaxError {
        JSONSyntaxError(message: at >= bytes.count ? "\(what) (the text ends at byte \(bytes.count))" : "\(what) at byte \(at)")
    }

    mutating func skipBlanks() {
        while at < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at]) { at += 1 }
    }

    mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard at < bytes.count else { throw error("unexpected end") }
        switch bytes[at] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected character")
        }
    }

    mutating func literal(_ word: String) throws(JSONSyntaxError) {
        for b in word.utf8 {
            guard at < bytes.count, bytes[at] == b else { throw error("expected '\(word)'") }
            at += 1
        }
    }

    mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth <= Self.maxDepth else { throw error("nested too deeply") }
        at += 1
        var members: [(String, JSONValue)] = []
        skipBlanks()
        if at < bytes.count, bytes[at] == UInt8(ascii: "}") { at += 1; return .object(members) }
        while true {
            skipBlanks()
            guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { throw error("expected a member name") }
            let key = try string()
            skipBlanks()
            try expect(":")
            skipBlanks()
            members.append((key, try value(depth: depth)))
            skipBlanks()
            guard at < bytes.count else { throw error("unexpected end") }
            if bytes[at] == UInt8(ascii: "}") { at += 1; return .object(members) }
            try expect(",")
        }
    }

    mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth <= Self.maxDepth else { throw error("nested too deeply") }
        at += 1
        var elements: [JSONValue] = []
        skipBlanks()
        if at < bytes.count, bytes[at] == UInt8(ascii: "]") { at += 1; return .array(elements) }
        while true {
            skipBlanks()
            elements.append(try value(depth: depth))
            skipBlanks()
            guard at < bytes.count else { throw error("unexpected end") }
            if bytes[at] == UInt8(ascii: "]") { at += 1; return .array(elements) }
            try expect(",")
        }
    }

    mutating func expect(_ c: Unicode.Scalar) throws(JSONSyntaxError) {
        guard at < bytes.count, bytes[at] == UInt8(c.value) else { throw error("expected '\(c)'") }
        at += 1
    }

    mutating func number() throws(JSONSyntaxError) -> String {
        let start = at
        func digits() -> Int {
            let from = at
            while at < bytes.count, bytes[at] >= 0x30, bytes[at] <= 0x39 { at += 1 }
            return at - from
        }
        if bytes[at] == UInt8(ascii: "-") { at += 1 }
        guard digits() > 0 else { throw error("expected a digit") }
        if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
            at += 1
            guard digits() > 0 else { throw error("expected a digit") }
        }
        if at < bytes.count, bytes[at] | 0x20 == UInt8(ascii: "e") {
            at += 1
            if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
            guard digits() > 0 else { throw error("expected a digit") }
        }
        return String(decoding: bytes[start..<at], as: UTF8.self)
    }

    /// A string at `at` (on its opening quote), unescaped; invalid UTF-8 is an error.
    mutating func string() throws(JSONSyntaxError) -> String {
        at += 1
        var out: [UInt8] = []
        while true {
            guard at < bytes.count else { throw error("unterminated string") }
            let b = bytes[at]
            if b == UInt8(ascii: "\"") { at += 1; break }
            if b < 0x20 { throw error("control character in a string") }
            if b != UInt8(ascii: "\\") {
                out.append(b)
                at += 1
                continue
            }
            at += 1
            guard at < bytes.count else { throw error("unterminated string") }
            let e = bytes[at]
            at += 1
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"): try appendEscapedScalar(to: &out)
            default: at -= 1; throw error("invalid escape")
            }
        }
        guard let text = String(validating: out, as: UTF8.self) else { throw error("a string is not valid UTF-8") }
        return text
    }

    /// After `\u`: four hex digits (a surrogate pair takes two escapes), appended as UTF-8.
    mutating func appendEscapedScalar(to out: inout [UInt8]) throws(JSONSyntaxError) {
        var code = try hex4()
        if code >= 0xD800 && code < 0xDC00 {
            guard at + 1 < bytes.count, bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u") else {
                throw error("unpaired surrogate")
            }
            at += 2
            let low = try hex4()
            guard low >= 0xDC00 && low < 0xE000 else { throw error("unpaired surrogate") }
            code = 0x10000 + (code - 0xD800) << 10 + (low - 0xDC00)
        } else if code >= 0xDC00 && code < 0xE000 {
            throw error("unpaired surrogate")
        }
        out.append(contentsOf: String(Unicode.Scalar(code)!).utf8)
    }

    mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard at < bytes.count, let d = bytes[at].hexDigitValue else { throw error("expected four hex digits") }
            v = v << 4 | UInt32(d)
            at += 1
        }
        return v
    }
}
