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
    /// A ticked multi-line item's marks (top, middle, bottom), as wide as `marker`.
    let markerMultiLine: [String]
    /// What starts a line after a wrap (`--wrap-sign`).
    let wrapSign: String
    /// How the text is fitted to the row.
    let layout: FzfRowText
    /// How wide East Asian Ambiguous characters are (`--ambidouble`).
    let rule: WidthRule

    /// The marks of `state`'s screen.
    init(_ state: PickerState, theme: FzfTheme) {
        self.theme = theme
        rule = state.config.widthRule
        layout = FzfRowText(state.config.itemText, hscroll: state.scripted.hscroll, unicode: state.config.unicode,
                            delimiter: state.config.delimiter, rule: rule)
        pointer = state.display.pointer
        (marker, markerMultiLine) = FzfTextOptions.marks(marker: state.config.marker, multi: state.config.itemText.markerMultiLine,
                                                         unicode: state.config.unicode, rule: rule)
        wrapSign = state.config.itemText.shownWrapSign(unicode: state.config.unicode, rule: rule)
        // In raw mode every other row takes the raw gutter, matching or not, as fzf's.
        gutter = state.rawMode ? state.config.shownGutterRaw : state.config.shownGutter
        highlightLine = state.config.options.highlightLine
    }

    /// The columns before an item's text: what a header line is indented by.
    var textColumn: Int { DisplayText.width(of: pointer, rule: rule) + DisplayText.width(of: marker, rule: rule) }

    /// How an item's lines are shown: how they split (`FzfItemLines`), how many lines the
    /// row has, and whether an item cut short loses its first lines rather than its last (fzf
    /// cuts the top of an item away from the band in the default layout).
    struct Lines {
        var split: FzfItemLines
        var most: Int
        var cutTop: Bool
    }

    /// Which of a multi-line item's marks a line takes (fzf's `markerClass`).
    enum MarkClass { case single, top, middle, bottom }

    /// The cells of the row showing `item`, `width` columns at most; `label` is a jump label
    /// drawn in the pointer's column.
    func cells(item: Int, current: Bool, ticked: Bool, label: String?, width: Int,
               source: inout some RowSource) -> [Cell] {
        lines(item: item, current: current, ticked: ticked, label: label, width: width,
              shape: Lines(split: FzfItemLines(), most: 1, cutTop: false), source: &source).first ?? []
    }

    /// The cells of each line the item takes (one without multi-line items or `--wrap`):
    /// on each, the pointer's and the marker's columns, then the wrap sign after a wrap, then
    /// the line's text with its matches; the text of an item that does not match (raw mode)
    /// in fzf's `nomatch` style.
    func lines(item: Int, current: Bool, ticked: Bool, label: String?, width: Int, shape: Lines,
               matches: Bool = true, source: inout some RowSource) -> [[Cell]] {
        let base = theme.row(current: current, ticked: ticked)
        let textBase = matches ? base : theme.nomatch(on: base)
        let (text, highlights) = source.row(item, limit: FzfRow.shownLimit)
        let spans = source.spans(item)
        return text.withUnsafeBufferPointer { bytes -> [[Cell]] in
            var units: [UInt32] = []
            var offsets: [Int] = []
            UnicodeText.decode(bytes, into: &units, offsets: &offsets)
            offsets.append(bytes.count)
            var (lines, overflow) = shape.split.spansLines
                ? shape.split.lines(units, atMost: shape.most)
                : ([FzfItemLines.Line(range: 0..<units.count, wrapped: false)], false)
            var cutTop = false
            if shape.cutTop && overflow && lines.count == shape.most {
                // The item's last lines, as many as fit.
                lines = Array(shape.split.lines(units, atMost: .max).lines.suffix(shape.most))
                cutTop = true
            }
            var out: [[Cell]] = []
            for (k, line) in lines.enumerated() {
                let mark: MarkClass
                if lines.count == 1 {
                    mark = !overflow ? .single : cutTop ? .bottom : .top
                } else if k == 0 {
                    mark = cutTop ? .middle : .top
                } else if k == lines.count - 1 {
                    mark = cutTop || !overflow ? .bottom : .middle
                } else {
                    mark = .middle
                }
                var b = LineBuilder(width: width, rule: rule)
                prefix(&b, base: base, current: current, ticked: ticked, label: label, mark: mark)
                if line.wrapped {
                    let sign = FzfRowText.cut(wrapSign, width: b.remaining, rule: rule)
                    var dim = base
                    dim.dim = true
                    b.append(sign, style: dim)
                }
                var range = line.range
                // A line's line feed is not drawn, but on the last line shown (a `␊`).
                if k < lines.count - 1, range.upperBound > range.lowerBound, units[range.upperBound - 1] == 0x0A {
                    range = range.lowerBound..<(range.upperBound - 1)
                }
                lineText(&b, units, offsets, bytes, range, highlights, spans, base: textBase, current: current, ticked: ticked,
                     wraps: shape.split.wrapColumns > 0)
                if highlightLine && (current || ticked) { b.pad(style: base) }
                out.append(b.cells)
            }
            return out
        }
    }

    /// The pointer's and the marker's columns of a line of the row.
    private func prefix(_ b: inout LineBuilder, base: Style, current: Bool, ticked: Bool, label: String?, mark: MarkClass) {
        let pointerWidth = DisplayText.width(of: pointer, rule: rule)
        if pointerWidth == 0, let label {
            // No pointer's column: the label takes one of its own (fzf 0.74.5: `5 5`, `55`).
            b.append(label, style: theme.pointer(on: base))
        } else if pointerWidth > 0 {
            if let label {
                b.append(label, style: theme.pointer(on: base))
                b.append(String(repeating: " ", count: max(0, pointerWidth - DisplayText.width(of: label, rule: rule))), style: base)
            } else if current {
                b.append(pointer, style: theme.pointer(on: base))
            } else {
                b.append(gutter, style: theme.gutter)
                b.append(String(repeating: " ", count: max(0, pointerWidth - DisplayText.width(of: gutter, rule: rule))), style: .plain)
            }
        }
        let markerWidth = DisplayText.width(of: marker, rule: rule)
        if markerWidth > 0 {
            if ticked {
                let shown = switch mark {
                case .single: marker
                case .top: markerMultiLine[0]
                case .middle: markerMultiLine[1]
                case .bottom: markerMultiLine[2]
                }
                b.append(shown, style: theme.marker(on: base))
            } else {
                b.append(String(repeating: " ", count: markerWidth), style: current ? base : .plain)
            }
        }
    }

    /// The units `range` of a line fitted to what is left of the row (scrolled to its match,
    /// cut with the ellipsis; with `--wrap` only cut, as the line was made to fit).
    private func lineText(_ b: inout LineBuilder, _ units: [UInt32], _ offsets: [Int], _ bytes: UnsafeBufferPointer<UInt8>,
                      _ range: Range<Int>, _ highlights: [Int], _ spans: [StyleSpan],
                      base: Style, current: Bool, ticked: Bool, wraps: Bool) {
        let own = Self.shifted(highlights, by: range.lowerBound).filter { $0 < range.count }
        let lineUnits = range.lowerBound == 0 && range.upperBound == units.count ? units : Array(units[range])
        var matchEnd = own.last.map { $0 + 1 }
        // A match ends after the marks that join its last character.
        while let end = matchEnd, end < lineUnits.count, lineUnits[end] != 0x09, DisplayText.shown(lineUnits[end], rule).1 == 0 {
            matchEnd = end + 1
        }
        let pieces: [FzfRowText.Piece] = wraps
            ? [.text(0..<lineUnits.count, column: 0)]
            : layout.pieces(lineUnits, matchEnd: matchEnd, positions: !own.isEmpty, width: b.remaining)
        for piece in pieces {
            switch piece {
            case .ellipsis(let mark):
                b.append(mark, style: base)
            case .text(let local, let column):
                let part = (local.lowerBound + range.lowerBound)..<(local.upperBound + range.lowerBound)
                let slice = UnsafeBufferPointer(rebasing: bytes[offsets[part.lowerBound]..<offsets[part.upperBound]])
                let glyphs = DisplayText.glyphs(slice, highlights: Self.shifted(highlights, by: part.lowerBound),
                                                spans: Self.shifted(spans, by: offsets[part.lowerBound]),
                                                tabstop: layout.tabstop, column: column, dropsControls: true, rule: rule)
                for g in glyphs {
                    var style = g.style == .plain ? base : Self.merged(g.style, on: base)
                    if g.highlighted { style = theme.match(on: style, current: current, ticked: ticked) }
                    b.append(glyph: g.text, width: g.width, style: style)
                }
            }
        }
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
        var b = LineBuilder(width: width, rule: rule)
        let pointerWidth = DisplayText.width(of: pointer, rule: rule)
        if pointerWidth > 0 {
            b.append(gutter, style: theme.gutter)
            b.append(String(repeating: " ", count: max(0, pointerWidth - DisplayText.width(of: gutter, rule: rule))), style: .plain)
        }
        b.append(String(repeating: " ", count: DisplayText.width(of: marker, rule: rule)), style: .plain)
        if let line {
            let room = max(0, width - textColumn - 1)
            var text = ""
            while DisplayText.width(of: text, rule: rule) < room { text += line }
            b.append(FzfRowText.cut(text, width: room, rule: rule), style: theme.border)
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
