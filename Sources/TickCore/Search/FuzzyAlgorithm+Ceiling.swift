/// A score known without the table: the ceiling, when an alignment reaches it.
///
/// `ScoreCeiling` bounds every alignment's score. In a text with no blank (and whose first
/// character the pattern cannot take where the scheme counts the start as following white
/// space), the ceiling uses the best bonus there is without white space; the pattern's
/// characters in one run starting where that bonus is earned score exactly that: the first
/// character its bonus twice, every other the run's bonus. Paths are full of such runs (`/lib`,
/// `/usr`), so most matches of a word are scored that way: `sparseScore` stops at the first such
/// run it meets in its first row, before the other rows.
extension FuzzyAlgorithm {
    /// Where the characters of `pattern` next occur one after another in ASCII text, starting in
    /// `from ..< to` and ending by `to`: the run's start, or nil. A run of one character is any
    /// occurrence of it; an empty pattern runs anywhere.
    @inline(__always)
    static func nextRun(_ pattern: PatternText, _ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        let m = pattern.count, low = pattern.low, high = pattern.high
        guard m > 0 else { return from }
        var from = from
        let last = to &- m &+ 1
        // Most occurrences of the first character fail at the second.
        while from < last, let at = ByteScan.firstIndex(of: low[0], or: high[0], in: base, from: from, to: last) {
            if runs(pattern, base, at: at, after: 1) { return at }
            from = at &+ 1
        }
        return nil
    }

    /// Whether the characters of `pattern` from the `after`-th on occur one after another in
    /// ASCII text from offset `at + after` (the first `after` are known to be there): the whole
    /// pattern runs from `at`. The caller keeps `at + pattern.count` within the text.
    @inline(__always)
    static func runs(_ pattern: PatternText, _ base: UnsafePointer<UInt8>, at: Int, after: Int = 0) -> Bool {
        let m = pattern.count
        var k = after
        while k < m && (base[at &+ k] == pattern.low[k] || base[at &+ k] == pattern.high[k]) { k &+= 1 }
        return k == m
    }

    /// The least a fuzzy term's gaps cost in ASCII text of `n` bytes that holds it: nothing when
    /// its characters run together somewhere (`nextRun`), else the opening of one gap. An
    /// estimate lowers the term's ceiling by this much.
    @inline(__always)
    static func leastGap(_ pattern: PatternText, _ base: UnsafePointer<UInt8>, _ n: Int) -> Int {
        nextRun(pattern, base, from: 0, to: n) != nil ? 0 : Int(ScoringScheme.scoreGapStart)
    }

    /// Whether the text's first character, which counts as following white space in some
    /// schemes, is one the pattern can take there (it would earn the bonus after white space).
    @inline(__always)
    static func startsAfterWhite(_ pattern: PatternText, _ base: UnsafePointer<UInt8>, scheme: ScoringScheme) -> Bool {
        guard scheme.initialClass == .white, pattern.count > 0 else { return false }
        let first = base[0]
        for p in 0..<pattern.count where pattern.low[p] == first || pattern.high[p] == first { return true }
        return false
    }

    /// Whether the characters of `pattern` occur in this order in ASCII text (what decides
    /// whether a fuzzy term is found at all); a character outside ASCII never is. Asked of an
    /// item that still ends with the `\r` the matcher leaves out, a no is still a no.
    @inline(__always)
    static func isSubsequence(_ pattern: PatternText, _ base: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        pattern.count == 0 || pattern.isASCII && subsequenceEnd(pattern, base, n) != 0
    }

    /// One past the offset where the leftmost occurrence of `pattern` (ASCII, not empty) as a
    /// subsequence of ASCII text ends, or 0 when there is none: `isSubsequence` that also says
    /// where. One character is found by its first occurrence; more, in a text of 16 bytes or
    /// more, by `ByteScan.orderedEnd`, a block at a time.
    @inline(__always)
    static func subsequenceEnd(_ pattern: PatternText, _ base: UnsafePointer<UInt8>, _ n: Int) -> Int {
        let m = pattern.count
        if m == 1 { return ByteScan.end(of: ByteScan.Needle(pattern.low[0], or: pattern.high[0]), in: base, n) }
        if n >= 16 && m <= n { return ByteScan.orderedEnd(pattern.low, pattern.high, count: m, in: base, n) }
        return leftmostSubsequence(pattern, base, n).map { $0.1 &+ 1 } ?? 0
    }

    /// Where the leftmost occurrence of `pattern` as a subsequence of ASCII text starts and
    /// ends (its first and last characters' offsets), found eight or sixteen bytes at a time;
    /// nil when there is none (a pattern with a character outside ASCII never occurs).
    @inline(__always)
    static func leftmostSubsequence(_ pattern: PatternText, _ base: UnsafePointer<UInt8>, _ n: Int) -> (Int, Int)? {
        guard pattern.isASCII, pattern.count > 0, pattern.count <= n else { return nil }
        var from = 0, first = 0, last = 0
        for p in 0..<pattern.count {
            guard let at = ByteScan.firstIndex(of: pattern.low[p], or: pattern.high[p], in: base, from: from, to: n) else {
                return nil
            }
            if p == 0 { first = at }
            last = at
            from = at &+ 1
        }
        return (first, last)
    }
}
