/// The SGR attributes a program had set when it wrote a cell.
///
/// Colours are 256-colour indices: 30–37/40–47 give 0–7, 90–97/100–107 give 8–15,
/// `38;5;n`/`48;5;n` give n, and a direct `38;2;r;g;b` colour is mapped to the nearest entry of
/// the 6×6×6 colour cube (16–231). nil is the terminal's default colour.
public struct CellAttributes: Hashable, Sendable {
    public var bold = false
    public var dim = false
    public var italic = false
    public var underline = false
    public var blink = false
    public var reverse = false
    public var hidden = false
    public var strikethrough = false
    /// Foreground colour index, or nil for the default.
    public var fg: Int? = nil
    /// Background colour index, or nil for the default.
    public var bg: Int? = nil

    /// Attributes with the given flags and colours; everything not given is off or default.
    public init(bold: Bool = false, dim: Bool = false, italic: Bool = false, underline: Bool = false,
                blink: Bool = false, reverse: Bool = false, hidden: Bool = false, strikethrough: Bool = false,
                fg: Int? = nil, bg: Int? = nil) {
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.blink = blink
        self.reverse = reverse
        self.hidden = hidden
        self.strikethrough = strikethrough
        self.fg = fg
        self.bg = bg
    }
}

/// One character cell of a `VirtualScreen`: its text and how it is drawn.
///
/// The attributes can be read directly on the cell (`cell.bold`, `cell.fg`).
@dynamicMemberLookup
public struct ScreenCell: Hashable, Sendable {
    /// One character with any combining marks after it; `" "` for a blank cell; `""` for the
    /// right half of a wide character.
    public var character: String
    /// How the cell is drawn.
    public var attributes: CellAttributes
    /// Columns the character takes: 2 for a wide character (its left half), 0 for the right
    /// half of one, else 1.
    public var width: Int

    /// A cell holding `character`.
    public init(character: String, attributes: CellAttributes = CellAttributes(), width: Int = 1) {
        self.character = character
        self.attributes = attributes
        self.width = width
    }

    /// A blank cell; erasing keeps only the background colour (xterm's "background colour erase").
    static func blank(_ pen: CellAttributes = CellAttributes()) -> ScreenCell {
        ScreenCell(character: " ", attributes: CellAttributes(bg: pen.bg))
    }

    /// The attribute at `keyPath`, read through the cell.
    public subscript<T>(dynamicMember keyPath: KeyPath<CellAttributes, T>) -> T {
        attributes[keyPath: keyPath]
    }
}

extension VirtualScreen {
    /// Columns `scalar` takes on screen: 0 for combining marks and zero-width characters, 2 for
    /// East Asian wide characters and emoji, else 1 (a simple table, enough for tests).
    static func cellWidth(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F:
            return 0
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// Some East Asian Ambiguous scalars (Unicode's EastAsianWidth.txt, class A): `§ ± · ×`,
    /// Greek and Cyrillic letters, `…`, circled numbers, box drawing and block elements. A short
    /// list of its own, enough for tests, apart from tick's generated table.
    static let ambiguousRanges: [ClosedRange<UInt32>] = [
        0x00A7...0x00A7, 0x00B1...0x00B1, 0x00B7...0x00B7, 0x00D7...0x00D7, 0x0391...0x03A1, 0x03A3...0x03A9,
        0x03B1...0x03C1, 0x03C3...0x03C9, 0x0401...0x0401, 0x0410...0x044F, 0x0451...0x0451, 0x2026...0x2026,
        0x2460...0x24E9, 0x24EB...0x254B, 0x2550...0x2573, 0x2580...0x258F, 0x2592...0x2595,
    ]

    /// Whether `scalar` is one of `ambiguousRanges`.
    static func isAmbiguous(_ scalar: Unicode.Scalar) -> Bool {
        ambiguousRanges.contains { $0.contains(scalar.value) }
    }
}
