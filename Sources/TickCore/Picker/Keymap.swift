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
    public static func defaults(search: Bool) -> [BindTrigger: [ActionCall]] {
        var map: [String: [Action]] = [
            "up": [.up], "ctrl-p": [.up], "ctrl-k": [.up],
            "down": [.down], "ctrl-n": [.down], "ctrl-j": [.down],
            "pgup": [.pageUp], "pgdn": [.pageDown],
            "tab": [.toggle, .down], "btab": [.toggle, .up],
            "enter": [.accept],
            "esc": [.abort], "ctrl-c": [.abort], "ctrl-g": [.abort], "ctrl-q": [.abort],
            "ctrl-z": [.suspend],
            "alt-a": [.selectAll], "alt-d": [.deselectAll], "alt-t": [.toggleAll],
            "left": [.backwardChar], "ctrl-b": [.backwardChar],
            "right": [.forwardChar], "ctrl-f": [.forwardChar],
            "home": [.beginningOfLine], "ctrl-a": [.beginningOfLine],
            "end": [.endOfLine], "ctrl-e": [.endOfLine],
            "alt-b": [.backwardWord], "alt-f": [.forwardWord],
            // fzf's Alt and Shift arrows; Ctrl's too, which fzf 0.74.5 leaves unbound.
            "alt-left": [.backwardWord], "shift-left": [.backwardWord], "ctrl-left": [.backwardWord],
            "alt-right": [.forwardWord], "shift-right": [.forwardWord], "ctrl-right": [.forwardWord],
            "backspace": [.backwardDeleteChar], "ctrl-backspace": [.backwardDeleteChar],
            "delete": [.deleteChar], "ctrl-d": [.deleteChar],
            "ctrl-w": [.unixWordRubout], "alt-backspace": [.backwardKillWord],
            "ctrl-u": [.unixLineDiscard],
            "scroll-up": [.up], "scroll-down": [.down],
            "alt-v": [.viewTicked], "alt-up": [.moveUp], "alt-down": [.moveDown],
            "shift-up": [.extendUp], "shift-down": [.extendDown],
            // Ctrl-/ (sent as Ctrl-_) needs no Alt, which macOS terminals may keep for characters.
            "ctrl-_": [.togglePreview], "alt-p": [.togglePreview], "alt-k": [.previewUp], "alt-j": [.previewDown],
            "alt-u": [.previewPageUp], "alt-n": [.previewPageDown],
        ]
        if !search { map["space"] = [.toggle] }
        var out: [BindTrigger: [ActionCall]] = [:]
        for (k, v) in map { out[.key(KeyName(unchecked: k))] = v.map { ActionCall($0) } }
        return out
    }

    public init(bindings: [KeyBinding] = [], search: Bool = true) {
        actions = Self.defaults(search: search)
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
