/// Which action each key performs: the defaults of docs/SPEC.md, then `--bind` on top.
public struct Keymap: Sendable {
    public private(set) var actions: [BindTrigger: [ActionCall]]
    /// The intervals of the `every(N)` bindings, in milliseconds (worked out once: the
    /// controller reads them on every turn of the loop).
    public private(set) var intervals: [Int] = []

    /// The default keys (docs/SPEC.md §4), with `space` toggling when typing does not filter.
    public static func defaults(search: Bool) -> [BindTrigger: [ActionCall]] {
        // Written as `--bind` writes them.
        var map: [String: String] = [
            "up": "up", "ctrl-p": "up", "ctrl-k": "up",
            "down": "down", "ctrl-n": "down", "ctrl-j": "down",
            "pgup": "page-up", "pgdn": "page-down",
            "tab": "toggle+down", "btab": "toggle+up",
            "enter": "accept",
            "esc": "abort", "ctrl-c": "abort", "ctrl-g": "abort", "ctrl-q": "abort",
            "ctrl-z": "suspend",
            "alt-a": "select-all", "alt-d": "deselect-all", "alt-t": "toggle-all",
            "left": "backward-char", "ctrl-b": "backward-char",
            "right": "forward-char", "ctrl-f": "forward-char",
            "home": "beginning-of-line", "ctrl-a": "beginning-of-line",
            "end": "end-of-line", "ctrl-e": "end-of-line",
            "alt-b": "backward-word", "alt-f": "forward-word",
            "backspace": "backward-delete-char", "ctrl-backspace": "backward-delete-char", "delete": "delete-char", "ctrl-d": "delete-char",
            "ctrl-w": "backward-kill-word", "alt-backspace": "backward-kill-word",
            "ctrl-u": "unix-line-discard",
            "scroll-up": "up", "scroll-down": "down",
            "alt-v": "view-ticked", "alt-up": "move-up", "alt-down": "move-down",
            "shift-up": "extend-up", "shift-down": "extend-down",
            // Ctrl-/ (sent as Ctrl-_) needs no Alt, which macOS terminals may keep for characters.
            "ctrl-_": "toggle-preview", "alt-p": "toggle-preview", "alt-k": "preview-up", "alt-j": "preview-down",
            "alt-u": "preview-page-up", "alt-n": "preview-page-down",
        ]
        if !search { map["space"] = "toggle" }
        var out: [BindTrigger: [ActionCall]] = [:]
        for (k, v) in map { out[.key(KeyName(unchecked: k))] = try! BindingParser.actions(v) }
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
