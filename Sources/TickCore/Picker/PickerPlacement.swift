/// A cell on the screen, 1-based, as the terminal counts.
public struct ScreenPoint: Equatable, Sendable {
    public var row: Int
    public var column: Int
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}

/// How the picker makes room for itself below the cursor: the bytes to write and where it ends
/// up.
///
/// It starts on a fresh line when the cursor is mid-line (and remembers that column, to put the
/// cursor back on exit), and writes enough line feeds to scroll the screen up when there is not
/// enough room below. Without an answer about the cursor the room is still made, but the
/// picker's screen row is unknown until a late answer comes.
public struct PickerPlacement: Equatable, Sendable {
    /// What to write to the terminal: it leaves the cursor on the picker's first line.
    public var bytes: String
    /// The screen row of the picker's first line (nil: not known).
    public var origin: Int?
    /// The cursor's column when it was mid-line, to go back to on exit.
    public var startColumn: Int?

    /// The placement of a picker `height` lines tall on a screen of `size`, for a cursor at
    /// `cursor` (nil: the terminal did not say).
    public init(cursor: ScreenPoint?, size: TerminalSize, height: Int) {
        var out = ""
        var row = cursor?.row
        startColumn = nil
        if let cursor, cursor.column > 1 {
            startColumn = cursor.column
            out += "\r\n"
            row = min(cursor.row + 1, size.rows)
        }
        out += "\r" + String(repeating: "\n", count: max(height - 1, 0))
        if height > 1 { out += "\u{1B}[\(height - 1)A" }
        bytes = out
        origin = row.map { min($0, size.rows - height + 1) }
    }
}
