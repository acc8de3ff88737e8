/// How a cell is drawn: text and background colours and attributes.
public struct Style: Equatable, Hashable, Sendable {
    public var foreground: TerminalColor = .none
    public var background: TerminalColor = .none
    /// The attributes, one bit each (see `Attribute`).
    var attributes: UInt8 = 0

    /// The bit of each attribute in `attributes`.
    enum Attribute: UInt8 {
        case bold = 1, dim = 2, italic = 4, underline = 8, reverse = 16, strikethrough = 32
    }

    public init(foreground: TerminalColor = .none, background: TerminalColor = .none, bold: Bool = false,
                dim: Bool = false, italic: Bool = false, underline: Bool = false, reverse: Bool = false,
                strikethrough: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.reverse = reverse
        self.strikethrough = strikethrough
    }

    public static let plain = Style()

    public var bold: Bool { get { has(.bold) } set { set(.bold, newValue) } }
    public var dim: Bool { get { has(.dim) } set { set(.dim, newValue) } }
    public var italic: Bool { get { has(.italic) } set { set(.italic, newValue) } }
    public var underline: Bool { get { has(.underline) } set { set(.underline, newValue) } }
    public var reverse: Bool { get { has(.reverse) } set { set(.reverse, newValue) } }
    public var strikethrough: Bool { get { has(.strikethrough) } set { set(.strikethrough, newValue) } }

    @inline(__always) func has(_ a: Attribute) -> Bool { attributes & a.rawValue != 0 }

    @inline(__always) mutating func set(_ a: Attribute, _ on: Bool) {
        if on { attributes |= a.rawValue } else { attributes &= ~a.rawValue }
    }

    /// The SGR sequence that sets exactly this style from any other.
    public var sgr: [UInt8] {
        var s = "\u{1B}[0"
        if bold { s += ";1" }
        if dim { s += ";2" }
        if italic { s += ";3" }
        if underline { s += ";4" }
        if reverse { s += ";7" }
        if strikethrough { s += ";9" }
        if foreground.isSet { s += ";" + foreground.sgrParameters(foreground: true) }
        if background.isSet { s += ";" + background.sgrParameters(foreground: false) }
        s += "m"
        return Array(s.utf8)
    }
}
