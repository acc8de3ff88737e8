/// fzf's raw mode (`--raw`, `toggle-raw`): every listed item is a row, in input order, and the
/// matches are told apart from the rest.
///
/// The rows are the items the results looked through, in input order (reversed with `--tac`),
/// without the unlisted ones (excluded, header lines that move); whether an item matched is a
/// bit per item, worked out once per result, so that drawing and moving never search the
/// matches for an item.
public struct RawRows: Equatable, Sendable {
    /// Every listed item the results looked through, in input order (reversed with `--tac`).
    public let list: RankedList
    /// One bit per item: set when it is among the matches.
    private let matched: [UInt64]
    /// Whether the rows run in reverse input order (`--tac`).
    let reversed: Bool

    /// The rows of `matches` found among the items `startIndex ..< itemCount` (items before
    /// `startIndex` were dropped by `--tail`), without `unlisted`.
    init(matches: RankedList, itemCount: Int, startIndex: Int = 0, unlisted: Set<Int>, reversed: Bool) {
        self.reversed = reversed
        var bits = [UInt64](repeating: 0, count: (itemCount + 63) / 64)
        for position in 0..<matches.count {
            let item = matches[position]
            if item < itemCount { bits[item >> 6] |= 1 << UInt64(item & 63) }
        }
        matched = bits
        if unlisted.isEmpty {
            list = RankedList(all: min(startIndex, itemCount)..<itemCount, reversed: reversed)
        } else {
            let all = RankedList(all: min(startIndex, itemCount)..<itemCount, reversed: reversed)
            list = all.removing(unlisted)
        }
    }

    /// No rows (raw mode on, before any results).
    init(reversed: Bool) {
        self.init(matches: .empty, itemCount: 0, unlisted: [], reversed: reversed)
    }

    /// Whether `item` is among the matches.
    public func matches(_ item: Int) -> Bool {
        item >= 0 && item >> 6 < matched.count && matched[item >> 6] & (1 << UInt64(item & 63)) != 0
    }
}
