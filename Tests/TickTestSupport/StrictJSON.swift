/// A small, strict JSON reader (RFC 8259) for checking tick's output to the last scalar.
///
/// Foundation's `JSONSerialization` is the independent judge of validity, but it reads a
/// string in pieces and drops a U+FEFF at the start of each, so it cannot say whether every
/// character came through. This reader keeps every scalar, keeps object members in order
/// (duplicates included), and refuses what the RFC refuses: raw control characters, bad
/// escapes, lone surrogates, invalid UTF-8, trailing bytes.
public enum StrictJSON {
    public indirect enum Value: Equatable {
        case string([Unicode.Scalar])
        case number(String)
        case bool(Bool)
        case null
        case array([Value])
        case object([Member])
    }

    public struct Member: Equatable {
        public var key: [Unicode.Scalar]
        public var value: Value

        public init(key: [Unicode.Scalar], value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// The one value `bytes` holds (blanks around it allowed), or nil when it is not JSON.
    public static func parse(_ bytes: [UInt8]) -> Value? {
        guard String(validating: bytes, as: UTF8.self) != nil else { return nil }
        var reader = Reader(bytes: bytes)
        guard let value = reader.value() else { return nil }
        reader.skipBlanks()
        return reader.at == bytes.count ? value : nil
    }

    private struct Reader {
        let bytes: [UInt8]
        var at = 0

        var peek: UInt8? { at < bytes.count ? bytes[at] : nil }

        mutating func skipBlanks() {
            while let b = peek, b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { at += 1 }
        }

        mutating func literal(_ word: String) -> Bool {
            let w = Array(word.utf8)
            guard bytes.count - at >= w.count, Array(bytes[at..<(at + w.count)]) == w else { return false }
            at += w.count
            return true
        }

        mutating func value() -> Value? {
            skipBlanks()
            switch peek {
            case UInt8(ascii: "{"): return object()
            case UInt8(ascii: "["): return array()
            case UInt8(ascii: "\""): return string().map(Value.string)
            case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
            case UInt8(ascii: "n"): return literal("null") ? .null : nil
            default: return number()
            }
        }

        mutating func object() -> Value? {
            at += 1
            var members: [Member] = []
            skipBlanks()
            if peek == UInt8(ascii: "}") { at += 1; return .object(members) }
            while true {
                skipBlanks()
                guard peek == UInt8(ascii: "\""), let key = string() else { return nil }
                skipBlanks()
                guard peek == UInt8(ascii: ":") else { return nil }
                at += 1
                guard let value = value() else { return nil }
                members.append(Member(key: key, value: value))
                skipBlanks()
                if peek == UInt8(ascii: ",") { at += 1; continue }
                guard peek == UInt8(ascii: "}") else { return nil }
                at += 1
                return .object(members)
            }
        }

        mutating func array() -> Value? {
            at += 1
            var values: [Value] = []
            skipBlanks()
            if peek == UInt8(ascii: "]") { at += 1; return .array(values) }
            while true {
                guard let value = value() else { return nil }
                values.append(value)
                skipBlanks()
                if peek == UInt8(ascii: ",") { at += 1; continue }
                guard peek == UInt8(ascii: "]") else { return nil }
                at += 1
                return .array(values)
            }
        }

        mutating func number() -> Value? {
            let start = at
            if peek == UInt8(ascii: "-") { at += 1 }
            guard let first = peek, (0x30...0x39).contains(first) else { return nil }
            at += 1
            if first != 0x30 { while let b = peek, (0x30...0x39).contains(b) { at += 1 } }
            if peek == UInt8(ascii: ".") {
                at += 1
                guard let b = peek, (0x30...0x39).contains(b) else { return nil }
                while let b = peek, (0x30...0x39).contains(b) { at += 1 }
            }
            if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
                at += 1
                if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { at += 1 }
                guard let b = peek, (0x30...0x39).contains(b) else { return nil }
                while let b = peek, (0x30...0x39).contains(b) { at += 1 }
            }
            return .number(String(decoding: bytes[start..<at], as: UTF8.self))
        }

        mutating func hex4() -> UInt32? {
            guard bytes.count - at >= 4, let v = UInt32(String(decoding: bytes[at..<(at + 4)], as: UTF8.self), radix: 16)
            else { return nil }
            at += 4
            return v
        }

        /// A string; the bytes are known to be valid UTF-8.
        mutating func string() -> [Unicode.Scalar]? {
            at += 1
            var out: [Unicode.Scalar] = []
            var run = at
            func flush() { out += String(decoding: bytes[run..<at], as: UTF8.self).unicodeScalars }
            while let b = peek {
                if b == 0x22 { flush(); at += 1; return out }
                if b < 0x20 { return nil }
                guard b == 0x5C else { at += 1; continue }
                flush()
                at += 1
                guard let e = peek else { return nil }
                at += 1
                let simple: [UInt8: Unicode.Scalar] = [0x22: "\"", 0x5C: "\\", 0x2F: "/", 0x62: "\u{8}", 0x66: "\u{C}",
                                                       0x6E: "\n", 0x72: "\r", 0x74: "\t"]
                if let s = simple[e] {
                    out.append(s)
                } else if e == UInt8(ascii: "u"), var v = hex4() {
                    if (0xD800...0xDBFF).contains(v) {
                        guard literal("\\u"), let low = hex4(), (0xDC00...0xDFFF).contains(low) else { return nil }
                        v = 0x1_0000 + (v - 0xD800) << 10 + (low - 0xDC00)
                    }
                    guard let s = Unicode.Scalar(v) else { return nil }
                    out.append(s)
                } else {
                    return nil
                }
                run = at
            }
            return nil
        }
    }
}
