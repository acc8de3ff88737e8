/// Painting fzf's preview pane: the output (through tick's preview sanitising, `View+Preview`),
/// the scroll offset `N/M` and the scroll bar.
extension FzfPreviewPane {
    /// fzf's wrap sign (`--wrap-sign`'s default), and the one `--no-unicode` draws.
    static func defaultWrapSign(unicode: Bool) -> String { unicode ? "↳ " : "> " }

    /// Paints the pane's content, offset and scroll bar for `state` on `canvas`.
    func paint(_ canvas: inout FzfCanvas, _ state: PickerState, theme: FzfTheme) {
        guard let preview = state.preview, content.width > 0, content.height > 0 else { return }
        let layout = layout
        let sign = state.config.previewWrapSign ?? Self.defaultWrapSign(unicode: state.config.unicode)
        let view = View(theme: state.appearance.theme)
        let lines = view.previewLines(state, layout, form: .fzf(wrapSign: sign))
        for (n, cells) in lines.prefix(content.height).enumerated() {
            canvas.put(cells, line: content.top + n, column: content.left, clip: content.right)
        }
        let total = preview.lines.count
        let shown = PreviewLayout.visualLineCount(preview, width: content.width)
        let header = min(window.headerLines, total, content.height)
        // fzf shows the offset once the output fills the pane (its last line's newline does
        // not fit), or is scrolled.
        let scrollable = preview.scroll > header || shown >= content.height
        if scrollable && window.info {
            let text = "\(preview.scroll + 1)/\(total)"
            var style = theme.info
            style.reverse = true
            let width = min(text.count, content.width)
            canvas.put(String(text.suffix(width)), style: style, line: content.top, column: content.right - width,
                       clip: content.right)
        }
        if let column = scrollbarColumn, let mark = state.config.shownPreviewScrollbar,
           let bar = FzfView.scrollbar(total: total - header, rows: content.height - header,
                                         offset: min(total - content.height, preview.scroll - header)) {
            for line in bar {
                canvas.put(mark, style: theme.scrollbar, line: content.top + header + line, column: column, clip: column + 1)
            }
        }
    }
}
