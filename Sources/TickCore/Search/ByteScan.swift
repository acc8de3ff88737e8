/// Word-at-a-time searches of ASCII text for a character in either of its two cases.
///
/// The matcher's prefilter spends most of its time looking for the query's characters in items
/// that do not match; testing eight bytes per step instead of one is what makes it cheap.
enum ByteScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101

    /// The high bit of every byte of `x` that is zero (exact per byte: see `SeparatorScan`).
    @inline(__always)
    private static func zeroBytes(_ x: UInt64) -> UInt64 { SeparatorScan.zeroBytes(x) }

    /// The eight bytes at `offset`, the first byte in the lowest bits on every platform.
    @inline(__always)
    private static func word(_ base: UnsafePointer<UInt8>, _ offset: Int) -> UInt64 {
        SeparatorScan.word(at: base + offset)
    }

    /// The lowest index in `from ..< to` holding `a` or `b` (`end(of:in:_:)`, for one search).
    @inline(__always)
    static func firstIndex(of a: UInt8, or b: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        guard from < to else { return nil }
        let end = end(of: Needle(a, or: b), in: base + from, to &- from)
        return end == 0 ? nil : from &+ end &- 1
    }

    /// One character in either of its two cases, spread over sixteen bytes once, for a loop that
    /// looks for it in many texts (`end(of:in:_:)`).
    struct Needle {
        let a: UInt8, b: UInt8
        let va: SIMD16<UInt8>, vb: SIMD16<UInt8>

        init(_ a: UInt8, or b: UInt8) {
            self.a = a
            self.b = b
            va = SIMD16(repeating: a)
            vb = SIMD16(repeating: b)
        }

        /// Eight bits set for each byte of `block` that is `a` or `b`, the first byte lowest.
        @inline(__always)
        func hits(in block: SIMD16<UInt8>) -> UInt128 {
            unsafeBitCast((block .== va) .| (block .== vb), to: UInt128.self)
        }
    }

    /// One past the offset of the first byte of `base[0 ..< n]` that is `needle`, or 0 when none
    /// is. Sixteen bytes at a time, the one found read from the block's comparison (no second
    /// search of the block); the last block is the last 16 bytes, with those searched already
    /// masked off, so nothing past the text is read.
    ///
    /// The picker's first key over a million items calls this once per item: a search that
    /// spread the character over a vector on every call, and found the byte again eight at a
    /// time after the block said it was there, took half as long again.
    @inline(__always)
    static func end(of needle: Needle, in base: UnsafePointer<UInt8>, _ n: Int) -> Int {
        guard n >= 16 else {
            // Eight bytes at a time, then one.
            var i = 0
            let wa = UInt64(needle.a) &* ones, wb = UInt64(needle.b) &* ones
            while i &+ 8 <= n {
                let w = word(base, i)
                let hits = zeroBytes(w ^ wa) | zeroBytes(w ^ wb)
                if hits != 0 { return i &+ hits.trailingZeroBitCount >> 3 &+ 1 }
                i &+= 8
            }
            while i < n {
                if base[i] == needle.a || base[i] == needle.b { return i &+ 1 }
                i &+= 1
            }
            return 0
        }
        let raw = UnsafeRawPointer(base)
        var i = 0
        while true {
            let at = min(i, n &- 16)
            let v = raw.loadUnaligned(fromByteOffset: at, as: SIMD16<UInt8>.self)
            var hits = needle.hits(in: v)
            if at != i { hits &= ~0 << UInt128(truncatingIfNeeded: (i &- at) &* 8) }
            if hits != 0 { return at &+ hits.trailingZeroBitCount >> 3 &+ 1 }
            i = at &+ 16
            if i >= n { return 0 }
        }
    }

    /// Where the bytes `low[j]` or `high[j]`, for `j` in `0 ..< count`, first occur in this
    /// order in `base[0 ..< n]` (`n` at least 16): one past the last one's offset, or 0 when they
    /// do not. The subsequence test of a fuzzy term, which also tells the picker where a word
    /// typed on goes on from (`Matcher.sweep`).
    ///
    /// Each 16-byte block is loaded once, and every character of the pattern found in it is
    /// looked for in the same block after the one before it: searching the text once per
    /// character, from where the last was found, loaded most blocks several times and ended each
    /// search byte by byte (twice the time on a million paths). The last block is the last 16
    /// bytes, with those already searched masked off, so nothing past the text is read.
    @inline(__always)
    static func orderedEnd(_ low: UnsafeBufferPointer<UInt8>, _ high: UnsafeBufferPointer<UInt8>, count m: Int,
                           in base: UnsafePointer<UInt8>, _ n: Int) -> Int {
        let raw = UnsafeRawPointer(base)
        var j = 0
        var va = SIMD16<UInt8>(repeating: low[0]), vb = SIMD16<UInt8>(repeating: high[0])
        var i = 0
        while true {
            let at = min(i, n &- 16)
            let v = raw.loadUnaligned(fromByteOffset: at, as: SIMD16<UInt8>.self)
            var found = (v .== va) .| (v .== vb)
            // Most blocks hold none of the character looked for: one test, and on.
            if at == i && !any(found) {
                if at &+ 16 >= n { return 0 }
                i = at &+ 16
                continue
            }
            // Bytes before `i` (in the last block, the ones searched already) do not count; the
            // bits of a byte found are all ones.
            var above: UInt128 = at == i ? ~0 : ~0 << UInt128(truncatingIfNeeded: (i &- at) &* 8)
            while true {
                let hits = unsafeBitCast(found, to: UInt128.self) & above
                if hits == 0 { break }
                j &+= 1
                let byte = hits.trailingZeroBitCount >> 3
                if j == m { return at &+ byte &+ 1 }
                // The next character must come after this one: the bytes above it in the block.
                va = SIMD16<UInt8>(repeating: low[j])
                vb = SIMD16<UInt8>(repeating: high[j])
                if byte == 15 { break }
                above = ~0 << UInt128(truncatingIfNeeded: (byte &+ 1) &* 8)
                found = (v .== va) .| (v .== vb)
            }
            if at &+ 16 >= n { return 0 }
            i = at &+ 16
        }
    }

    /// The highest index in `from ..< to` holding `a` or `b`.
    @inline(__always)
    static func lastIndex(of a: UInt8, or b: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        let wa = UInt64(a) &* ones, wb = UInt64(b) &* ones
        var i = to
        while i &- 8 >= from {
            let w = word(base, i &- 8)
            let hits = zeroBytes(w ^ wa) | zeroBytes(w ^ wb)
            if hits != 0 { return i &- 8 &+ (63 &- hits.leadingZeroBitCount) >> 3 }
            i &-= 8
        }
        while i > from {
            i &-= 1
            let c = base[i]
            if c == a || c == b { return i }
        }
        return nil
    }

    /// `0x80` in each byte of `w` below 0x21 (a blank, a line break or another control
    /// character), `0` elsewhere, exactly: `(w & 0x7F) + 0x5F` reaches 0x80 without carrying out
    /// of its byte when the low seven bits are 0x21 or more, and bytes of 0x80 or more are left out.
    @inline(__always)
    static func blankOrControlBytes(_ w: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F, step = UInt64(0x5F) &* ones
        return ~(((w & low) &+ step) | w | low)
    }

    /// Whether `base[0 ..< count]` holds a byte below 0x21 (the characters that can earn the
    /// bonus after white space).
    @inline(__always)
    static func containsBlankOrControl(_ base: UnsafePointer<UInt8>, count: Int) -> Bool {
        var i = 0
        while i &+ 8 <= count {
            if blankOrControlBytes(word(base, i)) != 0 { return true }
            i &+= 8
        }
        while i < count {
            if base[i] < 0x21 { return true }
            i &+= 1
        }
        return false
    }
}
