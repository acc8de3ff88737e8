/// A score known without the table: the ceiling, when an alignment reaches it.
///
/// `ScoreCeiling` bounds every alignment's score. In a text with no blank (and whose first
/// character the pattern cannot take where the scheme counts the start as following white
/// space), the ceiling uses the best bonus there is without white space; the pattern's
/// characters in one run starting where that bonus is earned score exactly that: the first
/// character its bonus twice, every other the run's bonus. Paths are full of such runs (`/lib`,
/// `/usr`), so most matches of a word are scored by one scan instead of the sparse table.
extension FuzzyAlgorithm {
    /// The ceiling `plain` when `pattern` occurs in ASCII `text` as one run starting where the
    /// best bonus without white space is earned (and the conditions above hold); the run's start,
    /// or nil when the table must decide.
    ///
    /// `window` is the one phase 1 found (a run lies inside it).
    static func runAtCeiling(_ text: UnsafeBufferPointer<UInt8>, pattern: PatternText, scheme: ScoringScheme,
                             plainBonus: Int16, window: Range<Int>) -> Int? {
        let m = pattern.count, n = text.count
        guard m > 1, m <= n, pattern.isASCII, let base = text.baseAddress else { return nil }
        if scheme.initialClass == .white {
            for p in 0..<m where pattern.low[p] == base[0] || pattern.high[p] == base[0] { return nil }
        }
        let low = pattern.low, high = pattern.high
        var from = window.lowerBound
        let last = min(n, window.upperBound) &- m &+ 1
        // The run first (most occurrences of the first character fail at the second), then the
        // bonus where it starts, then the blanks.
        while from < last, let at = ByteScan.firstIndex(of: low[0], or: high[0], in: base, from: from, to: last) {
            from = at &+ 1
            var k = 1
            while k < m && (base[at &+ k] == low[k] || base[at &+ k] == high[k]) { k &+= 1 }
            guard k == m else { continue }
            let prev = at > 0 ? scheme.charClass(UInt32(base[at &- 1])) : scheme.initialClass
            guard scheme.bonus(prev, scheme.charClass(UInt32(base[at]))) == plainBonus else { continue }
            return ByteScan.containsBlankOrControl(base, count: n) ? nil : at
        }
        return nil
    }

    /// Whether the characters of `pattern` occur in this order in ASCII text (what decides
    /// whether a fuzzy term is found at all); a character outside ASCII never is. Asked of an
    /// item that still ends with the `\r` the matcher leaves out, a no is still a no.
    @inline(__always)
    static func isSubsequence(_ pattern: PatternText, _ base: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        guard pattern.isASCII, pattern.count <= n else { return pattern.count == 0 }
        var from = 0
        for p in 0..<pattern.count {
            guard let at = ByteScan.firstIndex(of: pattern.low[p], or: pattern.high[p], in: base, from: from, to: n) else {
                return false
            }
            from = at &+ 1
        }
        return true
    }
}
