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
    /// `--highlight-line`: the current and the ticked rows' background runs to the list's edge.
    let highlightLine: Bool
    /// How the text is fitted to the row.
    let layout: FzfRowText

    /// The marks of `state`'s screen.
    init(_ state: PickerState, theme: FzfTheme) {
        self.theme = theme
        layout = FzfRowText(state.config.itemText, hscroll: state.scripted.hscroll, unicode: state.config.unicode,
                            delimiter: state.config.delimiter)
        pointer = state.display.pointer
        marker = state.config.shownMarker
        gutter = state.config.shownGutter
        highlightLine = state.config.options.highlightLine
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
        let (text, highlights) = source.row(item, limit: FzfRow.shownLimit)
        let spans = source.spans(item)
        text.withUnsafeBufferPointer { bytes in
            var units: [UInt32] = []
            var offsets: [Int] = []
            UnicodeText.decode(bytes, into: &units, offsets: &offsets)
            offsets.append(bytes.count)
            var matchEnd = highlights.last.map { $0 + 1 }
            // A match ends after the marks that join its last character.
            while let end = matchEnd, end < units.count, units[end] != 0x09, DisplayText.shown(units[end]).1 == 0 {
                matchEnd = end + 1
            }
            for piece in layout.pieces(units, matchEnd: matchEnd, positions: !highlights.isEmpty, width: b.remaining) {
                switch piece {
                case .ellipsis(let mark):
                    b.append(mark, style: base)
                case .text(let range, let column):
                    let part = UnsafeBufferPointer(rebasing: bytes[offsets[range.lowerBound]..<offsets[range.upperBound]])
                    let glyphs = DisplayText.glyphs(part, highlights: Self.shifted(highlights, by: range.lowerBound),
                                                    spans: Self.shifted(spans, by: offsets[range.lowerBound]),
                                                    tabstop: layout.tabstop, column: column, dropsControls: true)
                    for g in glyphs {
                        var style = g.style == .plain ? base : Self.merged(g.style, on: base)
                        if g.highlighted { style = theme.match(on: style, current: current, ticked: ticked) }
                        b.append(glyph: g.text, width: g.width, style: style)
                    }
                }
            }
        }
        if highlightLine && (current || ticked) { b.pad(style: base) }
        return b.cells
    }

    /// The most bytes of an item's line fzf's screen lays out: its end is drawn too
    /// (`--keep-right`, `--freeze-right`), so more than tick's `DisplayText.shownLimit`.
    static let shownLimit = 256 << 10

    /// `highlights` (ascending) counted from `start`.
    static func shifted(_ highlights: [Int], by start: Int) -> [Int] {
        guard start > 0 else { return highlights }
        return highlights.compactMap { $0 >= start ? $0 - start : nil }
    }

    /// `spans` counted from byte `start`: the one in force there starts the part.
    static func shifted(_ spans: [StyleSpan], by start: Int) -> [StyleSpan] {
        guard start > 0, !spans.isEmpty else { return spans }
        var out: [StyleSpan] = []
        for span in spans {
            if span.offset <= start {
                out = [StyleSpan(offset: 0, style: span.style)]
            } else {
                out.append(StyleSpan(offset: span.offset - start, style: span.style))
            }
        }
        return out
    }

    /// A line of a gap between items (`--gap`): the gutter, then (on the gap's last line)
    /// `line` repeated to a column short of `width`.
    func gapCells(line: String?, width: Int) -> [Cell] {
        var b = LineBuilder(width: width)
        let pointerWidth = DisplayText.width(of: pointer)
        if pointerWidth > 0 {
            b.append(gutter, style: theme.gutter)
            b.append(String(repeating: " ", count: max(0, pointerWidth - DisplayText.width(of: gutter))), style: .plain)
        }
        b.append(String(repeating: " ", count: DisplayText.width(of: marker)), style: .plain)
        if let line {
            let room = max(0, width - textColumn - 1)
            var text = ""
            while DisplayText.width(of: text) < room { text += line }
            b.append(FzfRowText.cut(text, width: room), style: theme.border)
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
