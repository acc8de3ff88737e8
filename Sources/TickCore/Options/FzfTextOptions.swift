/// How fzf's screen draws an item's text in a row (`--ellipsis`, `--hscroll`, `--hscroll-off`,
/// `--keep-right`, `--freeze-left`, `--freeze-right`, `--tabstop`); tick's own screen keeps its
/// `…` and its tabs of eight.
public struct FzfTextOptions: Sendable, Equatable {
    /// `--ellipsis`: what marks a cut end (nil: `··`, or `..` with `--no-unicode`).
    public var ellipsis: String? = nil
    /// `--hscroll` (the default), `--no-hscroll`: a long line scrolls to show its match.
    public var hscroll = true
    /// `--hscroll-off`: the columns kept in view after the match (fzf's 10).
    public var hscrollOff = 10
    /// `--keep-right`: a long line shows its end when nothing is matched.
    public var keepRight = false
    /// `--freeze-left N`, `--freeze-right N`: the first and last N fields stay in view.
    public var freezeLeft = 0
    public var freezeRight = 0
    /// `--tabstop`: columns between tab stops (fzf's 8).
    public var tabstop = 8

    public init() {}

    /// The ellipsis drawn: `--ellipsis`, else fzf's for the character set.
    public func shownEllipsis(unicode: Bool) -> String { ellipsis ?? (unicode ? "··" : "..") }
}
