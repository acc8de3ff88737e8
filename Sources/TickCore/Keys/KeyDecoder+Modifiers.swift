/// The modifiers a terminal reports in a sequence's parameter, and the keys of `CSI u`.
extension KeyDecoder {
    /// The bits of a modifier parameter less one (xterm's `ESC [ 1 ; N X`, kitty's `CSI u`).
    enum Modifier {
        static let shift = 1, alt = 2, ctrl = 4
        /// xterm's Meta (iTerm2 sends `ESC [ 1 ; 9 D` for Option-Left), kitty's Super: read as
        /// Alt, as fzf reads them.
        static let meta = 8
        /// kitty's Meta: Alt too. Its Hyper, Caps Lock and Num Lock bits are ignored.
        static let kittyMeta = 32

        static func has(_ bits: Int) -> (ctrl: Bool, alt: Bool, shift: Bool) {
            (bits & ctrl != 0, bits & (Self.alt | meta | kittyMeta) != 0, bits & shift != 0)
        }
    }

    /// `base` with the modifiers of `bits` (a parameter less one), written in `--bind`'s order
    /// (`ctrl-alt-shift-up`); Shift-Tab is `btab`.
    static func modified(_ base: String, _ bits: Int) -> String {
        let (ctrl, alt, shift) = Modifier.has(bits)
        let name = (ctrl ? "ctrl-" : "") + (alt ? "alt-" : "") + (shift ? "shift-" : "") + base
        return name == "shift-tab" ? "btab" : name
    }

    /// The key of a Unicode `code` with a modifier `parameter` (`CSI code ; parameter u`, or
    /// xterm's `CSI 27 ; parameter ; code ~`): nil for a code tick has no name for (kitty's
    /// keypad and lock keys, controls other than Enter, Tab, Backspace and Esc).
    static func codeKey(_ code: Int, _ parameter: Int) -> Decoded? {
        let bits = max(parameter, 1) - 1
        let (ctrl, alt, shift) = Modifier.has(bits)
        switch code {
        case 27: return .key(KeyName(unchecked: "esc"))
        case 13: return .key(KeyName(unchecked: modified("enter", bits)))
        case 9: return .key(KeyName(unchecked: modified("tab", bits)))
        case 127, 8: return .key(KeyName(unchecked: modified("backspace", bits)))
        case 32 where ctrl || alt || shift: return .key(KeyName(unchecked: modified("space", bits)))
        default: break
        }
        // Printable scalars only: kitty's function keys live in the private use area.
        guard code >= 0x20, code != 0x7F, !(0xE000...0xF8FF).contains(code), let scalar = Unicode.Scalar(code) else { return nil }
        let typed = shift && !ctrl ? String(scalar).uppercased() : String(scalar)
        guard ctrl || alt else {
            guard typed.unicodeScalars.count == 1, let c = typed.unicodeScalars.first else { return nil }
            return .character(c.value)
        }
        if !ctrl { return .key(KeyName(unchecked: "alt-" + typed)) }
        // Ctrl goes with the names `--bind` has (`ctrl-h` is `ctrl-backspace`, `ctrl-/` is `ctrl-_`).
        guard let name = try? KeyName(parsing: (alt ? "ctrl-alt-" : "ctrl-") + typed.lowercased()) else { return nil }
        return .key(name)
    }
}
