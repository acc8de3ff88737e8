/// A small VT100/xterm screen emulator for tests: feed it what a program wrote to its terminal
/// and read back the text, the cursor, the attributes of each cell and the modes left set.
///
/// It behaves like xterm in the parts a line-oriented picker uses: printable UTF-8 (wide
/// characters take two cells, combining marks none, invalid bytes show as U+FFFD), CR, LF, BS,
/// TAB, the pending wrap at the last column, scrolling into `scrollback`, cursor motion and
/// save/restore, erasing, inserting and deleting, SGR attributes, a scrolling region, DEC
/// private modes and the alternate screen. Replies to queries (`ESC [ 6 n` cursor position,
/// `ESC [ 5 n`, `ESC [ c`, `ESC [ ? n $ p`) collect in `takeResponses()`; everything else it
/// does not know (other CSI, OSC, DCS, APC, PM, SOS strings) is consumed and ignored.
///
/// Note that LF only moves down, as on a real terminal: under a pty the kernel turns `\n` into
/// `\r\n` (ONLCR), but bytes fed here directly get no such translation.
public struct VirtualScreen: Sendable {
    /// Number of rows.
    public private(set) var rows: Int
    /// Number of columns.
    public private(set) var columns: Int
    /// The lines scrolled off the top of the main screen, oldest first, trailing blanks trimmed.
    public internal(set) var scrollback: [String] = []
    /// The DEC private modes (`CSI ? n h`) currently set. Starts as `[7, 25]`: autowrap on and
    /// the cursor visible.
    public internal(set) var modes: Set<Int> = [7, 25]
    /// Every DEC private mode that was ever set, even if reset since (mouse reporting was on, say).
    public internal(set) var modesEverSet: Set<Int> = []
    /// Whether the program ever switched to the alternate screen (`?47`, `?1047` or `?1049`).
    public internal(set) var usedAlternateScreen = false
    /// Whether the alternate screen is shown now.
    public var showsAlternateScreen: Bool { savedMainGrid != nil }
    /// Whether clearing the whole screen (ED 2, or ED 0 from the top-left corner) first moves
    /// its lines into the scrollback, as tmux does by default (`scroll-on-clear`).
    public var scrollsOnClear = false
    /// Number of BEL characters received outside control strings.
    public internal(set) var bellCount = 0

    /// The cells, `grid[row][column]`.
    var grid: [[ScreenCell]]
    /// For each row, whether its text went on into the next row by an automatic wrap (a soft
    /// wrap, which `joinedLines` follows, as tmux's `capture-pane -J` does).
    var wrapped: [Bool]
    /// The main screen's cells while the alternate screen is shown.
    var savedMainGrid: [[ScreenCell]]?
    /// The main screen's soft wraps while the alternate screen is shown.
    var savedMainWrapped: [Bool] = []
    var row = 0
    var column = 0
    /// Set after printing in the last column: the next printable character wraps first.
    var wrapPending = false
    /// The attributes given to newly printed characters.
    var pen = CellAttributes()
    var savedCursor: SavedCursor?
    /// The scrolling region, inclusive row bounds.
    var scrollTop = 0
    var scrollBottom: Int
    var pendingResponses: [UInt8] = []
    /// The answer to a background colour query (`rgb:RRRR/GGGG/BBBB`); nil: no answer, as
    /// from a terminal that does not know the query.
    public var backgroundReport: String? = nil
    /// Whether primary device attributes (`CSI c`) are answered, as every terminal tick draws
    /// on does; false: the question goes unanswered (tick then waits its bound for it).
    public var answersDeviceAttributes = true
    var parser = ParserState()

    /// What `ESC 7` / `CSI s` save and `ESC 8` / `CSI u` restore.
    struct SavedCursor: Sendable {
        var row: Int, column: Int, wrapPending: Bool, pen: CellAttributes
    }

    /// Longest scrollback kept; older lines are dropped.
    static let scrollbackLimit = 10_000

    /// Whether East Asian Ambiguous characters take two columns, as on a terminal set for CJK
    /// text (the few of them `ambiguousRanges` lists); one, the default, as most terminals.
    public var ambiguousWide = false

