extension FzfCanvas {
    /// Draws a box of `border`'s shape on `rect`, in `style`, with `label` (its cells already
    /// made, `FzfLabel.cells`) at `position` on its top or bottom line, as fzf 0.74.5 draws
    /// borders: a horizontal line with its corners across the whole width, a vertical side as
    /// the line and a blank (`│ `, ` │`). What is inside (`border.inner(rect)`) is left alone.
    /// A label is drawn only on a shape with a horizontal line.
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
            for y in first..<last {
                if border.hasLeft { put(String(g.left) + " ", style: style, line: y, column: rect.left, clip: rect.right) }
                if border.hasRight { put(" " + String(g.right), style: style, line: y, column: max(rect.left, rect.right - 2), clip: rect.right) }
            }
        }
        guard border.carriesLabel, !label.isEmpty else { return }
        let width = label.count
        let line = border == .bottom || position.bottom ? rect.bottom - 1 : rect.top
        put(label, line: line, column: rect.left + position.start(labelWidth: width, boxWidth: rect.width), clip: rect.right)
    }

    /// One horizontal line of a box: its corners (when the shape has that side) and the fill.
    private mutating func hline(line: Int, _ rect: FzfRect, fill: Character, left: Character?, right: Character?, style: Style) {
        let inner = rect.width - (left == nil ? 0 : 1) - (right == nil ? 0 : 1)
        var text = left.map { String($0) } ?? ""
        text += String(repeating: fill, count: max(0, inner))
        if let right { text.append(right) }
        put(text, style: style, line: line, column: rect.left, clip: rect.right)
    }
}
