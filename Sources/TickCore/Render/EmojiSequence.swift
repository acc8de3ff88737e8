/// The emoji sequences current terminals (kitty, WezTerm, iTerm2, Ghostty, foot, VTE) draw as
/// one character of two columns: a modifier sequence (`👍🏽`), a flag (two regional
/// indicators, `🇫🇷`) and a ZWJ sequence (`👩‍💻`), as Unicode's grapheme clusters join them.
///
/// `DisplayText` asks, scalar by scalar, whether one joins the glyph before it. Pictographs are
/// recognised by block (the emoji blocks and the symbol blocks emoji come from), close enough
/// to Unicode's Extended_Pictographic for drawing: a wrong answer costs a column, never a byte.
enum EmojiSequence {
    /// Whether `scalar` joins a glyph whose scalars are `glyph`, making one emoji of two columns.
    static func joins(_ scalar: UInt32, glyph: Substring.UnicodeScalarView) -> Bool {
        guard let first = glyph.first?.value, let last = glyph.last?.value else { return false }
        if isRegionalIndicator(scalar) {
            // The second half of a flag: the glyph is one regional indicator so far.
            return isRegionalIndicator(first) && glyph.count == 1
        }
        guard isPictographic(first) else { return false }
        // A skin tone right after a pictograph (the person, not the joiner or another tone).
        if isModifier(scalar) { return isPictographic(last) }
        // After a zero width joiner, a pictograph joins the sequence.
        return last == 0x200D && isPictographic(scalar)
    }

    /// A skin-tone modifier, U+1F3FB...U+1F3FF.
    static func isModifier(_ scalar: UInt32) -> Bool { (0x1F3FB...0x1F3FF).contains(scalar) }

    /// A regional indicator letter, U+1F1E6...U+1F1FF.
    static func isRegionalIndicator(_ scalar: UInt32) -> Bool { (0x1F1E6...0x1F1FF).contains(scalar) }

    /// A pictograph an emoji sequence may be made of: the emoji blocks (U+1F000...U+1FAFF
    /// without the regional indicators and modifiers) and the symbols emoji are drawn from
    /// (U+2190...U+2BFF: arrows, technical, dingbats, miscellaneous symbols; `©`, `®`, `‼`, `⁉`).
    static func isPictographic(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF: return false
        case 0x1F000...0x1FAFF, 0x2190...0x2BFF, 0x00A9, 0x00AE, 0x203C, 0x2049: return true
        default: return false
        }
    }
}
