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

    /// Sweeps the items of `chunk` (sealed: `holdsBlank` known) from position `from` on: each
    /// ASCII item that matches gets its estimated key (`MatchOrder.key` of the estimate, with
    /// the item's index) appended to `found`, and kept in `estimates` if it is among the
    /// smallest. Returns the position of the first item that is not ASCII (the caller matches
    /// it), or the number of positions when every item was swept.
    ///
    /// The positions are the items of `keys` (an earlier query's packed keys, `MatchOrder.key`
    /// with the same `tac`, in input order, all in this chunk, whose first item has index
    /// `firstIndex`), or with `keys` nil every item of the chunk in order.
    public func sweep(_ chunk: Chunk, keys: UnsafeBufferPointer<UInt64>?, from: Int, firstIndex: Int, tac: Bool,
                      into found: inout [UInt64], estimates: inout TopKeys) -> Int {
        guard let term = loneFuzzyTerm, let bits = chunk.blankItems else {
            preconditionFailure("sweep needs one fuzzy word and a sealed chunk")
        }
        let pattern = term.pattern
        let storage = chunk.storage
        let base = UnsafePointer(storage.base)
        let wide = chunk.wideItems
        let count = keys?.count ?? chunk.count
        var p = from
        while p < count {
            let k = keys.map { Int(MatchOrder.index($0[p], tac: tac)) &- firstIndex } ?? p
            if let wide, wide.contains(k) { return p }
            let start = storage.boundary(k)
            var n = storage.boundary(k &+ 1) &- 1 &- start
            let text = base + start
            let blank = bits.contains(k)
            // The searched text leaves out a final \r (a byte below 0x21: only in a blank item).
            if blank && n > 0 && text[n &- 1] == 0x0D { n &-= 1 }
            if FuzzyAlgorithm.isSubsequence(pattern, text, n) {
                let key = MatchOrder.key(rank: lonePoints(pattern, text, n, blank: blank),
                                         index: UInt32(truncatingIfNeeded: firstIndex &+ k), tac: tac)
                found.append(key)
                if key < estimates.threshold { estimates.insert(key) }
            }
            p &+= 1
        }
        return count
    }
}
