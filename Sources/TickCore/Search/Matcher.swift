/// Matches items against a query and computes the key that ranks them.
///
/// One matcher per thread: it owns scratch buffers so that matching an item allocates nothing.
/// The text searched is the item without a final `\r`, cut to the `--with-nth` fields when
/// given; `--nth` restricts each term to the chosen fields, the first field that matches wins.
public struct Matcher {
    /// What the matcher needs to know besides the query.
    public struct Configuration: Sendable {
        public var scheme: ScoringScheme.Name = .default
        public var tiebreaks: [Tiebreak]? = nil
        public var delimiter: Delimiter = .blanks
        public var nth: FieldList? = nil
        public var withNth: FieldTemplate? = nil
        public init() {}
    }

    /// The query matched.
    public var query: Query { compiled.query }
    /// The query as the matching loops read it, shared with every matcher of the same request.
    public let compiled: CompiledQuery
    let scheme: ScoringScheme
    /// The tiebreaks as a fixed-size list (no array to walk per item): count, then up to three.
    let tiebreakList: (count: Int, first: Tiebreak, second: Tiebreak, third: Tiebreak)
    let forward: Bool
    let needsStart: Bool
    /// Whether `--nth` cuts the text into pieces.
    let hasNth: Bool
    /// The query's only term when it is one fuzzy word (no exclusion, no `|`) and there is no
    /// `--nth`: the common case, matched without the general loop.
    let loneFuzzyTerm: CompiledQuery.Term?
    /// The highest scores fuzzy terms can reach (see `estimate`).
    let ceiling: ScoreCeiling
    /// Whether an ASCII item's searched text is ASCII too: not when a `--with-nth` template
    /// puts other characters between the fields.
    let keepsASCII: Bool
    /// Whether no tiebreak needs to know where a match starts or ends (only `length`, or
    /// none): a fuzzy match that reaches its ceiling is then scored without the table.
    let ranksByLengthOnly: Bool
    let configuration: Configuration
    let scratch = MatchScratch()
    /// Where the leftmost occurrence of the lone fuzzy word ends in the item being matched, when
    /// `match`'s first scan found it (0 otherwise): handed to the algorithm for its window.
    var leftmostEnd = 0
    var decoded: [UInt32] = []
    var transformed: [UInt8] = []
    var tokens: [Range<Int>] = []
    var pieces: [Range<Int>] = []
    var positionBuffer: [Int] = []

    /// A matcher for `query`, compiled here (a picker's matchers share one compiled query:
    /// `init(compiled:configuration:)`).
    public init(query: Query, configuration: Configuration = Configuration()) {
        self.init(compiled: CompiledQuery(query), configuration: configuration)
    }

    /// A matcher for a query compiled already (`MatchRequest.compiled`).
    public init(compiled: CompiledQuery, configuration: Configuration = Configuration()) {
        self.compiled = compiled
        self.configuration = configuration
        self.hasNth = configuration.nth != nil
        let terms = compiled.terms
        self.loneFuzzyTerm = terms.count == 1 && terms[0].kind == .fuzzy && !terms[0].inverse && !hasNth ? terms[0] : nil
        let scheme = ScoringScheme(configuration.scheme)
        self.scheme = scheme
        self.ceiling = ScoreCeiling(scheme: scheme)
        self.keepsASCII = configuration.withNth?.parts.allSatisfy {
            if case .text(let literal) = $0 { return literal.allSatisfy { $0 < 0x80 } }
            return true
        } ?? true
        self.ranksByLengthOnly = (configuration.tiebreaks ?? Tiebreak.defaults(for: configuration.scheme)).allSatisfy { $0 == .length }
        let tiebreaks = configuration.tiebreaks ?? Tiebreak.defaults(for: configuration.scheme)
        let t = tiebreaks + [.index, .index, .index]
        self.tiebreakList = (min(tiebreaks.count, 3), t[0], t[1], t[2])
        // Which of equally good occurrences counts, and whether the exact start of a match is
        // needed, follow fzf: the earliest of `begin` (first occurrence), `end` and `pathname`
        // (last occurrence) decides the direction, and `chunk` and `pathname` need the start,
        // which only the backtrace of the fuzzy table gives.
        var forward = true
        for t in tiebreaks.reversed() {
            if t == .end || t == .pathname { forward = false }
            if t == .begin { forward = true }
        }
        self.forward = forward
        self.needsStart = tiebreaks.contains { $0 == .chunk || $0 == .pathname }
    }

