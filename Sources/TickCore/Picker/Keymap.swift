/// Which action each key performs: the defaults of docs/SPEC.md, then `--bind` on top.
public struct Keymap: Sendable {
    public private(set) var actions: [KeyName: KeyBinding.Action]

    /// The default keys (docs/SPEC.md §4), with `space` toggling when typing does not filter.
    public static func defaults(search: Bool) -> [KeyName: KeyBinding.Action] {
        var map: [String: KeyBinding.Action] = [
            "up": .up, "ctrl-p": .up, "ctrl-k": .up,
            "down": .down, "ctrl-n": .down, "ctrl-j": .down,
            "pgup": .pageUp, "pgdn": .pageDown,
            "tab": .toggleDown, "btab": .toggleUp,
            "enter": .accept,
            "esc": .abort, "ctrl-c": .abort, "ctrl-g": .abort, "ctrl-q": .abort,
            "ctrl-z": .suspend,
            "alt-a": .selectAll, "alt-d": .deselectAll, "alt-t": .toggleAll,
            "left": .backwardChar, "ctrl-b": .backwardChar,
            "right": .forwardChar, "ctrl-f": .forwardChar,
            "home": .beginningOfLine, "ctrl-a": .beginningOfLine,
            "end": .endOfLine, "ctrl-e": .endOfLine,
            "alt-b": .backwardWord, "alt-f": .forwardWord,
            "backspace": .backwardDeleteChar, "delete": .deleteChar, "ctrl-d": .deleteChar,
            "ctrl-w": .backwardKillWord, "alt-backspace": .backwardKillWord,
            "ctrl-u": .unixLineDiscard,
            "scroll-up": .up, "scroll-down": .down,
            "alt-v": .viewTicked, "alt-up": .moveUp, "alt-down": .moveDown,
            "shift-up": .extendUp, "shift-down": .extendDown,
            // Ctrl-/ (sent as Ctrl-_) needs no Alt, which macOS terminals may keep for characters.
            "ctrl-_": .togglePreview, "alt-p": .togglePreview, "alt-k": .previewUp, "alt-j": .previewDown,
            "alt-u": .previewPageUp, "alt-n": .previewPageDown,
        ]
        if !search { map["space"] = .toggle }
        var out: [KeyName: KeyBinding.Action] = [:]
        for (k, v) in map { out[KeyName(unchecked: k)] = v }
        return out
    }

    public init(bindings: [KeyBinding] = [], search: Bool = true) {
        actions = Self.defaults(search: search)
        for b in bindings { actions[b.key] = b.action }
    }

    public subscript(key: KeyName) -> KeyBinding.Action? { actions[key] }
}
