/// One terminal cell of a frame: the text drawn there (a character and any combining marks), its
/// width, and its style. The right half of a wide character is a cell of width 0.
public struct Cell: Equatable, Sendable {
    public var text: String
    /// 1, 2 for a wide character, 0 for the right half of one.
    public var width: UInt8
    public var style: Style

    public init(_ text: String, width: UInt8 = 1, style: Style = .plain) {
        self.text = text
        self.width = width
        self.style = style
    }

    public static let blank = Cell(" ")
}

/// What the picker looks like at one moment: lines of cells and where the cursor is.
///
/// A frame is a plain value: tests compare frames as text, and `FrameDiff` turns two frames into
/// the bytes that change the screen from one to the other.
public struct Frame: Equatable, Sendable {
    public var width: Int
    public var lines: [[Cell]]
    /// Where the terminal's cursor is left (the query's cursor), 0-based from the frame's top.
    public var cursorRow = 0
    public var cursorColumn = 0
    /// Whether the terminal's cursor shows (not while the picker's input line is hidden).
    public var cursorShown = true

    public init(width: Int, lines: [[Cell]] = []) {
        self.width = width
        self.lines = lines
    }

    /// The frame as plain text, one line per row, without trailing blanks.
    public var text: String {
        lines.map { line in
            var s = line.map(\.text).joined()
            while s.last == " " { s.removeLast() }
            return s
        }.joined(separator: "\n")
    }

    /// Line `row` as plain text, without trailing blanks.
    public func text(row: Int) -> String {
        var s = lines[row].map(\.text).joined()
        while s.last == " " { s.removeLast() }
        return s
    }
}

/// Builds one line of cells, cutting at a width; text appended is measured under `rule`.
public struct LineBuilder {
    public private(set) var cells: [Cell] = []
    public private(set) var columns = 0
    public let width: Int
    /// How wide East Asian Ambiguous characters are (`--ambidouble`).
    public let rule: WidthRule

    public init(width: Int, rule: WidthRule) {
        self.width = width
        self.rule = rule
    }

    public var remaining: Int { width - columns }

    /// Appends `text` in `style`; returns false (appending nothing more) at the first character
    /// that does not fit.
    @discardableResult
    public mutating func append(_ text: String, style: Style) -> Bool {
        for scalar in text.unicodeScalars {
            if !appendScalar(scalar, style: style) { return false }
        }
        return true
    }

    /// Appends one prepared glyph of known width. A glyph wider than two columns (an expanded
    /// tab) becomes that many blank cells: a frame has one cell per column, which is what
    /// `FrameDiff` counts on to put a changed cell in its column.
    @discardableResult
    public mutating func append(glyph text: String, width w: Int, style: Style) -> Bool {
        guard columns + w <= width else { return false }
        if w > 2 {
            cells.append(contentsOf: repeatElement(Cell(" ", width: 1, style: style), count: w))
            columns += w
            return true
        }
        cells.append(Cell(text, width: UInt8(w), style: style))
        if w == 2 { cells.append(Cell("", width: 0, style: style)) }
        columns += w
        return true
    }

    /// Appends one scalar; control characters become placeholders (user-given labels such as
    /// `--prompt` must not reach the terminal as controls either).
    private mutating func appendScalar(_ scalar: Unicode.Scalar, style: Style) -> Bool {
        let (text, w) = DisplayText.shown(scalar.value, rule)
        if w == 0 {
            // A combining mark joins the character before it.
            if let i = cells.lastIndex(where: { $0.width > 0 }) { cells[i].text += text }
            return true
        }
        return append(glyph: text, width: w, style: style)
    }

    /// Fills the rest of the line with blanks in `style`.
    public mutating func pad(style: Style = .plain) {
        while columns < width {
            cells.append(Cell(" ", width: 1, style: style))
            columns += 1
        }
    }
}
