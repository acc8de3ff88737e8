/// Where the preview pane sits: beside the item rows (`right`, `left`) or below or above them
/// (`down`, `up`), and its size in cells. A pane beside that would leave the rows under 20
/// columns goes below (or above, for `left`) instead; one that finds no room there is not
/// shown (the toolbar says so). On fzf's screen the pane is `FzfPreviewPane`'s, and this holds
/// its content's size (`init(content:)`).
public struct PreviewLayout: Equatable, Sendable {
    public var position: PreviewWindow.Position
    /// Columns of the pane's text (beside: right of the item rows and the border column).
    public var width: Int
    /// Lines of the pane, its border line included (below), or the item rows' count (beside).
    public var height: Int
    public var border: Bool
    /// Whether long lines wrap instead of being cut.
    public var wrap: Bool
    /// Lines of output the pane shows at once (`FZF_PREVIEW_LINES`).
    public var contentHeight: Int
    /// The lines `preview-page-up` and `preview-page-down` scroll.
    public var page: Int
    /// Columns of the sign before each wrapped part of a line (fzf's screen's `↳ `; none on
    /// tick's), and whether tick's notes (how the command ended) are drawn.
    public var wrapSignWidth = 0
    public var notes = true
    /// The window in force when it is not the preview's own: on fzf's screen, the alternative
    /// `<N(ALT)` of a small pane, whose `~N`, `+SCROLL` and `follow` then count.
    public var window: PreviewWindow? = nil
    /// Whether the scroll counts output lines even when they wrap (fzf's offset, on fzf's
    /// screen), rather than screen lines (tick's).
    public var scrollsByLine = false
    /// How wide East Asian Ambiguous characters are (`--ambidouble`), for wrapped lines.
    public var rule = WidthRule.ambiguousNarrow

    /// The narrowest the item rows may get beside a pane.
    static let minimumRowWidth = 20

    init?(window: PreviewWindow, size: TerminalSize, rows: Int, fixedLines: Int) {
        guard !window.isInvisible else { return nil }
        border = window.border
        wrap = window.wrap
        let columns = size.columns
        if window.position == .right || window.position == .left {
            var w: Int
            switch window.size {
            case .cells(let n): w = n
            case .percent(let p): w = columns * p / 100
            }
            w = min(w, columns - Self.minimumRowWidth - (border ? 1 : 0))
            if w >= 10 {
                position = window.position
                width = w
                height = rows
                contentHeight = rows
                page = max(1, rows - 1)
                return
            }
        }
        // Below the rows: as many lines as asked, a percentage being of the terminal's height
        // (as fzf's is of its screen: `down` alone is half the terminal, where half of the
        // default five rows left two lines), or the rows' count for a pane that did not fit
        // beside; within the terminal.
        var lines: Int
        let vertical = window.position == .down || window.position == .up
        switch (vertical, window.size) {
        case (true, .cells(let n)): lines = n
        case (true, .percent(let p)): lines = max(1, size.rows * p / 100)
        default: lines = rows
        }
        lines += border ? 1 : 0
        lines = min(lines, size.rows - fixedLines - rows)
        guard lines >= (border ? 2 : 1) else { return nil }
        position = window.position == .up || window.position == .left ? .up : .down
        width = columns
        height = lines
        contentHeight = border ? lines - 1 : lines
        page = max(1, lines - 1)
    }

    /// fzf's screen's pane (`FzfPreviewPane`): its content is `width` columns and `height`
    /// lines, inside whatever border it has; a page is the whole content, as in fzf.
    public init(content width: Int, height: Int, window: PreviewWindow, wrapSignWidth: Int, rule: WidthRule) {
        self.rule = rule
        position = window.position
        self.wrapSignWidth = wrapSignWidth
        self.window = window
        notes = false
        self.width = width
        self.height = height
        border = window.border
        wrap = window.wrap
        contentHeight = height
        page = max(1, height)
        scrollsByLine = true
    }

