/// Painting fzf's preview pane: the output (through tick's preview sanitising, `View+Preview`),
/// its border and label (`FzfCanvas.box`), the scroll offset `N/M` and the scroll bar.
extension FzfPreviewPane {
    /// The sign before the rest of a wrapped line: `--preview-wrap-sign`, else `--wrap-sign`'s
    /// (fzf's `↳ `, `> ` with `--no-unicode`).
    static func wrapSign(_ state: PickerState) -> String {
        state.config.previewWrapSign ?? state.config.itemText.shownWrapSign(unicode: state.config.unicode, rule: state.config.widthRule)
    }

    /// Paints the pane's box, content, offset and scroll bar for `state` on `canvas`.
    func paint(_ canvas: inout FzfCanvas, _ state: PickerState, theme: FzfTheme) {
        canvas.fill(box, background: theme.background(.preview))
        FzfView.draw(FzfBox(rect: box, border: border, label: .previewLabel), on: &canvas, state, theme, style: theme.previewBorder)
        guard let preview = state.preview, content.width > 0, content.height > 0 else { return }
        let sign = Self.wrapSign(state)
        let layout = layout(wrapSign: sign, rule: state.config.widthRule)
        let view = View(theme: state.appearance.theme)
        let lines = view.previewLines(state, layout, form: .fzf(wrapSign: sign))
        for (n, cells) in lines.prefix(content.height).enumerated() {
            canvas.put(cells, line: content.top + n, column: content.left, clip: content.right)
        }
        let total = preview.lines.count
        let shown = layout.visualLineCount(preview)
        let header = min(window.headerLines, total, content.height)
        // fzf shows the offset once the output fills the pane (its last line's newline does
        // not fit), or is scrolled.
        let scrollable = preview.scroll > header || shown >= content.height
        if scrollable && window.info {
            let text = "\(topLine(preview, header: header, signWidth: layout.wrapSignWidth, rule: state.config.widthRule) + 1)/\(total)"
            var style = theme.info
            style.reverse = true
            // Cut on the right when the pane is narrower than the offset, as fzf does.
            let width = min(text.count, content.width)
            canvas.put(String(text.prefix(width)), style: style, line: content.top, column: content.right - width,
                       clip: content.right)
        }
        if let column = scrollbarColumn, let mark = state.config.shownPreviewScrollbar,
           let bar = FzfView.scrollbar(total: total - header, rows: content.height - header,
                                         offset: min(total - content.height, preview.scroll - header)) {
            for line in bar {
                canvas.put(mark, style: theme.previewScrollbar, line: content.top + header + line, column: column, clip: column + 1)
            }
        }
    }

    /// The output line at the top of the pane's scrolled part: fzf counts its offset in output
    /// lines, as the pane's scroll does (`PreviewLayout.scrollsByLine`).
    func topLine(_ preview: Preview, header: Int, signWidth: Int, rule: WidthRule) -> Int {
        guard window.wrap, !layout(wrapSign: "", rule: rule).scrollsByLine else { return preview.scroll }
        var skip = preview.scroll - header, n = header
        while n < preview.lines.count {
            let lines = PreviewLayout.visualLines(of: preview.lines[n], width: content.width, signWidth: signWidth,
                                                  words: window.wrapWord, rule: rule)
            if skip < lines { break }
            skip -= lines
            n += 1
        }
        return n
    }
}
