/// One item row of fzf's screen: the pointer's column (the pointer on the current row, the
/// gutter on the others), the marker's column (the marker on a ticked row), then the text
/// with its matches.
///
/// The columns touch, with no blank between (fzf 0.74.5: `▌ 8`, `▌┃3`, with `--gutter ' '
/// --pointer '>' --marker '>'`: `> 1`, `>>3`, ` >1`); `--pointer ''` and `--marker ''` take
/// no column.
struct FzfRow {
    let theme: FzfTheme
    /// The pointer's and the gutter's column, and the marker's: their width in columns.
    let pointer: String
    let marker: String
    let gutter: String

    /// The marks of `state`'s screen.
    init(_ state: PickerState, theme: FzfTheme) {
        self.theme = theme
        pointer = state.display.pointer
        marker = state.config.shownMarker
        gutter = state.config.shownGutter
    }

    /// The columns before an item's text: what a header line is indented by.
    var textColumn: Int { DisplayText.width(of: pointer) + DisplayText.width(of: marker) }

    /// The cells of the row showing `item`, `width` columns at most; `label` is a jump label
    /// drawn in the pointer's column.
    func cells(item: Int, current: Bool, ticked: Bool, label: String?, width: Int,
               source: inout some RowSource) -> [Cell] {
        let base = theme.row(current: current, ticked: ticked)
        var b = LineBuilder(width: width)
        let pointerWidth = DisplayText.width(of: pointer)
        if pointerWidth == 0, let label {
            // No pointer's column: the label takes one of its own (fzf 0.74.5: `5 5`, `55`).
            b.append(label, style: theme.pointer(on: base))
        } else if pointerWidth > 0 {
            if let label {
                b.append(label, style: theme.pointer(on: base))
                b.append(String(repeating: " ", count: max(0, pointerWidth - DisplayText.width(of: label))), style: base)
            } else if current {
                b.append(pointer, style: theme.pointer(on: base))
            } else {
                b.append(gutter, style: theme.gutter)
                b.append(String(repeating: " ", count: max(0, pointerWidth - DisplayText.width(of: gutter))), style: .plain)
            }
        }
        let markerWidth = DisplayText.width(of: marker)
        if markerWidth > 0 {
            if ticked {
                b.append(marker, style: theme.marker(on: base))
            } else {
                b.append(String(repeating: " ", count: markerWidth), style: current ? base : .plain)
            }
        }
        let (text, highlights) = source.row(item)
        let glyphs = text.withUnsafeBufferPointer {
            DisplayText.glyphs(DisplayText.shownPart($0), highlights: highlights, spans: source.spans(item))
        }
        for g in DisplayText.fit(glyphs, width: b.remaining) {
            var style = g.style == .plain ? base : Self.merged(g.style, on: base)
            if g.highlighted { style = theme.match(on: style, current: current, ticked: ticked) }
            b.append(glyph: g.text, width: g.width, style: style)
        }
        return b.cells
    }

    /// An item's own style (`--ansi`) on the row's: its colours where it sets them, and its
    /// attributes added.
    static func merged(_ own: Style, on base: Style) -> Style {
        var s = base
        if own.foreground.isSet { s.foreground = own.foreground }
        if own.background.isSet { s.background = own.background }
        s.attributes |= own.attributes
        return s
    }
}
