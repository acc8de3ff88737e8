/// Where the preview pane goes and how it looks (`--preview-window`), in fzf 0.74's grammar:
/// `up`, `down`, `left`, `right` (`next`: down), a size (`N` or `N%`), `hidden`/`nohidden`,
/// `wrap`/`wrap-word`/`nowrap`, `follow`/`nofollow`, `cycle`, `info`, `border-STYLE`/`noborder`,
/// `~N` header lines, `+SCROLL[OFFSETS][/DENOM]`, `default`, and `<N(ALTERNATIVE)`, joined by `:`
/// or `,`. tick draws one border style (a line between the pane and the rows): every style but
/// `none` draws it; `cycle`, `info` and the alternative layout are accepted and have no effect.
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
    public var border = true
    /// `follow`: the pane keeps the output's end in view as it grows.
    public var follow = false
    /// `~N`: the output's first N lines stay at the pane's top while the rest scrolls.
    public var headerLines = 0
    /// `+SCROLL[OFFSETS][/DENOM]`: the first line shown for a new item.
    public var scroll: ScrollOffset? = nil

    public init() {}

    /// Parses a `--preview-window` value, or throws a message naming the part that is wrong.
    public init(parsing text: String) throws(UsageError) {
        for part in Self.tokens(text) {
            switch part {
            case "default": self = PreviewWindow()
            case "right": position = .right
            case "down", "bottom", "next": position = .down
            case "left": position = .left
            case "up", "top": position = .up
            case "hidden": hidden = true
            case "nohidden": hidden = false
            case "wrap", "wrap-word": wrap = true
            case "nowrap": wrap = false
            case "follow": follow = true
            case "nofollow": follow = false
            case "cycle", "nocycle", "info", "noinfo": break
            case "noborder", "border-none": border = false
            case "border", "rounded", "sharp": border = true
            default:
                if part.hasPrefix("border-"), Self.borderStyles.contains(String(part.dropFirst("border-".count))) {
                    border = true
                } else if part.hasPrefix("<") {
                    // An alternative layout for small panes: accepted, not used.
                } else if part.hasPrefix("~"), let n = Int(part.dropFirst()), n >= 0, !part.dropFirst().hasPrefix("+") {
                    headerLines = n
                } else if part.hasSuffix("%"), let n = Int(part.dropLast()), (0...99).contains(n), part.first!.isNumber {
                    if n == 0 { hidden = true } else { size = .percent(n) }
                } else if let n = Int(part), n >= 0, part.first!.isNumber {
                    if n == 0 { hidden = true } else { size = .cells(n) }
                } else if let offset = ScrollOffset(part) {
                    scroll = offset
                } else {
                    throw UsageError("unknown preview window part '\(part)' in '\(text)' (up, down, left, right, SIZE[%], hidden, wrap, follow, border-STYLE, noborder, ~N, +SCROLL[OFFSETS][/DENOM])")
                }
            }
        }
    }

    /// fzf's border styles (`border-STYLE`).
    static let borderStyles: Set<String> = ["rounded", "sharp", "bold", "double", "block", "thinblock", "dashed",
                                            "horizontal", "vertical", "top", "up", "bottom", "down", "left", "right", "line"]

    /// The parts of a value: split at `:` and `,`, except inside `<N(…)`.
    static func tokens(_ text: String) -> [String] {
        var out: [String] = []
        var current = ""
        var depth = 0
        for c in text {
            if c == "(" { depth += 1 } else if c == ")" { depth = max(0, depth - 1) }
            if depth == 0 && (c == ":" || c == ",") {
                if !current.isEmpty { out.append(current) }
                current = ""
            } else {
                current.append(c)
            }
        }
        if !current.isEmpty { out.append(current) }
        return out
    }
}