    /// A blank screen of `rows` × `columns` with the cursor at the top left.
    public init(rows: Int, columns: Int) {
        precondition(rows > 0 && columns > 0, "a screen needs at least one row and one column")
        self.rows = rows
        self.columns = columns
        scrollBottom = rows - 1
        grid = Array(repeating: Array(repeating: .blank(), count: columns), count: rows)
        wrapped = Array(repeating: false, count: rows)
    }

    // MARK: - Reading the screen

    /// Each row as text, trailing blanks trimmed (a wide character appears once).
    public var lines: [String] { grid.map(Self.text(of:)) }

    /// Every cell, its character and its attributes: a frame that only moves colours (fzf's
    /// band, drawn as its gutter is, in another colour) changes these and not `lines`.
    public var cells: [[ScreenCell]] { grid }

    /// The screen's lines as tmux's `capture-pane -J` gives them: a row that wrapped softly
    /// (the text ran past the last column) is joined with the next, its trailing blanks kept;
    /// trailing blanks of each joined line trimmed. Only an automatic wrap joins two rows; as
    /// in tmux, erasing the whole row parts them again, and a line feed, a cursor move or
    /// writing over the row leaves them joined.
    public var joinedLines: [String] {
        var out: [String] = []
        var pending = ""
        for (r, line) in grid.enumerated() {
            if wrapped[r] {
                pending += line.filter { $0.width != 0 }.map(\.character).joined()
            } else {
                var whole = pending + Self.text(of: line)
                while whole.last == " " { whole.removeLast() }
                out.append(whole)
                pending = ""
            }
        }
        if !pending.isEmpty { out.append(pending) }
        return out
    }

    /// Whether row `row` (0-based) went on into the next by a soft wrap.
    public func isSoftWrapped(row: Int) -> Bool { wrapped[row] }

    /// `lines` joined with `"\n"`.
    public var text: String { lines.joined(separator: "\n") }

    /// The cursor position, 0-based. After printing in the last column it stays there (xterm's
    /// pending wrap) until the next character wraps.
    public var cursor: (row: Int, column: Int) { (row, column) }

    /// Whether the cursor is shown (DEC private mode 25).
    public var cursorVisible: Bool { modes.contains(25) }

    /// The attributes the next printed character would get: what the last SGR sequences left
    /// set (all off and default colours after `CSI 0 m`).
    public var currentAttributes: CellAttributes { pen }

    /// The cell at `row`, `column` (0-based).
    public func cell(row: Int, column: Int) -> ScreenCell { grid[row][column] }

    /// Returns and forgets the bytes the terminal would send back to the program (replies to
    /// cursor position and status queries), in order.
    public mutating func takeResponses() -> [UInt8] {
        defer { pendingResponses.removeAll() }
        return pendingResponses
    }

    /// Processes bytes a program wrote; sequences and UTF-8 may be split across calls.
    public mutating func feed(_ bytes: [UInt8]) {
        for byte in bytes { consume(byte) }
    }

    /// Processes the UTF-8 bytes of `text`.
    public mutating func feed(_ text: String) { feed(Array(text.utf8)) }

    /// Changes the size, keeping the top-left content, clamping the cursor and resetting the
    /// scrolling region (unlike xterm, no line is pushed into the scrollback when rows shrink).
    public mutating func resize(rows newRows: Int, columns newColumns: Int) {
        precondition(newRows > 0 && newColumns > 0, "a screen needs at least one row and one column")
        grid = Self.resized(grid, rows: newRows, columns: newColumns)
        savedMainGrid = savedMainGrid.map { Self.resized($0, rows: newRows, columns: newColumns) }
        wrapped = Array((wrapped + Array(repeating: false, count: newRows)).prefix(newRows))
        if savedMainGrid != nil {
            savedMainWrapped = Array((savedMainWrapped + Array(repeating: false, count: newRows)).prefix(newRows))
        }
        rows = newRows
        columns = newColumns
        scrollTop = 0
        scrollBottom = newRows - 1
        moveTo(row: row, column: column)
        if var saved = savedCursor {
            saved.row = min(saved.row, newRows - 1)
            saved.column = min(saved.column, newColumns - 1)
            saved.wrapPending = false
            savedCursor = saved
        }
    }

