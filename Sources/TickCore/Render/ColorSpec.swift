/// fzf's `--color` option: a base scheme and colours and attributes for named parts, parsed
/// with fzf 0.74's grammar (`[BASE][,NAME:COLOR[:ATTR]...]...`, entries apart by commas or
/// blanks). `Theme` draws the parts tick has with them; the other names are accepted and kept.
///
/// A colour is `-1` (the terminal's default), 0 to 255, `#rrggbb` or one of the sixteen
/// names (`red`, `bright-blue`, `gray`…); attributes are `bold`, `dim`, `italic`, `underline`
/// (and its `-double`, `-curly`, `-dotted`, `-dashed` forms), `reverse`, `strikethrough`,
/// `blink`, `strip`, and `regular`, which clears those set before it.
public struct ColorSpec: Equatable, Sendable {
    /// A base scheme: `dark`, `light`, `base16` (`16`) or `bw` (`no`: no colours).
    public enum Base: String, Equatable, Sendable { case dark, light, base16, bw }

    /// What one entry sets for its part.
    public struct Entry: Equatable, Sendable {
        /// The colour (nil: the part's own); `.none` is the terminal's default (`-1`).
        public var color: TerminalColor? = nil
        /// Attributes to add (bits of `Style.Attribute`).
        var attributes: UInt8 = 0
        /// `regular`: the part's own attributes are dropped first.
        public var regular = false

        /// `style` with this entry's colour as its text colour (or, for a background part, its
        /// background) and its attributes.
        func applied(to style: Style, background: Bool = false) -> Style {
            var s = style
            if let color { if background { s.background = color } else { s.foreground = color } }
            if regular { s.attributes = 0 }
            s.attributes |= attributes
            return s
        }
    }

    public private(set) var base: Base? = nil
    /// The entries by part name, aliases folded (`fg+` for `current-fg`, `query` for `input`).
    public private(set) var entries: [String: Entry] = [:]
    /// fzf's `--bold` (the default) and `--no-bold`: whether fzf's screen draws its bold parts
    /// (the current row and its matches, the prompt, the query, the pointer, the spinner) bold.
    public var bold = true
    /// fzf's `--black`: fzf's screen draws the background black (palette 0), whatever `bg` says.
    public var black = false
    /// fzf's `--no-256` (`+2`): fzf's screen draws its parts in fzf's sixteen-colour scheme.
    public private(set) var sixteen = false

    public init() {}

    /// `text` parsed as one `--color` value on top of this one; an empty value resets.
    public init(parsing text: String, over previous: ColorSpec = ColorSpec()) throws(UsageError) {
        self = previous
        let words = text.lowercased().split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" })
        if words.isEmpty { self = previous.startedOver(); return }
        for word in words {
            if let base = Self.bases[String(word)] {
                // A base scheme starts over, as fzf's does.
                self = startedOver()
                self.base = base
                continue
            }
            let parts = word.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard parts.count >= 2, let name = Self.canonical(parts[0]) else {
                throw UsageError("--color: invalid colour specification '\(word)' (NAME:COLOR[:ATTRIBUTE], e.g. fg:252, hl:#719872:bold)")
            }
            var entry = entries[name] ?? Entry()
            for part in parts.dropFirst() {
                guard Self.merge(part, into: &entry) else {
                    throw UsageError("--color: invalid colour or attribute '\(part)' in '\(word)' (-1, 0-255, #rrggbb, a colour name, bold, underline…)")
                }
            }
            entries[name] = entry
        }
    }

    /// No base and no entries; `--bold` and `--black`, options of their own, are kept.
    private func startedOver() -> ColorSpec {
        var spec = ColorSpec()
        spec.bold = bold
        spec.black = black
        return spec
    }

    /// fzf's `--no-256`: its sixteen-colour scheme in place of the entries given so far (fzf
    /// replaces its theme); the base stays, and later `--color` entries go on top.
    public func sixteenColors() -> ColorSpec {
        var spec = startedOver()
        spec.base = base
        spec.sixteen = true
        return spec
    }

    /// `--black`: the background entry's colour is `color`, its attributes kept.
    mutating func forceBackground(_ color: TerminalColor) {
        var entry = entries["bg"] ?? Entry()
        entry.color = color
        entries["bg"] = entry
    }

    /// The entry for a part, if the user gave one.
    public subscript(_ name: String) -> Entry? { entries[name] }

    static let bases: [String: Base] = ["dark": .dark, "light": .light, "base16": .base16, "16": .base16, "bw": .bw, "no": .bw]

    /// fzf's part names, each with the name tick keeps it under.
    static let names: [String: String] = {
        var map: [String: String] = [:]
        for name in ["fg", "bg", "list-fg", "list-bg", "selected-fg", "selected-bg", "preview-fg", "preview-bg",
                     "input-bg", "header-bg", "footer-bg", "hl", "selected-hl", "fg+", "bg+", "gutter", "hl+",
                     "alt-bg", "alt-gutter", "query", "ghost", "disabled", "info", "border", "list-border",
                     "scrollbar", "separator", "gap-line", "preview-border", "preview-scrollbar", "input-border",
                     "header-border", "footer-border", "label", "list-label", "preview-label", "input-label",
                     "header-label", "footer-label", "prompt", "pointer", "marker", "spinner", "header", "footer",
                     "nth", "nomatch", "heading"] {
            map[name] = name
        }
        for (alias, name) in [("current-fg", "fg+"), ("current-bg", "bg+"), ("current-hl", "hl+"), ("input", "query"),
                              ("input-fg", "query"), ("header-fg", "header"), ("footer-fg", "footer")] {
            map[alias] = name
        }
        return map
    }()

    static func canonical(_ name: String) -> String? { names[name] }

    static let colorNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white", "bright-black",
                             "bright-red", "bright-green", "bright-yellow", "bright-blue", "bright-magenta",
                             "bright-cyan", "bright-white"]

    /// Adds one colour or attribute word to `entry`; false when it is neither.
    static func merge(_ word: String, into entry: inout Entry) -> Bool {
        switch word {
        case "": return true
        case "regular": entry.regular = true; entry.attributes = 0
        case "bold", "strong": entry.attributes |= Style.Attribute.bold.rawValue
        case "dim": entry.attributes |= Style.Attribute.dim.rawValue
        case "italic": entry.attributes |= Style.Attribute.italic.rawValue
        case "underline", "underline-double", "underline-curly", "underline-dotted", "underline-dashed":
            entry.attributes |= Style.Attribute.underline.rawValue
        case "reverse": entry.attributes |= Style.Attribute.reverse.rawValue
        case "strikethrough": entry.attributes |= Style.Attribute.strikethrough.rawValue
        case "blink", "strip": break
        case "gray", "grey": entry.color = .palette(8)
        default:
            if let index = colorNames.firstIndex(of: word) {
                entry.color = .palette(UInt8(index))
            } else if word.hasPrefix("#"), word.count == 7, word.dropFirst().allSatisfy(\.isHexDigit), let rgb = Int(word.dropFirst(), radix: 16) {
                entry.color = .rgb(UInt8(rgb >> 16 & 0xFF), UInt8(rgb >> 8 & 0xFF), UInt8(rgb & 0xFF))
            } else if let n = Int(word), (-1...255).contains(n) {
                entry.color = n < 0 ? TerminalColor.none : .palette(UInt8(n))
            } else {
                return false
            }
        }
        return true
    }
}
