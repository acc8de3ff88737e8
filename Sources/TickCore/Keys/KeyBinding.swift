/// A key name as `--bind` and `--expect` write it (`ctrl-a`, `alt-x`, `enter`, `f5`…).
public struct KeyName: Hashable, Sendable, CustomStringConvertible {
    public let name: String

    /// Names without a modifier.
    public static let plainNames: [String] = [
        "enter", "esc", "space", "tab", "btab", "backspace", "delete", "insert",
        "up", "down", "left", "right", "home", "end", "pgup", "pgdn",
        "f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8", "f9", "f10", "f11", "f12",
        "double-click", "left-click", "right-click", "scroll-up", "scroll-down",
        "preview-scroll-up", "preview-scroll-down",
    ]

    /// Named keys that take Ctrl, Alt and Shift (written in that order: `ctrl-alt-shift-up`,
    /// as the decoder builds them from the terminal's modifier parameter).
    static let modifiable: Set<String> = [
        "up", "down", "left", "right", "home", "end", "delete", "insert", "pgup", "pgdn",
        "backspace", "enter", "space", "tab",
        "f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8", "f9", "f10", "f11", "f12",
        "left-click", "right-click", "scroll-up", "scroll-down",
    ]

    /// Other spellings accepted for whole keys.
    static let aliases: [String: String] = [
        "ctrl-m": "enter", "ctrl-i": "tab", "shift-tab": "btab", "ctrl-[": "esc",
        // Terminals send Ctrl-H as Ctrl-Backspace (0x08), and Ctrl-/ as Ctrl-_ (0x1F), as fzf
        // reads them; Ctrl-6 is Ctrl-^.
        "ctrl-h": "ctrl-backspace", "ctrl-alt-h": "ctrl-alt-backspace",
        "ctrl-/": "ctrl-_", "ctrl-6": "ctrl-^",
    ]

    /// Other spellings of a named key, with or without modifiers (`alt-bs`, `ctrl-page-up`).
    static let baseAliases: [String: String] = [
        "return": "enter", "escape": "esc", "bspace": "backspace", "bs": "backspace", "del": "delete",
        "page-up": "pgup", "page-down": "pgdn",
    ]

    /// Parses `text`, or throws a message naming it.
    public init(parsing text: String) throws(UsageError) {
        let lower = String(text.lowercased())
        if let alias = Self.aliases[lower] { name = alias; return }
        if let alias = Self.baseAliases[lower] { name = alias; return }
        if Self.plainNames.contains(lower) { name = lower; return }
        // Modifiers, in any order, each once; then a named key or one character.
        var rest = Substring(lower)
        var ctrl = false, alt = false, shift = false
        while true {
            if !ctrl, rest.hasPrefix("ctrl-"), rest.count > 5 { ctrl = true; rest = rest.dropFirst(5); continue }
            if !alt, rest.hasPrefix("alt-"), rest.count > 4 { alt = true; rest = rest.dropFirst(4); continue }
            if !shift, rest.hasPrefix("shift-"), rest.count > 6 { shift = true; rest = rest.dropFirst(6); continue }
            break
        }
        let base = Self.baseAliases[String(rest)] ?? String(rest)
        let modifiers = (ctrl ? "ctrl-" : "") + (alt ? "alt-" : "") + (shift ? "shift-" : "")
        if !modifiers.isEmpty && Self.modifiable.contains(base) {
            name = modifiers == "shift-" && base == "tab" ? "btab" : modifiers + base
            return
        }
        if !shift, rest.count == 1, let c = rest.first, c.isASCII {
            let isLetter = c.isLetter
            if ctrl && alt && isLetter { name = c == "h" ? "ctrl-alt-backspace" : "ctrl-alt-\(c)"; return }
            if ctrl && !alt && (isLetter || "/\\]^_6".contains(c)) {
                name = Self.aliases["ctrl-\(c)"] ?? "ctrl-\(c)"
                return
            }
            // Alt goes with any single printable character, as typed (alt-A is not alt-a).
            if alt && !ctrl && !c.isWhitespace, let typed = text.last { name = "alt-\(typed)"; return }
        }
        // A single printable character stands for itself.
        if text.count == 1, let c = text.first, !c.isWhitespace, c.asciiValue.map({ $0 >= 0x20 && $0 < 0x7F }) ?? true {
            name = text; return
        }
        throw UsageError("unknown key '\(text)' (keys look like ctrl-a, alt-b, ctrl-alt-up, shift-left, enter, esc, tab, btab, f1, or a single character)")
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
