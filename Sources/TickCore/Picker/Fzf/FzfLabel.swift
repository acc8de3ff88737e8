/// A label on a border's horizontal line (`--border-label`, `--list-label`…): its text (the
/// first line, escape sequences as styles) and its place (`--X-label-pos`), as fzf 0.74.5
/// draws it.
public struct FzfLabel: Equatable, Sendable {
    /// Where a label goes on its box: `--X-label-pos [N][:top|:bottom]`.
    public struct Position: Equatable, Sendable {
        /// 0: centred; N > 0: from the box's Nth column; N < 0: its end at the Nth column
        /// from the right.
        public var column = 0
        /// On the bottom line instead of the top one.
        public var bottom = false

        public init(column: Int = 0, bottom: Bool = false) {
            self.column = column
            self.bottom = bottom
        }

        /// fzf's grammar: words split at `:` and `,`, each `center`, `top`, `bottom` or a
        /// number (`option` names the option in the message).
        public init(parsing text: String?, option: String) throws(UsageError) {
            for word in (text ?? "").lowercased().split(whereSeparator: { $0 == ":" || $0 == "," }) {
                switch word {
                case "center": column = 0
                case "top": bottom = false
                case "bottom": bottom = true
                default:
                    guard let n = Int(word) else {
                        throw UsageError("--\(option): expected N[:top|:bottom] (N a number, 0 for the centre), got '\(text ?? "")'")
                    }
                    column = n
                }
            }
        }

        /// The column, in a box `boxWidth` wide, where a label `labelWidth` wide starts.
        public func start(labelWidth: Int, boxWidth: Int) -> Int {
            if column == 0 { return max(0, (boxWidth - labelWidth) / 2) }
            if column < 0 { return max(0, boxWidth + column + 1 - labelWidth) }
            return max(0, min(column - 1, boxWidth - labelWidth))
        }
    }

    /// The text, as given (only its first line is drawn).
    public var text: String
    public var position: Position

    public init(_ text: String, position: Position = Position()) {
        self.text = text
        self.position = position
    }

    /// What marks a label cut at the box's width (fzf's default `--ellipsis`).
    static let ellipsis = "··"

    /// The label's cells in `style` (under its own escape sequences), at most `width`
    /// columns under `rule`: cut with `··` when longer.
    public func cells(style: Style, width: Int, rule: WidthRule) -> [Cell] {
        let header = HeaderLines(text: text, ansi: true)
        guard let first = header.lines.first, width > 0 else { return [] }
        var bytes = first[...]
        if bytes.last == 0x0D { bytes = bytes.dropLast() }
        var glyphs = bytes.withUnsafeBufferPointer {
            DisplayText.glyphs(DisplayText.shownPart($0), spans: header.styles[0] ?? [], rule: rule)
        }
        let total = glyphs.reduce(0) { $0 + $1.width }
        var cut = false
        if total > width {
            // Cut to make room for the ellipsis, as fzf does.
            let room = max(0, width - DisplayText.width(of: Self.ellipsis, rule: rule))
            var used = 0
            glyphs = Array(glyphs.prefix { g in
                used += g.width
                return used <= room
            })
            cut = true
        }
        var b = LineBuilder(width: width, rule: rule)
        for g in glyphs {
            b.append(glyph: g.text, width: g.width, style: g.style == .plain ? style : FzfRow.merged(g.style, on: style))
        }
        if cut { b.append(Self.ellipsis, style: style) }
        return b.cells
    }
}
