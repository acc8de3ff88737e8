/// Drawing the preview pane: the command's output through the same sanitiser as items (its
/// SGR colours drawn, other escape sequences taken out as under `--ansi`, any other control a
/// visible placeholder), scrolled, cut or wrapped.
extension View {
    /// How the pane's lines are laid out: tick's screen's (long lines cut with `…`, `loading…`,
    /// a mark while newer output comes, how the command ended) or fzf's (`fzf(wrapSign:)`).
    struct PreviewForm {
        /// Whether a cut line ends with `…`.
        var ellipsis = true
        /// Whether `loading…`, the mark of newer output coming and the end note are drawn.
        var notes = true
        /// What starts each screen line of a wrapped line but its first (dim).
        var wrapSign = ""
        /// Whether control bytes (C0 but tab, and DEL) are dropped rather than pictured.
        var dropsControls = false

        static let tick = PreviewForm()
        /// fzf's: lines cut bare, `wrapSign` before the rest of a wrapped line, no notes,
        /// control bytes dropped (fzf shows `a\0b` as `ab`).
        static func fzf(wrapSign: String) -> PreviewForm {
            PreviewForm(ellipsis: false, notes: false, wrapSign: wrapSign, dropsControls: true)
        }
    }

    /// The pane's lines, `pane.contentHeight` of them, each `pane.width` cells wide.
    ///
    /// Only the lines on screen are laid out (output may hold 10,000 lines, and a frame is
    /// built for every key): lines before the scroll position are skipped, or, when they wrap,
    /// measured only until the first shown screen line.
    func previewLines(_ state: PickerState, _ pane: PreviewLayout, form: PreviewForm = .tick) -> [[Cell]] {
        guard let preview = state.preview else { return [] }
        let height = pane.contentHeight
        var out: [[Cell]] = []
        if form.notes && preview.shownKey == nil && preview.isLoading {
            var b = LineBuilder(width: pane.width, rule: pane.rule)
            b.append("loading…", style: theme.counts)
            out.append(b.cells)
        } else {
            // `~N`: the output's first lines stay at the top, each cut to one screen line.
            let header = min((pane.window ?? preview.window).headerLines, preview.lines.count, height)
            for n in 0..<header {
                out.append(layOut(preview.lines[n], spans: preview.styles[n] ?? [], pane, form, wrap: false)[0])
            }
            // Screen lines of output still to skip, then lines to lay out. As fzf's, the scroll
            // is the first output line shown, header or not (below the header lines, no less).
            var skip = max(0, preview.scroll - header)
            let byLine = !pane.wrap || pane.scrollsByLine
            var n = byLine ? min(header + skip, preview.lines.count) : header
            if byLine { skip -= n - header }
            while n < preview.lines.count && out.count < height {
                for screenLine in layOut(preview.lines[n], spans: preview.styles[n] ?? [], pane, form) {
                    if skip > 0 { skip -= 1 } else if out.count < height { out.append(screenLine) }
                }
                n += 1
            }
            if form.notes, out.count < height, let note = Self.endNote(preview) {
                if skip > 0 { skip -= 1 } else {
                    var b = LineBuilder(width: pane.width, rule: pane.rule)
                    b.append(note, style: theme.message)
                    out.append(b.cells)
                }
            }
        }
        while out.count < height { out.append([]) }
        out = out.map { Self.padded($0, to: pane.width) }
        // A light mark while newer output is on its way; the last output stays meanwhile.
        // It takes two cells where `…` is wide (`--ambidouble`), and no half of a wide one stays.
        let mark = CharWidth.of(0x2026, pane.rule), end = out[0].count
        if form.notes && preview.isLoading && preview.shownKey != nil, end >= mark {
            if end > mark && out[0][end - mark - 1].width == 2 { out[0][end - mark - 1] = Cell(" ", style: out[0][end - mark - 1].style) }
            out[0][end - mark] = Cell("\u{2026}", width: UInt8(mark), style: theme.counts)
            if mark == 2 { out[0][end - 1] = Cell("", width: 0, style: theme.counts) }
        }
        return out
    }

    /// The screen lines of one line of output: cut to the pane's width (with `…` in tick's
    /// form), or wrapped (after the form's wrap sign).
    private func layOut(_ line: [UInt8], spans: [StyleSpan], _ pane: PreviewLayout, _ form: PreviewForm,
                        wrap: Bool? = nil) -> [[Cell]] {
        let wrap = wrap ?? pane.wrap
        let (line, spans) = form.dropsControls ? Self.droppingControls(line, spans) : (line, spans)
        let all = glyphs(line, spans: spans, strippingCR: true, rule: pane.rule)
        let shown = wrap || !form.ellipsis ? all : DisplayText.fit(all, width: pane.width, rule: pane.rule)
        // wrap-word: each part starts a screen line (after the sign), then wraps by characters.
        let parts = wrap && pane.window?.wrapWord == true
            ? PreviewLayout.wordParts(shown.map { $0.text == " " || $0.text == "\t" }, shown.map(\.width), width: pane.width,
                                      signWidth: DisplayText.width(of: form.wrapSign, rule: pane.rule))
            : [0..<shown.count]
        var lines: [[Cell]] = []
        var b = LineBuilder(width: pane.width, rule: pane.rule)
        func next() {
            lines.append(b.cells)
            b = LineBuilder(width: pane.width, rule: pane.rule)
            b.append(form.wrapSign, style: Style(dim: true))
        }
        for (k, part) in parts.enumerated() {
            if k > 0 { next() }
            for g in shown[part] {
                if g.width > b.remaining {
                    guard wrap else { break }
                    next()
                }
                b.append(glyph: g.text, width: g.width, style: theme.text(g.style, on: theme.previewText, distance: nil))
            }
        }
        lines.append(b.cells)
        return lines
    }

    /// `line` without its control bytes (C0 but tab and a last `\r`, and DEL), `spans` moved
    /// with the bytes they style. A control byte is never part of a UTF-8 character.
    static func droppingControls(_ line: [UInt8], _ spans: [StyleSpan]) -> ([UInt8], [StyleSpan]) {
        func dropped(_ b: UInt8, at i: Int) -> Bool {
            (b < 0x20 && b != 0x09 && !(b == 0x0D && i == line.count - 1)) || b == 0x7F
        }
        guard line.enumerated().contains(where: { dropped($0.element, at: $0.offset) }) else { return (line, spans) }
        var kept: [UInt8] = []
        kept.reserveCapacity(line.count)
        // The offset each byte has once the dropped ones before it are gone.
        var moved: [Int] = []
        moved.reserveCapacity(line.count + 1)
        for (i, b) in line.enumerated() {
            moved.append(kept.count)
            if !dropped(b, at: i) { kept.append(b) }
        }
        moved.append(kept.count)
        return (kept, spans.map { StyleSpan(offset: moved[min(max(0, $0.offset), line.count)], style: $0.style) })
    }

    /// The line after the output that says how the command ended, when that is worth saying.
    static func endNote(_ preview: Preview) -> String? {
        if let status = preview.status, status != 0 {
            return status > 128 ? "[killed by signal \(status - 128)]" : "[exit status \(status)]"
        }
        return preview.truncated ? "[output cut: only the first lines are read]" : nil
    }

    /// `cells` filled with plain blanks to `width` columns.
    static func padded(_ cells: [Cell], to width: Int) -> [Cell] {
        let used = cells.reduce(0) { $0 + Int($1.width) }
        return used >= width ? cells : cells + Array(repeating: Cell(" ", width: 1, style: .plain), count: width - used)
    }
}
