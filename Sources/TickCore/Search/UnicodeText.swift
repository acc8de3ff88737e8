/// Decoding of item bytes into the characters the matcher compares, and case folding.
///
/// Valid UTF-8 becomes Unicode scalar values. Each byte that is not part of valid UTF-8 becomes
/// `invalidBase + byte`, a value above every scalar, so it matches nothing but the same byte.
enum UnicodeText {
    /// Where the values standing for invalid bytes begin (just above U+10FFFF).
    static let invalidBase: UInt32 = 0x11_0000

    /// Whether every byte is ASCII.
    @inline(__always)
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        let n = bytes.count
        // Eight bytes at a time, then the rest.
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i + 8 <= n {
                if raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
                    return false
                }
                i += 8
            }
        }
        while i < n {
            if bytes[i] >= 0x80 { return false }
            i += 1
        }
        return true
    }

    /// Appends the decoded characters of `bytes` to `out`.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt32]) {
        var i = 0
        let n = bytes.count
        while i < n {
            let b0 = bytes[i]
            if b0 < 0x80 {
                out.append(UInt32(b0)); i += 1; continue
            }
            let (scalar, length) = decodeOne(bytes, at: i)
            if length > 0 {
                out.append(scalar); i += length
            } else {
                out.append(invalidBase + UInt32(b0)); i += 1
            }
        }
    }

    /// Appends the decoded characters of `bytes` to `out`, and the byte offset where each
    /// starts to `offsets`.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt32], offsets: inout [Int]) {
        var i = 0
        while i < bytes.count {
            offsets.append(i)
            let (scalar, length) = bytes[i] < 0x80 ? (UInt32(bytes[i]), 1) : decodeOne(bytes, at: i)
            if length > 0 {
                out.append(scalar); i += length
            } else {
                out.append(invalidBase + UInt32(bytes[i])); i += 1
            }
        }
    }

    /// The scalar starting at `i` and its length in bytes, or length 0 when the bytes there are
    /// not well-formed UTF-8 (overlong forms, surrogates and values past U+10FFFF included).
    static func decodeOne(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> (UInt32, Int) {
        let n = b.count
        let b0 = b[i]
        @inline(__always) func cont(_ k: Int) -> UInt32? {
            guard i + k < n, b[i + k] & 0xC0 == 0x80 else { return nil }
            return UInt32(b[i + k] & 0x3F)
        }
        switch b0 {
        case 0xC2...0xDF:
            guard let c1 = cont(1) else { return (0, 0) }
            return (UInt32(b0 & 0x1F) << 6 | c1, 2)
        case 0xE0...0xEF:
            guard let c1 = cont(1), let c2 = cont(2) else { return (0, 0) }
            let v = UInt32(b0 & 0x0F) << 12 | c1 << 6 | c2
            if v < 0x800 || (0xD800...0xDFFF).contains(v) { return (0, 0) }
            return (v, 3)
        case 0xF0...0xF4:
            guard let c1 = cont(1), let c2 = cont(2), let c3 = cont(3) else { return (0, 0) }
            let v = UInt32(b0 & 0x07) << 18 | c1 << 12 | c2 << 6 | c3
            if v < 0x1_0000 || v > 0x10_FFFF { return (0, 0) }
            return (v, 4)
        default:
            return (0, 0)
        }
    }

    /// Whether `u` is white space as Go's `unicode.IsSpace` defines it (fzf's trimming rule).
    @inline(__always)
    static func isSpace(_ u: UInt32) -> Bool {
        switch u {
        case 0x09...0x0D, 0x20, 0x85, 0xA0: return true
        case 0..<0x80, 0x80..<0x1680, invalidBase...: return false
        default:
            guard let s = Unicode.Scalar(u) else { return false }
            return s.properties.isWhitespace
        }
    }

    /// The lower-case form of `u` when it has a one-character lower case, else `u`.
    @inline(__always)
    static func lower(_ u: UInt32) -> UInt32 {
        if u < 128 {
            return (u &- 65) < 26 ? u | 0x20 : u
        }
        guard u < invalidBase, let s = Unicode.Scalar(u), s.properties.changesWhenLowercased else { return u }
        // The simple (one-character) mapping: U+0130 lowers to "i" plus a combining dot, and
        // "i" is what matters for matching.
        return s.properties.lowercaseMapping.unicodeScalars.first?.value ?? u
    }
}