    /// The result of matching one item.
    public struct Hit: Equatable, Sendable {
        /// The sum of the terms' scores.
        public var score: Int
        /// Packed ranking points: compare as unsigned, smaller first (then input order).
        public var rank: UInt64
        /// Matched character offsets in the searched text, ascending (only when asked for).
        public var positions: [Int]
    }

    /// Matches `item`; nil when it does not match. `ascii` says the item is known to be ASCII
    /// (its chunk's `isASCII`), which spares the check (unless a template adds other text).
    public mutating func match(_ item: UnsafeBufferPointer<UInt8>, positions wantPositions: Bool = false,
                               ascii: Bool = false) -> Hit? {
        // Most items do not match: for one fuzzy word over an ASCII item, the subsequence scan
        // comes first, before the layers that build the searched text and score.
        if ascii, configuration.withNth == nil, let term = loneFuzzyTerm, let base = item.baseAddress {
            if !term.pattern.isASCII || term.pattern.count == 0 { return nil }
            // On the searched text (no final \r): where the leftmost occurrence ends is the
            // window's first figure, which the algorithm then need not look for again.
            let n = item.count > 0 && base[item.count - 1] == 0x0D ? item.count - 1 : item.count
            let end = FuzzyAlgorithm.subsequenceEnd(term.pattern, base, n)
            if end == 0 { return nil }
            leftmostEnd = end
        }
        defer { leftmostEnd = 0 }
        let ascii = ascii && keepsASCII
        return withSearchedText(item) { matcher, text in matcher.matchText(text, wantPositions: wantPositions, ascii: ascii) }
    }

    /// The text that is searched and shown for `item`: without a final `\r`, cut to the
    /// `--with-nth` fields when given. Match positions are offsets in it.
    public mutating func searchedText(_ item: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        withSearchedText(item) { _, text in Array(text) }
    }

    /// Calls `body` with the searched text of `item`, built in reused scratch memory.
    mutating func withSearchedText<R>(
        _ item: UnsafeBufferPointer<UInt8>, _ body: (inout Matcher, UnsafeBufferPointer<UInt8>) -> R
    ) -> R {
        var text = item
        if let last = text.last, last == 0x0D {
            text = UnsafeBufferPointer(rebasing: text[0..<(text.count - 1)])
        }
        guard let withNth = configuration.withNth else { return body(&self, text) }
        var out: [UInt8] = []
        swap(&out, &transformed)
        defer { swap(&out, &transformed) }
        out.removeAll(keepingCapacity: true)
        withNth.apply(text, delimiter: configuration.delimiter, tokens: &tokens, into: &out)
        return out.withUnsafeBufferPointer { body(&self, $0) }
    }

    private mutating func matchText(_ bytes: UnsafeBufferPointer<UInt8>, wantPositions: Bool, ascii: Bool) -> Hit? {
        if ascii || UnicodeText.isASCII(bytes) {
            return matchUnits(bytes, wantPositions: wantPositions)
        }
        var chars: [UInt32] = []
        swap(&chars, &decoded)
        defer { swap(&chars, &decoded) }
        chars.removeAll(keepingCapacity: true)
        UnicodeText.decode(bytes, into: &chars)
        return chars.withUnsafeBufferPointer { matchUnits($0, wantPositions: wantPositions) }
    }

