/// Whether one query can only match a subset of what another matched, so that its matches may
/// be looked for among the other's matches alone (typing one more character usually narrows).
extension Query {
    /// True when every item this query matches is sure to be matched by `previous` as well.
    ///
    /// Conservative: each of `previous`'s groups must be kept, in order, either unchanged or, for
    /// a lone term that does not exclude, as a lone term that is at least as strict (the same
    /// characters and more after them, compared the way `previous`'s term folds them). Groups
    /// added after them only narrow further.
    public func narrows(_ previous: Query) -> Bool {
        guard !previous.isEmpty, sets.count >= previous.sets.count else { return false }
        for (old, new) in zip(previous.sets, sets) {
            if old.count == new.count && zip(old, new).allSatisfy({ $0.isSame(as: $1) }) { continue }
            guard old.count == 1, new.count == 1, new[0].isStricter(than: old[0]) else { return false }
        }
        return true
    }
}

extension Query.Term {
    func isSame(as other: Query.Term) -> Bool {
        kind == other.kind && inverse == other.inverse && pattern == other.pattern
            && folding.caseSensitive == other.folding.caseSensitive && folding.normalize == other.folding.normalize
    }

    /// Whether a text matching this term surely matches `old` (neither excludes).
    func isStricter(than old: Query.Term) -> Bool {
        guard !inverse, !old.inverse, pattern.count >= old.pattern.count else { return false }
        // Folding may only get stricter: case-sensitive stays so, an unnormalized term stays so.
        if old.folding.caseSensitive && !folding.caseSensitive { return false }
        if !old.folding.normalize && folding.normalize { return false }
        // Every kind but fuzzy finds its characters together, so any of them implies a fuzzy
        // match; a substring is implied by every exact kind; a prefix by a prefix or a whole line.
        let kindImplies: Bool
        switch old.kind {
        case .fuzzy: kindImplies = true
        case .exact: kindImplies = kind != .fuzzy
        case .prefix: kindImplies = kind == .prefix || kind == .whole
        case .suffix, .boundary, .whole: return isSame(as: old)
        }
        guard kindImplies else { return false }
        for i in 0..<old.pattern.count where old.folding.fold(pattern[i]) != old.pattern[i] { return false }
        return true
    }
}
