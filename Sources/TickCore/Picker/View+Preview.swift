/// Drawing the preview pane: the command's output through the same sanitiser as items (its
/// SGR colours drawn, every other sequence a visible placeholder), scrolled, cut or wrapped.
extension View {
    /// The pane's lines, `pane.contentHeight` of them, each `pane.width` cells wide.
    func previewLines(_ state: PickerState, _ pane: PreviewLayout) -> [[Cell]] {
        guard let preview = state.preview else { return [] }
        var visual: [[Cell]] = []
        for (n, line) in preview.lines.enumerated() {
            let spans = preview.styles[n] ?? []
            let all = glyphs(line, spans: spans, strippingCR: true)
            if pane.wrap {
                var b = LineBuilder(width: pane.width)
                for g in all {
                    if g.width > b.remaining {
                        visual.append(b.cells)
                        b = LineBuilder(width: pane.width)
                    }
                    b.append(glyph: g.text, width: g.width, style: theme.text(g.style, on: .plain, distance: nil))
                }
                visual.append(b.cells)
            } else {
                var b = LineBuilder(width: pane.width)
                for g in DisplayText.fit(all, width: pane.width) {
                    b.append(glyph: g.text, width: g.width, style: theme.text(g.style, on: .plain, distance: nil))
                }
                visual.append(b.cells)
            }
        }
        // How the command ended, when that is worth saying.
        var note: String? = nil
        if let status = preview.status, status != 0 {
            note = status > 128 ? "[killed by signal \(status - 128)]" : "[exit status \(status)]"
        } else if preview.truncated {
            note = "[output cut: only the first lines are read]"
        }
        if let note {
            var b = LineBuilder(width: pane.width)
            b.append(note, style: theme.message)
            visual.append(b.cells)
        }
        if preview.shownKey == nil && preview.isLoading {
            var b = LineBuilder(width: pane.width)
            b.append("loading…", style: theme.counts)
            visual = [b.cells]
        }
        let height = pane.contentHeight
        var out = Array(visual.dropFirst(preview.scroll).prefix(height))
        while out.count < height { out.append([]) }
        for i in out.indices {
            var b = LineBuilder(width: pane.width)
            for cell in out[i] where cell.width > 0 { b.append(glyph: cell.text, width: Int(cell.width), style: cell.style) }
            b.pad()
            out[i] = b.cells
        }
        // A light mark while newer output is on its way; the last output stays meanwhile.
        if preview.isLoading && preview.shownKey != nil, var first = out.first, !first.isEmpty {
            first[first.count - 1] = Cell("\u{2026}", width: 1, style: theme.counts)
            out[0] = first
        }
        return out
    }
}