    static func text(of line: [ScreenCell]) -> String {
        var s = ""
        for cell in line where cell.width != 0 { s += cell.character }
        while s.last == " " { s.removeLast() }
        return s
    }

    static func resized(_ old: [[ScreenCell]], rows: Int, columns: Int) -> [[ScreenCell]] {
        var new = Array(repeating: Array(repeating: ScreenCell.blank(), count: columns), count: rows)
        for r in 0..<min(rows, old.count) {
            for c in 0..<min(columns, old[r].count) { new[r][c] = old[r][c] }
            if let last = new[r].last, last.width == 2 { new[r][columns - 1] = .blank() }
        }
        return new
    }

    // MARK: - Cursor

    /// Moves the cursor, clamped to the screen, and cancels a pending wrap.
    mutating func moveTo(row newRow: Int, column newColumn: Int) {
        row = max(0, min(rows - 1, newRow))
        column = max(0, min(columns - 1, newColumn))
        wrapPending = false
    }

    mutating func saveCursor() {
        savedCursor = SavedCursor(row: row, column: column, wrapPending: wrapPending, pen: pen)
    }

    mutating func restoreCursor() {
        let saved = savedCursor ?? SavedCursor(row: 0, column: 0, wrapPending: false, pen: CellAttributes())
        moveTo(row: saved.row, column: saved.column)
        wrapPending = saved.wrapPending
        pen = saved.pen
    }

    /// LF: down one row, scrolling the region when at its bottom.
    mutating func lineFeed() {
        wrapPending = false
        if row == scrollBottom {
            scrollUp(1, keepInScrollback: true)
        } else if row < rows - 1 {
            row += 1
        }
    }

    /// ESC M: up one row, scrolling the region down when at its top.
    mutating func reverseIndex() {
        wrapPending = false
        if row == scrollTop {
            scrollDown(1)
        } else if row > 0 {
            row -= 1
        }
    }

    /// TAB: to the next multiple of 8, at most the last column.
    mutating func tab() {
        let next = min(columns - 1, (column / 8 + 1) * 8)
        if next != column { moveTo(row: row, column: next) }
    }

    // MARK: - Printing

    /// Prints one character at the cursor with the current attributes.
    mutating func print(_ scalar: Unicode.Scalar) {
        let width = Self.cellWidth(scalar) == 1 && ambiguousWide && Self.isAmbiguous(scalar) ? 2 : Self.cellWidth(scalar)
        if width == 0 { return attach(scalar) }
        let autowrap = modes.contains(7)
        if wrapPending {
            wrapped[row] = true
            column = 0
            lineFeed()
        }
        if column + width > columns {   // a wide character does not fit in the last column
            guard width <= columns else { return }
            if autowrap {
                put(.blank(pen), row: row, column: column)
                wrapped[row] = true
                column = 0
                lineFeed()
            } else {
                column = columns - width
            }
        }
        put(ScreenCell(character: String(scalar), attributes: pen, width: width), row: row, column: column)
        if width == 2 { put(ScreenCell(character: "", attributes: pen, width: 0), row: row, column: column + 1) }
        if column + width >= columns {
            column = columns - 1
            wrapPending = autowrap
        } else {
            column += width
        }
    }

    /// Adds a zero-width scalar to the character before the cursor.
    mutating func attach(_ scalar: Unicode.Scalar) {
        var c = wrapPending ? column : column - 1
        if c >= 0 && grid[row][c].width == 0 && c > 0 { c -= 1 }
        guard c >= 0 else { return }
        grid[row][c].character.unicodeScalars.append(scalar)
    }

    /// Stores `cell`, blanking the other half of any wide character it overwrites.
    mutating func put(_ cell: ScreenCell, row r: Int, column c: Int) {
        let old = grid[r][c]
        if old.width == 0 && c > 0 && cell.width != 0 { grid[r][c - 1] = .blank(grid[r][c - 1].attributes) }
        if old.width == 2 && c + 1 < columns && cell.width != 2 { grid[r][c + 1] = .blank(grid[r][c + 1].attributes) }
        grid[r][c] = cell
    }

    // MARK: - Erasing, inserting, deleting, scrolling

