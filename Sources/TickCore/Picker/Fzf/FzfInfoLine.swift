/// fzf's info line: the match counts (`N/M`, ` (K)`…), the spinner while the input is read,
/// and the separator, placed as `--info` says (on a line of its own, or on the prompt line).
///
/// Forms checked against fzf 0.74.5 on an 80-column pane (`seq 100 | fzf --height 5 -m --info
/// STYLE`): `default` is `  100/100 (0) ───…` (the spinner in column 0 while reading), `right`
/// `───… 100/100 (0)`, `hidden` the separator alone; `inline` puts ` < 100/100 (0) ───…` on
/// the prompt line after the query and a blank, `inline-right` the text at the prompt line's
/// end and the separator alone below. Every form stops a column short of the right edge.
struct FzfInfoLine {
    let theme: FzfTheme
    let state: PickerState
    /// Whether the separator is drawn: fzf leaves its default out beside a section's border
    /// (`FzfSections.separator`).
    var separatorShown = true

    /// fzf's spinner, and the one `--no-unicode` draws.
    static let spinner = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    static let asciiSpinner = ["-", "\\", "|", "/"]

    /// The counts: `N/M`, then ` (K)` when many can be ticked (` (K/L)` up to a limit), then
    /// fzf's indicators: ` +S` or ` -S` (ranked or not) when `toggle-sort` is bound, ` +T`
    /// while the band tracks its item (`--track`), ` +t` while `track-current` follows one,
    /// ` (..)` while a chain waits for the search (`wait`).
    var text: String {
        var text = "\(state.results.matchCount)/\(state.listedCount)"
        if let limit = state.scripted.limit {
            if limit > 1 { text += " (\(state.ticks.selection.count)/\(limit))" }
        } else {
            text += " (\(state.ticks.selection.count))"
        }
        let toggleSort = Action.matching(.toggleSort)
        if state.config.bindings.contains(where: { $0.actions.contains { $0.action == toggleSort } }) {
            text += state.scripted.sorting ? " +S" : " -S"
        }
        // `+T*`/`+t*` while a reload's items are searched for the band's item.
        if let tracking = state.trackingIndicator { text += " " + tracking.text }
        if state.chainWaits { text += " (..)" }
        return text
    }

    /// tick's own note in the counts' place: `--confirm`'s question or a message.
    var note: String? { state.confirmQuestion ?? state.message }

    /// What the line shows in the counts' place, at most `width` columns: tick's note, else
    /// `--info-command`'s last output in its own colours over `info`'s, else the counts.
    func shownText(width: Int) -> [Cell] {
        var b = LineBuilder(width: max(0, width), rule: state.config.widthRule)
        if let note {
            b.append(note, style: theme.message)
        } else if let output = state.infoCommand.output, let line = output.lines.first {
            let glyphs = line.withUnsafeBufferPointer {
                DisplayText.glyphs(DisplayText.shownPart($0), spans: output.styles[0] ?? [], dropsControls: true, rule: state.config.widthRule)
            }
            for g in glyphs where g.width > 0 {
                let style = g.style == .plain ? theme.info : FzfRow.merged(g.style, on: theme.info)
                if !b.append(glyph: g.text, width: g.width, style: style) { break }
            }
        } else {
            b.append(text, style: theme.info)
        }
        return b.cells
    }

    /// The spinner's frame while the input is read, else nil.
    var spinnerFrame: String? {
        guard state.loading || state.reloadPending else { return nil }
        let frames = state.config.unicode ? Self.spinner : Self.asciiSpinner
        return frames[state.appearance.spinner % frames.count]
    }

    /// The separator (`--separator` repeated) up to column `end`; nothing with
    /// `--no-separator`.
    private func separator(_ b: inout LineBuilder, to end: Int) {
        guard separatorShown, let text = state.config.shownSeparator else { return }
        // Its escape sequences are colours and its tabs stop every --tabstop columns from its
        // start (fzf's test_info_separator_ansi_colors_and_tabs); controls are dropped.
        let parsed = HeaderLines(text: text, ansi: true)
        guard let line = parsed.lines.first else { return }
        let glyphs = line.withUnsafeBufferPointer {
            DisplayText.glyphs($0, spans: parsed.styles[0] ?? [], tabstop: state.config.options.itemText.tabstop, dropsControls: true, rule: state.config.widthRule)
        }.filter { $0.width > 0 }
        guard !glyphs.isEmpty else { return }
        var index = 0
        while b.columns < end {
            let g = glyphs[index % glyphs.count]
            if b.columns + g.width > end { break }
            b.append(glyph: g.text, width: g.width, style: g.style == .plain ? theme.separator : FzfRow.merged(g.style, on: theme.separator))
            index += 1
        }
    }

    /// The info line of its own, `width` columns.
    func line(width: Int) -> [Cell] {
        let end = max(0, width - 1)
        var b = LineBuilder(width: end, rule: state.config.widthRule)
        switch state.config.info {
        case .standard:
            b.append(spinnerFrame ?? " ", style: theme.spinner)
            b.append(" ", style: .plain)
            Self.put(shownText(width: b.remaining), on: &b)
            b.append(" ", style: .plain)
            separator(&b, to: end)
        case .right:
            let text = shownText(width: end - 1 - (spinnerFrame == nil ? 0 : 2))
            separator(&b, to: max(0, end - text.count - 1 - (spinnerFrame == nil ? 0 : 2)))
            if let frame = spinnerFrame {
                b.append(" ", style: .plain)
                b.append(frame, style: theme.spinner)
            }
            b.append(" ", style: .plain)
            Self.put(text, on: &b)
        case .hidden, .inline, .inlineRight:
            separator(&b, to: end)
        }
        return b.cells
    }

    /// Appends `cells` (one per column) to `b`, as far as they fit.
    static func put(_ cells: [Cell], on b: inout LineBuilder) {
        for cell in cells where cell.width > 0 {
            if !b.append(glyph: cell.text, width: Int(cell.width), style: cell.style) { break }
        }
    }

    /// What `--info inline` and `inline-right` put on the prompt line after the query, in a
    /// room of `width` columns (up to a column short of the line's end).
    func inlineCells(width: Int) -> [Cell] {
        var b = LineBuilder(width: max(0, width), rule: state.config.widthRule)
        switch state.config.info {
        case .inline(let prefix):
            b.append(" ", style: .plain)
            b.append(prefix, style: spinnerFrame == nil ? theme.separator : theme.spinner)
            Self.put(shownText(width: b.remaining), on: &b)
            if let frame = spinnerFrame {
                b.append(" ", style: .plain)
                b.append(frame, style: theme.spinner)
            }
            b.append(" ", style: .plain)
            separator(&b, to: b.width)
        case .inlineRight(let prefix):
            var lead = prefix
            if prefix.isEmpty, let frame = spinnerFrame { lead = frame + " " }
            let text = shownText(width: b.width - DisplayText.width(of: lead, rule: state.config.widthRule))
            let w = DisplayText.width(of: lead, rule: state.config.widthRule) + text.count
            while b.remaining > w { b.append(" ", style: .plain) }
            b.append(lead, style: prefix.isEmpty ? theme.spinner : theme.separator)
            Self.put(text, on: &b)
        case .standard, .right, .hidden:
            break
        }
        return b.cells
    }
}
