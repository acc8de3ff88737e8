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
    /// `--gap[=N]`: lines between items (`--no-gap`: none).
    public var gap = 0
    /// `--gap-line[=STR]`: what the last of those lines repeats (nil: `┈`, or `-` with
    /// `--no-unicode`; empty: blank, `--no-gap-line`).
    public var gapLine: String? = nil

    /// `--multi-line` (the default), `--no-multi-line`: with `--read0`, an item's lines are
    /// drawn on lines of their own.
    public var multiLine = true
    /// `--wrap[=char|word]`, `--wrap-word`: long items go on over more lines, broken at any
    /// character or (`wrapWord`) after a blank.
    public var wrap = false
    public var wrapWord = false
    /// `--wrap-sign`: what starts a line that goes on after a wrap (nil: `↳ `, or `> ` with
    /// `--no-unicode`).
    public var wrapSign: String? = nil
    /// `--marker-multi-line`: the marks of a ticked multi-line item's top, middle and bottom
    /// lines (nil: `╻┃╹`, or `.|'` with `--no-unicode`; empty: no marks).
    public var markerMultiLine: [String]? = nil

    public init() {}

    /// The wrap sign drawn, its tabs turned into blanks to their stops (as fzf draws it).
    public func shownWrapSign(unicode: Bool, rule: WidthRule) -> String {
        Self.expandingTabs(wrapSign ?? (unicode ? "↳ " : "> "), tabstop: tabstop, rule: rule)
    }

    /// `text` with each tab turned into the blanks up to the next stop, counted from column 0.
    static func expandingTabs(_ text: String, tabstop: Int, rule: WidthRule) -> String {
        guard text.contains("\t") else { return text }
        var out = ""
        for c in text {
            if c == "\t" {
                out += String(repeating: " ", count: tabstop - DisplayText.width(of: out, rule: rule) % tabstop)
            } else {
                out.append(c)
            }
        }
        return out
    }

    /// The ellipsis drawn: `--ellipsis`, else fzf's for the character set.
    public func shownEllipsis(unicode: Bool) -> String { ellipsis ?? (unicode ? "··" : "..") }

    /// The gap line drawn: `--gap-line`, else fzf's for the character set; nil for a blank.
    public func shownGapLine(unicode: Bool) -> String? {
        let line = gapLine ?? (unicode ? "┈" : "-")
        return line.isEmpty ? nil : line
    }

    /// fzf's `--marker-multi-line` grammar: empty (no marks), or three marks of one or two
    /// columns each, split by width (measured as fzf measures options when it reads them,
    /// before `--ambidouble` applies).
    static func multiLineMarks(_ text: String) throws(UsageError) -> [String] {
        guard !text.isEmpty else { return [] }
        let total = DisplayText.width(of: text, rule: .ambiguousNarrow)
        guard total == 3 || total == 6 else {
            throw UsageError("--marker-multi-line: three marks of one or two columns each (these take \(total) columns)")
        }
        var marks = ["", "", ""]
        var index = 0, room = total / 3
        for c in text where index < 3 {
            marks[index].append(c)
            room -= DisplayText.width(of: String(c), rule: .ambiguousNarrow)
            if room <= 0 {
                index += 1
                room = total / 3
            }
        }
        return marks
    }

    /// fzf's marker and multi-line marks as drawn: the defaults (`┃`, `╻┃╹`, or `>`, `.|'`
    /// with `--no-unicode`; no marker when the multi-line marks are given empty, no marks when
    /// the marker is), padded to the same width under `rule`.
    static func marks(marker: String?, multi: [String]?, unicode: Bool, rule: WidthRule) -> (marker: String, multi: [String]) {
        let single = marker ?? (multi?.first == nil && multi != nil ? "" : unicode ? "┃" : ">")
        var marks = multi ?? (single.isEmpty ? [] : unicode ? ["╻", "┃", "╹"] : [".", "|", "'"])
        if marks.isEmpty { marks = ["", "", ""] }
        let singleWidth = DisplayText.width(of: single, rule: rule)
        let multiWidth = marks.map { DisplayText.width(of: $0, rule: rule) }.max() ?? 0
        let width = max(singleWidth, multiWidth)
        func padded(_ s: String) -> String { s + String(repeating: " ", count: max(0, width - DisplayText.width(of: s, rule: rule))) }
        return (padded(single), marks.map(padded))
    }
}
