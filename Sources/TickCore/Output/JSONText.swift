/// Writing JSON strings that are always valid (RFC 8259), from arbitrary bytes.
///
/// `"` and `\` are escaped, control characters become `\n`, `\t`… or `\u00XX`, and every byte
/// that is not part of well-formed UTF-8 becomes U+FFFD.
public enum JSONText {
    /// Appends `bytes` as a quoted JSON string; returns false when a byte had to be replaced.
    @discardableResult
    public static func appendString(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) -> Bool {
        var valid = true
        out.append(0x22)
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b >= 0x80 {
                let (_, length) = UnicodeText.decodeOne(bytes, at: i)
                if length == 0 {
                    out.append(contentsOf: [0xEF, 0xBF, 0xBD])
                    valid = false
                    i += 1
                } else {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<(i + length)]))
                    i += length
                }
                continue
            }
            switch b {
            case 0x22: out.append(0x5C); out.append(0x22)
            case 0x5C: out.append(0x5C); out.append(0x5C)
            case 0x0A: out.append(0x5C); out.append(UInt8(ascii: "n"))
            case 0x0D: out.append(0x5C); out.append(UInt8(ascii: "r"))
            case 0x09: out.append(0x5C); out.append(UInt8(ascii: "t"))
            case 0x08: out.append(0x5C); out.append(UInt8(ascii: "b"))
            case 0x0C: out.append(0x5C); out.append(UInt8(ascii: "f"))
            case 0x00..<0x20:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                out.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(b >> 4)], hex[Int(b & 15)]])
            default: out.append(b)
            }
            i += 1
        }
        out.append(0x22)
        return valid
    }

    /// Appends `bytes` as a quoted JSON string; returns false when a byte had to be replaced.
    @discardableResult
    public static func appendString(_ bytes: [UInt8], to out: inout [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { appendString($0, to: &out) }
    }

    /// Appends a string literal known to need no escaping check (keys such as `"index"`).
    static func appendKey(_ key: StaticString, to out: inout [UInt8]) {
        out.append(0x22)
        key.withUTF8Buffer { out.append(contentsOf: $0) }
        out.append(0x22)
        out.append(UInt8(ascii: ":"))
    }
}
