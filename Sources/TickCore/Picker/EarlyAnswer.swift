/// `-1` and `-0`: whether the matches answer without the picker (docs/SPEC.md §4).
///
/// One rule for every mode (the picker, line mode, without a terminal): `-0` with no match
/// exits 1; `-1` with exactly one match picks it, if `--min` and `--limit` allow one item,
/// and with `--confirm` asks first, which only a terminal can do.
public enum EarlyAnswer: Equatable, Sendable {
    /// Print this item.
    case pick(Int)
    /// Ask `--confirm`'s question about this item, then print it.
    case confirm(Int)
    /// Exit 1: nothing matches.
    case noMatch
    /// The user must pick.
    case ask

    /// How many matches are enough to know that only the user can answer.
    public static func enough(_ options: Options) -> Int { options.select1 ? 2 : 1 }

    /// The answer for `matches` (at least the first `enough` of them, or all there are), once
    /// the input has ended.
    public static func decide(matches: some Collection<Int>, options: Options) -> EarlyAnswer {
        guard let first = matches.first else { return options.exit0 ? .noMatch : .ask }
        guard options.select1, matches.count == 1, options.minimum <= 1, (options.limit ?? 1) >= 1 else { return .ask }
        return options.confirm != nil ? .confirm(first) : .pick(first)
    }
}
