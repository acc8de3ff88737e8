/// The highest score a fuzzy term of some length can reach, with and without white space.
///
/// Every matched character earns `scoreMatch` plus a bonus; the first one's bonus counts twice,
/// gaps only cost, and a run of consecutive matches earns at most the best bonus of a matched
/// character (or `bonusConsecutive`). So a term of `m` characters scores at most
/// `m × scoreMatch + (m + 1) × B`, where B is the best bonus any character can earn in the text.
/// The bonus after white space (and at the start, where the scheme counts the text as following
/// white space) is the largest, so a text with no white space has a lower ceiling, `plain`.
struct ScoreCeiling: Sendable {
    /// The ceiling in a text with no character below 0x21, whose first character the term
    /// cannot match where the scheme counts the start as following white space.
    let plain: Int
    /// The ceiling in any text.
    let anywhere: Int

    init(length m: Int, scheme: ScoringScheme) {
        var plainBonus = ScoringScheme.bonusConsecutive, anyBonus = ScoringScheme.bonusConsecutive
        for prev in 0..<7 {
            for current in 0..<7 {
                let bonus = scheme.bonusMatrix[prev * 7 + current]
                anyBonus = max(anyBonus, bonus)
                if prev != Int(CharClass.white.rawValue) && current != Int(CharClass.white.rawValue) {
                    plainBonus = max(plainBonus, bonus)
                }
            }
        }
        let match = Int(ScoringScheme.scoreMatch)
        plain = m * match + (m + 1) * Int(plainBonus)
        anywhere = m * match + (m + 1) * Int(anyBonus)
    }
}
