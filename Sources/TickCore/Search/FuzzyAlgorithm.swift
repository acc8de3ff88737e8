/// Fuzzy matching: the query's characters in order, gaps allowed, best alignment scored.
///
/// The score is fzf's "v2": a Smith-Waterman-style table over the window between the first
/// occurrence of the first query character and the last occurrence of the last one. Each matched
/// character earns `scoreMatch` plus the bonus of its position (word start, after a delimiter,
/// camelCase hump), the first one double; a run of consecutive matches keeps the bonus of the
/// run's first character (at least `bonusConsecutive`); gaps cost 3 to open and 1 per extra
/// character. The best-scoring cell in the last row ends the match.
///
/// Ranking needs only the score, which `sparseScore` derives from the occurrences of the query's
/// characters; the table itself is filled only when the matched positions are wanted
/// (highlighting, and the tiebreaks that need the match's start), for the backtrace. A
/// one-character query needs neither. Texts too long for the table (more than `maxMatrixCells`
/// cells) get the greedy leftmost-shortest alignment, scored the same way.
enum FuzzyAlgorithm {
    /// Matches `pattern` (already folded) against `text`.
    ///
    /// - Parameter positions: when not nil, receives the matched character offsets, last first.
    /// - Parameter ceiling: when given (the caller needs the score but not where the match
    ///   starts and ends), a match reaching it is scored without the sparse rows (`sparseScore`).
    /// - Parameter leftmostEnd: when not 0, where the leftmost occurrence of the pattern in an
    ///   ASCII `text` ends (`subsequenceEnd`), found already by the caller.
    static func match<E: FixedWidthInteger & UnsignedInteger>(
        _ text: UnsafeBufferPointer<E>, pattern: PatternText, folding: CharFolding, forward: Bool,
        scheme: ScoringScheme, scratch: MatchScratch, positions: UnsafeMutablePointer<[Int]>?,
        ceiling: ScoreCeiling? = nil, leftmostEnd: Int = 0
    ) -> TermMatch? {
        let m = pattern.count
        if m == 0 { return TermMatch(start: 0, end: 0, score: 0) }
        let n = text.count
        if m > n { return nil }
        if n * m > ScoringScheme.maxMatrixCells {
            return greedy(text, pattern: pattern.chars, folding: folding, forward: forward, scheme: scheme,
                          positions: positions)
        }
        if m == 1 {
            return single(text, pattern: pattern, folding: folding, forward: forward, scheme: scheme, positions: positions)
        }
        // Phase 1: is it a subsequence at all, and which window can hold the best alignment?
        guard let (minIdx, maxIdx) = window(text, pattern: pattern, folding: folding, leftmostEnd: leftmostEnd) else { return nil }
        guard let positions else {
            // Ranking needs only the score: computed from the occurrences, no table (or the
            // ceiling, for a run where the best bonus is earned).
            return sparseScore(text, pattern: pattern, folding: folding, forward: forward, scheme: scheme,
                               scratch: scratch, window: minIdx..<maxIdx, ceiling: E.self == UInt8.self ? ceiling : nil)
        }
        let width0 = maxIdx - minIdx
        scratch.reserve(window: width0, patternLength: m)
        let chars = pattern.chars
        let T = scratch.text, F = scratch.first

        // A position's bonus depends on its character and the one before; it is needed only
        // where a query character matches, so it is worked out there and nowhere else.
        let startClass = minIdx > 0 ? scheme.charClass(UInt32(text[minIdx - 1])) : scheme.initialClass
        @inline(__always) func bonusAt(_ off: Int) -> Int16 {
            let prev = off > 0 ? scheme.charClass(UInt32(text[minIdx &+ off &- 1])) : startClass
            return scheme.bonus(prev, scheme.charClass(UInt32(text[minIdx &+ off])))
        }

        // The window starts just before the first character's first occurrence (or on it, at
        // the very start of the text), and ends on the last character's last occurrence: the
        // table's columns are known before phase 2, which fills its first row directly.
        let f0 = folding.fold(UInt32(text[minIdx])) == chars[0] ? 0 : 1
        let width = width0 - f0
        scratch.reserveMatrix(width * m)
        let H = scratch.h, C = scratch.c

        // Phase 2: fold the window, find where each query character can first match, and fill
        // the first row.
        let bonusBoundary = ScoringScheme.bonusBoundary
        var maxScore: Int16 = 0, maxScorePos = 0
        var pidx = 0, lastIdx = 0
        let pchar0 = chars[0]
        var pchar = chars[0]
        var prevH0: Int16 = 0
        var inGap = false
        let asciiIgnoringCase = E.self == UInt8.self && !folding.caseSensitive
        for off in 0..<width0 {
            let raw = UInt32(text[minIdx &+ off])
            // A byte here is ASCII: folding it is only lowering A-Z, when case is ignored.
            let ch = E.self != UInt8.self ? folding.fold(raw) : asciiIgnoringCase && raw &- 65 < 26 ? raw | 0x20 : raw
            T[off] = ch
            if ch == pchar {
                if pidx < m {
                    F[pidx] = off
                    pidx &+= 1
                    pchar = chars[min(pidx, m &- 1)]
                }
                lastIdx = off
            }
            if ch == pchar0 {
                let bonus = bonusAt(off)
                let score = ScoringScheme.scoreMatch &+ bonus &* ScoringScheme.bonusFirstCharMultiplier
                H[off &- f0] = score
                C[off &- f0] = 1
                prevH0 = score
                inGap = false
            } else if off >= f0 {
                let gap = inGap ? ScoringScheme.scoreGapExtension : ScoringScheme.scoreGapStart
                prevH0 = max(prevH0 &+ gap, 0)
                H[off &- f0] = prevH0
                C[off &- f0] = 0
                inGap = true
            }
        }
        if pidx != m { return nil }

        // Phase 3: the score table, one row per query character.
        for p in 1..<m {
            let f = F[p]
            let pc = chars[p]
            let row = p * width
            var gapped = false
            H[row + f - f0 - 1] = 0
            // Cells left of the row's first possible match are never computed; the backtrace
            // may read them, so they must read as zero, not as an earlier item.
            for k in 0..<(f - f0) { C[row + k] = 0 }
            // This row and the one above, indexed by column.
            let here = H + row - f0, above = here - width
            let hereC = C + row - f0, aboveC = hereC - width
            var left: Int16 = 0
            for col in f...lastIdx {
                // Wrapping arithmetic: scores stay far below Int16's limit (at most about 36 per
                // query character, and the table's size bounds the query's length).
                let s2 = left &+ (gapped ? ScoringScheme.scoreGapExtension : ScoringScheme.scoreGapStart)
                var s1: Int16 = 0
                var consecutive: Int16 = 0
                if pc == T[col] {
                    s1 = above[col &- 1] &+ ScoringScheme.scoreMatch
                    let own = bonusAt(col)
                    var b = own
                    consecutive = aboveC[col &- 1] &+ 1
                    if consecutive > 1 {
                        let fb = bonusAt(col &- Int(consecutive) &+ 1)
                        if b >= bonusBoundary && b > fb {
                            consecutive = 1
                        } else {
                            b = max(b, max(ScoringScheme.bonusConsecutive, fb))
                        }
                    }
                    if s1 &+ b < s2 {
                        s1 &+= own
                        consecutive = 0
                    } else {
                        s1 &+= b
                    }
                }
                hereC[col] = consecutive
                gapped = s1 < s2
                let score = max(max(s1, s2), 0)
                here[col] = score
                left = score
            }
        }
        // The best cell of the last row ends the match: the first of equals going forward, the
        // last going backward.
        let lastRow = H + (m - 1) * width - f0
        for col in F[m - 1]...lastIdx {
            let score = lastRow[col]
            if forward && score > maxScore || !forward && score >= maxScore {
                maxScore = score; maxScorePos = col
            }
        }
        // Phase 4: the backtrace from the best cell recovers the matched positions.
        var i = m - 1
        var j = maxScorePos
        var preferMatch = true
        let used = width * m
        while true {
            let rowI = i * width
            let j0 = j - f0
            let s = H[rowI + j0]
            var s1: Int16 = 0, s2: Int16 = 0
            if i > 0 && j >= F[i] { s1 = H[rowI - width + j0 - 1] }
            if j > F[i] { s2 = H[rowI + j0 - 1] }
            if s > s1 && (s > s2 || s == s2 && preferMatch) {
                positions.pointee.append(j + minIdx)
                if i == 0 { break }
                i -= 1
            }
            preferMatch = C[rowI + j0] > 1 || (rowI + width + j0 + 1 < used && C[rowI + width + j0 + 1] > 0)
            j -= 1
        }
        return TermMatch(start: minIdx + j, end: minIdx + maxScorePos + 1, score: Int(maxScore))
    }