    /// Blanks columns `range` of row `r` with the current background.
    mutating func erase(row r: Int, columns range: Range<Int>) {
        let range = range.clamped(to: 0..<columns)
        guard !range.isEmpty else { return }
        for c in range { grid[r][c] = .blank(pen) }
        // A whole row erased is a fresh row, no longer joined to the next (tmux).
        if range == 0..<columns { wrapped[r] = false }
        fixWideCharacters(row: r, around: range)
    }

    /// Blanks the halves of wide characters cut by a change to `range`.
    mutating func fixWideCharacters(row r: Int, around range: Range<Int>) {
        if range.lowerBound > 0 && grid[r][range.lowerBound - 1].width == 2 {
            grid[r][range.lowerBound - 1] = .blank(grid[r][range.lowerBound - 1].attributes)
        }
        if range.upperBound < columns && grid[r][range.upperBound].width == 0 {
            grid[r][range.upperBound] = .blank(grid[r][range.upperBound].attributes)
        }
    }

    /// Rows blank with the current background.
    func blankRows(_ count: Int) -> [[ScreenCell]] {
        Array(repeating: Array(repeating: .blank(pen), count: columns), count: count)
    }

    /// Scrolls rows `top...bottom` (default: the scrolling region) up by `count`. With
    /// `keepInScrollback`, when the region starts at the top of the main screen, the lines
    /// leaving it go to the scrollback (deleted lines do not).
    mutating func scrollUp(_ count: Int, top: Int? = nil, bottom: Int? = nil, keepInScrollback: Bool = false) {
        let top = top ?? scrollTop, bottom = bottom ?? scrollBottom
        let n = min(count, bottom - top + 1)
        guard n > 0 else { return }
        if keepInScrollback && top == 0 && savedMainGrid == nil {
            scrollback += grid[0..<n].map(Self.text(of:))
            if scrollback.count > Self.scrollbackLimit { scrollback.removeFirst(scrollback.count - Self.scrollbackLimit) }
        }
        grid.removeSubrange(top..<(top + n))
        grid.insert(contentsOf: blankRows(n), at: bottom - n + 1)
        wrapped.removeSubrange(top..<(top + n))
        wrapped.insert(contentsOf: Array(repeating: false, count: n), at: bottom - n + 1)
    }

    /// Scrolls rows `top...bottom` (default: the scrolling region) down by `count`.
    mutating func scrollDown(_ count: Int, top: Int? = nil, bottom: Int? = nil) {
        let top = top ?? scrollTop, bottom = bottom ?? scrollBottom
        let n = min(count, bottom - top + 1)
        guard n > 0 else { return }
        grid.removeSubrange((bottom - n + 1)...bottom)
        grid.insert(contentsOf: blankRows(n), at: top)
        wrapped.removeSubrange((bottom - n + 1)...bottom)
        wrapped.insert(contentsOf: Array(repeating: false, count: n), at: top)
    }

    /// Inserts (`count` > 0) or deletes (`count` < 0) characters at the cursor, shifting the rest
    /// of the line.
    mutating func shiftCharacters(by count: Int) {
        let n = min(abs(count), columns - column)
        guard n > 0 else { return }
        wrapPending = false
        if count > 0 {
            grid[row].removeSubrange((columns - n)..<columns)
            grid[row].insert(contentsOf: Array(repeating: .blank(pen), count: n), at: column)
        } else {
            grid[row].removeSubrange(column..<(column + n))
            grid[row].append(contentsOf: Array(repeating: .blank(pen), count: n))
        }
        fixWideCharacters(row: row, around: column..<column)
        if grid[row][columns - 1].width == 2 { grid[row][columns - 1] = .blank(pen) }
    }

    /// Switches to or from the alternate screen.
    mutating func useAlternateScreen(_ on: Bool) {
        if on, savedMainGrid == nil {
            usedAlternateScreen = true
            savedMainGrid = grid
            savedMainWrapped = wrapped
            grid = blankRows(rows)
            wrapped = Array(repeating: false, count: rows)
        } else if !on, let main = savedMainGrid {
            grid = main
            wrapped = savedMainWrapped
            savedMainGrid = nil
        }
    }
}
