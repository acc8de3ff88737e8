/// What orders matches of equal score (`--tiebreak`), after fzf's criteria.
public enum Tiebreak: String, CaseIterable, Sendable {
    /// Shorter text first (blanks at either end not counted).
    case length
    /// Shorter blank-delimited chunk around the match first.
    case chunk
    /// Match nearer the start of the file name (after the last `/`) first.
    case pathname
    /// Match nearer the start first.
    case begin
    /// Match nearer the end first.
    case end
    /// Input order; criteria after it are never reached.
    case index

    /// Parses a comma-separated list such as `length,begin`.
    public static func parseList(_ text: String) throws(UsageError) -> [Tiebreak] {
        var list: [Tiebreak] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let t = Tiebreak(rawValue: String(part)) else {
                let names = allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError("invalid tiebreak '\(part)' in '\(text)' (expected a list of: \(names))")
            }
            if list.contains(t) { throw UsageError("tiebreak '\(part)' is given twice in '\(text)'") }
            list.append(t)
        }
        // Input order always ends the comparison, so it may only come last.
        if let i = list.firstIndex(of: .index) {
            guard i == list.count - 1 else { throw UsageError("'index' must be the last tiebreak in '\(text)'") }
            list.removeLast()
        }
        if list.count > 3 { throw UsageError("at most 3 tiebreaks besides 'index' are allowed: '\(text)'") }
        return list
    }

    /// The default tiebreaks of a scoring scheme.
    public static func defaults(for scheme: ScoringScheme.Name) -> [Tiebreak] {
        switch scheme {
        case .default: return [.length]
        case .path: return [.pathname, .length]
        case .history: return []
        }
    }
}
