/// How a cell is drawn: colours from the 256-colour palette and attributes.
public struct Style: Equatable, Hashable, Sendable {
    /// Foreground and background palette indices; -1 is the terminal's default.
    public var foreground: Int16 = -1
    public var background: Int16 = -1
    public var bold = false
    public var dim = false
    public var underline = false
    public var reverse = false

    public init(foreground: Int16 = -1, background: Int16 = -1, bold: Bool = false, dim: Bool = false,
                underline: Bool = false, reverse: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.reverse = reverse
    }

    public static let plain = Style()

    /// The SGR sequence that sets exactly this style from any other.
    public var sgr: [UInt8] {
        var s = "\u{1B}[0"
        if bold { s += ";1" }
        if dim { s += ";2" }
        if underline { s += ";4" }
        if reverse { s += ";7" }
        if foreground >= 0 { s += ";38;5;\(foreground)" }
        if background >= 0 { s += ";48;5;\(background)" }
        s += "m"
        return Array(s.utf8)
    }
}
