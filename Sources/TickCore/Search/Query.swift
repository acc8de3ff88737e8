/// A parsed search query in fzf's extended syntax.
///
/// Blank-separated terms must all match; `a | b` matches either; `'t` is an exact substring
/// (fuzzy under `--exact`), `'t'` an exact substring at word boundaries, `^t` a prefix, `t$` a
/// suffix, `^t$` the whole text, and `!t` excludes (`!^t`, `!t$` likewise); `\ ` is a literal blank.
public struct Query: Sendable, Equatable {
    /// How a term is compared with a text.
    public enum Kind: Sendable, Equatable { case fuzzy, exact, boundary, prefix, suffix, whole }

    /// One term: what it looks for, how, and whether it excludes.
    public struct Term: Sendable, Equatable {
        public var kind: Kind
        public var inverse: Bool
        /// The term's characters, already folded the way `folding` folds the text.
        var pattern: [UInt32]
        var folding: CharFolding

        /// The ASCII byte of `c`, one of this term's pattern characters (below 0x80), and the
        /// byte of its other case when the term ignores case (else the same byte again): the
        /// bytes of an ASCII text it matches.
        func asciiCases(of c: UInt32) -> (UInt8, UInt8) {
            let lower = UInt8(truncatingIfNeeded: c)
            let isLetter = lower >= 0x61 && lower <= 0x7A
            return (lower, !folding.caseSensitive && isLetter ? lower - 0x20 : lower)
        }
    }

    /// How upper and lower case are told apart.
    public enum CaseMode: Sendable { case smart, ignore, respect }

    /// Groups of alternatives: every group must match, any term of a group will do.
    public internal(set) var sets: [[Term]]

    /// Whether the query has no term, so every item matches in input order.
    public var isEmpty: Bool { sets.isEmpty }

    /// Whether the matches can be ranked: some term is not an exclusion.
    public var isRankable: Bool { sets.contains { $0.contains { !$0.inverse } } }

    /// Parses `text` (bytes; invalid UTF-8 is kept as bytes that match only themselves).
    ///
    /// - Parameters:
    ///   - fuzzy: plain terms match fuzzily (false under `--exact`).
    ///   - normalize: accented Latin letters in the text match their plain letters, for terms
    ///     that have no accented letter themselves.
    ///   - extended: false (fzf's `+x`) makes the whole text one plain term, blanks and
    ///     operators included.
    public init(_ text: [UInt8], fuzzy: Bool = true, caseMode: CaseMode = .smart, normalize: Bool = true,
                extended: Bool = true) {
        var chars: [UInt32] = []
        text.withUnsafeBufferPointer { UnicodeText.decode($0, into: &chars) }
        guard extended else {
            self.sets = chars.isEmpty ? [] : [[Self.term(chars, kind: fuzzy ? .fuzzy : .exact, inverse: false,
                                                         caseMode: caseMode, normalize: normalize)]]
            return
        }
        let space: UInt32 = 0x20, tab: UInt32 = 0x09, backslash: UInt32 = 0x5C
        // `\ ` stands for a blank inside a term; a tab marks it while splitting.
        var marked: [UInt32] = []
        var i = 0
        while i < chars.count {
            if chars[i] == backslash && i + 1 < chars.count && chars[i + 1] == space {
                marked.append(tab); i += 2
            } else {
                if chars[i] == tab { marked.append(0x11_0000 + 0x09) } else { marked.append(chars[i]) }
                i += 1
            }
        }
        let tokens = marked.split(separator: space, omittingEmptySubsequences: true).map { token in
            token.map { $0 == tab ? space : ($0 == 0x11_0000 + 0x09 ? tab : $0) }
        }
        var sets: [[Term]] = []
        var current: [Term] = []
        var startNewSet = false
        var afterBar = false
        for token in tokens {
            var body = Array(token)
            if !current.isEmpty && !afterBar && body == [0x7C] {
                startNewSet = false
                afterBar = true
                continue
            }
            afterBar = false
            var kind: Kind = fuzzy ? .fuzzy : .exact
            var inverse = false
            if body.first == 0x21 {
                inverse = true; kind = .exact; body.removeFirst()
            }
            if body != [0x24] && body.last == 0x24 {
                kind = .suffix; body.removeLast()
            }
            if body.first == 0x27 {
                if body.count > 2 && body.last == 0x27 {
                    // 'term' is an exact word in every mode, and may be excluded with !.
                    kind = .boundary; body.removeLast()
                } else {
                    kind = fuzzy && !inverse ? .exact : .fuzzy
                }
                body.removeFirst()
            } else if body.first == 0x5E {
                kind = kind == .suffix ? .whole : .prefix
                body.removeFirst()
            }
            guard !body.isEmpty else { continue }
            if startNewSet {
                sets.append(current)
                current = []
            }
            current.append(Self.term(body, kind: kind, inverse: inverse, caseMode: caseMode, normalize: normalize))
            startNewSet = true
        }
        if !current.isEmpty { sets.append(current) }
        self.sets = sets
    }

    /// The term looking for `body` (operators taken off), its case and accents folded as
    /// `caseMode` and `normalize` say for these characters.
    private static func term(_ body: [UInt32], kind: Kind, inverse: Bool, caseMode: CaseMode, normalize: Bool) -> Term {
        let lowered = body.map(UnicodeText.lower)
        let caseSensitive = caseMode == .respect || (caseMode == .smart && lowered != body)
        let normalizeTerm = normalize && lowered.allSatisfy { $0 < 0xC0 || LatinFolding.fold($0) == $0 }
        let folding = CharFolding(caseSensitive: caseSensitive, normalize: normalizeTerm)
        return Term(kind: kind, inverse: inverse, pattern: (caseSensitive ? body : lowered).map(folding.fold), folding: folding)
    }
}

extension Query {
    /// Parses a query given as a string.
    public init(_ text: String, fuzzy: Bool = true, caseMode: CaseMode = .smart, normalize: Bool = true, extended: Bool = true) {
        self.init(Array(text.utf8), fuzzy: fuzzy, caseMode: caseMode, normalize: normalize, extended: extended)
    }
}
