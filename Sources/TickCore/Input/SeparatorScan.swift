/// Finds separator bytes eight at a time, in plain Swift.
///
/// Eight bytes are loaded as one 64-bit word and XORed with the separator repeated eight
/// times, so a separator becomes a zero byte; `zeroBytes` then marks the zero bytes exactly
/// (SWAR: SIMD within a register). The few bytes past the last whole word are checked one by one.
enum SeparatorScan {
    /// `0x80` in each byte of `x` that is zero and `0` everywhere else.
    ///
    /// Exact for every byte, unlike the shorter `(x - 0x01…) & ~x & 0x80…`, whose borrows can
    /// mark a `0x01` byte just above a zero one: here `(x & 0x7F) + 0x7F` never carries out of
    /// its byte, and its top bit is set when the low seven bits are not all zero.
    @inline(__always)
    static func zeroBytes(_ x: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((x & low) &+ low) | x | low)
    }

    /// The separator repeated in all eight bytes of a word.
    @inline(__always)
    static func pattern(_ separator: UInt8) -> UInt64 { UInt64(separator) &* 0x0101_0101_0101_0101 }

    /// The eight bytes at `p`, the first one lowest, whatever the alignment and byte order.
    @inline(__always)
    static func word(at p: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
    }

    /// The position of the first `separator` in `base[from..<to]`, or `to` when there is none.
    static func first(_ separator: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int {
        let pattern = pattern(separator)
        var i = from
        while i &+ 8 <= to {
            let hits = zeroBytes(word(at: base + i) ^ pattern)
            if hits != 0 { return i &+ hits.trailingZeroBitCount &>> 3 }
            i &+= 8
        }
        while i < to && base[i] != separator { i &+= 1 }
        return i
    }

    /// The position of the first byte of the pair `even`, `even + 1` (`even` is even: SO and SI
    /// are `0x0E`, `0x0F`) in `base[from..<to]`, or `to` when there is none: one pass for both,
    /// the low bit of every byte set so that either one becomes `even + 1`.
    static func firstOfPair(_ even: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int {
        let odd = even | 1
        let lowBits = pattern(0x01)
        let pair = pattern(odd)
        var i = from
        while i &+ 8 <= to {
            let hits = zeroBytes((word(at: base + i) | lowBits) ^ pair)
            if hits != 0 { return i &+ hits.trailingZeroBitCount &>> 3 }
            i &+= 8
        }
        while i < to && base[i] | 1 != odd { i &+= 1 }
        return i
    }

    /// Writes one past each `separator` in `base[from..<to]`, in order, as `UInt32`s into the
    /// slots going down from `slot` (then `slot - 4`, …), stopping before the separator that
    /// would take slot number `limit`.
    ///
    /// Returns that separator's position (or `to` when every separator got a slot) and how many
    /// slots were written.
    static func record(_ separator: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int,
                       slotsDownFrom slot: UnsafeMutableRawPointer, limit: Int) -> (stop: Int, written: Int) {
        let pattern = pattern(separator)
        var i = from
        var written = 0
        var out = slot
        let wide = SIMD16<UInt8>(repeating: separator)
        let raw = UnsafeRawPointer(base)
        while i &+ 8 <= to {
            // Sixteen bytes at a time past stretches with no separator (most of every line).
            while i &+ 16 <= to && !any(raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self) .== wide) { i &+= 16 }
            guard i &+ 8 <= to else { break }
            var hits = zeroBytes(word(at: base + i) ^ pattern)
            while hits != 0 {
                let p = i &+ hits.trailingZeroBitCount &>> 3
                if written == limit { return (p, written) }
                out.storeBytes(of: UInt32(truncatingIfNeeded: p &+ 1), as: UInt32.self)
                out -= 4
                written &+= 1
                hits &= hits &- 1
            }
            i &+= 8
        }
        while i < to {
            if base[i] == separator {
                if written == limit { return (i, written) }
                out.storeBytes(of: UInt32(truncatingIfNeeded: i &+ 1), as: UInt32.self)
                out -= 4
                written &+= 1
            }
            i &+= 1
        }
        return (to, written)
    }
}
