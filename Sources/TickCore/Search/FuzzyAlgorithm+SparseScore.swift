/// The fuzzy score computed from the places where query characters occur, without the table.
///
/// Ranking needs only the score, and in a row of the table only the cells where the row's
/// character occurs can change the course of the values: between two of them a row just decays,
/// by 3 after a taken match and by 1 per cell after that, down to 0. Row 0 resets at every
/// occurrence of the first character. So each row is kept as its "events" (the cells where a
/// match was taken: column, value, length of the run of consecutive matches), and every other
/// cell is worked out from the last event before it. The cost follows the number of occurrences
/// instead of window × query length; the result is the table's to the last tie (the property
/// tests compare the two on random texts, since the table still serves highlighting).
extension FuzzyAlgorithm {
    /// The value a row holds `distance` cells after an event worth `value` (0 when the row has
    /// no event yet): 3 less after one cell, then 1 less per cell, never below 0.
    @inline(__always)
    private static func decayed(_ value: Int16, _ distance: Int) -> Int16 {
        distance == 0 ? value : max(value &- 2 &- Int16(truncatingIfNeeded: min(distance, 20_000)), 0)
    }

    /// The score of `pattern` in `text[window]`, where its first character first occurs and
    /// where its best match ends (offsets in `text`, end exclusive), or nil when the pattern is
    /// not a subsequence there.
    ///
    /// `window` is the one phase 1 found: it starts just before the first character's first
    /// occurrence (or on it) and ends after the last character's last occurrence.
    ///
    /// With `ceiling` (the caller ranks by length alone), the first occurrence of the first
    /// character that starts the whole pattern as one run where the best bonus without white
    /// space is earned ends the search with the ceiling, in a text with no blank (see
    /// FuzzyAlgorithm+Ceiling.swift): row 0 visits those occurrences anyway, so a second scan
    /// for runs is not needed.
    static func sparseScore<E: FixedWidthInteger & UnsignedInteger>(
        _ text: UnsafeBufferPointer<E>, pattern: PatternText, folding: CharFolding, forward: Bool,
        scheme: ScoringScheme, scratch: MatchScratch, window: Range<Int>, ceiling: ScoreCeiling? = nil
    ) -> TermMatch? {
        let m = pattern.count
        let minIdx = window.lowerBound, end = window.upperBound
        scratch.reserveEvents(2 * window.count)
        // Two rows of events: the previous row's and the one being built.
        var prevCol = scratch.eventCol, prevValue = scratch.eventValue, prevRun = scratch.eventRun
        var curCol = prevCol + window.count, curValue = prevValue + window.count, curRun = prevRun + window.count
        let startClass = minIdx > 0 ? scheme.charClass(UInt32(text[minIdx &- 1])) : scheme.initialClass
        @inline(__always) func bonusAt(_ i: Int) -> Int16 {
            let prev = i > minIdx ? scheme.charClass(UInt32(text[i &- 1])) : startClass
            return scheme.bonus(prev, scheme.charClass(UInt32(text[i])))
        }
        let asciiBase: UnsafePointer<UInt8>? = E.self == UInt8.self
            ? text.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self) } : nil
        /// The next occurrence of query character `p` at or after `from`, before the window's end.
        @inline(__always) func next(_ p: Int, from: Int) -> Int? {
            if let base = asciiBase {
                return ByteScan.firstIndex(of: pattern.low[p], or: pattern.high[p], in: base, from: from, to: end)
            }
            let pc = pattern.chars[p]
            var i = from
            while i < end && folding.fold(UInt32(text[i])) != pc { i &+= 1 }
            return i < end ? i : nil
        }

        // The run at the ceiling is looked for only where it can decide.
        var ceilingOpen = false
        if ceiling != nil, let base = asciiBase, pattern.isASCII, m <= text.count {
            ceilingOpen = !startsAfterWhite(pattern, base, scheme: scheme)
        }
        let plainBonus = Int16(truncatingIfNeeded: ceiling?.plainBonus ?? 0)

        // Row 0: every occurrence of the first character starts afresh, its bonus doubled.
        var prevCount = 0
        var at = next(0, from: minIdx)
        while let col = at {
            let bonus = bonusAt(col)
            if ceilingOpen && bonus == plainBonus && col &+ m <= end, let base = asciiBase, let ceiling {
                if runs(pattern, base, at: col, after: 1) {
                    // The first such run decides: the ceiling, unless a blank could earn more.
                    ceilingOpen = false
                    if !ByteScan.containsBlankOrControl(base, count: text.count) {
                        return TermMatch(start: col, end: col &+ m, score: ceiling.score(length: m, white: false))
                    }
                }
            }
            prevCol[prevCount] = col
            prevValue[prevCount] = ScoringScheme.scoreMatch &+ bonus &* ScoringScheme.bonusFirstCharMultiplier
            prevRun[prevCount] = 1
            prevCount &+= 1
            at = next(0, from: col &+ 1)
        }
        guard prevCount > 0 else { return nil }
        let start = prevCol[0]

        for p in 1..<m {
            var count = 0
            var k = 0
            // The row's own last event, for the value left of each cell.
            var lastCol = -1
            var lastValue: Int16 = 0
            at = next(p, from: prevCol[0] &+ 1)
            while let col = at {
                // Above-left: the previous row at col - 1, from its last event at or before it.
                while k &+ 1 < prevCount && prevCol[k &+ 1] <= col &- 1 { k &+= 1 }
                let diag: Int16, diagRun: Int16
                if prevCol[k] <= col &- 1 {
                    let d = col &- 1 &- prevCol[k]
                    diag = decayed(prevValue[k], d)
                    diagRun = d == 0 ? prevRun[k] : 0
                } else {
                    diag = 0; diagRun = 0
                }
                // Left: this row at col - 1, and whether it was in a gap.
                let s2: Int16
                if lastCol < 0 {
                    s2 = ScoringScheme.scoreGapStart
                } else {
                    let d = col &- 1 &- lastCol
                    let left = decayed(lastValue, d)
                    let gapped = d > 0 && left > 0
                    s2 = left &+ (gapped ? ScoringScheme.scoreGapExtension : ScoringScheme.scoreGapStart)
                }
                let s1 = diag &+ ScoringScheme.scoreMatch
                var b = bonusAt(col)
                var run = diagRun &+ 1
                if run > 1 {
                    let fb = bonusAt(col &- Int(run) &+ 1)
                    if b >= ScoringScheme.bonusBoundary && b > fb {
                        run = 1
                    } else {
                        b = max(b, max(ScoringScheme.bonusConsecutive, fb))
                    }
                }
                // Taken, or not: then the row goes on decaying as if this cell did not match.
                if s1 &+ b >= s2 {
                    curCol[count] = col
                    curValue[count] = s1 &+ b
                    curRun[count] = run
                    count &+= 1
                    lastCol = col
                    lastValue = s1 &+ b
                }
                at = next(p, from: col &+ 1)
            }
            guard count > 0 else { return nil }
            swap(&prevCol, &curCol); swap(&prevValue, &curValue); swap(&prevRun, &curRun)
            prevCount = count
        }
        // The best cell of the last row is one of its events (cells between them only decay):
        // the first of equals going forward, the last going backward.
        var best: Int16 = 0, bestCol = 0
        for e in 0..<prevCount {
            let v = prevValue[e]
            if forward && v > best || !forward && v >= best { best = v; bestCol = prevCol[e] }
        }
        return TermMatch(start: start, end: bestCol &+ 1, score: Int(best))
    }
}
