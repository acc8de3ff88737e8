/// The variables a command started from the picker finds in its environment (a preview, an
/// action, a reload), with fzf 0.74's names: the query, the counts, the band's item, the
/// pane's size, the labels, the fields searched, the time since the last key and where the
/// header or the footer was tapped, so that a script written for fzf (`$FZF_PROMPT`,
/// `$FZF_QUERY`) reads them as it does under fzf.
public enum ChildEnvironment {
    /// The band item's text is left out above this size (fzf's bound: a huge item must not
    /// overflow the environment), and when it holds a NUL byte (`exec` cannot pass it).
    static let itemLimit = 64 << 10

    /// `NAME=VALUE` entries for `state`; `item` is the band item's text, if there is one, and
    /// `idle` the milliseconds since the last key or tap (or the start).
    public static func entries(for state: PickerState, item: [UInt8]?, idle: Int = 0) -> [[UInt8]] {
        var list: [(String, [UInt8])] = [
            ("FZF_LINES", number(state.placement.placedHeight > 0 ? state.placement.placedHeight : state.config.view.height(state))),
            ("FZF_COLUMNS", number(state.size.columns)),
            ("FZF_DIRECTION", Array((state.config.layout == .reverse ? "down" : "up").utf8)),
            ("FZF_TOTAL_COUNT", number(state.listedCount)),
            ("FZF_MATCH_COUNT", number(state.results.matchCount)),
            ("FZF_SELECT_COUNT", number(state.ticks.selection.count)),
            ("FZF_POS", number(state.shown.isEmpty ? 0 : state.cursor + 1)),
            ("FZF_QUERY", RawText.bytes(of: state.query.text)),
            ("FZF_INPUT_STATE", Array(inputState(state).utf8)),
            ("FZF_PROMPT", RawText.bytes(of: state.scripted.prompt)),
            ("FZF_KEY", Array(state.bindings.lastKey.utf8)),
            ("FZF_ACTION", Array(state.bindings.lastAction.utf8)),
            ("FZF_IDLE_TIME", number(idle / 1000)),
            ("FZF_IDLE_TIME_MS", number(idle)),
            ("FZF_POINTER", RawText.bytes(of: state.display.pointer)),
        ]
        for setting in [Action.Setting.ghost, .previewLabel, .borderLabel, .listLabel, .inputLabel, .headerLabel] {
            if let name = setting.variable { list.append((name, RawText.bytes(of: state.display.label(setting)))) }
        }
        // As fzf, none when the whole line is searched (`..` alone is the whole line).
        if let nth = state.scripted.nth, spelling(nth) != ".." {
            list.append(("FZF_NTH", Array(spelling(nth).utf8)))
        }
        list += clicks(state)
        if !state.scripted.withNth.text.isEmpty {
            list.append(("FZF_WITH_NTH", RawText.bytes(of: state.scripted.withNth.text)))
        }
        // As fzf's: only in raw mode, 1 when the band's row matches.
        if state.rawMode {
            list.append(("FZF_RAW", Array((state.bandItem.map(state.isMatch) ?? false ? "1" : "0").utf8)))
        }
        if let item, item.count <= itemLimit, !item.contains(0) {
            list.append(("FZF_CURRENT_ITEM", item))
        }
        if let pane = state.previewLayout {
            list.append(("FZF_PREVIEW_LINES", number(pane.contentHeight)))
            list.append(("FZF_PREVIEW_COLUMNS", number(pane.width)))
        }
        return list.map { Array($0.0.utf8) + [0x3D] + $0.1 }
    }

    /// `LINES` and `COLUMNS` set to the preview pane's size, for a preview command only (as fzf,
    /// so that `git show --stat` or `tput` fit the pane); nothing without a pane.
    public static func previewSize(for state: PickerState) -> [[UInt8]] {
        guard let pane = state.previewLayout else { return [] }
        return [("LINES", pane.contentHeight), ("COLUMNS", pane.width)].map { Array("\($0.0)=\($0.1)".utf8) }
    }

    /// As fzf's: `hidden` while the input line is (`--no-input`, `hide-input`), `disabled`
    /// while typing does not filter (`--disabled`, `disable-search`), else `enabled`.
    static func inputState(_ state: PickerState) -> String {
        if !state.display.inputShown { return "hidden" }
        return state.config.search && state.scripted.searching ? "enabled" : "disabled"
    }

    /// Where the header and the footer were last tapped (0 before any, as in fzf), and the word
    /// tapped, if any.
    private static func clicks(_ state: PickerState) -> [(String, [UInt8])] {
        let header = state.bindings.headerClick, footer = state.bindings.footerClick
        var list: [(String, [UInt8])] = [
            ("FZF_CLICK_HEADER_LINE", number(header?.shownLine ?? 0)),
            ("FZF_CLICK_HEADER_COLUMN", number(header?.column ?? 0)),
            ("FZF_CLICK_FOOTER_LINE", number(footer?.line ?? 0)),
            ("FZF_CLICK_FOOTER_COLUMN", number(footer?.column ?? 0)),
        ]
        if let header, let word = ClickedWord(lines: state.scripted.header.lines, line: header.line - 1,
                                              column: header.column, delimiter: state.config.delimiter, rule: state.config.widthRule) {
            list.append(("FZF_CLICK_HEADER_WORD", word.text))
            list.append(("FZF_CLICK_HEADER_NTH", Array(word.nth.utf8)))
        }
        if let footer, let word = ClickedWord(lines: state.display.footer.lines, line: footer.line - 1,
                                              column: footer.column, delimiter: .blanks, rule: state.config.widthRule) {
            list.append(("FZF_CLICK_FOOTER_WORD", word.text))
        }
        return list
    }

    /// A field list as fzf spells it back (`FZF_NTH`): `1..N` is `..N`, `N..-1` is `N..`,
    /// `-1..` is `-1`.
    static func spelling(_ fields: FieldList) -> String {
        fields.ranges.map { range in
            var begin = range.begin, end = range.end
            if begin == 1 && end != 1 { begin = nil }
            if end == -1 { end = nil }
            if begin == nil && end == nil { return ".." }
            if begin == end, let begin { return String(begin) }
            return (begin.map(String.init) ?? "") + (begin == -1 ? "" : ".." + (end.map(String.init) ?? ""))
        }.joined(separator: ",")
    }

    private static func number(_ n: Int) -> [UInt8] { Array(String(n).utf8) }
}
