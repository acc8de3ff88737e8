/// Turns an item's bytes into what the terminal may safely show, and fits it to a width.
///
/// Nothing from an item reaches the terminal as a control: C0 controls and DEL become their
/// Unicode control pictures (ESC shows as `␛`, so an escape sequence shows as text), C1 controls,
/// bidirectional overrides and invalid bytes become `�`. Tabs are expanded to the next multiple
/// of eight columns; combining marks join the character before them, and so do the scalars
/// that make an emoji sequence one character of two columns (`EmojiSequence`).
public enum DisplayText {
    /// One character on screen.
    public struct Glyph: Equatable, Sendable {
        public var text: String
        public var width: Int
        /// Whether it is part of the match (drawn highlighted).
        public var highlighted: Bool
        /// The item's own style for it (`--ansi`), `.plain` when it has none.
        public var style = Style.plain
    }

    public static let tabWidth = 8
    static let replacement = "\u{FFFD}"
    /// The most bytes of one line that are drawn: far more than any terminal is wide, and few
    /// enough to lay out at every frame.
    public static let shownLimit = 16 << 10

    /// The first `limit` bytes of `bytes` (cut before a UTF-8 character that would not fit
    /// whole), or all of them.
    public static func shownPart(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int = shownLimit) -> UnsafeBufferPointer<UInt8> {
        guard bytes.count > limit else { return bytes }
        var end = limit
        // Back off continuation bytes, at most three, to a character's first byte.
        while end > limit - 3 && bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[..<end])
    }

    /// The glyphs of `bytes`; `highlights` are offsets in the matcher's units (bytes for ASCII
    /// text, decoded characters otherwise), ascending; `spans` give the item's own styles by
    /// byte offset (`--ansi`). Tabs stop every `tabstop` columns, counted as if the text
    /// started at `column`. With `dropsControls` (fzf's screen), control characters take no
    /// column, as fzf drops them, but for a line feed or a carriage return, a dim `␊` or `␍`.
    /// East Asian Ambiguous characters take the columns `rule` gives them.
    public static func glyphs(_ bytes: UnsafeBufferPointer<UInt8>, highlights: [Int] = [],
                              spans: [StyleSpan] = [], tabstop: Int = tabWidth, column start: Int = 0,
                              dropsControls: Bool = false, rule: WidthRule) -> [Glyph] {
        var units: [UInt32] = []
        units.reserveCapacity(bytes.count)
        var offsets: [Int] = []
        if spans.isEmpty {
            UnicodeText.decode(bytes, into: &units)
        } else {
            UnicodeText.decode(bytes, into: &units, offsets: &offsets)
        }
        var glyphs: [Glyph] = []
        glyphs.reserveCapacity(units.count)
        var column = start
        var h = 0
        var span = -1, style = Style.plain
        for (i, u) in units.enumerated() {
            while h < highlights.count && highlights[h] < i { h += 1 }
            let lit = h < highlights.count && highlights[h] == i
            if !spans.isEmpty {
                while span + 1 < spans.count && spans[span + 1].offset <= offsets[i] { span += 1 }
                style = span >= 0 ? spans[span].style : .plain
            }
            if dropsControls && u != 0x09 && (u < 0x20 || u == 0x7F) {
                guard u == 0x0A || u == 0x0D else { continue }
                var dim = style
                dim.dim = true
                glyphs.append(Glyph(text: shown(u, rule).0, width: 1, highlighted: lit, style: dim))
                column += 1
                continue
            }
            if u == 0x09 {
                let n = tabstop - column % tabstop
                glyphs.append(Glyph(text: String(repeating: " ", count: n), width: n, highlighted: lit, style: style))
                column += n
                continue
            }
            if let last = glyphs.last, last.width > 0,
               EmojiSequence.joins(u, glyph: last.text.unicodeScalars[...]) {
                // One emoji of two columns, however many scalars make it (docs/SPEC.md §4).
                glyphs[glyphs.count - 1].text.unicodeScalars.append(Unicode.Scalar(u)!)
                glyphs[glyphs.count - 1].width = 2
                if lit { glyphs[glyphs.count - 1].highlighted = true }
                column += 2 - last.width
                continue
            }
            let (text, width) = shown(u, rule)
            if width == 0 {
                if !glyphs.isEmpty && glyphs[glyphs.count - 1].width > 0 && !glyphs[glyphs.count - 1].text.hasSuffix(" ") {
                    glyphs[glyphs.count - 1].text += text
                    continue
                }
                // A mark with nothing to sit on gets a blank of its own.
                glyphs.append(Glyph(text: " " + text, width: 1, highlighted: lit, style: style))
                column += 1
                continue
            }
            glyphs.append(Glyph(text: text, width: width, highlighted: lit, style: style))
            column += width
        }
        return glyphs
    }

    /// `text` without its control characters (C0, DEL), as fzf's screen draws a prompt, a
    /// ghost or a separator.
    public static func droppingControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return text }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F })
        return String(out)
    }

    /// What one decoded unit looks like, and how wide it is under `rule` (the control pictures
    /// are one column either way; `�` is East Asian Ambiguous).
    static func shown(_ u: UInt32, _ rule: WidthRule) -> (String, Int) {
        switch u {
        case 0x00...0x1F: return (String(Unicode.Scalar(0x2400 + u)!), 1)
        case 0x7F: return ("\u{2421}", 1)
        case 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
            return (replacement, CharWidth.of(0xFFFD, rule))
        case 0x110000..., 0x10FE80...0x10FEFF: return (replacement, CharWidth.of(0xFFFD, rule))
        default:
            guard let scalar = Unicode.Scalar(u) else { return (replacement, CharWidth.of(0xFFFD, rule)) }
            return (String(scalar), CharWidth.of(u, rule))
        }
    }

    /// The glyphs that fit in `width` columns, with `…` where text was cut. When the last
    /// highlighted glyph would fall off the right edge, the text is scrolled left to show it,
    /// and as far as the end of the text when the match and the end fit together. The `…`
    /// takes the columns `rule` gives it (it is East Asian Ambiguous).
    public static func fit(_ glyphs: [Glyph], width: Int, rule: WidthRule) -> [Glyph] {
        guard width > 0 else { return [] }
        let total = glyphs.reduce(0) { $0 + $1.width }
        if total <= width { return glyphs }
        let ellipsis = Glyph(text: "…", width: CharWidth.of(0x2026, rule), highlighted: false)
        // Where only the `…` fits, it is all that is shown (scrolling would add a second one).
        if width <= ellipsis.width { return width == ellipsis.width ? [ellipsis] : [] }
        let e = ellipsis.width
        var matchStart: Int? = nil, matchEnd = 0, column = 0
        for g in glyphs {
            if g.highlighted && matchStart == nil { matchStart = column }
            column += g.width
            if g.highlighted { matchEnd = column }
        }
        var start = 0
        if matchEnd > width - e {
            if let matchStart, total - matchStart <= width - e {
                // The match and the end of the text fit together: show both, after a left `…`.
                start = total - (width - e)
            } else {
                // Show the match's end; a left `…` takes its columns, a right one as many.
                start = min(matchEnd - (width - 2 * e), total - (width - e))
            }
        }
        var out: [Glyph] = []
        var used = 0
        if start > 0 {
            out.append(ellipsis)
            used = e
        }
        column = 0
        for g in glyphs {
            defer { column += g.width }
            if column < start { continue }
            let needsRoom = column + g.width < total ? e : 0
            if used + g.width + needsRoom > width {
                while used < width - e {
                    out.append(Glyph(text: " ", width: 1, highlighted: false))
                    used += 1
                }
                out.append(ellipsis)
                return out
            }
            out.append(g)
            used += g.width
        }
        return out
    }
}

extension DisplayText {
    /// The columns `text` takes under `rule` (tick's own strings: labels, prompts, messages).
    public static func width(of text: String, rule: WidthRule) -> Int {
        text.unicodeScalars.reduce(0) { $0 + shown($1.value, rule).1 }
    }

    /// `text` cut to `width` columns, ending in `…` when cut (widths under `rule`).
    public static func truncate(_ text: String, width: Int, rule: WidthRule) -> String {
        guard width > 0 else { return "" }
        if self.width(of: text, rule: rule) <= width { return text }
        let e = CharWidth.of(0x2026, rule)
        guard width >= e else { return "" }
        var out = String.UnicodeScalarView()
        var used = 0
        for s in text.unicodeScalars {
            let w = shown(s.value, rule).1
            if used + w > width - e { break }
            out.append(s)
            used += w
        }
        return String(out) + "…"
    }
}
