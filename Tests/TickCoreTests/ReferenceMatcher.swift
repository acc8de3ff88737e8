@testable import TickCore

/// Whether a text matches a parsed query, decided the slow and obvious way from docs/SPEC.md §3, to
/// check the matcher's algorithms and fast paths against.
///
/// The text is decoded by `ReferenceUTF8` and compared character by character after each
/// term's own folding (case and accents are the parser's business, checked elsewhere). Word
/// boundaries (`'term'`) follow fzf's scoring classes and are not modelled: a query whose
/// answer hangs on one is "unknown".
enum ReferenceMatcher {
    /// true or false when the answer is known, nil when it depends on a `'term'` boundary.
    static func matches(_ query: Query, _ item: [UInt8]) -> Bool? {
        var bytes = item
        if bytes.last == 0x0D { bytes.removeLast() }   // a final \r is neither shown nor matched
        let chars = ReferenceUTF8.matcherChars(bytes)
        var all: Bool? = true
        for group in query.sets {
            // A group holds when one of its terms does: found, or, for an exclusion, absent.
            var any: Bool? = false
            for term in group {
                let satisfied = found(term, in: chars).map { $0 != term.inverse }
                any = or(any, satisfied)
            }
            all = and(all, any)
        }
        return all
    }

    /// Whether `term` occurs in `chars` the way its kind asks (ignoring exclusion).
    static func found(_ term: Query.Term, in chars: [UInt32]) -> Bool? {
        let p = term.pattern
        let text = chars.map(term.folding.fold)
        let n = text.count
        let lead = chars.prefix { isSpace($0) }.count
        let trail = chars.reversed().prefix { isSpace($0) }.count
        switch term.kind {
        case .fuzzy:
            var k = 0
            for c in text where k < p.count && c == p[k] { k += 1 }
            return k == p.count
        case .exact:
            return occurs(p, in: text)
        case .boundary:
            return occurs(p, in: text) ? nil : false
        case .prefix:
            // Leading blanks of the text are skipped unless the term starts with one.
            let start = isSpace(p[0]) ? 0 : lead
            return text[start...].starts(with: p)
        case .suffix:
            let end = isSpace(p[p.count - 1]) ? n : n - trail
            return end >= p.count && Array(text[(end - p.count)..<end]) == p
        case .whole:
            let start = isSpace(p[0]) ? 0 : lead
            let end = isSpace(p[p.count - 1]) ? n : n - trail
            return start <= end && Array(text[start..<end]) == p
        }
    }

    /// Whether `p` is a contiguous run of `text`.
    static func occurs(_ p: [UInt32], in text: [UInt32]) -> Bool {
        guard p.count <= text.count else { return false }
        return (0...(text.count - p.count)).contains { Array(text[$0..<($0 + p.count)]) == p }
    }

    /// White space as Unicode's White_Space property has it (what Go's `unicode.IsSpace`, and
    /// so fzf, uses); invalid bytes are not.
    static func isSpace(_ c: UInt32) -> Bool {
        Unicode.Scalar(c)?.properties.isWhitespace ?? false
    }

    private static func or(_ a: Bool?, _ b: Bool?) -> Bool? {
        if a == true || b == true { return true }
        if a == nil || b == nil { return nil }
        return false
    }

    private static func and(_ a: Bool?, _ b: Bool?) -> Bool? {
        if a == false || b == false { return false }
        if a == nil || b == nil { return nil }
        return true
    }
}