    /// A one-character query: the occurrence with the best bonus, the first of equals (the
    /// last when matching backward); a word start ends the search going forward. No table and
    /// no window are needed.
    @inline(__always)
    private static func single<E: FixedWidthInteger & UnsignedInteger>(
        _ text: UnsafeBufferPointer<E>, pattern: PatternText, folding: CharFolding, forward: Bool,
        scheme: ScoringScheme, positions: UnsafeMutablePointer<[Int]>?
    ) -> TermMatch? {
        if E.self == UInt8.self && !pattern.isASCII { return nil }
        let pc = pattern.chars[0]
        let window = 0..<text.count
        var best: Int16 = 0, bestPos = -1
        var i = 0
        while true {
            // The next occurrence: eight bytes at a time in ASCII text.
            if E.self == UInt8.self, let start = text.baseAddress {
                let base = UnsafeRawPointer(start).assumingMemoryBound(to: UInt8.self)
                guard let at = ByteScan.firstIndex(of: pattern.low[0], or: pattern.high[0], in: base,
                                                   from: i, to: window.upperBound) else { break }
                i = at
            } else {
                while i < window.upperBound && folding.fold(UInt32(text[i])) != pc { i += 1 }
                if i == window.upperBound { break }
            }
            let prev = i > 0 ? scheme.charClass(UInt32(text[i - 1])) : scheme.initialClass
            let bonus = scheme.bonus(prev, scheme.charClass(UInt32(text[i])))
            let score = ScoringScheme.scoreMatch + bonus * ScoringScheme.bonusFirstCharMultiplier
            if forward && score > best || !forward && score >= best {
                best = score; bestPos = i
                if forward && bonus >= ScoringScheme.bonusBoundary { break }
            }
            i += 1
        }
        if bestPos < 0 { return nil }
        positions?.pointee.append(bestPos)
        return TermMatch(start: bestPos, end: bestPos + 1, score: Int(best))
    }

