/// A cheap first look at an item: does it match, and how well could it rank at best?
///
/// The picker shows the best few hundred matches of a million items, and scoring every match
/// exactly was most of a keystroke's time. `estimate` answers whether the query is a
/// subsequence of the item (which the match count needs) and the best rank the item could
/// have, from `ScoreCeiling` (less a gap's cost when the query's characters never occur one
/// after another) and the tiebreaks that need no alignment; an item whose best possible rank
/// cannot enter the best already found need not be scored.
extension Matcher {
    /// What `estimate` knows of an item.
    public enum Estimate: Equatable, Sendable {
        /// The item does not match.
        case noMatch
        /// The item matches, and its rank (`Hit.rank`) is this one or greater (worse).
        case atBest(UInt64)
        /// Only `match` can tell (a query other than one fuzzy word, a text that is not ASCII).
        case unknown
    }

    /// Whether `item` matches and the best rank it could have, without scoring it; `ascii` as in
    /// `match`, `holdsBlank` whether the item holds a byte below 0x21 when that is known
    /// (`Chunk.holdsBlank`). With `above`, the estimate may stop as soon as it knows the rank is
    /// above (worse than) that, returning a rank above it: the caller wants only better ones.
    public mutating func estimate(_ item: UnsafeBufferPointer<UInt8>, ascii: Bool = false, holdsBlank: Bool? = nil,
                                  above: UInt64 = UInt64.max) -> Estimate {
        guard let term = loneFuzzyTerm, let ceiling, term.pattern.count > 0 else { return .unknown }
        // `--with-nth` may put blanks of its own between the fields.
        let blank = configuration.withNth == nil ? holdsBlank : nil
        return withSearchedText(item) { matcher, text in
            matcher.estimateText(text, term: term, ceiling: ceiling, ascii: ascii, holdsBlank: blank, above: above)
        }
    }

    private func estimateText(_ text: UnsafeBufferPointer<UInt8>, term: CompiledQuery.Term, ceiling: ScoreCeiling,
                              ascii: Bool, holdsBlank: Bool?, above: UInt64) -> Estimate {
        guard ascii || UnicodeText.isASCII(text) else { return .unknown }
        let pattern = term.pattern
        // ASCII text folds only to ASCII: a term with another character never matches it.
        guard pattern.isASCII, let base = text.baseAddress else { return .noMatch }
        let n = text.count
        var from = 0
        for p in 0..<pattern.count {
            guard let at = ByteScan.firstIndex(of: pattern.low[p], or: pattern.high[p], in: base, from: from, to: n) else {
                return .noMatch
            }
            from = at &+ 1
        }
        // The text's first character counts as following white space in some schemes; that
        // matters only if the query can match it.
        var startsAfterWhite = false
        if scheme.initialClass == .white {
            let first = base[0]
            for p in 0..<pattern.count where pattern.low[p] == first || pattern.high[p] == first { startsAfterWhite = true }
        }
        let blank = holdsBlank ?? ByteScan.containsBlankOrControl(base, count: n)
        let score = startsAfterWhite || blank ? ceiling.anywhere : ceiling.plain
        let points = lowestPoints(score, text, blank: blank)
        if points > above { return .atBest(points) }
        // Without a run of all the query's characters, an alignment has a gap, which costs at
        // least `scoreGapStart`.
        if Self.containsRun(pattern, in: base, count: n) { return .atBest(points) }
        return .atBest(lowestPoints(score + Int(ScoringScheme.scoreGapStart), text, blank: blank))
    }

    /// Whether the characters of `pattern` occur one after another in ASCII text.
    @inline(__always)
    private static func containsRun(_ pattern: PatternText, in base: UnsafePointer<UInt8>, count n: Int) -> Bool {
        let m = pattern.count
        guard m > 1 else { return true }
        let low = pattern.low, high = pattern.high
        var from = 0
        while let at = ByteScan.firstIndex(of: low[0], or: high[0], in: base, from: from, to: n &- m &+ 1) {
            var k = 1
            while k < m && (base[at &+ k] == low[k] || base[at &+ k] == high[k]) { k &+= 1 }
            if k == m { return true }
            from = at &+ 1
        }
        return false
    }

    /// The smallest packed points (`Hit.rank`) a match scoring at most `score` can have: the
    /// length tiebreak as it is, the others, which need the alignment, at their least. `blank`
    /// says whether the text holds a byte below 0x21 (without, its length is its trimmed length).
    @inline(__always)
    private func lowestPoints(_ score: Int, _ text: UnsafeBufferPointer<UInt8>, blank: Bool) -> UInt64 {
        var points = UInt64(UInt16.max - UInt16(clamping: max(0, score))) << 48
        let list = tiebreakList
        @inline(__always) func least(_ t: Tiebreak) -> UInt64 {
            guard t == .length else { return 0 }
            if !blank { return UInt64(UInt16(clamping: text.count)) }
            return UInt64(tiebreakValue(.length, text, anyOffset: false, minBegin: 0, minEnd: 0, maxEnd: 0))
        }
        if list.count > 0 { points |= least(list.first) << 32 }
        if list.count > 1 { points |= least(list.second) << 16 }
        if list.count > 2 { points |= least(list.third) }
        return points
    }
}
