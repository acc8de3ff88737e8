/// Substring, prefix, suffix, whole-text and word-boundary matching, scored like fuzzy matches.
///
/// An exact term can align only one way at each place, so instead of a table it picks the
/// occurrence whose first character has the best bonus (stopping at the first one on a word
/// boundary) and scores that occurrence character by character, as fzf does.
enum ExactAlgorithm {
    /// The score of the match spanning `[from, to)`, computed as the fuzzy table would.
    static func score<E: FixedWidthInteger & UnsignedInteger>(
        _ text: UnsafeBufferPointer<E>, pattern: UnsafeBufferPointer<UInt32>, folding: CharFolding, from: Int, to: Int,
        scheme: ScoringScheme, positions: UnsafeMutablePointer<[Int]>?
    ) -> Int {
        var pidx = 0, score = 0, inGap = false, consecutive = 0
        var firstBonus: Int16 = 0
        var prevClass = from > 0 ? scheme.charClass(UInt32(text[from - 1])) : scheme.initialClass
        var idx = from
        while idx < to && pidx < pattern.count {
            let raw = UInt32(text[idx])
            let cls = scheme.charClass(raw)
            if folding.fold(raw) == pattern[pidx] {
                positions?.pointee.append(idx)
                score += Int(ScoringScheme.scoreMatch)
                var bonus = scheme.bonus(prevClass, cls)
                if consecutive == 0 {
                    firstBonus = bonus
                } else {
                    if bonus >= ScoringScheme.bonusBoundary && bonus > firstBonus { firstBonus = bonus }
                    bonus = max(max(bonus, firstBonus), ScoringScheme.bonusConsecutive)
                }
                score += Int(pidx == 0 ? bonus * ScoringScheme.bonusFirstCharMultiplier : bonus)
                inGap = false
                consecutive += 1
                pidx += 1
            } else {
                score += Int(inGap ? ScoringScheme.scoreGapExtension : ScoringScheme.scoreGapStart)
                inGap = true
                consecutive = 0
                firstBonus = 0
            }
            prevClass = cls
            idx += 1
        }
        return score
    }

    /// The bonus of the character at `idx` (at the very start: the bonus after a blank).
    @inline(__always)
    static func bonus<E: FixedWidthInteger & UnsignedInteger>(
        _ text: UnsafeBufferPointer<E>, at idx: Int, scheme: ScoringScheme
    ) -> Int16 {
        if idx == 0 { return scheme.bonusBoundaryWhite }
        return scheme.bonus(scheme.charClass(UInt32(text[idx - 1])), scheme.charClass(UInt32(text[idx])))
    }

    /// The best occurrence of `pattern` as a substring; with `boundary`, only occurrences that
    /// start and end at word boundaries count (the `'term'` form).
    static func substring<E: FixedWidthInteger & UnsignedInteger>(
        _ text: UnsafeBufferPointer<E>, pattern: UnsafeBufferPointer<UInt32>, folding: CharFolding, forward: Bool, boundary: Bool,
        scheme: ScoringScheme, positions: UnsafeMutablePointer<[Int]>?
    ) -> TermMatch? {
        let m = pattern.count
        if m == 0 { return TermMatch(start: 0, end: 0, score: 0) }
        let n = text.count
        if n < m { return nil }
        let boundaryBonus = ScoringScheme.bonusBoundary
        var pidx = 0
        var bestPos = -1
        var bonus: Int16 = 0, boundaryScore: Int16 = 0, bestBonus: Int16 = -1
        var index = 0
        while index < n {
            let i = forward ? index : n - 1 - index
            let pi = forward ? pidx : m - 1 - pidx
            var ok = folding.fold(UInt32(text[i])) == pattern[pi]
            if ok {
                if pi == 0 { bonus = Self.bonus(text, at: i, scheme: scheme) }
                if boundary {
                    if forward && pi == 0 {
                        boundaryScore = bonus
                    } else if !forward && pi == m - 1 {
                        boundaryScore = i < n - 1 ? Self.bonus(text, at: i + 1, scheme: scheme) : scheme.bonusBoundaryWhite
                    }
                    ok = boundaryScore >= boundaryBonus
                    if ok && pi == 0 {
                        ok = i == 0 || scheme.charClass(UInt32(text[i - 1])) <= .delimiter
                    }
                    if ok && pi == m - 1 {
                        ok = i == n - 1 || scheme.charClass(UInt32(text[i + 1])) <= .delimiter
                    }
                }
            }
            if ok {
                pidx += 1
                if pidx == m {
                    if bonus > bestBonus { bestPos = index; bestBonus = bonus }
                    if bonus >= boundaryBonus { break }
                    index -= pidx - 1
                    pidx = 0; bonus = 0
                }
            } else {
                index -= pidx
                pidx = 0; bonus = 0
            }
            index += 1
        }
        guard bestPos >= 0 else { return nil }
        let sidx = forward ? bestPos - m + 1 : n - (bestPos + 1)
        let eidx = forward ? bestPos + 1 : n - (bestPos - m + 1)
        let score: Int
        if boundary {
            // Word boundaries at underscores rank below the others.
            var s = Int(bonus)
            var deduct = Int(bonus - boundaryBonus) + 1
            if sidx > 0 && text[sidx - 1] == 0x5F { s -= deduct + 1; deduct = 1 }
            if eidx < n && text[eidx] == 0x5F { s -= deduct }
            s += Int(ScoringScheme.scoreMatch) * m + Int(scheme.bonusBoundaryWhite) * (m + 1)
            score = s
            if let positions { for k in sidx..<eidx { positions.pointee.append(k) } }
        } else {
            score = Self.score(text, pattern: pattern, folding: folding, from: sidx, to: eidx, scheme: scheme,
                               positions: positions)
        }
        return TermMatch(start: sidx, end: eidx, score: score)
    }