    /// The window `[min, max)` that can hold the best alignment: from one character before the
    /// first occurrence of the first query character to the last occurrence of the last one; nil
    /// when the query is not a subsequence of the text.
    ///
    /// A text of bytes is ASCII (see `Matcher`), searched eight bytes at a time for each
    /// character in both cases.
    @inline(__always)
    static func window<E: FixedWidthInteger & UnsignedInteger>(
        _ text: UnsafeBufferPointer<E>, pattern: PatternText, folding: CharFolding, leftmostEnd: Int = 0
    ) -> (Int, Int)? {
        let n = text.count, m = pattern.count
        if E.self == UInt8.self, let start = text.baseAddress {
            guard pattern.isASCII else { return nil }
            let base = UnsafeRawPointer(start).assumingMemoryBound(to: UInt8.self)
            // The leftmost occurrence starts at the first character's first occurrence; where it
            // ends, the caller may know already (`leftmostEnd`).
            let known = leftmostEnd > 0 && leftmostEnd <= n
                ? ByteScan.firstIndex(of: pattern.low[0], or: pattern.high[0], in: base, from: 0, to: n).map { ($0, leftmostEnd - 1) }
                : nil
            guard let (first, lastIdx) = known ?? leftmostSubsequence(pattern, base, n) else { return nil }
            let last = ByteScan.lastIndex(of: pattern.low[m - 1], or: pattern.high[m - 1], in: base, from: lastIdx + 1, to: n)
            return (max(first - 1, 0), (last ?? lastIdx) + 1)
        }
        let chars = pattern.chars
        var idx = 0, firstIdx = 0, lastIdx = 0
        for p in 0..<m {
            let pc = chars[p]
            while idx < n && folding.fold(UInt32(text[idx])) != pc { idx += 1 }
            if idx == n { return nil }
            if p == 0 && idx > 0 { firstIdx = idx - 1 }
            lastIdx = idx
            idx += 1
        }
        let last = chars[m - 1]
        var k = n - 1
        while k > lastIdx {
            if folding.fold(UInt32(text[k])) == last { return (firstIdx, k + 1) }
            k -= 1
        }
        return (firstIdx, lastIdx + 1)
    }

    /// The greedy alignment for long texts: the first complete subsequence found scanning
    /// forward (backward when `forward` is false), then shortened from its end.
    static func greedy<E: FixedWidthInteger & UnsignedInteger>(
        _ text: UnsafeBufferPointer<E>, pattern: UnsafeBufferPointer<UInt32>, folding: CharFolding, forward: Bool,
        scheme: ScoringScheme, positions: UnsafeMutablePointer<[Int]>?
    ) -> TermMatch? {
        let n = text.count, m = pattern.count
        @inline(__always) func at(_ i: Int) -> Int { forward ? i : n - 1 - i }
        @inline(__always) func pat(_ i: Int) -> UInt32 { pattern[forward ? i : m - 1 - i] }
        var pidx = 0, sidx = -1, eidx = -1
        var index = 0
        while index < n {
            if folding.fold(UInt32(text[at(index)])) == pat(pidx) {
                if sidx < 0 { sidx = index }
                pidx += 1
                if pidx == m { eidx = index + 1; break }
            }
            index += 1
        }
        guard sidx >= 0, eidx >= 0 else { return nil }
        pidx -= 1
        index = eidx - 1
        while index >= sidx {
            if folding.fold(UInt32(text[at(index)])) == pat(pidx) {
                pidx -= 1
                if pidx < 0 { sidx = index; break }
            }
            index -= 1
        }
        if !forward { (sidx, eidx) = (n - eidx, n - sidx) }
        let score = ExactAlgorithm.score(text, pattern: pattern, folding: folding, from: sidx, to: eidx,
                                         scheme: scheme, positions: positions)
        return TermMatch(start: sidx, end: eidx, score: score)
    }
}