    private mutating func matchUnits<E: FixedWidthInteger & UnsignedInteger>(
        _ text: UnsafeBufferPointer<E>, wantPositions: Bool
    ) -> Hit? {
        // The usual query, one fuzzy word, ranked without positions: straight to the algorithm.
        if let term = loneFuzzyTerm, !wantPositions && !needsStart {
            guard let m = FuzzyAlgorithm.match(text, pattern: term.pattern, folding: term.folding, forward: forward,
                                               scheme: scheme, scratch: scratch, positions: nil,
                                               ceiling: ranksByLengthOnly ? ceiling : nil, leftmostEnd: leftmostEnd) else { return nil }
            let offset = m.start < m.end
            return Hit(score: m.score, rank: points(m.score, text, anyOffset: offset, minBegin: m.start, minEnd: m.end, maxEnd: m.end),
                       positions: [])
        }
        // With `--nth`, the pieces each term is tried on: the chosen fields (without it, the
        // whole text, and `pieces` is not used).
        if hasNth, let nth = configuration.nth {
            pieces.removeAll(keepingCapacity: true)
            configuration.delimiter.tokenize(text, into: &tokens)
            for range in nth.ranges {
                if let span = FieldList.span(range, in: tokens) {
                    pieces.append(span)
                } else {
                    let at = range.begin.map { $0 > 0 && $0 <= tokens.count ? tokens[$0 - 1].lowerBound : 0 } ?? 0
                    pieces.append(at..<at)
                }
            }
            // As in fzf, the last field loses the string delimiter that ends it, so that
            // `-d : --nth 1 'a$'` finds "a:b".
            if let last = pieces.last, !configuration.delimiter.isBlanks, !last.isEmpty {
                let cut = configuration.delimiter.trailingLength(UnsafeBufferPointer(rebasing: text[last]))
                pieces[pieces.count - 1] = last.lowerBound..<(last.upperBound - cut)
            }
        }
        let trace = wantPositions || needsStart
        var positions: [Int] = []
        swap(&positions, &positionBuffer)
        defer { swap(&positions, &positionBuffer) }
        if trace { positions.removeAll(keepingCapacity: true) }

        var total = 0
        var minBegin = Int.max, minEnd = Int.max, maxEnd = 0
        var anyOffset = false
        // An exclusion is looked for without positions: it adds none.
        let matched = compiled.walkGroups({ term in
            withUnsafeMutablePointer(to: &positions) { p in
                firstMatch(term, in: text, positions: trace && !term.inverse ? p : nil)
            }
        }, scored: { m in
            total += m.score
            if m.start < m.end {
                anyOffset = true
                minBegin = min(minBegin, m.start)
                minEnd = min(minEnd, m.end)
                maxEnd = max(maxEnd, m.end)
            }
        })
        guard matched else { return nil }
        let points = points(total, text, anyOffset: anyOffset, minBegin: minBegin, minEnd: minEnd, maxEnd: maxEnd)
        if wantPositions {
            positions.sort()
            var unique: [Int] = []
            for p in positions where unique.last != p { unique.append(p) }
            return Hit(score: total, rank: points, positions: unique)
        }
        return Hit(score: total, rank: points, positions: [])
    }

    /// The packed ranking points of a match scoring `total` (see `Hit.rank`).
    @inline(__always)
    private func points<E: FixedWidthInteger & UnsignedInteger>(
        _ total: Int, _ text: UnsafeBufferPointer<E>, anyOffset: Bool, minBegin: Int, minEnd: Int, maxEnd: Int
    ) -> UInt64 {
        var points = UInt64(UInt16.max - UInt16(clamping: max(0, total))) << 48
        let list = tiebreakList
        if list.count > 0 {
            points |= UInt64(tiebreakValue(list.first, text, anyOffset: anyOffset, minBegin: minBegin, minEnd: minEnd, maxEnd: maxEnd)) << 32
        }
        if list.count > 1 {
            points |= UInt64(tiebreakValue(list.second, text, anyOffset: anyOffset, minBegin: minBegin, minEnd: minEnd, maxEnd: maxEnd)) << 16
        }
        if list.count > 2 {
            points |= UInt64(tiebreakValue(list.third, text, anyOffset: anyOffset, minBegin: minBegin, minEnd: minEnd, maxEnd: maxEnd))
        }
        return points
    }

