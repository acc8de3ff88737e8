/// The variables a command started from the picker finds in its environment (a preview, an
/// action, a reload), with fzf 0.74's names: the query, the counts, the band's item and the
/// pane's size, so that a script written for fzf (`$FZF_PROMPT`, `$FZF_QUERY`) reads them as it
/// does under fzf.
public enum ChildEnvironment {
    /// The band item's text is left out above this size (fzf's bound: a huge item must not
    /// overflow the environment), and when it holds a NUL byte (`exec` cannot pass it).
    static let itemLimit = 64 << 10

    /// `NAME=VALUE` entries for `state`; `item` is the band item's text, if there is one.
    public static func entries(for state: PickerState, item: [UInt8]?) -> [[UInt8]] {
        var list: [(String, [UInt8])] = [
            ("FZF_LINES", number(state.placement.placedHeight > 0 ? state.placement.placedHeight : state.config.view.height(state))),
            ("FZF_COLUMNS", number(state.size.columns)),
            ("FZF_DIRECTION", Array((state.config.layout == .reverse ? "down" : "up").utf8)),
            ("FZF_TOTAL_COUNT", number(state.itemCount)),
            ("FZF_MATCH_COUNT", number(state.results.count)),
            ("FZF_SELECT_COUNT", number(state.ticks.selection.count)),
            ("FZF_POS", number(state.shown.isEmpty ? 0 : state.cursor + 1)),
            ("FZF_QUERY", RawText.bytes(of: state.query.text)),
            ("FZF_INPUT_STATE", Array((state.config.search ? "enabled" : "disabled").utf8)),
            ("FZF_PROMPT", RawText.bytes(of: state.scripted.prompt)),
            ("FZF_KEY", Array(state.bindings.lastKey.utf8)),
            ("FZF_ACTION", Array(state.bindings.lastAction.utf8)),
        ]
        if !state.scripted.withNth.text.isEmpty {
            list.append(("FZF_WITH_NTH", RawText.bytes(of: state.scripted.withNth.text)))
        }
        if let item, item.count <= itemLimit, !item.contains(0) {
            list.append(("FZF_CURRENT_ITEM", item))
        }
        if let pane = state.previewLayout {
            list.append(("FZF_PREVIEW_LINES", number(pane.height - (pane.border && pane.position == .down ? 1 : 0))))
            list.append(("FZF_PREVIEW_COLUMNS", number(pane.width)))
        }
        return list.map { Array($0.0.utf8) + [0x3D] + $0.1 }
    }

    private static func number(_ n: Int) -> [UInt8] { Array(String(n).utf8) }
}
