/// The styles the picker draws with: in colour for a dark or a light terminal background, or
/// (for `NO_COLOR` / `--no-color`) with attributes only: bold, dim, underline and reverse then
/// mark the band, ticks and matches.
public struct Theme: Sendable {
    public let colors: Bool
    public let palette: Palette
    /// `--color`: the user's colours for the parts fzf names (applied with colours only).
    public let custom: ColorSpec

    public init(colors: Bool, palette: Palette = .dark, custom: ColorSpec = ColorSpec()) {
        self.colors = colors
        self.palette = palette
        self.custom = custom
    }

    /// `style` with the user's `--color` entry for `name`, if any (only with colours).
    func custom(_ name: String, _ style: Style, background: Bool = false) -> Style {
        guard colors, let entry = custom[name] else { return style }
        return entry.applied(to: style, background: background)
    }

    /// The colours of one theme, from the 256-colour palette, held to WCAG contrast ratios
    /// against the background each is drawn on (a unit test computes them): text on the band
    /// and on ticked rows at least 4.5:1, rows dimmed by distance at least 3:1.
    public struct Palette: Sendable, Equatable {
        /// The tick mark, readable on a ticked row, on the band and on the terminal's background.
        public var mark: TerminalColor
        /// A ticked row's background, and the band's (a ticked band row keeps the band's tint
        /// and shows its tick by the mark).
        public var tickTint: TerminalColor
        public var bandTint: TerminalColor
        /// Matched characters, on every kind of row.
        public var match: TerminalColor
        /// Wheel rows 1, 2 and 3+ away from the band, fading into the background.
        public var fade: [TerminalColor]
        public var prompt: TerminalColor
        public var header: TerminalColor
        public var counts: TerminalColor
        public var warning: TerminalColor
        public var buttonText: TerminalColor
        public var doneButton: TerminalColor
        public var cancelButton: TerminalColor
        /// The terminal background an item's own colours are held to 3:1 against: of the
        /// backgrounds the palette is for, the one nearest to text (dark grey; cream).
        public var background: Contrast.RGB

        /// For light text on a dark background.
        public static let dark = Palette(
            mark: 84, tickTint: 22, bandTint: 238, match: 220,
            fade: [250, 246, 243], prompt: 110, header: 109, counts: 244, warning: 203,
            buttonText: 231, doneButton: 28, cancelButton: 240, background: Contrast.RGB(40, 40, 40))

        /// For dark text on a light background.
        public static let light = Palette(
            mark: 22, tickTint: 194, bandTint: 253, match: 124,
            fade: [238, 241, 244], prompt: 25, header: 66, counts: 242, warning: 160,
            buttonText: 231, doneButton: 28, cancelButton: 242, background: Contrast.RGB(253, 246, 227))
    }

    /// A row's text: `distance` is how far it is from the wheel's band (nil: no dimming).
    public func row(distance: Int?, band: Bool, ticked: Bool) -> Style {
        var s = Style()
        if colors {
            if band { s.background = palette.bandTint; s.bold = true }
            else if ticked { s.background = palette.tickTint }
            // A ticked row does not fade: its text keeps full contrast on the tint.
            if !band && !ticked, let d = distance, d > 0 { s.foreground = palette.fade[min(d, palette.fade.count) - 1] }
            // --color: fzf's names for the band (fg+, bg+), ticked rows and the others.
            if band {
                s = custom("bg+", custom("fg+", s), background: true)
            } else if ticked {
                s = custom("selected-bg", custom("selected-fg", s), background: true)
            } else {
                s = custom("list-fg", custom("fg", s))
                s = custom("list-bg", custom("bg", s, background: true), background: true)
            }
        } else {
            if band { s.reverse = true }
            if ticked { s.bold = true }
            if !band, let d = distance, d > 1 { s.dim = true }
        }
        return s
    }

    /// Text drawn in an item's own style (`--ansi`) on a row drawn in `base`, `distance` rows
    /// from the band.
    ///
    /// The item's colours show, except that the band's and a tick's tint stay (its background
    /// gives way), and a colour too faint gives way to a readable one near it: 4.5:1 on the
    /// band, 3:1 on a tick and on the terminal's background. A wheel row away from the band
    /// fades its colour towards the background, never under 3:1 (the dim attribute would fade
    /// it by as much as the terminal likes). An item that sets its own background keeps its
    /// pair of colours as they are. Without colours only its attributes show. Its reverse is dropped where the row is reversed
    /// already, so that the band stays visible.
    public func text(_ own: Style, on base: Style, distance: Int?) -> Style {
        guard own != .plain else { return base }
        var s = base
        s.attributes |= own.attributes & ~Style.Attribute.reverse.rawValue
        if own.reverse && !base.reverse && !base.background.isSet { s.reverse = true }
        guard colors else { return s }
        if own.foreground.isSet {
            if let tint = Contrast.rgb(base.background) {
                // On the band's or a tick's tint the colour gives way to a readable one near it.
                let minimum = base.background == palette.bandTint ? 4.5 : 3.0
                s.foreground = Contrast.readable(own.foreground, on: tint, minimum: minimum)
            } else if own.background.isSet {
                s.foreground = own.foreground
            } else {
                // Rows 2 and 3+ from the band fade by 2/8 and 3/8, as far as 3:1 allows.
                let eighths = [0, 0, 2, 3][min(max(distance ?? 0, 0), 3)]
                s.foreground = Contrast.faded(own.foreground, on: palette.background, eighths: eighths, minimum: 3)
            }
        }
        if own.background.isSet && !base.background.isSet { s.background = own.background }
        return s
    }

