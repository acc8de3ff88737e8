/// The picker's first look at many items at once, for the usual query: one fuzzy word.
///
/// On the first keys of a query most of a million items match, and only the best few hundred
/// need their exact rank. `estimate` serves one item at a time, through the layers that also
/// serve `--nth`, `--with-nth` and text outside ASCII; on a million items those layers cost
/// twice what the work did. `sweep` walks the items of one chunk in a single loop: the
/// subsequence test, and for a match its estimate (`estimate`'s first figure: the term at its
/// ceiling, the length tiebreak as it is), recorded in place of its key. It stops at an item
/// that is not ASCII, which the caller matches as before. Which matches to score exactly is
/// decided afterwards, from the best estimates (`PickerMatcher`).
extension Matcher {
    /// Whether `sweep` serves this matcher: one fuzzy word of ASCII characters, no `--nth`, no
    /// `--with-nth`.
    public var sweeps: Bool {
        guard let term = loneFuzzyTerm else { return false }
        return term.pattern.isASCII && term.pattern.count > 0 && configuration.withNth == nil
    }

    /// How many characters of this matcher's word the ends of `earlier`'s sweep cover: the
    /// length of `earlier`'s word when both sweep and this word is that one typed on (the same
    /// characters, folded alike, then more), else 0. The leftmost occurrence of the longer word
    /// starts as the shorter's does, so its search can go on from where that one ended.
    public func typedOn(after earlier: Matcher) -> Int {
        guard sweeps, earlier.sweeps, let term = loneFuzzyTerm, let old = earlier.loneFuzzyTerm,
              old.pattern.count < term.pattern.count else { return 0 }
        for j in 0..<old.pattern.count where old.pattern.low[j] != term.pattern.low[j] || old.pattern.high[j] != term.pattern.high[j] {
            return 0
        }
        return old.pattern.count
    }

    /// Where `sweep` writes: each match's key, and where its word's leftmost occurrence ends
    /// (one past its last character, 0 when unknown or past 255), `count` of each so far.
    public struct SweepOutput {
        public let keys: UnsafeMutablePointer<UInt64>
        public let ends: UnsafeMutablePointer<UInt8>
        public var count = 0

        public init(keys: UnsafeMutablePointer<UInt64>, ends: UnsafeMutablePointer<UInt8>) {
            self.keys = keys
            self.ends = ends
        }

        /// Adds a match whose word was not swept (its end unknown).
        public mutating func append(_ key: UInt64) {
            keys[count] = key
            ends[count] = 0
            count &+= 1
        }
    }

