/// Where the preview pane sits: beside the item rows (`right`) or below them (`down`), and its
/// size in cells. A pane that would leave the rows under 20 columns goes below instead; one
/// that finds no room there is not shown (the toolbar says so).
public struct PreviewLayout: Equatable, Sendable {
    public var position: PreviewWindow.Position
    /// Columns of the pane's text (beside: right of the item rows and the border column).
    public var width: Int
    /// Lines of the pane, its border line included (below), or the item rows' count (beside).
    public var height: Int
    public var border: Bool
    /// Whether long lines wrap instead of being cut.
    public var wrap: Bool

    /// The narrowest the item rows may get beside a pane.
    static let minimumRowWidth = 20

    init?(window: PreviewWindow, size: TerminalSize, rows: Int, fixedLines: Int) {
        border = window.border
        wrap = window.wrap
        let columns = size.columns
        if window.position == .right {
            var w: Int
            switch window.size {
            case .cells(let n): w = n
            case .percent(let p): w = columns * p / 100
            }
            w = min(w, columns - Self.minimumRowWidth - (border ? 1 : 0))
            if w >= 10 {
                position = .right
                width = w
                height = rows
                return
            }
        }
        // Below the rows: as many lines as asked (or the rows' count), within the terminal.
        var lines: Int
        switch (window.position, window.size) {
        case (.down, .cells(let n)): lines = n
        case (.down, .percent(let p)): lines = max(1, rows * p / 100)
        default: lines = rows
        }
        lines += border ? 1 : 0
        lines = min(lines, size.rows - fixedLines - rows)
        guard lines >= (border ? 2 : 1) else { return nil }
        position = .down
        width = columns
        height = lines
    }

    /// Lines of output the pane shows at once.
    public var contentHeight: Int { position == .down && border ? height - 1 : height }

    /// The columns of the item rows beside the pane (all of them when it is below).
    func rowWidth(columns: Int) -> Int {
        position == .right ? columns - width - (border ? 1 : 0) : columns
    }

    /// How many screen lines `preview`'s output takes at `width` (more than its lines when
    /// they wrap), with the line that reports a failure.
    static func visualLineCount(_ preview: Preview, width: Int) -> Int {
        var count = preview.lines.count + (View.endNote(preview) != nil ? 1 : 0)
        if preview.window.wrap {
            count = preview.lines.reduce(0) { total, line in
                let w = line.withUnsafeBufferPointer { DisplayText.glyphs(DisplayText.shownPart($0)).reduce(0) { $0 + $1.width } }
                return total + max(1, (w + width - 1) / max(width, 1))
            } + (count - preview.lines.count)
        }
        return count
    }
}