    /// A matched character inside a row drawn in `base`: in the match colour, bold (underlined
    /// without colours), on every row. `ownBackground`: `base`'s background is the item's own
    /// (`--ansi`), and the match is held to 3:1 against it (`legible(_:)`).
    public func match(on base: Style, band: Bool = false, ticked: Bool = false, ownBackground: Bool = false) -> Style {
        var s = base
        s.underline = !colors || base.underline
        s.bold = true
        if colors { s.foreground = palette.match }
        s.dim = false
        s = custom(band ? "hl+" : ticked ? "selected-hl" : "hl", s)
        return ownBackground ? legible(match: s) : s
    }

    /// A match on an item's own background, with at least 3:1 between its colour and that
    /// background (they trade places under reverse, so the pair is what counts).
    ///
    /// A colour with less (the match colour, `--color hl:…`, or the terminal's default text,
    /// taken as white on a dark theme and black on a light one) gives way to the nearest readable
    /// colour on the way to black or white (`Contrast.readable`), and the match is underlined
    /// as well: the item's own text may be of that colour too, and bold alone is a faint mark.
    func legible(match s: Style) -> Style {
        guard colors, let background = Contrast.rgb(s.background) else { return s }
        let dark = Contrast.luminance(palette.background) < 0.18
        let color = s.foreground.isSet ? s.foreground : dark ? TerminalColor.palette(231) : .palette(16)
        let readable = Contrast.readable(color, on: background, minimum: 3)
        guard readable != color else { return s }
        var out = s
        out.foreground = readable
        out.underline = true
        return out
    }

    /// The tick mark column.
    public func marker(on base: Style) -> Style {
        var s = base
        s.bold = true
        if colors { s.foreground = palette.mark }
        return custom("marker", s)
    }

    /// A row that does not match, in raw mode (fzf's `nomatch`, dim unless `--color` says).
    public func nomatch(on base: Style) -> Style {
        var s = base
        s.dim = true
        return custom("nomatch", s)
    }

    /// The band's pointer.
    public func pointer(on base: Style) -> Style {
        var s = base
        s.bold = true
        return custom("pointer", s)
    }

    public var prompt: Style { custom("prompt", colors ? Style(foreground: palette.prompt, bold: true) : Style(bold: true)) }
    public var query: Style { custom("query", .plain) }
    public var header: Style { custom("header", colors ? Style(foreground: palette.header) : Style(dim: true)) }
    /// A group's heading (`--group-nth`, `--group-pattern`): bold, in the header's colour
    /// (`--color heading:…`).
    public var heading: Style { custom("heading", colors ? Style(foreground: palette.header, bold: true) : Style(bold: true)) }
    /// The match counts (fzf's `info`).
    public var counts: Style { custom("info", colors ? Style(foreground: palette.counts) : Style(dim: true)) }
    /// The preview pane's border line.
    public var border: Style {
        custom("preview-border", custom("border", colors ? Style(foreground: palette.counts) : Style(dim: true)))
    }
    /// The preview pane's text where the output sets no colour of its own.
    public var previewText: Style { custom("preview-bg", custom("preview-fg", .plain), background: true) }
    public var message: Style { colors ? Style(foreground: palette.warning, bold: true) : Style(bold: true) }
    public var done: Style {
        colors ? Style(foreground: palette.buttonText, background: palette.doneButton, bold: true) : Style(bold: true, reverse: true)
    }
    public var cancel: Style {
        colors ? Style(foreground: palette.buttonText, background: palette.cancelButton) : Style(reverse: true)
    }
}

extension Theme.Palette {
    /// The palette for a terminal background of this colour (components 0...1): light when its
    /// luma is over one half.
    public static func forBackground(red: Double, green: Double, blue: Double) -> Theme.Palette {
        0.2126 * red + 0.7152 * green + 0.0722 * blue > 0.5 ? .light : .dark
    }

    /// The palette `COLORFGBG` (`fg;bg` or `fg;default;bg`, set by rxvt, Konsole and others)
    /// implies: light for a background of palette colour 7 or 9-15; nil when it says nothing.
    public static func forColorFGBG(_ value: String?) -> Theme.Palette? {
        guard let value, let last = value.split(separator: ";").last, let bg = Int(last), (0...15).contains(bg) else {
            return nil
        }
        return bg == 7 || bg >= 9 ? .light : .dark
    }
}
