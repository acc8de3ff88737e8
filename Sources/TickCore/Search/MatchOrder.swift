/// The order of matches, best first, on keys packed into one integer each.
///
/// A match is ordered by its rank points (smaller first), then by input order (reversed with
/// `--tac`). With at most one tiebreak the points fit in 32 bits, so rank and item index pack
/// into one `UInt64` that sorts in the right order by itself: half the memory of a pair, and a
/// radix sort instead of comparisons. More tiebreaks keep a (points, index) pair per match.
public enum MatchOrder {
    /// Whether the points of a matcher so configured fit a packed key.
    public static func packs(_ configuration: Matcher.Configuration) -> Bool {
        (configuration.tiebreaks ?? Tiebreak.defaults(for: configuration.scheme)).count <= 1
    }

    /// The key of item `index` whose rank points are `rank` (only its top 32 bits may be set).
    @inline(__always)
    public static func key(rank: UInt64, index: UInt32, tac: Bool) -> UInt64 {
        (rank & 0xFFFF_FFFF_0000_0000) | UInt64(tac ? ~index : index)
    }

    /// The item index of `key`.
    @inline(__always)
    public static func index(_ key: UInt64, tac: Bool) -> UInt32 {
        let low = UInt32(truncatingIfNeeded: key)
        return tac ? ~low : low
    }

    /// Sorts `keys` ascending: least significant digit first, eight bits at a time, skipping
    /// the digits that every key shares (the unused high bits of indices, equal lengths).
    public static func sort(_ keys: inout [UInt64]) {
        let n = keys.count
        if n < 256 { keys.sort(); return }
        var differing: UInt64 = 0
        let first = keys[0]
        for k in keys { differing |= k ^ first }
        var scratch = [UInt64](repeating: 0, count: n)
        var counts = [Int](repeating: 0, count: 256)
        keys.withUnsafeMutableBufferPointer { a in
            scratch.withUnsafeMutableBufferPointer { b in
                counts.withUnsafeMutableBufferPointer { count in
                    var source = a, target = b
                    for shift in stride(from: 0 as UInt64, to: 64, by: 8) where (differing >> shift) & 0xFF != 0 {
                        for i in 0..<256 { count[i] = 0 }
                        for k in source { count[Int((k >> shift) & 0xFF)] += 1 }
                        var total = 0
                        for i in 0..<256 { let c = count[i]; count[i] = total; total += c }
                        for k in source {
                            let d = Int((k >> shift) & 0xFF)
                            target[count[d]] = k
                            count[d] += 1
                        }
                        swap(&source, &target)
                    }
                    if source.baseAddress != a.baseAddress {
                        _ = a.update(fromContentsOf: source)
                    }
                }
            }
        }
    }
}
