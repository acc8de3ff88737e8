/// Bulk steps over JSON text: sixteen (or eight) bytes a test where the text is plain, one at a
/// time where it is not. The JSON reader spends most of its time in string bodies and, in
/// indented documents (`kubectl … -o json`), in runs of blanks; a byte-by-byte state machine
/// there made reading JSON several times slower than reading lines.
enum JSONBytes {
    /// The first offset in `from ..< to` that ends a run of plain string bytes: `"`, `\`, a
    /// control character (below 0x20) or a byte of a multi-byte UTF-8 character (0x80 and up);
    /// `to` when there is none. Sixteen bytes at a time, the tail one at a time.
    @inline(__always)
    static func plainStringEnd(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int {
        var i = from
        let raw = UnsafeRawPointer(base)
        let quote = SIMD16<UInt8>(repeating: 0x22), backslash = SIMD16<UInt8>(repeating: 0x5C)
        let space = SIMD16<UInt8>(repeating: 0x20), plainSpan = SIMD16<UInt8>(repeating: 0x60)
        while i &+ 16 <= to {
            let v = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            // Below 0x20 and 0x80 and up both land at 0x60 or above once 0x20 is taken off.
            let stops = ((v &- space) .>= plainSpan) .| (v .== quote) .| (v .== backslash)
            let bits = unsafeBitCast(stops, to: UInt128.self)
            if bits != 0 { return i &+ bits.trailingZeroBitCount >> 3 }
            i &+= 16
        }
        while i < to {
            let c = base[i]
            if c < 0x20 || c == 0x22 || c == 0x5C || c >= 0x80 { return i }
            i &+= 1
        }
        return to
    }

    /// What a UTF-8 character whose first byte is `lead` (0x80 or above) holds after it: how
    /// many bytes, and the range of the next one (RFC 3629: no overlong forms, no surrogates,
    /// nothing past U+10FFFF; the others are 0x80-0xBF); nil when `lead` begins none.
    static func utf8Lead(_ lead: UInt8) -> (count: Int, low: UInt8, high: UInt8)? {
        switch lead {
        case 0xC2...0xDF: (1, 0x80, 0xBF)
        case 0xE0: (2, 0xA0, 0xBF)
        case 0xED: (2, 0x80, 0x9F)
        case 0xE1...0xEF: (2, 0x80, 0xBF)
        case 0xF0: (3, 0x90, 0xBF)
        case 0xF1...0xF3: (3, 0x80, 0xBF)
        case 0xF4: (3, 0x80, 0x8F)
        default: nil
        }
    }

    /// The offset past the closing quote of the string whose opening `"` is at `start`, in
    /// valid JSON text (escapes are stepped over); `to` when it does not close before it.
    @inline(__always)
    static func stringEnd(_ base: UnsafePointer<UInt8>, from start: Int, to: Int) -> Int {
        var i = start &+ 1
        while let hit = ByteScan.firstIndex(of: 0x22, or: 0x5C, in: base, from: i, to: to) {
            if base[hit] == 0x22 { return hit &+ 1 }
            i = hit &+ 2
        }
        return to
    }

    /// The first offset in `from ..< to` that is not JSON white space (blank, tab, `\r`, `\n`),
    /// or `to`; `newlines` counts the `\n` passed. Eight blanks a test (indentation), then one
    /// byte at a time.
    @inline(__always)
    static func blanksEnd(_ base: UnsafePointer<UInt8>, from: Int, to: Int, newlines: inout Int) -> Int {
        var i = from
        while i < to {
            while i &+ 8 <= to && SeparatorScan.word(at: base + i) == 0x2020_2020_2020_2020 { i &+= 8 }
            guard i < to else { break }
            switch base[i] {
            case 0x20, 0x09, 0x0D: i &+= 1
            case 0x0A: i &+= 1; newlines &+= 1
            default: return i
            }
        }
        return to
    }
}