    /// fzf's `follow` offset of `preview`'s output when its lines wrap: the first output line
    /// below the `header` lines from which the rest fits the pane (the last line when it
    /// alone does not).
    func followLine(_ preview: Preview, header: Int) -> Int {
        let words = window?.wrapWord ?? false
        var shown = 0
        for n in stride(from: preview.lines.count - 1, through: header, by: -1) {
            shown += Self.visualLines(of: preview.lines[n], width: width, signWidth: wrapSignWidth, words: words, rule: rule)
            if shown > contentHeight - header { return min(preview.lines.count - 1, n + 1) }
        }
        return header
    }

    /// Whether the pane is beside the item rows (right or left of them).
    public var beside: Bool { position == .right || position == .left }

    /// The columns of the item rows beside the pane (all of them when it is below or above).
    func rowWidth(columns: Int) -> Int {
        beside ? columns - width - (border ? 1 : 0) : columns
    }

    /// The pane's line (of `height`) that is its border: the one next to the rows.
    var borderLine: Int? {
        guard border, !beside else { return nil }
        return position == .up ? height - 1 : 0
    }

    /// How many screen lines `preview`'s output takes in this pane (more than its lines when
    /// they wrap, each wrapped part after the wrap sign), with the line that reports a failure
    /// when the pane shows it (`notes`).
    func visualLineCount(_ preview: Preview) -> Int {
        let note = notes && View.endNote(preview) != nil ? 1 : 0
        guard wrap else { return preview.lines.count + note }
        let words = window?.wrapWord ?? false
        return preview.lines.reduce(0) { $0 + Self.visualLines(of: $1, width: width, signWidth: wrapSignWidth, words: words, rule: rule) } + note
    }

    /// The screen lines one line of output takes when wrapped at `width`, each part after the
    /// first starting with `signWidth` columns of sign (a glyph with no room after the sign
    /// is dropped, its line holding the sign alone, as `View.previewLines` draws it); `words`:
    /// broken at blanks first (`wrap-word`, `wordParts`).
    static func visualLines(of line: [UInt8], width: Int, signWidth: Int, words: Bool = false, rule: WidthRule) -> Int {
        let glyphs = line.withUnsafeBufferPointer { DisplayText.glyphs(DisplayText.shownPart($0), rule: rule) }
        let widths = glyphs.map(\.width)
        if signWidth == 0 && !words {
            return max(1, (widths.reduce(0, +) + width - 1) / max(width, 1))
        }
        let parts = words ? wordParts(glyphs.map { $0.text == " " || $0.text == "\t" }, widths, width: width, signWidth: signWidth)
            : [0..<widths.count]
        var lines = 0
        for (k, part) in parts.enumerated() {
            lines += 1
            var columns = k == 0 ? 0 : min(width, signWidth)
            for w in widths[part] {
                if w > width - columns {
                    lines += 1
                    columns = min(width, signWidth)
                    if w > width - columns { continue }
                }
                columns += w
            }
        }
        return lines
    }

    /// fzf's `wrap-word`: the parts of a line of glyphs (their `blank`s and `widths`) that
    /// start a screen line each, broken at the last blank before the width (`width`, less
    /// `signWidth` after the first part) runs out; the blank itself is dropped. A word longer
    /// than the width stays whole in its part (it wraps by characters when drawn).
    static func wordParts(_ blank: [Bool], _ widths: [Int], width: Int, signWidth: Int) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = 0, used = 0, most = width
        var lastBlank: Int? = nil, beforeBlank = 0
        for i in widths.indices {
            if blank[i] {
                lastBlank = i
                beforeBlank = used
            }
            used += widths[i]
            if used > most, let b = lastBlank, b >= start {
                parts.append(start..<b)
                start = b + 1
                used -= beforeBlank + widths[b]
                lastBlank = nil
                most = width - signWidth
            }
        }
        parts.append(start..<widths.count)
        return parts
    }
}
