/// A cell on the screen, 1-based, as the terminal counts.
public struct ScreenPoint: Equatable, Sendable {
    public var row: Int
    public var column: Int
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}

/// How the picker makes room for itself below the cursor without knowing where the cursor is,
/// and where it went once the terminal says.
///
/// The room is made with relative moves only (`room`), so the first frame is drawn before the
/// terminal answers the position question, and the picker always starts on a line of its own
/// (a real line break, as fzf writes when the cursor is not in the first column; a soft wrap
/// would join the shell's line to the picker's for a terminal's copy and rewrap and for tmux's
/// `capture-pane -J`). A line feed first goes down to a scratch line; a line of spaces as wide
/// as the screen there, then a carriage return, wraps to the line below only when the cursor
/// was mid-line (at the first column the last space leaves the cursor on the last column, and
/// the carriage return ends the pending wrap); one line up is then the shell's own line when the
/// cursor was at the first column, or the scratch line when it was mid-line. Line feeds then
/// make the room (scrolling the screen up when there is not enough below) and each of its lines
/// is erased whole (which also undoes the scratch line's soft wrap), and the cursor goes back up
/// to the picker's first line. The answer about the cursor (asked just before) then gives the
/// picker's screen row, for taps, and the column tick started at, to put the cursor back on exit.
public struct PickerPlacement: Equatable, Sendable {
    /// The screen row of the picker's first line.
    public var origin: Int
    /// The cursor's column when it was mid-line, to go back to on exit.
    public var startColumn: Int?

    /// Where a picker `height` lines tall went on a screen of `size`, when `room` was written
    /// with the cursor at `cursor`.
    public init(cursor: ScreenPoint, size: TerminalSize, height: Int) {
        var row = cursor.row
        startColumn = nil
        if cursor.column > 1 {
            startColumn = cursor.column
            row = min(cursor.row + 1, size.rows)
        }
        // The room reaches at least one line below the picker's first (the scratch line).
        origin = max(1, min(row, size.rows - Self.lines(height) + 1))
    }

    /// Where a one-line picker goes when the cursor's place is known before anything is written
    /// (`--ask` waits for it): the cursor's line, or the next when it is mid-line (`lineBreak`).
    public init(knownCursor cursor: ScreenPoint, size: TerminalSize) {
        startColumn = cursor.column > 1 ? cursor.column : nil
        origin = startColumn == nil ? cursor.row : min(cursor.row + 1, size.rows)
    }

    /// What to write for a one-line picker when the cursor's place is known: a real line break
    /// when it is mid-line (as fzf writes), then the line erased; no scratch line below.
    public static func lineBreak(at cursor: ScreenPoint) -> String {
        (cursor.column > 1 ? "\r\n" : "\r") + "\u{1B}[2K"
    }

    /// What to write to make room for a picker `height` lines tall on a screen of `size`,
    /// wherever the cursor is: it leaves the cursor on the picker's first line, which starts
    /// after a real line break when the cursor was mid-line.
    public static func room(size: TerminalSize, height: Int) -> String {
        let below = lines(height) - 1
        var out = "\n" + String(repeating: " ", count: max(size.columns, 1)) + "\r\u{1B}[A"
        out += String(repeating: "\u{1B}[2K\n", count: below) + "\u{1B}[2K"
        out += "\u{1B}[\(below)A"
        return out
    }

    /// The lines `room` takes from the picker's first line down: its height, and at least the
    /// scratch line below the first.
    static func lines(_ height: Int) -> Int { max(height, 2) }
}
