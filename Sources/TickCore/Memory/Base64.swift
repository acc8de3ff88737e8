/// Standard Base64 (RFC 4648, with padding), to carry arbitrary bytes in a JSON string.
public enum Base64 {
    static let alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Each byte's 6-bit value, or 0xFF for bytes outside the alphabet.
    static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (i, c) in alphabet.enumerated() { table[Int(c)] = UInt8(i) }
        return table
    }()

    /// `bytes` encoded, as ASCII bytes.
    public static func encode(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i < bytes.count {
            let n = min(3, bytes.count - i)
            let b0 = UInt32(bytes[i]), b1 = n > 1 ? UInt32(bytes[i + 1]) : 0, b2 = n > 2 ? UInt32(bytes[i + 2]) : 0
            let group = b0 << 16 | b1 << 8 | b2
            out.append(alphabet[Int(group >> 18 & 63)])
            out.append(alphabet[Int(group >> 12 & 63)])
            out.append(n > 1 ? alphabet[Int(group >> 6 & 63)] : UInt8(ascii: "="))
            out.append(n > 2 ? alphabet[Int(group & 63)] : UInt8(ascii: "="))
            i += 3
        }
        return out
    }

    /// The bytes `text` encodes, or nil when it is not canonical padded Base64.
    public static func decode(_ text: [UInt8]) -> [UInt8]? {
        guard text.count % 4 == 0 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(text.count / 4 * 3)
        var i = 0
        while i < text.count {
            let last = i + 4 == text.count
            let pad = last ? (text[i + 3] == UInt8(ascii: "=") ? (text[i + 2] == UInt8(ascii: "=") ? 2 : 1) : 0) : 0
            var group: UInt32 = 0
            for k in 0..<4 {
                let v = k >= 4 - pad ? 0 : values[Int(text[i + k])]
                if v == 0xFF { return nil }
                group = group << 6 | UInt32(v)
            }
            out.append(UInt8(group >> 16 & 0xFF))
            if pad < 2 { out.append(UInt8(group >> 8 & 0xFF)) }
            if pad < 1 { out.append(UInt8(group & 0xFF)) }
            i += 4
        }
        return out
    }
}
