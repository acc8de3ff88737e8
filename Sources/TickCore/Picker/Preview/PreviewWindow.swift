/// Where the preview pane goes and how it looks (`--preview-window`), in fzf 0.74's grammar:
/// `up`, `down`, `left`, `right` (`next`: down), a size (`N` or `N%`), `hidden`/`nohidden`,
/// `wrap`/`wrap-word`/`nowrap`, `follow`/`nofollow`, `cycle`, `info`, `border-STYLE`/`noborder`,
/// `~N` header lines, `+SCROLL[OFFSETS][/DENOM]`, `default`, and `<N(ALTERNATIVE)`, joined by `:`
/// or `,`. tick's screen draws one border style (a line between the pane and the rows): every
/// style but `none` draws it; `next`, `info`/`noinfo` and the alternative layout are for fzf's
/// screen (`FzfPreviewPane`), `cycle` has no effect.
public struct PreviewWindow: Sendable, Equatable {
    public enum Position: String, Sendable { case right, down, left, up }
    public enum Size: Sendable, Equatable {
        /// Columns beside the picker, or lines below it.
        case cells(Int)
        /// A percentage of the terminal's width (right) or of the picker's rows (down).
        case percent(Int)
    }

    public var position = Position.right
    public var size = Size.percent(50)
    public var hidden = false
    public var wrap = false
    /// `wrap-word`: long lines wrap at a word's start (fzf's screen; tick's wraps at the edge).
    public var wrapWord = false
    /// fzf's border style (`border-STYLE`): `rounded` by default, `line` for the side next to
    /// the list, `none` for none.
    public var borderStyle = FzfBorder.rounded
    /// `next`: next to the input (fzf's screen; tick's puts it below, as `down`).
    public var next = false
    /// `info`: the scroll offset `N/M` shown at the pane's top right (`noinfo`: not).
    public var info = true
    /// `<N(ALTERNATIVE)`: the window to use when the pane would be smaller than N (columns
    /// beside the list, lines above or below it).
    public var alternative: Alternative? = nil
    /// `follow`: the pane keeps the output's end in view as it grows.
    public var follow = false
    /// `~N`: the output's first N lines stay at the pane's top while the rest scrolls.
    public var headerLines = 0
    /// `+SCROLL[OFFSETS][/DENOM]`: the first line shown for a new item.
    public var scroll: ScrollOffset? = nil

    public init() {}

    /// Whether a border is drawn (tick's screen draws its one line for every style but `none`).
    public var border: Bool { borderStyle != .none }

    /// `<N(ALTERNATIVE)`: the threshold, and the window made of the main one with the
    /// alternative's parts on top (shown, whatever the main one says).
    public struct Alternative: Sendable, Equatable {
        public let threshold: Int
        /// One window (an array, as a struct cannot hold its own type directly).
        private let windows: [PreviewWindow]
        public var window: PreviewWindow { windows[0] }

        init(threshold: Int, window: PreviewWindow) {
            self.threshold = threshold
            windows = [window]
        }
    }

    /// Whether the pane has no room at all (size `0`): as in fzf, its command runs for the band
    /// item (for what it does, say writing a file) while nothing is drawn.
    public var isInvisible: Bool { size == .cells(0) }

    /// Parses a `--preview-window` value, or throws a message naming the part that is wrong.
    public init(parsing text: String) throws(UsageError) {
        self.init()
        try apply(text)
    }

