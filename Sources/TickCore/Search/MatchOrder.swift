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

    /// The bits of a key that hold the rank points.
    public static let rankMask: UInt64 = 0xFFFF_FFFF_0000_0000

    /// The key of item `index` whose rank points are `rank` (only its top 32 bits may be set).
    @inline(__always)
    public static func key(rank: UInt64, index: UInt32, tac: Bool) -> UInt64 {
        (rank & rankMask) | UInt64(tac ? ~index : index)
    }

    /// The item index of `key`.
    @inline(__always)
    public static func index(_ key: UInt64, tac: Bool) -> UInt32 {
        let low = UInt32(truncatingIfNeeded: key)
        return tac ? ~low : low
    }

    /// Sorts `keys` ascending: least significant digit first, eight bits at a time, skipping
    /// the digits that every key shares (the unused high bits of indices, equal lengths).
    /// `isCancelled` is asked between passes; false when it said so (the keys are then
    /// reordered but not sorted).
    @discardableResult
    public static func sort(_ keys: inout [UInt64], isCancelled: () -> Bool = { false }) -> Bool {
        let n = keys.count
        if n < 256 { keys.sort(); return true }
        var differing: UInt64 = 0
        let first = keys[0]
        for k in keys { differing |= k ^ first }
        var scratch = [UInt64](repeating: 0, count: n)
        var counts = [Int](repeating: 0, count: 256)
        var cancelled = false
        keys.withUnsafeMutableBufferPointer { a in
            scratch.withUnsafeMutableBufferPointer { b in
                counts.withUnsafeMutableBufferPointer { count in
                    var source = a, target = b
                    for shift in stride(from: 0 as UInt64, to: 64, by: 8) where (differing >> shift) & 0xFF != 0 {
                        if isCancelled() { cancelled = true; break }
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
        return !cancelled
    }

    /// Moves the `count` smallest keys to the front, sorted; the rest follow in no particular
    /// order.
    public static func selectBest(_ keys: inout [UInt64], count: Int) {
        let k = min(count, keys.count)
        guard k > 0 else { return }
        keys.withUnsafeMutableBufferPointer { a in
            partitionSmallest(a, count: k)
            var front = UnsafeMutableBufferPointer(rebasing: a[0..<k])
            front.sort()
        }
    }

    /// Moves the `count` smallest keys of `a` to its front, in no particular order: quickselect
    /// (median of three) narrows down to them in linear time on average, and the last few keys
    /// around the boundary are sorted.
    public static func partitionSmallest(_ a: UnsafeMutableBufferPointer<UInt64>, count k: Int) {
        guard k > 0 && k < a.count else { return }
        // Every key before lo is at most every key in lo...hi, and those at most every key after
        // hi; the boundary k lies in lo + 1 ... hi + 1.
        var lo = 0, hi = a.count - 1
        while hi - lo > 16 {
            // Median of three as the pivot, then a Hoare partition of lo...hi.
            let mid = lo + (hi - lo) / 2
            if a[mid] < a[lo] { a.swapAt(mid, lo) }
            if a[hi] < a[lo] { a.swapAt(hi, lo) }
            if a[hi] < a[mid] { a.swapAt(hi, mid) }
            let pivot = a[mid]
            var i = lo, j = hi
            while i <= j {
                while a[i] < pivot { i += 1 }
                while a[j] > pivot { j -= 1 }
                if i <= j { a.swapAt(i, j); i += 1; j -= 1 }
            }
            // Now lo...j holds keys <= pivot and i...hi keys >= pivot.
            if k <= j + 1 {
                hi = j
            } else if k > i {
                lo = i
            } else {
                // Between j and i every key equals the pivot: the k smallest are in place.
                return
            }
        }
        var window = UnsafeMutableBufferPointer(rebasing: a[lo...hi])
        window.sort()
    }
}
