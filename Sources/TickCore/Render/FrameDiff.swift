/// The bytes that turn what is on the terminal (one frame) into the next frame.
///
/// Only cells that changed are written: for each line, the span from its first to its last
/// changed cell, then an erase when the line became shorter. A first frame (or one of a new
/// width) writes every line whole and erases the rest of it, so that nothing the terminal
/// showed there before (a shell's `Loading…` ended by `\r`) is left beside the picker. The whole update is wrapped in
/// synchronized output (`CSI ? 2026 h/l`) with the cursor hidden, so no half-drawn frame shows;
/// the cursor shows again after it unless the new frame hides it (`Frame.cursorShown`).
/// Moves are relative to the frame's first line (the picker is drawn inline, not at a fixed
/// screen position), and the cursor ends where the new frame puts it.
public enum FrameDiff {
    static let beginUpdate: [UInt8] = Array("\u{1B}[?2026h\u{1B}[?25l".utf8)
    static let endUpdate: [UInt8] = Array("\u{1B}[?25h\u{1B}[?2026l".utf8)
    static let endUpdateHidden: [UInt8] = Array("\u{1B}[?2026l".utf8)

    /// The bytes from `old` (nil: the lines are blank and the cursor is at the frame's top-left)
    /// to `new`. Empty when nothing changed.
    public static func bytes(from old: Frame?, to new: Frame) -> [UInt8] {
        var out: [UInt8] = []
        var cursor = Cursor(row: old?.cursorRow ?? 0, column: old?.cursorColumn ?? 0)
        var style: Style? = nil
        let previous = old?.width == new.width ? old : nil
        let rowCount = max(new.lines.count, previous?.lines.count ?? 0)
        for row in 0..<rowCount {
            let before = previous.map { row < $0.lines.count ? $0.lines[row] : [] } ?? []
            let after = row < new.lines.count ? new.lines[row] : []
            var span: ClosedRange<Int>
            if previous == nil {
                // Every column: the line is drawn from its start and the rest erased.
                span = 0...max(0, new.width - 1)
            } else {
                guard let changed = changedSpan(before, after) else { continue }
                span = changed
            }
            // Never start or end inside a wide character.
            while span.lowerBound > 0 && (cellWidth(before, span.lowerBound) == 0 || cellWidth(after, span.lowerBound) == 0) {
                span = (span.lowerBound - 1)...span.upperBound
            }
            while cellWidth(before, span.upperBound + 1) == 0 || cellWidth(after, span.upperBound + 1) == 0 {
                span = span.lowerBound...(span.upperBound + 1)
            }
            cursor.move(to: row, column: span.lowerBound, into: &out)
            var column = span.lowerBound
            let lastDrawn = min(span.upperBound, after.count - 1)
            while column <= lastDrawn {
                let cell = after[column]
                if cell.width > 0 {
                    if style != cell.style {
                        out += cell.style.sgr
                        style = cell.style
                    }
                    out += Array(cell.text.utf8)
                    if cell.width == 2 && cell.text.unicodeScalars.count > 1 && column + 2 < new.width {
                        // An emoji sequence: terminals that do not join it draw it wider. The
                        // cursor is put where the frame says it ends, so the rest of the line
                        // (and the band's tint) stays in its columns, never wrapping.
                        out += Array("\u{1B}[\(column + 3)G".utf8)
                    }
                }
                column += 1
            }
            cursor.column = column
            if span.upperBound >= after.count {
                // The line is shorter than it was, or than the screen: erase the rest with the
                // default background.
                if style != .plain {
                    out += Style.plain.sgr
                    style = .plain
                }
                out += Array("\u{1B}[K".utf8)
            }
        }
        if out.isEmpty && old?.cursorRow == new.cursorRow && old?.cursorColumn == new.cursorColumn
            && old?.cursorShown == new.cursorShown && previous != nil {
            return []
        }
        if style != nil && style != .plain { out += Style.plain.sgr }
        cursor.move(to: new.cursorRow, column: new.cursorColumn, into: &out)
        return beginUpdate + out + (new.cursorShown ? endUpdate : endUpdateHidden)
    }

    /// The bytes that erase a drawn frame and leave the cursor at its top-left.
    ///
    /// Line by line, never with one erase from the frame's top-left to the end of the screen:
    /// at the screen's top-left that clears the whole screen, which terminals such as tmux
    /// (`scroll-on-clear`) keep in the scrollback: a stale copy of the picker for every resize.
    /// Below the last line the screen is erased too, for what a terminal that rewraps lines on
    /// a resize pushed down there.
    public static func erase(_ frame: Frame) -> [UInt8] {
        var out: [UInt8] = Array("\u{1B}[?2026h\u{1B}[0m".utf8)
        var cursor = Cursor(row: frame.cursorRow, column: frame.cursorColumn)
        cursor.move(to: 0, column: 0, into: &out)
        // The top-left is saved and restored (DECSC, DECRC) rather than moved back to by
        // counting: a terminal that got shorter may have cut lines off the bottom, where a
        // move down stops.
        out += Array("\u{1B}7".utf8)
        let count = max(frame.lines.count, 1)
        for row in 0..<count {
            out += Array("\u{1B}[2K".utf8)
            if row < count - 1 { out += Array("\u{1B}[1B".utf8) }
        }
        if count > 1 { out += Array("\u{1B}[J".utf8) }
        out += Array("\u{1B}8\u{1B}[?25h\u{1B}[?2026l".utf8)
        return out
    }

    /// The bytes that leave `frame` drawn and put the cursor at its top-left, colours reset
    /// (fzf's `--no-clear`: the next picker draws over it).
    public static func keep(_ frame: Frame) -> [UInt8] {
        var out: [UInt8] = Array("\u{1B}[0m".utf8)
        var cursor = Cursor(row: frame.cursorRow, column: frame.cursorColumn)
        cursor.move(to: 0, column: 0, into: &out)
        return out
    }

    private static func cellWidth(_ line: [Cell], _ column: Int) -> Int {
        column < line.count ? Int(line[column].width) : 1
    }

    /// The first and last column where two lines differ (a missing cell is a plain blank).
    static func changedSpan(_ a: [Cell], _ b: [Cell]) -> ClosedRange<Int>? {
        let n = max(a.count, b.count)
        var first = -1, last = -1
        for c in 0..<n {
            let x = c < a.count ? a[c] : Cell.blank
            let y = c < b.count ? b[c] : Cell.blank
            if x != y {
                if first < 0 { first = c }
                last = c
            }
        }
        return first < 0 ? nil : first...last
    }

    /// The terminal cursor, relative to the frame's top-left.
    struct Cursor {
        var row: Int
        var column: Int

        mutating func move(to newRow: Int, column newColumn: Int, into out: inout [UInt8]) {
            if newRow < row { out += Array("\u{1B}[\(row - newRow)A".utf8) }
            if newRow > row { out += Array("\u{1B}[\(newRow - row)B".utf8) }
            // Always set the column: after the last column the terminal may wait to wrap.
            out += newColumn == 0 ? [0x0D] : Array("\u{1B}[\(newColumn + 1)G".utf8)
            row = newRow
            column = newColumn
        }
    }
}