    /// The first piece in which `term` is found (the whole text without `--nth`), with offsets
    /// in the whole text.
    @inline(__always)
    private mutating func firstMatch<E: FixedWidthInteger & UnsignedInteger>(
        _ term: CompiledQuery.Term, in text: UnsafeBufferPointer<E>, positions: UnsafeMutablePointer<[Int]>?
    ) -> TermMatch? {
        guard hasNth else { return find(term, in: text, positions: positions) }
        for piece in pieces {
            let mark = positions?.pointee.count ?? 0
            if var m = find(term, in: UnsafeBufferPointer(rebasing: text[piece]), positions: positions) {
                if let positions, piece.lowerBound != 0 {
                    for k in mark..<positions.pointee.count { positions.pointee[k] += piece.lowerBound }
                }
                m.start += piece.lowerBound
                m.end += piece.lowerBound
                return m
            }
            if let positions, positions.pointee.count > mark { positions.pointee.removeSubrange(mark...) }
        }
        return nil
    }

    /// Where `term` is found in `text`, by the algorithm of its kind.
    @inline(__always)
    func find<E: FixedWidthInteger & UnsignedInteger>(
        _ term: CompiledQuery.Term, in text: UnsafeBufferPointer<E>, positions: UnsafeMutablePointer<[Int]>?
    ) -> TermMatch? {
        switch term.kind {
        case .fuzzy:
            return FuzzyAlgorithm.match(text, pattern: term.pattern, folding: term.folding, forward: forward,
                                        scheme: scheme, scratch: scratch, positions: positions,
                                        ceiling: ranksByLengthOnly ? ceiling : nil)
        case .exact, .boundary:
            // A quick no first, a block at a time: the search itself goes byte by byte.
            if E.self == UInt8.self, let base = text.baseAddress,
               !FuzzyAlgorithm.isSubsequence(term.pattern, UnsafeRawPointer(base).assumingMemoryBound(to: UInt8.self), text.count) {
                return nil
            }
            return ExactAlgorithm.substring(text, pattern: term.pattern.chars, folding: term.folding, forward: forward,
                                            boundary: term.kind == .boundary, scheme: scheme, positions: positions)
        case .prefix:
            return ExactAlgorithm.prefix(text, pattern: term.pattern.chars, folding: term.folding, scheme: scheme,
                                         positions: positions)
        case .suffix:
            return ExactAlgorithm.suffix(text, pattern: term.pattern.chars, folding: term.folding, scheme: scheme,
                                         positions: positions)
        case .whole:
            return ExactAlgorithm.whole(text, pattern: term.pattern.chars, folding: term.folding, scheme: scheme,
                                        positions: positions)
        }
    }

    /// One tiebreak's value; smaller ranks first.
    func tiebreakValue<E: FixedWidthInteger & UnsignedInteger>(
        _ t: Tiebreak, _ text: UnsafeBufferPointer<E>, anyOffset: Bool, minBegin: Int, minEnd: Int, maxEnd: Int
    ) -> UInt16 {
        let n = text.count
        @inline(__always) func space(_ i: Int) -> Bool { UnicodeText.isSpace(UInt32(text[i])) }
        func trimLength() -> Int {
            let lead = ExactAlgorithm.leadingSpaces(text)
            if lead == n { return 0 }
            return n - lead - ExactAlgorithm.trailingSpaces(text)
        }
        switch t {
        case .length:
            return UInt16(clamping: trimLength())
        case .chunk:
            guard anyOffset else { return UInt16.max }
            var b = minBegin, e = maxEnd
            while b >= 1 && !space(b - 1) { b -= 1 }
            while e < n && !space(e) { e += 1 }
            return UInt16(clamping: e - b)
        case .pathname:
            guard anyOffset else { return UInt16.max }
            var last = -1
            var i = n - 1
            while i >= 0 { if text[i] == 0x2F || text[i] == 0x5C { last = i; break }; i -= 1 }
            return last <= minBegin ? UInt16(clamping: minBegin - last) : UInt16.max
        case .begin, .end:
            guard anyOffset else { return UInt16.max }
            var whitePrefix = 0
            var i = 0
            while i < n {
                whitePrefix = i
                if i == minBegin || !space(i) { break }
                i += 1
            }
            if t == .begin { return UInt16(clamping: minEnd - whitePrefix) }
            let span = 65535 * (maxEnd - whitePrefix) / (trimLength() + 1)
            return UInt16(clamping: 65535 - span)
        case .index:
            return 0
        }
    }
}
