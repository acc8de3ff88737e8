/// Word-at-a-time searches of ASCII text for a character in either of its two cases.
///
/// The matcher's prefilter spends most of its time looking for the query's characters in items
/// that do not match; testing eight bytes per step instead of one is what makes it cheap.
enum ByteScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// The high bit of every byte of `x` that is zero, and no other bit.
    ///
    /// Exact for each byte on its own (adding 0x7F to the low seven bits never carries into the
    /// next byte), so it also serves searches from the end.
    @inline(__always)
    static func zeroBytes(_ x: UInt64) -> UInt64 {
        ~(((x & low7) &+ low7) | x) & ~low7
    }

    /// The eight bytes at `offset`, the first byte in the lowest bits on every platform.
    @inline(__always)
    private static func word(_ base: UnsafePointer<UInt8>, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
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
