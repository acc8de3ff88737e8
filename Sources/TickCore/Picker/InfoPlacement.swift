/// Where the match counts go (`--info`, fzf's finder info): the toolbar's left (`default`) or
/// right end (`right`, before the buttons), after the query (`inline`, with a prefix), at the
/// prompt line's right end (`inline-right`), or nowhere (`hidden`).
public enum InfoPlacement: Equatable, Sendable {
    case standard
    case right
    case hidden
    case inline(prefix: String)
    case inlineRight(prefix: String)

    /// fzf's prefix of `inline` when none is given.
    public static let inlinePrefix = " < "

    /// Parses fzf's `--info` values: `default`, `right`, `hidden`, `inline[:PREFIX]`,
    /// `inline-right[:PREFIX]`.
    public init(parsing text: String) throws(UsageError) {
        switch text {
        case "default": self = .standard
        case "right": self = .right
        case "hidden": self = .hidden
        case "inline": self = .inline(prefix: Self.inlinePrefix)
        case "inline-right": self = .inlineRight(prefix: "")
        default:
            if text.hasPrefix("inline:") {
                self = .inline(prefix: String(text.dropFirst("inline:".count)))
            } else if text.hasPrefix("inline-right:") {
                self = .inlineRight(prefix: String(text.dropFirst("inline-right:".count)))
            } else {
                throw UsageError("--info: invalid value '\(text)' (expected one of: default, right, hidden, inline[:PREFIX], inline-right[:PREFIX])")
            }
        }
    }

    /// Whether the counts are drawn on the prompt line instead of the toolbar.
    public var onPromptLine: Bool {
        switch self {
        case .inline, .inlineRight: return true
        case .standard, .right, .hidden: return false
        }
    }
}
