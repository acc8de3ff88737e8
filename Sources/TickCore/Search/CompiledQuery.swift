/// A term's characters laid out for the matching loops, which read them with no reference
/// counting per item.
struct PatternText {
    /// The characters, folded the way the term folds the text.
    let chars: UnsafeBufferPointer<UInt32>
    /// For ASCII texts: each character, and the same character in the other case when the term
    /// ignores case (else the same again). Empty when some character is not ASCII: such a term
    /// never matches an ASCII text, since ASCII folds only to ASCII.
    let low: UnsafeBufferPointer<UInt8>
    let high: UnsafeBufferPointer<UInt8>

    var count: Int { chars.count }
    var isASCII: Bool { low.count == chars.count }

    /// The characters after the first `k` (of an ASCII pattern).
    func dropping(_ k: Int) -> PatternText {
        PatternText(chars: UnsafeBufferPointer(rebasing: chars[k...]), low: UnsafeBufferPointer(rebasing: low[k...]),
                    high: UnsafeBufferPointer(rebasing: high[k...]))
    }
}

/// A query flattened into a few blocks of raw memory, made once per query and shared.
///
/// `Query` keeps its terms in nested arrays, which cost a retain and a release each time a loop
/// visits them; a million items times a few terms made that a tenth of all matching time. The
/// picker compiles a query once (`MatchRequest.compiled`): the engine's matchers, one per
/// thread, and the highlighter of the drawn rows all read the same one. Nothing is written
/// after `init`, so it is read from any thread.
public final class CompiledQuery: @unchecked Sendable, Equatable {
    /// The query it was compiled from.
    public let query: Query
    /// One term, trivially copyable.
    struct Term {
        var kind: Query.Kind
        var inverse: Bool
        var folding: CharFolding
        var pattern: PatternText
        /// Whether the next term starts a new group (every group must match).
        var endsGroup: Bool
    }

    /// The terms in order, groups one after another.
    let terms: UnsafeBufferPointer<Term>
    private let storage: UnsafeMutableBufferPointer<Term>
    private let chars: UnsafeMutableBufferPointer<UInt32>
    private let bytes: UnsafeMutableBufferPointer<UInt8>

    public init(_ query: Query) {
        self.query = query
        let all = query.sets.flatMap { $0 }
        let total = all.reduce(0) { $0 + $1.pattern.count }
        chars = .allocate(capacity: max(total, 1))
        bytes = .allocate(capacity: max(2 * total, 1))
        storage = .allocate(capacity: max(all.count, 1))
        var at = 0, index = 0
        for set in query.sets {
            for (k, term) in set.enumerated() {
                let n = term.pattern.count
                let charsOut = UnsafeMutableBufferPointer(rebasing: chars[at..<(at + n)])
                _ = charsOut.initialize(from: term.pattern)
                let lowOut = UnsafeMutableBufferPointer(rebasing: bytes[(2 * at)..<(2 * at + n)])
                let highOut = UnsafeMutableBufferPointer(rebasing: bytes[(2 * at + n)..<(2 * at + 2 * n)])
                let ascii = term.pattern.allSatisfy { $0 < 0x80 }
                for (i, c) in term.pattern.enumerated() {
                    let (low, high) = term.asciiCases(of: c)
                    lowOut.initializeElement(at: i, to: low)
                    highOut.initializeElement(at: i, to: high)
                }
                let pattern = PatternText(
                    chars: UnsafeBufferPointer(charsOut),
                    low: UnsafeBufferPointer(ascii ? lowOut : UnsafeMutableBufferPointer(rebasing: lowOut[0..<0])),
                    high: UnsafeBufferPointer(ascii ? highOut : UnsafeMutableBufferPointer(rebasing: highOut[0..<0])))
                storage.initializeElement(at: index, to: Term(kind: term.kind, inverse: term.inverse, folding: term.folding,
                                                            pattern: pattern, endsGroup: k == set.count - 1))
                at += n
                index += 1
            }
        }
        terms = UnsafeBufferPointer(rebasing: storage[0..<index])
    }

    /// Compiled from equal queries.
    public static func == (a: CompiledQuery, b: CompiledQuery) -> Bool { a === b || a.query == b.query }

    deinit {
        chars.deallocate()
        bytes.deallocate()
        storage.deallocate()
    }
}

extension CompiledQuery {
    /// Walks the groups as a match does: every group must be satisfied, by a term that is found
    /// or by an exclusion whose text is absent; the first term found scores the group and ends
    /// it. `find` tells whether a term is found (what it found); `scored` gets the finding that
    /// scores each group (none for a group an exclusion satisfied). False when a group is not
    /// satisfied.
    @inline(__always)
    func walkGroups<Found>(_ find: (Term) -> Found?, scored: (Found) -> Void) -> Bool {
        var t = 0
        while t < terms.count {
            var matched = false
            var setMatch: Found? = nil
            while true {
                let term = terms[t]
                t += 1
                if setMatch == nil {
                    if let found = find(term) {
                        if !term.inverse {
                            setMatch = found
                            matched = true
                        }
                    } else if term.inverse {
                        matched = true
                    }
                }
                if term.endsGroup { break }
            }
            guard matched else { return false }
            if let found = setMatch { scored(found) }
        }
        return true
    }
}
