/// The highest score a fuzzy term can reach in a text, with and without white space.
///
/// Every matched character earns `scoreMatch` plus a bonus; the first one's bonus counts twice,
/// gaps only cost, and a run of consecutive matches earns at most the best bonus of a matched
/// character (or `bonusConsecutive`). So a term of `m` characters scores at most
/// `m × scoreMatch + (m + 1) × B`, where B is the best bonus any character can earn in the text.
/// The bonus after white space (and at the start, where the scheme counts the text as following
/// white space) is the largest, so a text with no white space has a lower ceiling.
struct ScoreCeiling: Sendable {
    /// The best bonus in a text with no character below 0x21, whose first character the term
    /// cannot match where the scheme counts the start as following white space.
    let plainBonus: Int
    /// The best bonus in any text.
    let anyBonus: Int

    init(scheme: ScoringScheme) {
        var plain = ScoringScheme.bonusConsecutive, any = ScoringScheme.bonusConsecutive
        for prev in 0..<7 {
            for current in 0..<7 {
                let bonus = scheme.bonusMatrix[prev * 7 + current]
                any = max(any, bonus)
                if prev != Int(CharClass.white.rawValue) && current != Int(CharClass.white.rawValue) {
                    plain = max(plain, bonus)
                }
            }
        }
        plainBonus = Int(plain)
        anyBonus = Int(any)
    }

    /// The ceiling of a term of `m` characters; `white` says whether the bonus after white space
    /// can be earned.
    @inline(__always)
    func score(length m: Int, white: Bool) -> Int {
        m &* Int(ScoringScheme.scoreMatch) &+ (m &+ 1) &* (white ? anyBonus : plainBonus)
    }
}