    /// The number of blanks at the start of `text`.
    static func leadingSpaces<E: FixedWidthInteger & UnsignedInteger>(_ text: UnsafeBufferPointer<E>) -> Int {
        var i = 0
        while i < text.count && UnicodeText.isSpace(UInt32(text[i])) { i += 1 }
        return i
    }

    /// The number of blanks at the end of `text`.
    static func trailingSpaces<E: FixedWidthInteger & UnsignedInteger>(_ text: UnsafeBufferPointer<E>) -> Int {
        var i = text.count
        while i > 0 && UnicodeText.isSpace(UInt32(text[i - 1])) { i -= 1 }
        return text.count - i
    }

    /// Whether `pattern` is found at `[from, from + m)`.
    @inline(__always)
    private static func equal<E: FixedWidthInteger & UnsignedInteger>(
        _ text: UnsafeBufferPointer<E>, _ pattern: UnsafeBufferPointer<UInt32>, at from: Int, folding: CharFolding
    ) -> Bool {
        for k in 0..<pattern.count where folding.fold(UInt32(text[from + k])) != pattern[k] { return false }
        return true
    }

    /// `^term`: the text starts with the term, leading blanks ignored unless the term has one.
    static func prefix<E: FixedWidthInteger & UnsignedInteger>(
        _ text: UnsafeBufferPointer<E>, pattern: UnsafeBufferPointer<UInt32>, folding: CharFolding,
        scheme: ScoringScheme, positions: UnsafeMutablePointer<[Int]>?
    ) -> TermMatch? {
        let m = pattern.count
        if m == 0 { return TermMatch(start: 0, end: 0, score: 0) }
        let start = UnicodeText.isSpace(pattern[0]) ? 0 : leadingSpaces(text)
        guard text.count - start >= m, equal(text, pattern, at: start, folding: folding) else { return nil }
        let score = Self.score(text, pattern: pattern, folding: folding, from: start, to: start + m,
                               scheme: scheme, positions: positions)
        return TermMatch(start: start, end: start + m, score: score)
    }

    /// `term$`: the text ends with the term, trailing blanks ignored unless the term has one.
    static func suffix<E: FixedWidthInteger & UnsignedInteger>(
        _ text: UnsafeBufferPointer<E>, pattern: UnsafeBufferPointer<UInt32>, folding: CharFolding,
        scheme: ScoringScheme, positions: UnsafeMutablePointer<[Int]>?
    ) -> TermMatch? {
        let m = pattern.count
        var end = text.count
        if m == 0 || !UnicodeText.isSpace(pattern[m - 1]) { end -= trailingSpaces(text) }
        if m == 0 { return TermMatch(start: end, end: end, score: 0) }
        let start = end - m
        guard start >= 0, equal(text, pattern, at: start, folding: folding) else { return nil }
        let score = Self.score(text, pattern: pattern, folding: folding, from: start, to: end,
                               scheme: scheme, positions: positions)
        return TermMatch(start: start, end: end, score: score)
    }

    /// `^term$`: the whole text, blanks around it ignored unless the term has them.
    static func whole<E: FixedWidthInteger & UnsignedInteger>(
        _ text: UnsafeBufferPointer<E>, pattern: UnsafeBufferPointer<UInt32>, folding: CharFolding,
        scheme: ScoringScheme, positions: UnsafeMutablePointer<[Int]>?
    ) -> TermMatch? {
        let m = pattern.count
        if m == 0 { return nil }
        let lead = UnicodeText.isSpace(pattern[0]) ? 0 : leadingSpaces(text)
        let trail = UnicodeText.isSpace(pattern[m - 1]) ? 0 : trailingSpaces(text)
        guard text.count - lead - trail == m, equal(text, pattern, at: lead, folding: folding) else { return nil }
        if let positions { for k in lead..<(lead + m) { positions.pointee.append(k) } }
        let white = Int(scheme.bonusBoundaryWhite)
        let score = (Int(ScoringScheme.scoreMatch) + white) * m + Int(ScoringScheme.bonusFirstCharMultiplier - 1) * white
        return TermMatch(start: lead, end: lead + m, score: score)
    }
}
