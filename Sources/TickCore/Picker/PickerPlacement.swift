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
/// terminal answers the position question: a line of spaces as wide as the screen, then a
/// carriage return, starts a fresh line when the cursor is mid-line (the spaces wrap) and stays
/// on the cursor's line when it is at the first column (the last space leaves the cursor on
/// the last column, and the carriage return ends the pending wrap); then line feeds scroll the
/// screen up when there is not enough room below, and the cursor goes back up to the picker's
/// first line. The answer about the cursor (asked just before) then gives the picker's screen
/// row, for taps, and the column tick started at, to put the cursor back on exit.
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
        origin = min(row, size.rows - height + 1)
    }

    /// What to write to make room for a picker `height` lines tall on a screen of `size`,
    /// wherever the cursor is: it leaves the cursor on the picker's first line.
    public static func room(size: TerminalSize, height: Int) -> String {
        var out = String(repeating: " ", count: max(size.columns, 1)) + "\r"
        out += String(repeating: "\n", count: max(height - 1, 0))
        if height > 1 { out += "\u{1B}[\(height - 1)A" }
        return out
    }
}
