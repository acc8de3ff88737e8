/// A colour a cell's text or background is drawn in: the terminal's default, an entry of the
/// 256-colour palette, or a 24-bit colour (from items' SGR codes under `--ansi`).
public struct TerminalColor: Hashable, Sendable, ExpressibleByIntegerLiteral {
    /// -1: the default; 0...255: a palette index; `rgbFlag | 0xRRGGBB`: a 24-bit colour.
    let raw: Int32
    static let rgbFlag: Int32 = 0x0100_0000

    /// The terminal's default colour.
    public static let none = TerminalColor(raw: -1)

    init(raw: Int32) { self.raw = raw }

    /// Palette entry `index` (0-7 the basic colours, 8-15 their bright forms); -1 is `none`.
    public init(integerLiteral index: Int16) {
        raw = index < 0 ? -1 : Int32(min(index, 255))
    }

    /// Palette entry `index`.
    public static func palette(_ index: UInt8) -> TerminalColor { TerminalColor(raw: Int32(index)) }

    /// A 24-bit colour.
    public static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> TerminalColor {
        TerminalColor(raw: rgbFlag | Int32(red) << 16 | Int32(green) << 8 | Int32(blue))
    }

    /// Whether a colour is set (not the terminal's default).
    public var isSet: Bool { raw >= 0 }

    /// The palette index, if this is a palette colour.
    public var paletteIndex: Int? { raw >= 0 && raw < 256 ? Int(raw) : nil }

    /// The SGR parameters that select this colour, for text (`foreground`) or background; empty
    /// for the default. The 16 basic colours use their own codes (30-37, 90-97, 40-47, 100-107),
    /// which every colour terminal knows and themes remap as users expect.
    func sgrParameters(foreground: Bool) -> String {
        if raw < 0 { return "" }
        if raw < 8 { return String((foreground ? 30 : 40) + raw) }
        if raw < 16 { return String((foreground ? 90 : 100) + raw - 8) }
        if raw < 256 { return (foreground ? "38;5;" : "48;5;") + String(raw) }
        let red = (raw >> 16) & 0xFF, green = (raw >> 8) & 0xFF, blue = raw & 0xFF
        return (foreground ? "38;2;" : "48;2;") + "\(red);\(green);\(blue)"
    }
}
