/// A cheap first look at an item: does it match, and how well could it rank at best?
///
/// The picker shows the best few hundred matches of a million items, and scoring every match
/// exactly was most of a keystroke's time. `estimate` answers whether the item matches (for a
/// fuzzy term, whether it is a subsequence, which the match count needs; other kinds of term are
/// matched as usual, they are cheap) and the best rank the item could have: each fuzzy term at
/// its `ScoreCeiling` (less a gap's cost when its characters never occur one after another), and
/// the tiebreaks that need no alignment. An item whose best possible rank cannot enter the best
/// already found need not be scored.
extension Matcher {
    /// What `estimate` knows of an item.
    public enum Estimate: Equatable, Sendable {
        /// The item does not match.
        case noMatch
        /// The item matches, and its rank (`Hit.rank`) is this one or greater (worse).
        case atBest(UInt64)
        /// Only `match` can tell (`--nth`, a text that is not ASCII).
        case unknown
    }

    /// Whether `item` matches and the best rank it could have, without scoring it; `ascii` as in
    /// `match`, `holdsBlank` whether the item holds a byte below 0x21 when that is known
    /// (`Chunk.holdsBlank`). With `above`, the estimate may stop as soon as it knows the rank is
    /// above (worse than) that, returning a rank above it: the caller wants only better ones.
    public mutating func estimate(_ item: UnsafeBufferPointer<UInt8>, ascii: Bool = false, holdsBlank: Bool? = nil,
                                  above: UInt64 = UInt64.max) -> Estimate {
        guard !hasNth else { return .unknown }
        // `--with-nth` may put blanks, or characters outside ASCII, of its own between the fields.
        let blank = configuration.withNth == nil ? holdsBlank : nil
        let ascii = ascii && keepsASCII
        return withSearchedText(item) { matcher, text in
            guard ascii || UnicodeText.isASCII(text), let base = text.baseAddress else { return .unknown }
            if let term = matcher.loneFuzzyTerm {
                return matcher.estimateLone(term, text, base, holdsBlank: blank, above: above)
            }
            return matcher.estimateTerms(text, base, holdsBlank: blank)
        }
    }

    /// The estimate for the usual query, one fuzzy word: the points with the term's ceiling
    /// first, then less a gap's cost only when that could make the difference to `above`.
    private func estimateLone(_ term: CompiledQuery.Term, _ text: UnsafeBufferPointer<UInt8>, _ base: UnsafePointer<UInt8>,
                              holdsBlank: Bool?, above: UInt64) -> Estimate {
        let n = text.count
        guard FuzzyAlgorithm.isSubsequence(term.pattern, base, n) else { return .noMatch }
        let blank = holdsBlank ?? ByteScan.containsBlankOrControl(base, count: n)
        let score = ceilingScore(term.pattern, base, blank: blank)
        let points = lowestPoints(score, text, blank: blank)
        if points > above { return .atBest(points) }
        let gap = FuzzyAlgorithm.leastGap(term.pattern, base, n)
        return .atBest(gap == 0 ? points : lowestPoints(score + gap, text, blank: blank))
    }

    /// The first figure of a lone fuzzy term's estimate, on an ASCII text of `n` bytes at `base`
    /// that holds it: the term at its ceiling, the tiebreaks at their least (`sweep` too).
    @inline(__always)
    func lonePoints(_ pattern: PatternText, _ base: UnsafePointer<UInt8>, _ n: Int, blank: Bool) -> UInt64 {
        lowestPoints(ceilingScore(pattern, base, blank: blank), UnsafeBufferPointer(start: base, count: n), blank: blank)
    }

    /// A fuzzy term's ceiling in the text at `base`: with the bonus after white space when
    /// the text holds a blank or its first character is one the term can take there.
    @inline(__always)
    private func ceilingScore(_ pattern: PatternText, _ base: UnsafePointer<UInt8>, blank: Bool) -> Int {
        ceiling.score(length: pattern.count, white: blank || FuzzyAlgorithm.startsAfterWhite(pattern, base, scheme: scheme))
    }

    /// The estimate for a query of several terms, group by group as `match` walks them
    /// (`CompiledQuery.walkGroups`).
    private func estimateTerms(_ text: UnsafeBufferPointer<UInt8>, _ base: UnsafePointer<UInt8>, holdsBlank: Bool?) -> Estimate {
        let n = text.count
        let blank = holdsBlank ?? ByteScan.containsBlankOrControl(base, count: n)
        var total = 0
        let matched = compiled.walkGroups({ term in bestScore(term, text, base, blank: blank) }, scored: { total += $0 })
        return matched ? .atBest(lowestPoints(total, text, blank: blank)) : .noMatch
    }

    /// The most `term` can score in ASCII `text` (exactly, but for a fuzzy term), or nil when it
    /// is not found there.
    private func bestScore(_ term: CompiledQuery.Term, _ text: UnsafeBufferPointer<UInt8>, _ base: UnsafePointer<UInt8>,
                           blank: Bool) -> Int? {
        guard term.kind == .fuzzy else { return find(term, in: text, positions: nil)?.score }
        let pattern = term.pattern, n = text.count
        if pattern.count == 0 { return 0 }
        guard FuzzyAlgorithm.isSubsequence(pattern, base, n) else { return nil }
        let score = ceilingScore(pattern, base, blank: blank)
        return score + FuzzyAlgorithm.leastGap(pattern, base, n)
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
