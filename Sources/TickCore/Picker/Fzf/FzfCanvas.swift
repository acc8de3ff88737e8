/// A grid of cells, the picker's size, that fzf's screen is painted on; made into a `Frame`.
///
/// Painters put lines of cells (one per column, as `LineBuilder` makes them) at a line and a
/// column, cut at a right edge; a wide character that would be cut in half becomes a blank, so
/// that every line keeps one cell per column, which `FrameDiff` counts on.
public struct FzfCanvas {
    /// The lines; a line holds cells up to its last painted column only.
    public private(set) var lines: [[Cell]]
    public let width: Int
    /// How wide the East Asian Ambiguous characters painted as text are (`--ambidouble`).
    public let rule: WidthRule

    /// A blank canvas `width` columns wide and `height` lines high, its text measured under
    /// `rule`.
    public init(width: Int, height: Int, rule: WidthRule) {
        self.width = max(1, width)
        self.rule = rule
        lines = Array(repeating: [], count: max(0, height))
    }

    /// Fills `rect` with blanks on `background`, as fzf erases a window in its background
    /// colour; cells painted there later without a background of their own keep it. Nothing
    /// is done for the terminal's own background.
    public mutating func fill(_ rect: FzfRect, background: TerminalColor) {
        guard background != .none else { return }
        let blank = Cell(" ", style: Style(background: background))
        let right = min(rect.right, width), left = max(0, rect.left)
        guard left < right else { return }
        for y in max(0, rect.top)..<min(rect.bottom, lines.count) {
            var row = lines[y]
            if row.count < right { row.append(contentsOf: repeatElement(Cell.blank, count: right - row.count)) }
            for x in left..<right { row[x] = blank }
            lines[y] = row
        }
    }

    /// Paints `cells` on `line` from `column`, up to column `clip` (default: the canvas's
    /// width). A cell without a background takes the one under it (`fill`).
    public mutating func put(_ cells: [Cell], line: Int, column: Int = 0, clip: Int? = nil) {
        guard line >= 0 && line < lines.count && column >= 0 else { return }
        let end = min(clip ?? width, width)
        guard column < end else { return }
        var row = lines[line]
        if row.count < column { row.append(contentsOf: repeatElement(Cell.blank, count: column - row.count)) }
        var at = column
        var index = cells.startIndex
        while index < cells.endIndex && at < end {
            var cell = cells[index]
            if cell.width == 2 && at + 1 >= end { cell = Cell(" ", width: 1, style: cell.style) }
            if cell.width == 0 && index == cells.startIndex {
                // The right half of a wide character whose left half was not painted.
                cell = Cell(" ", width: 1, style: cell.style)
            }
            if at < row.count {
                if cell.style.background == .none { cell.style.background = row[at].style.background }
                row[at] = cell
            } else {
                row.append(cell)
            }
            at += 1
            index += 1
        }
        lines[line] = row
    }

    /// Paints `text` in `style` on `line` from `column`, cut at `clip`; returns the column
    /// after it.
    @discardableResult
    public mutating func put(_ text: String, style: Style, line: Int, column: Int = 0, clip: Int? = nil) -> Int {
        let end = min(clip ?? width, width)
        var b = LineBuilder(width: max(0, end - column), rule: rule)
        b.append(text, style: style)
        put(b.cells, line: line, column: column, clip: end)
        return column + b.columns
    }

    /// The frame of the painted lines, with the terminal's cursor at `cursorLine`,
    /// `cursorColumn`.
    public func frame(cursorLine: Int, cursorColumn: Int) -> Frame {
        var frame = Frame(width: width, lines: lines)
        frame.cursorRow = max(0, cursorLine)
        frame.cursorColumn = max(0, min(width - 1, cursorColumn))
        return frame
    }
}
