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

    /// The lowest index in `from ..< to` holding `a` or `b`.
    @inline(__always)
    static func firstIndex(of a: UInt8, or b: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        let wa = UInt64(a) &* ones, wb = UInt64(b) &* ones
        var i = from
        while i &+ 8 <= to {
            let w = word(base, i)
            let hits = zeroBytes(w ^ wa) | zeroBytes(w ^ wb)
            if hits != 0 { return i &+ hits.trailingZeroBitCount >> 3 }
            i &+= 8
        }
        while i < to {
            let c = base[i]
            if c == a || c == b { return i }
            i &+= 1
        }
        return nil
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
}
