/// Which action each key performs: the defaults of docs/SPEC.md, then `--bind` on top.
public struct Keymap: Sendable {
    public private(set) var actions: [BindTrigger: [ActionCall]]
    /// The intervals of the `every(N)` bindings, in milliseconds (worked out once: the
    /// controller reads them on every turn of the loop).
    public private(set) var intervals: [Int] = []

    /// The default keys (docs/SPEC.md §4), with `space` toggling when typing does not filter.
    ///
    /// Written as actions, not as `--bind` text: parsing some fifty bindings was a fifth of
    /// the picker's start-up (`KeymapTests` checks them against the same text parsed).
    /// Under the name fzf (`persona`), fzf's query keys where tick's differ: Ctrl-Y yanks and
    /// Alt-D kills the word after the cursor (tick's Alt-D unticks everything), and Ctrl-/ and
    /// Alt-/ are fzf's `toggle-wrap-word` (tick's Ctrl-/ shows the preview).
    /// With groups (`grouped`), Ctrl-Down and Ctrl-Up move to the group below and above on the
    /// screen (`next-group`, `prev-group`; swapped in `--layout list`, whose ranking runs up).
    public static func defaults(search: Bool, persona: CommandName = .tick, history: Bool = false,
                                grouped: Bool = false, listLayout: Bool = false) -> [BindTrigger: [ActionCall]] {
        var map: [String: [Action]] = [
            // Ctrl-P and Ctrl-N move as Up and Down, and to matches only in raw mode (fzf's up-match, down-match).
            "up": [.move(.up)], "ctrl-p": [.move(.upMatch)], "ctrl-k": [.move(.up)],
            "down": [.move(.down)], "ctrl-n": [.move(.downMatch)], "ctrl-j": [.move(.down)],
            "pgup": [.move(.pageUp)], "pgdn": [.move(.pageDown)],
            "tab": [.tick(.toggleDown)], "btab": [.tick(.toggleUp)],
            "enter": [.leave(.accept)],
            "esc": [.leave(.abort)], "ctrl-c": [.leave(.abort)], "ctrl-g": [.leave(.abort)], "ctrl-q": [.leave(.abort)],
            "ctrl-z": [.leave(.suspend)],
            "alt-a": [.tick(.selectAll)], "alt-d": [.tick(.deselectAll)], "alt-t": [.tick(.toggleAll)],
            "left": [.edit(.backwardChar)], "ctrl-b": [.edit(.backwardChar)],
            "right": [.edit(.forwardChar)], "ctrl-f": [.edit(.forwardChar)],
            "home": [.edit(.beginningOfLine)], "ctrl-a": [.edit(.beginningOfLine)],
            "end": [.edit(.endOfLine)], "ctrl-e": [.edit(.endOfLine)],
            "alt-b": [.edit(.backwardWord)], "alt-f": [.edit(.forwardWord)],
            // fzf's Alt and Shift arrows; Ctrl's too, which fzf 0.74.5 leaves unbound.
            "alt-left": [.edit(.backwardWord)], "shift-left": [.edit(.backwardWord)], "ctrl-left": [.edit(.backwardWord)],
            "alt-right": [.edit(.forwardWord)], "shift-right": [.edit(.forwardWord)], "ctrl-right": [.edit(.forwardWord)],
            "backspace": [.edit(.backwardDeleteChar)], "ctrl-backspace": [.edit(.backwardDeleteChar)],
            "delete": [.edit(.deleteChar)], "ctrl-d": [.edit(.deleteChar)],
            "ctrl-w": [.edit(.unixWordRubout)], "alt-backspace": [.edit(.backwardKillWord)],
            "ctrl-u": [.edit(.unixLineDiscard)],
            "scroll-up": [.move(.up)], "scroll-down": [.move(.down)],
            "alt-v": [.tick(.viewTicked)], "alt-up": [.tick(.moveUp)], "alt-down": [.tick(.moveDown)],
            "shift-up": [.tick(.extendUp)], "shift-down": [.tick(.extendDown)],
            // Ctrl-/ (sent as Ctrl-_) needs no Alt, which macOS terminals may keep for characters.
            "ctrl-_": [.preview(.togglePreview)], "alt-p": [.preview(.togglePreview)],
            "alt-k": [.preview(.previewUp)], "alt-j": [.preview(.previewDown)],
            "alt-u": [.preview(.previewPageUp)], "alt-n": [.preview(.previewPageDown)],
        ]
        if !search { map["space"] = [.tick(.toggle)] }
        // With --history, as in fzf, Ctrl-P and Ctrl-N browse the history (unless bound).
        if history {
            map["ctrl-p"] = [.edit(.prevHistory)]
            map["ctrl-n"] = [.edit(.nextHistory)]
        }
        if persona == .fzf {
            map["ctrl-y"] = [.edit(.yank)]
            map["alt-d"] = [.edit(.killWord)]
            map["alt-up"] = [.move(.upMatch)]
            map["alt-down"] = [.move(.downMatch)]
            // fzf's Ctrl-/ and Alt-/ wrap long items at blanks (tick's Ctrl-/ is its preview).
            map["ctrl-_"] = [.screen(.toggleWrapWord)]
            map["alt-/"] = [.screen(.toggleWrapWord)]
        }
        if grouped {
            map["ctrl-down"] = [.move(listLayout ? .prevGroup : .nextGroup)]
            map["ctrl-up"] = [.move(listLayout ? .nextGroup : .prevGroup)]
        }
        var out: [BindTrigger: [ActionCall]] = [:]
        for (k, v) in map { out[.key(KeyName(unchecked: k))] = v.map { ActionCall($0) } }
        return out
    }

    public init(bindings: [KeyBinding] = [], search: Bool = true, persona: CommandName = .tick, history: Bool = false,
                grouped: Bool = false, listLayout: Bool = false) {
        actions = Self.defaults(search: search, persona: persona, history: history, grouped: grouped, listLayout: listLayout)
        for b in bindings {
            actions[b.trigger] = b.appending ? (actions[b.trigger] ?? []) + b.actions : b.actions
        }
        intervals = actions.keys.compactMap { if case .every(let ms) = $0 { ms } else { nil } }.sorted()
    }

    /// What `key` does, if it is bound.
    public subscript(key: KeyName) -> [ActionCall]? { actions[.key(key)] }


    /// What `event` does, if it is bound.
    public subscript(event: BindEvent) -> [ActionCall]? { actions[.event(event)] }
}
