/// Writing JSON strings that are always valid (RFC 8259), from arbitrary bytes.
///
/// `"` and `\` are escaped, control characters become `\n`, `\t`… or `\u00XX`, and every byte
/// that is not part of well-formed UTF-8 becomes U+FFFD.
public enum JSONText {
    /// How many input bytes are escaped per reservation of output room (at most 6 bytes out
    /// for each byte in), so a huge item never asks for six times its size at once.
    static let piece = 4096

    /// Appends `bytes` as a quoted JSON string; returns false when a byte had to be replaced.
    @discardableResult
    public static func appendString(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout OutputBuffer) -> Bool {
        var valid = true
        out.append(0x22)
        var i = 0
        while i < bytes.count {
            let end = min(bytes.count, i + piece)
            // A UTF-8 sequence that starts before `end` may run 3 bytes past it, unchanged.
            out.write(maxCount: 6 * (end - i) + 3) { at in
                let (written, next, ok) = escape(bytes, from: i, to: end, at: at)
                i = next
                valid = valid && ok
                return written
            }
        }
        out.append(0x22)
        return valid
    }

    /// Appends `bytes` as a quoted JSON string; returns false when a byte had to be replaced.
    @discardableResult
    public static func appendString(_ bytes: [UInt8], to out: inout OutputBuffer) -> Bool {
        bytes.withUnsafeBufferPointer { appendString($0, to: &out) }
    }

    /// Appends `"key":` for a literal key known to need no escaping (such as `index`).
    @inline(__always)
    static func appendKey(_ key: StaticString, to out: inout OutputBuffer) {
        let count = key.utf8CodeUnitCount
        out.write(maxCount: count + 3) { at in
            at[0] = 0x22
            (at + 1).update(from: key.utf8Start, count: count)
            at[count + 1] = 0x22
            at[count + 2] = UInt8(ascii: ":")
            return count + 3
        }
    }

    /// Escapes the bytes of `src` from `start`, stopping at the first sequence that begins at
    /// or after `end`, into `at`: the count written, where it stopped, and whether no byte was
    /// replaced.
    @inline(__always)
    static func escape(
        _ src: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, at out: UnsafeMutablePointer<UInt8>
    ) -> (Int, Int, Bool) {
        var i = start
        var o = out
        var valid = true
        while i < end {
            // Eight plain ASCII bytes at a time are copied as they are.
            if end - i >= 8 {
                let word = UnsafeRawPointer(src.baseAddress! + i).loadUnaligned(as: UInt64.self)
                if !mayNeedEscape(word) {
                    UnsafeMutableRawPointer(o).storeBytes(of: word, as: UInt64.self)
                    i += 8
                    o += 8
                    continue
                }
            }
            let b = src[i]
            if b >= 0x80 {
                let (_, length) = UnicodeText.decodeOne(src, at: i)
                if length == 0 {
                    o[0] = 0xEF; o[1] = 0xBF; o[2] = 0xBD
                    o += 3
                    valid = false
                    i += 1
                } else {
                    o.update(from: src.baseAddress! + i, count: length)
                    o += length
                    i += length
                }
                continue
            }
            o += writeASCII(b, at: o)
            i += 1
        }
        return (o - out, i, valid)
    }

    /// Writes ASCII byte `b` as JSON string content at `o`; the count written.
    @inline(__always)
    static func writeASCII(_ b: UInt8, at o: UnsafeMutablePointer<UInt8>) -> Int {
        let escaped: UInt8
        switch b {
        case 0x22: escaped = 0x22
        case 0x5C: escaped = 0x5C
        case 0x0A: escaped = UInt8(ascii: "n")
        case 0x0D: escaped = UInt8(ascii: "r")
        case 0x09: escaped = UInt8(ascii: "t")
        case 0x08: escaped = UInt8(ascii: "b")
        case 0x0C: escaped = UInt8(ascii: "f")
        case 0x00..<0x20:
            let hex: StaticString = "0123456789abcdef"
            o[0] = 0x5C; o[1] = UInt8(ascii: "u"); o[2] = 0x30; o[3] = 0x30
            o[4] = hex.utf8Start[Int(b >> 4)]
            o[5] = hex.utf8Start[Int(b & 15)]
            return 6
        default:
            o.pointee = b
            return 1
        }
        o[0] = 0x5C
        o[1] = escaped
        return 2
    }

    /// Whether one of the 8 bytes of `word` may need more than copying: a byte ≥ 0x80, a
    /// control character, `"` or `\`. Never false when one does (false positives only cost
    /// the slow path).
    @inline(__always)
    static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        /// Whether some byte of `v` is below `n` (exact for bytes < 0x80 and n ≤ 0x80).
        @inline(__always) func hasLess(_ v: UInt64, _ n: UInt64) -> Bool { (v &- ones &* n) & ~v & highs != 0 }
        return word & highs != 0 || hasLess(word, 0x20)
            || hasLess(word ^ (ones &* 0x22), 1) || hasLess(word ^ (ones &* 0x5C), 1)
    }
}
