/// The words of fzf 0.74.5's `--bind` language, for `FuzzBinding`: its keys, events, actions
/// and argument delimiters, as its source (`src/options.go`: `parseKeyChords`,
/// `parseActionList`, `isExecuteAction`, `maskActionContents`) and its manual name them; and
/// the keys and actions tick has that fzf lacks (docs/SPEC.md §4, "tick's own keys and
/// actions"). Written out here, not read from tick's tables, so that the fuzz tests tick
/// against fzf and not against itself.
public enum FuzzBindingWords {
    /// fzf's actions that take no argument (and its other names for them).
    public static let plainActions = """
        ignore beginning-of-line abort accept accept-non-empty accept-or-print-query print-query refresh-preview
        replace-query backward-char backward-delete-char backward-delete-char/eof backward-word backward-subword
        clear-screen delete-char delete-char/eof deselect end-of-line cancel clear-query clear-multi clear-selection
        forward-char forward-word forward-subword jump jump-accept kill-line kill-word kill-subword unix-line-discard
        line-discard unix-word-rubout word-rubout yank backward-kill-word backward-kill-subword toggle-down toggle-up
        toggle-in toggle-out toggle-all toggle-search toggle-track toggle-track-current toggle-input hide-input
        show-input toggle-header toggle-wrap toggle-wrap-word toggle-multi-line toggle-hscroll toggle-raw enable-raw
        disable-raw show-header hide-header track track-current untrack-current select select-all deselect-all close
        toggle down down-match up up-match first top last best page-up page-down half-page-up half-page-down
        prev-history previous-history next-history up-selected prev-selected down-selected next-selected
        show-preview hide-preview toggle-preview toggle-preview-wrap toggle-preview-wrap-word toggle-sort offset-up
        offset-down offset-middle preview-top preview-bottom preview-up preview-down preview-page-up
        preview-page-down preview-half-page-up preview-half-page-down enable-search disable-search wait bell
        exclude exclude-multi bg-cancel change-multi put
        """.split(whereSeparator: \.isWhitespace).map(String.init)

    /// fzf's actions written with an argument (`put` and `change-multi` may go without).
    public static let argumentActions = """
        become reload reload-sync unbind rebind toggle-bind preview change-header change-header-lines change-footer
        change-list-label change-border-label change-preview-label change-input-label change-header-label
        change-footer-label change-ghost change-pointer change-preview-window change-preview change-prompt
        change-query change-multi change-nth change-with-nth pos execute execute-silent execute-multi print put
        transform transform-list-label transform-border-label transform-preview-label transform-input-label
        transform-header-label transform-footer-label transform-footer transform-header transform-header-lines
        transform-ghost transform-nth transform-with-nth transform-pointer transform-prompt transform-query
        transform-search bg-transform bg-transform-list-label bg-transform-border-label bg-transform-preview-label
        bg-transform-input-label bg-transform-header-label bg-transform-footer-label bg-transform-footer
        bg-transform-header bg-transform-header-lines bg-transform-ghost bg-transform-nth bg-transform-with-nth
        bg-transform-pointer bg-transform-prompt bg-transform-query bg-transform-search trigger search
        """.split(whereSeparator: \.isWhitespace).map(String.init)

    /// The argument actions whose argument is a list of keys.
    public static let keyListActions = ["unbind", "rebind", "toggle-bind", "trigger"]
    /// The argument actions whose argument is a command.
    public static let commandActions = argumentActions.filter {
        ["become", "reload", "reload-sync", "preview", "change-preview", "execute", "execute-silent", "execute-multi"].contains($0)
            || $0.hasPrefix("transform") || $0.hasPrefix("bg-transform")
    }

    /// fzf's events (`every(N)` aside).
    public static let events = """
        start load change focus result result-final one zero multi resize backward-eof click-header click-footer
        jump jump-cancel
        """.split(whereSeparator: \.isWhitespace).map(String.init)

    /// The opening and closing characters of an argument: fzf's 16 pairs (the 17th way is a
    /// colon, to the end of the value).
    public static let delimiters: [(open: String, close: String)] =
        [("(", ")"), ("[", "]"), ("{", "}"), ("<", ">")] + "~!@#$%^&*;/|".map { (String($0), String($0)) }

    /// fzf's named keys: the names of its list, each spelling.
    public static let namedKeys: [String] = {
        var keys = """
            up down left right enter return space backspace bspace bs ctrl-space ctrl-^ ctrl-6 ctrl-/ ctrl-_ ctrl-\\
            ctrl-] alt-enter alt-return alt-space alt-bs alt-bspace alt-backspace ctrl-bs ctrl-bspace ctrl-backspace
            ctrl-alt-bs ctrl-alt-bspace ctrl-alt-backspace tab btab shift-tab esc delete del home end insert pgup
            page-up pgdn page-down left-click right-click shift-left-click shift-right-click double-click scroll-up
            scroll-down shift-scroll-up shift-scroll-down preview-scroll-up preview-scroll-down f10 f11 f12
            """.split(whereSeparator: \.isWhitespace).map(String.init)
        let moving = ["up", "down", "left", "right", "home", "end", "delete", "page-up", "page-down"]
        let modifiers = ["alt-", "ctrl-", "shift-", "ctrl-alt-", "alt-ctrl-", "ctrl-shift-", "shift-ctrl-", "alt-shift-",
                         "shift-alt-", "ctrl-alt-shift-"]
        for m in modifiers { keys += moving.map { m + $0 } }
        return keys
    }()

    /// tick's own actions: fzf has none of them.
    public static let tickActions = ["view-ticked", "move-up", "move-down", "extend-up", "extend-down", "suspend"]

    /// The keys tick's own names add: Ctrl, Alt and Shift, in that order, on the keys below,
    /// where fzf has no name for the combination (`ctrl-enter`, `shift-f5`, `ctrl-alt-insert`).
    public static let tickKeyBases = ["enter", "space", "tab", "backspace", "insert"] + (1...12).map { "f\($0)" }
        + ["left-click", "right-click", "scroll-up", "scroll-down"]

    /// tick's own keys, every one (see `tickKeyBases`).
    public static let tickKeys: [String] = {
        let fzfHas: Set<String> = ["ctrl-space", "alt-space", "alt-enter", "alt-backspace", "ctrl-backspace",
                                   "ctrl-alt-backspace", "shift-tab", "shift-left-click", "shift-right-click",
                                   "shift-scroll-up", "shift-scroll-down"]
        let prefixes = ["ctrl-", "alt-", "shift-", "ctrl-alt-", "ctrl-shift-", "alt-shift-", "ctrl-alt-shift-"]
        return prefixes.flatMap { p in tickKeyBases.map { p + $0 } }.filter { !fzfHas.contains($0) }
    }()

    /// What fzf is given in place of tick's own key `key`: its key without the modifiers, or
    /// `insert` for a Space (a lone `space` is printable, which `put` tells apart).
    public static func fzfStandIn(forKey key: String) -> String {
        let base = tickKeyBases.first { key.hasSuffix("-" + $0) } ?? "insert"
        return base == "space" ? "insert" : base
    }

    /// What fzf is given in place of tick's own action: one of fzf's that takes no argument.
    public static let fzfStandInAction = "toggle"
}
