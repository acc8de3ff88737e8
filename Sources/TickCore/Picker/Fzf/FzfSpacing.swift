/// fzf's `--margin` (around the border) and `--padding` (inside it): a size for each side,
/// top, right, bottom and left, in lines or columns or as a share of the picker.
///
/// The grammar is fzf's: `TRBL`, `TB,RL`, `T,RL,B` or `T,R,B,L`, each a whole number or a
/// percentage (at most 49%, fractions allowed). `squeezed` is fzf's rule for a picker too small
/// for them.
public struct FzfSpacing: Equatable, Sendable {
    /// One side's size.
    public enum Size: Equatable, Sendable {
        /// Lines (top, bottom) or columns (left, right).
        case cells(Int)
        /// A share of the picker's height (top, bottom) or width (left, right).
        case percent(Double)

        /// In cells, for a picker `extent` lines high or columns wide.
        func cells(of extent: Int) -> Int {
            switch self {
            case .cells(let n): return n
            case .percent(let p): return Int(Double(extent) * p * 0.01)
            }
        }
    }

    public var top: Size, right: Size, bottom: Size, left: Size

    /// No space on any side.
    public static let zero = FzfSpacing(top: .cells(0), right: .cells(0), bottom: .cells(0), left: .cells(0))

    public init(top: Size, right: Size, bottom: Size, left: Size) {
        (self.top, self.right, self.bottom, self.left) = (top, right, bottom, left)
    }

    /// `--margin`'s or `--padding`'s value (`option` names it in the message).
    public init(parsing text: String?, option: String) throws(UsageError) {
        let parts = (text ?? "").split(separator: ",", omittingEmptySubsequences: false)
        var sizes: [Size] = []
        for part in parts { sizes.append(try Self.size(part, option: option, text: text ?? "")) }
        switch sizes.count {
        case 1: self.init(top: sizes[0], right: sizes[0], bottom: sizes[0], left: sizes[0])
        case 2: self.init(top: sizes[0], right: sizes[1], bottom: sizes[0], left: sizes[1])
        case 3: self.init(top: sizes[0], right: sizes[1], bottom: sizes[2], left: sizes[1])
        case 4: self.init(top: sizes[0], right: sizes[1], bottom: sizes[2], left: sizes[3])
        default: throw UsageError("--\(option): expected TRBL, TB,RL, T,RL,B or T,R,B,L, got '\(text ?? "")'")
        }
    }

    /// One size: `N` or `N%` (up to 49%).
    private static func size(_ word: Substring, option: String, text: String) throws(UsageError) -> Size {
        if word.hasSuffix("%") {
            guard let p = Double(word.dropLast()), p >= 0, p <= 49 else {
                throw UsageError("--\(option): expected a percentage from 0% to 49%, got '\(word)' in '\(text)'")
            }
            return .percent(p)
        }
        guard let n = Int(word), n >= 0 else {
            throw UsageError("--\(option): expected a whole number of lines or columns (or N%), got '\(word)' in '\(text)'")
        }
        return .cells(n)
    }

    /// Whether the top or the bottom is a percentage (which `--height ~N` refuses, as fzf).
    public var verticalPercent: Bool {
        if case .percent = top { return true }
        if case .percent = bottom { return true }
        return false
    }

    /// The lines of the top and bottom given in lines (what `--min-height H+` adds).
    public var fixedLines: Int {
        [top, bottom].reduce(0) { sum, size in
            if case .cells(let n) = size { return sum + n }
            return sum
        }
    }

    /// Cells on each side, in fzf's order (top, right, bottom, left), for a picker `width` by
    /// `height`.
    public func cells(width: Int, height: Int) -> [Int] {
        [top.cells(of: height), right.cells(of: width), bottom.cells(of: height), left.cells(of: width)]
    }

    /// fzf's squeeze (`adjustMarginAndPadding`): when the margins (each with its border's own
    /// cells, `border`) and paddings on two opposite sides leave less than `least` of
    /// `extent`, each is cut in proportion, a margin never below its border's cells. `first`
    /// and `second` index the sides (0 and 2: top and bottom; 1 and 3: right and left).
    static func squeeze(margin: inout [Int], padding: inout [Int], border: [Int], _ first: Int, _ second: Int,
                        extent: Int, least: Int) {
        let least = min(least, extent)
        let taken = margin[first] + margin[second] + padding[first] + padding[second]
        guard extent - taken < least, taken > 0 else { return }
        let room = extent - least
        padding[first] = room * padding[first] / taken
        padding[second] = room * padding[second] / taken
        margin[first] = max(border[first], room * margin[first] / taken)
        margin[second] = max(border[second], room * margin[second] / taken)
    }
}
