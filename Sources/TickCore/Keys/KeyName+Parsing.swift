/// Key names as `--bind` writes them: fzf 0.74's names, read as fzf reads them, and tick's own
/// keys (docs/SPEC.md §4), each given the name the decoder builds for the key.
extension KeyName {
    /// Parses `text`, or throws a message naming it.
    public init(parsing text: String) throws(UsageError) {
        guard let name = Self.decoderName(text) else {
            throw UsageError("unknown key '\(text)' (keys look like ctrl-a, alt-b, ctrl-alt-up, shift-left, enter, esc, tab, btab, f1, or a single character)")
        }
        self.name = name
    }

    /// Whether `put` alone may type the key: one graphic character (fzf's `Printable`).
    var isPrintable: Bool {
        if name == "space" { return true }
        let scalars = name.unicodeScalars
        guard scalars.count == 1, let s = scalars.first else { return false }
        switch s.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator: return false
        default: return true
        }
    }

    /// The decoder's name for the key `text` names, or nil when it names none. fzf's rules, in
    /// its order: its list of names; `ctrl-alt-` and `ctrl-` with a letter; `alt-` with any one
    /// character; `f1` to `f9`; any one character; then tick's own keys.
    static func decoderName(_ text: String) -> String? {
        let lower = text.lowercasedAsFzf
        if let name = fzfNames[lower] { return name }
        let bytes = Array(lower.utf8), length = text.utf8.count
        func isLetter(_ b: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b) }
        if length == 10, lower.hasPrefix("ctrl-alt-"), bytes.count > 9, isLetter(bytes[9]) {
            return bytes[9] == UInt8(ascii: "h") ? "ctrl-alt-backspace" : "ctrl-alt-" + String(UnicodeScalar(bytes[9]))
        }
        if length == 6, lower.hasPrefix("ctrl-"), bytes.count > 5, isLetter(bytes[5]) {
            let name = "ctrl-" + String(UnicodeScalar(bytes[5]))
            return ctrlLetterNames[name] ?? name
        }
        let scalars = Array(text.unicodeScalars)
        if scalars.count == 5, lower.hasPrefix("alt-") {
            switch scalars[4] {
            case "\u{0}": return "alt-:"
            case "\u{1}": return "alt-,"
            case "\u{2}": return "alt-+"
            case " ": return "alt-space"
            case let s: return "alt-" + String(s)
            }
        }
        let original = Array(text.utf8)
        if length == 2, lower.hasPrefix("f"), (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(original[1]) {
            return "f" + String(UnicodeScalar(original[1]))
        }
        if scalars.count == 1 { return scalars[0] == " " ? "space" : text }
        return tickOwnName(lower)
    }

    /// Ctrl with a letter that terminals send as another key.
    static let ctrlLetterNames = ["ctrl-h": "ctrl-backspace", "ctrl-m": "enter", "ctrl-i": "tab"]

    /// fzf's named keys (lower case), each with the decoder's name.
    static let fzfNames: [String: String] = {
        var names: [String: String] = [
            "up": "up", "down": "down", "left": "left", "right": "right", "enter": "enter", "return": "enter",
            "space": "space", "backspace": "backspace", "bspace": "backspace", "bs": "backspace",
            "ctrl-space": "ctrl-space", "ctrl-^": "ctrl-^", "ctrl-6": "ctrl-^", "ctrl-/": "ctrl-_", "ctrl-_": "ctrl-_",
            "ctrl-\\": "ctrl-\\", "ctrl-]": "ctrl-]", "alt-enter": "alt-enter", "alt-return": "alt-enter",
            "alt-space": "alt-space", "tab": "tab", "btab": "btab", "shift-tab": "btab", "esc": "esc",
            "delete": "delete", "del": "delete", "home": "home", "end": "end", "insert": "insert",
            "pgup": "pgup", "page-up": "pgup", "pgdn": "pgdn", "page-down": "pgdn", "f10": "f10", "f11": "f11", "f12": "f12",
        ]
        for spelling in ["bs", "bspace", "backspace"] {
            names["alt-" + spelling] = "alt-backspace"
            names["ctrl-" + spelling] = "ctrl-backspace"
            names["ctrl-alt-" + spelling] = "ctrl-alt-backspace"
        }
        for mouse in ["left-click", "right-click", "double-click", "scroll-up", "scroll-down", "shift-left-click",
                      "shift-right-click", "shift-scroll-up", "shift-scroll-down", "preview-scroll-up", "preview-scroll-down"] {
            names[mouse] = mouse
        }
        // The moving keys take every set of modifiers, Ctrl with Alt or with Shift in either
        // order, all three only as ctrl-alt-shift-.
        let modifiers = ["alt-": "alt-", "ctrl-": "ctrl-", "shift-": "shift-", "ctrl-alt-": "ctrl-alt-", "alt-ctrl-": "ctrl-alt-",
                         "ctrl-shift-": "ctrl-shift-", "shift-ctrl-": "ctrl-shift-", "alt-shift-": "alt-shift-",
                         "shift-alt-": "alt-shift-", "ctrl-alt-shift-": "ctrl-alt-shift-"]
        let moving = ["up": "up", "down": "down", "left": "left", "right": "right", "home": "home", "end": "end",
                      "delete": "delete", "page-up": "pgup", "page-down": "pgdn"]
        for (spelling, prefix) in modifiers {
            for (base, name) in moving { names[spelling + base] = prefix + name }
        }
        return names
    }()

    /// The keys whose modifiers tick's own names add (docs/SPEC.md §4, "tick's own keys and
    /// actions"): written `ctrl-`, `alt-`, `shift-` in that order.
    static let tickOwnBases: Set<String> = Set(["enter", "space", "tab", "backspace", "insert", "left-click", "right-click",
                                                "scroll-up", "scroll-down"] + (1...12).map { "f\($0)" })

    /// `lower` when it is one of tick's own keys: Ctrl, Alt and Shift in that order (at least
    /// one) on one of `tickOwnBases`.
    static func tickOwnName(_ lower: String) -> String? {
        var rest = Substring(lower)
        var any = false
        for modifier in ["ctrl-", "alt-", "shift-"] where rest.hasPrefix(modifier) {
            rest = rest.dropFirst(modifier.count)
            any = true
        }
        return any && tickOwnBases.contains(String(rest)) ? lower : nil
    }
}

extension String {
    /// The text in lower case as fzf lowers names (Go's `strings.ToLower`): each character by
    /// itself, and `İ` as `i`.
    var lowercasedAsFzf: String {
        var out = ""
        out.unicodeScalars.reserveCapacity(unicodeScalars.count)
        for s in unicodeScalars {
            if s.isASCII {
                out.unicodeScalars.append(("A"..."Z").contains(s) ? Unicode.Scalar(s.value + 32)! : s)
            } else if s == "\u{130}" {
                out.unicodeScalars.append("i")
            } else {
                out += s.properties.lowercaseMapping
            }
        }
        return out
    }
}
