extension FzfCanvas {
    /// Draws a box of `border`'s shape on `rect`, in `style`, with `label` (its cells already
    /// made, `FzfLabel.cells`) at `position` on its top or bottom line, as fzf 0.74.5 draws
    /// borders: a horizontal line with its corners across the whole width, a vertical side as
    /// the line and a blank (`│ `, ` │`). What is inside (`border.inner(rect, line:)`) is left
    /// alone. A label is drawn only on a shape with a horizontal line. Under the canvas's
    /// `rule`, box drawing may be two columns wide: a line then holds half as many characters,
    /// and a blank where an odd column is left (fzf's `drawHLine`).
    public mutating func box(_ rect: FzfRect, _ border: FzfBorder, unicode: Bool = true, style: Style,
                             label: [Cell] = [], at position: FzfLabel.Position = FzfLabel.Position()) {
        guard rect.height > 0, rect.width > 0, border.visible else { return }
        let g = border.glyphs(unicode: unicode)
        if border.hasTop {
            hline(line: rect.top, rect, fill: g.top, left: border.hasLeft ? g.topLeft : nil,
                  right: border.hasRight ? g.topRight : nil, style: style)
        }
        if border.hasBottom {
            hline(line: rect.bottom - 1, rect, fill: g.bottom, left: border.hasLeft ? g.bottomLeft : nil,
                  right: border.hasRight ? g.bottomRight : nil, style: style)
        }
        let first = rect.top + (border.hasTop ? 1 : 0), last = rect.bottom - (border.hasBottom ? 1 : 0)
        if first < last {
            for y in first..<last { sides(y, rect, border, g, style: style) }
        }
        guard border.carriesLabel, !label.isEmpty else { return }
        let width = label.count
        let line = border == .bottom || position.bottom ? rect.bottom - 1 : rect.top
        put(label, line: line, column: rect.left + position.start(labelWidth: width, boxWidth: rect.width), clip: rect.right)
    }

    /// One horizontal line of a box: its corners (when the shape has that side) and the fill,
    /// as many fills as fit whole, then blanks.
    mutating func hline(line: Int, _ rect: FzfRect, fill: Character, left: Character?, right: Character?, style: Style) {
        func width(_ c: Character?) -> Int { c.map { DisplayText.width(of: String($0), rule: rule) } ?? 0 }
        let inner = max(0, rect.width - width(left) - width(right)), fillWidth = max(1, width(fill))
        var text = left.map { String($0) } ?? ""
        text += String(repeating: fill, count: inner / fillWidth) + String(repeating: " ", count: inner % fillWidth)
        if let right { text.append(right) }
        put(text, style: style, line: line, column: rect.left, clip: rect.right)
    }

    /// A box's vertical sides on `line`: `│ ` at its left, ` │` ending at its right.
    mutating func sides(_ line: Int, _ rect: FzfRect, _ border: FzfBorder, _ g: FzfBorder.Glyphs, style: Style) {
        if border.hasLeft { put(String(g.left) + " ", style: style, line: line, column: rect.left, clip: rect.right) }
        if border.hasRight {
            let side = " " + String(g.right)
            put(side, style: style, line: line, column: max(rect.left, rect.right - DisplayText.width(of: side, rule: rule)), clip: rect.right)
        }
    }
}