    /// Applies a `--preview-window` value's parts on top of this window, as fzf does (a later
    /// part wins; `default` starts over).
    public mutating func apply(_ text: String) throws(UsageError) {
        let (parts, alternative) = try Self.tokens(text)
        for part in parts {
            switch part {
            case "default": self = PreviewWindow()
            case "right", "down", "bottom", "next", "left", "up", "top":
                position = ["right": .right, "left": .left, "up": .up, "top": .up][part] ?? .down
                next = part == "next"
            case "hidden": hidden = true
            case "nohidden": hidden = false
            case "wrap", "wrap-word", "nowrap":
                wrap = part != "nowrap"
                wrapWord = part == "wrap-word"
            case "follow": follow = true
            case "nofollow": follow = false
            case "info", "noinfo": info = part == "info"
            case "cycle", "nocycle": break
            case "noborder", "border-none": borderStyle = .none
            case "border", "rounded": borderStyle = .rounded
            case "sharp": borderStyle = .sharp
            default:
                if part.hasPrefix("border-"), Self.borderStyles.contains(String(part.dropFirst("border-".count))) {
                    let style = String(part.dropFirst("border-".count))
                    borderStyle = FzfBorder(rawValue: ["up": "top", "down": "bottom"][style] ?? style) ?? .rounded
                } else if part.hasPrefix("~"), Self.isCount(part.dropFirst()), let n = Int(part.dropFirst()) {
                    headerLines = n
                } else if part.hasSuffix("%"), Self.isDigits(part.dropLast()) {
                    // fzf reads the percentage as a number, leading zeros and all.
                    let significant = part.dropLast().drop { $0 == "0" }
                    guard significant.count <= 2, let n = Int(significant.isEmpty ? "0" : significant) else {
                        throw UsageError("preview window size '\(part)' is over 99% in '\(text)'")
                    }
                    size = n == 0 ? .cells(0) : .percent(n)
                } else if Self.isDigits(part[...]), let n = Int(part) {
                    size = .cells(n)
                } else if let offset = ScrollOffset(part) {
                    scroll = offset
                } else {
                    throw UsageError("invalid preview window option: \(part) (in '\(text)'; expected up, down, left, right, SIZE[%], hidden, wrap, follow, border-STYLE, noborder, ~N, +SCROLL[OFFSETS][/DENOM], <N(ALTERNATIVE))")
                }
            }
        }
        // As fzf: the alternative is this window with its own parts on top, always shown.
        if let alternative {
            var other = self
            other.hidden = false
            other.alternative = nil
            try other.apply(alternative.text)
            self.alternative = Alternative(threshold: alternative.threshold, window: other)
        }
    }

    /// Whether `text` is ASCII digits, at least one.
    static func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { ("0"..."9").contains($0) }
    }

    /// Whether `text` is a count as fzf writes `~N`: `0`, or digits with no leading zero.
    static func isCount(_ text: Substring) -> Bool {
        text == "0" || (isDigits(text) && text.first != "0")
    }

    /// fzf's border styles (`border-STYLE`).
    static let borderStyles: Set<String> = ["rounded", "sharp", "bold", "double", "block", "thinblock", "dashed",
                                            "horizontal", "vertical", "top", "up", "bottom", "down", "left", "right", "line"]

    /// The parts of a value as fzf finds them: runs of characters other than `:` and `,`, and
    /// `<N(ALTERNATIVE)` (N from 1, the alternative neither empty nor holding `)` or `<`),
    /// which is taken out of the parts; of several, the last is the one kept.
    static func tokens(_ text: String) throws(UsageError) -> (parts: [String], alternative: (threshold: Int, text: String)?) {
        let scalars = Array(text.unicodeScalars)
        func string(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }
        var parts: [String] = []
        var alternative: (threshold: Int, text: String)?
        var i = 0
        while i < scalars.count {
            if scalars[i] == ":" || scalars[i] == "," {
                i += 1
                continue
            }
            if let (threshold, inside) = alternativeLayout(scalars, at: i) {
                guard let n = Int(string(threshold)) else {
                    throw UsageError("preview window threshold '\(string(threshold))' is too large in '\(text)'")
                }
                alternative = (n, string(inside))
                i = inside.upperBound + 1
                continue
            }
            var j = i
            while j < scalars.count, scalars[j] != ":", scalars[j] != "," { j += 1 }
            parts.append(string(i..<j))
            i = j
        }
        return (parts, alternative)
    }

    /// `<N(ALTERNATIVE)` at `start`: where N's digits and the alternative are.
    static func alternativeLayout(_ scalars: [Unicode.Scalar], at start: Int) -> (threshold: Range<Int>, inside: Range<Int>)? {
        guard scalars[start] == "<", start + 1 < scalars.count, ("1"..."9").contains(scalars[start + 1]) else { return nil }
        var n = start + 1
        while n < scalars.count, ("0"..."9").contains(scalars[n]) { n += 1 }
        guard n < scalars.count, scalars[n] == "(" else { return nil }
        var close = n + 1
        while close < scalars.count, scalars[close] != ")" {
            if scalars[close] == "<" { return nil }
            close += 1
        }
        guard close < scalars.count, close > n + 1 else { return nil }
        return ((start + 1)..<n, (n + 1)..<close)
    }
}
