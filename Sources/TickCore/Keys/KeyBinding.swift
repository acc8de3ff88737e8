/// A key name as `--bind` and `--expect` write it (`ctrl-a`, `alt-x`, `enter`, `f5`…).
public struct KeyName: Hashable, Sendable, CustomStringConvertible {
    public let name: String

    /// Names without a modifier.
    public static let plainNames: [String] = [
        "enter", "esc", "space", "tab", "btab", "backspace", "delete", "insert",
        "up", "down", "left", "right", "home", "end", "pgup", "pgdn",
        "shift-up", "shift-down", "shift-left", "shift-right",
        "f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8", "f9", "f10", "f11", "f12",
        "double-click", "left-click", "right-click", "scroll-up", "scroll-down",
    ]

    /// Other spellings accepted for the same keys.
    static let aliases: [String: String] = [
        "return": "enter", "ctrl-m": "enter", "escape": "esc", "ctrl-i": "tab", "shift-tab": "btab",
        "bspace": "backspace", "bs": "backspace", "ctrl-h": "backspace", "del": "delete",
        "page-up": "pgup", "page-down": "pgdn", "ctrl-[": "esc",
        // Terminals send Ctrl-/ as Ctrl-_ (0x1F), as fzf reads it.
        "ctrl-/": "ctrl-_",
    ]

    /// Parses `text`, or throws a message naming it.
    public init(parsing text: String) throws(UsageError) {
        let lower = String(text.lowercased())
        if let alias = Self.aliases[lower] { name = alias; return }
        if Self.plainNames.contains(lower) { name = lower; return }
        for prefix in ["ctrl-alt-", "ctrl-", "alt-"] where lower.hasPrefix(prefix) {
            let rest = lower.dropFirst(prefix.count)
            let isLetter = rest.count == 1 && rest.first!.isASCII && rest.first!.isLetter
            if prefix == "alt-" {
                // Alt goes with any single printable character or a named key.
                if rest.count == 1 && rest.first!.isASCII && !rest.first!.isWhitespace || Self.plainNames.contains(String(rest)) {
                    name = prefix + rest; return
                }
            } else if isLetter || (prefix == "ctrl-" && ["space", "/", "\\", "]", "^", "_"].contains(String(rest))) {
                name = prefix + rest; return
            }
        }
        // A single printable character stands for itself.
        if text.count == 1, let c = text.first, !c.isWhitespace, c.asciiValue.map({ $0 >= 0x20 && $0 < 0x7F }) ?? true {
            name = text; return
        }
        throw UsageError("unknown key '\(text)' (keys look like ctrl-a, alt-b, enter, esc, tab, btab, up, f1, or a single character)")
    }

    public var description: String { name }

    /// A name taken as it is, for names the decoder builds from known parts.
    init(unchecked name: String) { self.name = name }
}

/// One `KEY:ACTION` pair of `--bind`: a key or event and the chain of action calls it makes.
public struct KeyBinding: Sendable, Equatable {
    public var trigger: BindTrigger
    /// What the key does, in order (`toggle+down`: two calls).
    public var actions: [ActionCall]
    /// Written `KEY:+ACTION`: the calls go after what the key already does.
    public var appending: Bool

    public init(trigger: BindTrigger, actions: [ActionCall], appending: Bool = false) {
        self.trigger = trigger
        self.actions = actions
        self.appending = appending
    }

    /// Parses a `--bind` value (`BindingParser`).
    public static func parseList(_ text: String) throws(UsageError) -> [KeyBinding] {
        try BindingParser.parse(text)
    }
}