    /// Sweeps the items of `chunk` (sealed: `holdsBlank` known) from position `from` on: each
    /// ASCII item that matches gets its estimated key (`MatchOrder.key` of the estimate, with
    /// the item's index) and its end written to `out`, and the key kept in `estimates` if it is
    /// among the smallest. Returns the position of the first item that is not ASCII (the caller
    /// matches it), or the number of positions when every item was swept.
    ///
    /// A match that could be among the smallest is looked at more closely. When its word ends
    /// in one run at the best bonus (`reachesCeiling`) and the rank is the score and the length,
    /// its estimate is its exact key: it goes to `exact` (the best exact keys kept) instead of
    /// `estimates`. Once `exact` is full, a match whose word never runs is estimated a gap lower,
    /// as `estimate` does, and one that cannot beat the worst of `exact` is not kept at all. On a
    /// million paths, `libs` then leaves 600 matches to score exactly instead of 5,400.
    ///
    /// The positions are the items of `keys` (an earlier query's packed keys, `MatchOrder.key`
    /// with the same `tac`, in input order, all in this chunk, whose first item has index
    /// `firstIndex`), or with `keys` nil every item of the chunk in order. With `earlierEnds`
    /// (one per key: where the earlier word ended, `SweepOutput`) the first `typedOn`
    /// characters are taken as found there, and only the rest is looked for after it. `out` has
    /// room for one match per position.
    ///
    /// This loop is most of the first keystrokes' time on a million items, so what can be
    /// worked out once is: the term's ceiling with and without the bonus after white space,
    /// which first bytes earn that bonus, and the boundaries read straight from the block. Only
    /// an item with a blank goes through `lonePoints`.
    public func sweep(_ chunk: Chunk, keys: UnsafeBufferPointer<UInt64>?, earlierEnds: UnsafePointer<UInt8>? = nil,
                      typedOn: Int = 0, from: Int, firstIndex: Int, tac: Bool, into out: inout SweepOutput,
                      estimates: inout SmallestKeys, exact: inout TopKeys) -> Int {
        guard let term = loneFuzzyTerm, let blanks = chunk.blankItems?.words else {
            preconditionFailure("sweep needs one fuzzy word and a sealed chunk")
        }
        let pattern = term.pattern, m = pattern.count
        let rest = pattern.dropping(typedOn)
        let resumes = typedOn > 0 ? earlierEnds : nil
        let base = UnsafePointer(chunk.storage.base)
        // Boundary `j` is the `j`-th four bytes counted back from the block's end.
        let bounds = UnsafeRawPointer(chunk.storage.slot(0))
        let wide = chunk.wideItems?.words
        let keyList = keys?.baseAddress
        let count = keys?.count ?? chunk.count
        // Which first bytes earn the bonus after white space (`FuzzyAlgorithm.startsAfterWhite`).
        var whiteFirst = (UInt64(0), UInt64(0))
        if scheme.initialClass == .white {
            for j in 0..<m {
                for c in [pattern.low[j], pattern.high[j]] where c < 0x80 {
                    if c < 64 { whiteFirst.0 |= 1 << UInt64(c) } else { whiteFirst.1 |= 1 << UInt64(c &- 64) }
                }
            }
        }
        @inline(__always) func rankBits(_ score: Int) -> UInt64 { UInt64(UInt16.max - UInt16(clamping: max(0, score))) << 48 }
        let plainScore = ceiling.score(length: m, white: false)
        let plainRank = rankBits(plainScore)
        let whiteRank = rankBits(ceiling.score(length: m, white: true))
        // Whether a match's estimate is its exact key when its word ends in one run where the
        // best bonus without white space is earned (see `reachesCeiling`).
        let exactAtCeiling = ranksByLengthOnly
        let byLength = tiebreakList.count > 0 && tiebreakList.first == .length
        // One character (the first key, and each typed on) is looked for here, in the loop, with
        // its vectors made once.
        let wholeNeedle = ByteScan.Needle(pattern.low[0], or: pattern.high[0])
        let restNeedle = ByteScan.Needle(rest.low[0], or: rest.high[0])
        // In locals: stores through them could otherwise be taken to change `out` itself.
        let keysOut = out.keys, endsOut = out.ends
        var n = out.count
        defer { out.count = n }
        // The key a match must beat to be looked at more closely, in a local: the loop's stores
        // through `keysOut` could otherwise be taken to change it.
        var admit = min(estimates.threshold, exact.threshold)
        var p = from
        while p < count {
            // The text `sweepAhead` positions on is asked for now, so that its cache miss (most
            // of this loop's time over a million items) overlaps the work on the ones before.
            let q = p &+ Tunables.sweepAhead
            if q < count {
                let kq = keyList.map { Int(MatchOrder.index($0[q], tac: tac)) &- firstIndex } ?? q
                let at = Int(bounds.load(fromByteOffset: -4 &* kq, as: UInt32.self)) &+ (resumes.map { Int($0[q]) } ?? 0)
                Prefetch.read(base + at)
            }
            let k = keyList.map { Int(MatchOrder.index($0[p], tac: tac)) &- firstIndex } ?? p
            let word = k >> 6, bit = UInt64(1) << UInt64(k & 63)
            if let wide, wide[word] & bit != 0 { return p }
            let start = Int(bounds.load(fromByteOffset: -4 &* k, as: UInt32.self))
            var length = Int(bounds.load(fromByteOffset: -4 &* (k &+ 1), as: UInt32.self)) &- 1 &- start
            let text = base + start
            let blank = blanks[word] & bit != 0
            // The searched text leaves out a final \r (a byte below 0x21: only in a blank item).
            if blank && length > 0 && text[length &- 1] == 0x0D { length &-= 1 }
            // From where the earlier word ended, when that is known, else from the start.
            var end: Int
            if let resumes, case let resumed = Int(resumes[p]), resumed > 0 {
                let left = length &- resumed
                end = rest.count == 1 ? ByteScan.end(of: restNeedle, in: text + resumed, left)
                    : FuzzyAlgorithm.subsequenceEnd(rest, text + resumed, left)
                if end != 0 { end &+= resumed }
            } else {
                end = m == 1 ? ByteScan.end(of: wholeNeedle, in: text, length) : FuzzyAlgorithm.subsequenceEnd(pattern, text, length)
            }
            if end != 0 {
                let points: UInt64
                var plain = false
                if blank {
                    points = lonePoints(pattern, text, length, blank: true)
                } else {
                    let first = text[0]
                    let white = first < 64 ? whiteFirst.0 >> UInt64(first) & 1 != 0 : whiteFirst.1 >> UInt64(first & 63) & 1 != 0
                    plain = !white
                    points = (white ? whiteRank : plainRank) | (byLength ? UInt64(UInt16(clamping: length)) << 32 : 0)
                }
                var key = MatchOrder.key(rank: points, index: UInt32(truncatingIfNeeded: firstIndex &+ k), tac: tac)
                // Only a match that could be among the best is looked at more closely.
                if key < admit {
                    if plain && exactAtCeiling && reachesCeiling(pattern, text, end: end) {
                        exact.insert(key)
                    } else {
                        // Once the best exact keys are known well enough, a match whose word
                        // never runs is estimated a gap lower (`estimate`): most then need no
                        // scoring. Its score is lower, its rank bits higher.
                        if plain && m > 1 && exact.isFull, case let gap = FuzzyAlgorithm.leastGap(pattern, text, length), gap != 0 {
                            key &+= rankBits(plainScore + gap) &- plainRank
                        }
                        if key < exact.threshold { estimates.insert(key) }
                    }
                    admit = min(estimates.threshold, exact.threshold)
                }
                keysOut[n] = key
                endsOut[n] = end <= 255 ? UInt8(truncatingIfNeeded: end) : 0
                n &+= 1
            }
            p &+= 1
        }
        return count
    }

    /// Whether the word `pattern` ends at `end` (one past its last character) in ASCII `text`
    /// in one run that starts where the best bonus without white space is earned: then it
    /// scores the term's ceiling (FuzzyAlgorithm+Ceiling.swift), and nothing scores more. For a
    /// text with no blank whose first character the word cannot take at the start.
    @inline(__always)
    func reachesCeiling(_ pattern: PatternText, _ text: UnsafePointer<UInt8>, end: Int) -> Bool {
        let start = end &- pattern.count
        guard start >= 0, FuzzyAlgorithm.runs(pattern, text, at: start) else { return false }
        let before = start > 0 ? scheme.asciiClasses[Int(text[start &- 1])] : scheme.initialClass
        return Int(scheme.bonus(before, scheme.asciiClasses[Int(text[start])])) == ceiling.plainBonus
    }
}
