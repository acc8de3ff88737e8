/// The styles the picker draws with, in colour or (for `NO_COLOR` / `--no-color`) with
/// attributes only: bold, dim, underline and reverse then mark the band, ticks and matches.
public struct Theme: Sendable {
    public let colors: Bool

    public init(colors: Bool) { self.colors = colors }

    // 256-colour palette indices, chosen to read on dark and light backgrounds alike.
    static let green: Int16 = 35
    static let tickTint: Int16 = 22
    static let bandTint: Int16 = 238
    static let bandTickTint: Int16 = 28
    static let matchColor: Int16 = 214
    static let greys: [Int16] = [-1, 250, 245, 241]
    static let buttonDone: Int16 = 28
    static let buttonCancel: Int16 = 240
    static let warning: Int16 = 203

    /// A row's text: `distance` is how far it is from the wheel's band (nil: no dimming).
    public func row(distance: Int?, band: Bool, ticked: Bool) -> Style {
        var s = Style()
        if colors {
            if band { s.background = ticked ? Self.bandTickTint : Self.bandTint; s.bold = true }
            else if ticked { s.background = Self.tickTint }
            if !band, let d = distance, d > 0 { s.foreground = Self.greys[min(d, Self.greys.count - 1)] }
            if ticked && band { s.foreground = 231 }
        } else {
            if band { s.reverse = true }
            if ticked { s.bold = true }
            if !band, let d = distance, d > 1 { s.dim = true }
        }
        return s
    }

    /// A matched character inside a row drawn in `base`.
    public func match(on base: Style) -> Style {
        var s = base
        s.underline = !colors
        s.bold = true
        if colors && !(base.background == Self.bandTickTint) { s.foreground = Self.matchColor }
        s.dim = false
        return s
    }

    /// The tick mark column.
    public func marker(on base: Style) -> Style {
        var s = base
        s.bold = true
        if colors && base.background != Self.bandTickTint { s.foreground = Self.green }
        return s
    }

    /// The band's pointer.
    public func pointer(on base: Style) -> Style {
        var s = base
        s.bold = true
        return s
    }

    public var prompt: Style { colors ? Style(foreground: 110, bold: true) : Style(bold: true) }
    public var query: Style { .plain }
    public var header: Style { colors ? Style(foreground: 109) : Style(dim: true) }
    public var counts: Style { colors ? Style(foreground: 244) : Style(dim: true) }
    public var message: Style { colors ? Style(foreground: Self.warning, bold: true) : Style(bold: true) }
    public var done: Style { colors ? Style(foreground: 231, background: Self.buttonDone, bold: true) : Style(bold: true, reverse: true) }
    public var cancel: Style { colors ? Style(foreground: 231, background: Self.buttonCancel) : Style(reverse: true) }
}
