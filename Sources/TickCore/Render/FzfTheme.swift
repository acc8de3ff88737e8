/// The styles fzf's screen (`FzfView`) draws with: fzf's own default colours (its `Dark256`
/// scheme, or `Default16` for `--color 16` and `--no-256`) for the parts it draws, with the user's `--color` entries on top, or attributes
/// alone without colours (`NO_COLOR`, `--no-color`, `--color bw`).
///
/// Made from the picker's `Theme`, whose `custom` holds the `--color` entries by fzf's part
/// names (`ColorSpec`); the colour values are fzf 0.74's (src tui.go, and checked against
/// `capture-pane -e` of the real fzf).
public struct FzfTheme: Sendable {
    /// Whether colours are drawn.
    public let colors: Bool
    /// The `--color` entries.
    let custom: ColorSpec
    /// Which windows the options give a border of their own: they decide which backgrounds
    /// the input and the header take (`FzfTheme.Windows`).
    let windows: Windows

    /// The colours of one of fzf's schemes for the parts drawn here.
    struct Scheme {
        var prompt: TerminalColor, match: TerminalColor, currentText: TerminalColor
        var currentBackground: TerminalColor, currentMatch: TerminalColor
        var spinner: TerminalColor, info: TerminalColor, pointer: TerminalColor
        var marker: TerminalColor, header: TerminalColor, label: TerminalColor
        /// The border's colour; nil: the default colour, dim (fzf's `16` base).
        var border: TerminalColor?

        /// fzf's `Dark256` (palette indices), its default.
        static let dark256 = Scheme(prompt: 110, match: 108, currentText: 254, currentBackground: 236, currentMatch: 151,
                                    spinner: 148, info: 144, pointer: 161, marker: 168, header: 109, label: 145, border: 59)
        /// fzf's `Default16` (`--color 16`, `--no-256`): the sixteen basic colours; the label in the
        /// default colour. Under `--no-256` the border keeps the base's (`Dark256`'s) colour, as fzf's.
        static func default16(border: TerminalColor?) -> Scheme {
            Scheme(prompt: 4, match: 2, currentText: 15, currentBackground: 8, currentMatch: 10,
                   spinner: 2, info: 3, pointer: 1, marker: 5, header: 6, label: .none, border: border)
        }
    }

    /// The scheme drawn: fzf's `Dark256`, or its `Default16` for `--color 16` and `--no-256`.
    let scheme: Scheme
    /// Whether the parts fzf makes bold are (`--bold`, the default; `--no-bold`).
    let bold: Bool

    /// The styles for `theme`'s colours and `--color` entries (and `--black`, `--no-bold`,
    /// `--no-256`, which `ColorSpec` carries), with the windows `windows` asks for.
    public init(_ theme: Theme, windows: Windows = Windows()) {
        colors = theme.colors
        self.windows = windows
        var spec = theme.custom
        if spec.black { spec.forceBackground(.palette(0)) }
        custom = spec
        bold = spec.bold
        if spec.base == .base16 {
            scheme = .default16(border: nil)
        } else if spec.sixteen {
            scheme = .default16(border: Scheme.dark256.border)
        } else {
            scheme = .dark256
        }
    }

    /// `style` with the user's `--color` entry for `name` (colours only).
    func custom(_ name: String, _ style: Style, background: Bool = false) -> Style {
        guard colors, let entry = custom[name] else { return style }
        return entry.applied(to: style, background: background)
    }

    /// `style` made bold as fzf makes its bold parts, unless `--no-bold`.
    private func emphasised(_ style: Style) -> Style {
        var s = style
        s.bold = bold
        return s
    }

    /// A colour, or nothing without colours.
    private func color(_ c: TerminalColor) -> TerminalColor { colors ? c : .none }

    /// A list row's text: the current row's (`fg+` on `bg+`, bold), a ticked row's
    /// (`selected-fg`, `selected-bg`), or another's (`fg`, `bg`).
    public func row(current: Bool, ticked: Bool) -> Style {
        if current {
            let s = emphasised(Style(foreground: color(scheme.currentText), background: color(scheme.currentBackground),
                                     reverse: !colors))
            return custom("bg+", custom("fg+", s), background: true)
        }
        if ticked {
            return custom("selected-bg", custom("selected-fg", custom("fg", .plain)), background: true)
        }
        return custom("list-bg", custom("bg", custom("list-fg", custom("fg", .plain)), background: true), background: true)
    }

    /// The text of a row that does not match, in raw mode: fzf's `nomatch`, dim, or what
    /// `--color nomatch:…` gives in its place (fzf 0.74.5: `nomatch:red` is red, not dim).
    public func nomatch(on base: Style) -> Style {
        if colors, let entry = custom["nomatch"] { return entry.applied(to: base) }
        var s = base
        s.dim = true
        return s
    }

    /// The pointer on the current row drawn in `base`.
    public func pointer(on base: Style) -> Style {
        var s = base
        s.bold = bold
        if colors { s.foreground = scheme.pointer }
        return custom("pointer", s)
    }

    /// The marker of a ticked row drawn in `base` (not bold, as fzf's).
    public func marker(on base: Style) -> Style {
        var s = base
        s.bold = false
        s.reverse = false
        if colors { s.foreground = scheme.marker }
        return custom("marker", s)
    }

    /// The gutter of a row that is not the current one: fzf draws it in the current row's
    /// background colour, so that it reads as a thin bar.
    public var gutter: Style {
        custom("gutter", Style(foreground: color(scheme.currentBackground)))
    }

    /// A matched character on a row drawn in `base` (`hl`, or `hl+` on the current row).
    public func match(on base: Style, current: Bool, ticked: Bool) -> Style {
        var s = base
        if colors {
            s.foreground = current ? scheme.currentMatch : scheme.match
        } else {
            s.underline = true
        }
        return custom(current ? "hl+" : ticked ? "selected-hl" : "hl", s)
    }

    public var prompt: Style { custom("prompt", emphasised(Style(foreground: color(scheme.prompt)))) }
    public var query: Style { custom("query", emphasised(Style())) }
    public var ghost: Style { custom("ghost", Style(dim: true)) }
    /// The info line's text (`info`).
    public var info: Style { custom("info", Style(foreground: color(scheme.info), dim: !colors)) }
    public var spinner: Style { custom("spinner", emphasised(Style(foreground: color(scheme.spinner)))) }
    /// The info line's separator (`separator`, else `border`).
    public var separator: Style {
        custom("separator", custom("border", borderBase))
    }
    /// The list's scroll bar (`scrollbar`, else `border`).
    public var scrollbar: Style {
        custom("scrollbar", custom("border", borderBase))
    }
    /// The header's text, on the header's background (`header-bg`) wherever it is drawn.
    public var header: Style {
        var s = custom("header", Style(foreground: color(scheme.header), dim: !colors))
        s.background = background(.header)
        return s
    }
    public var footer: Style { custom("footer", Style(foreground: color(scheme.header), dim: !colors)) }
    /// A line between sections (the footer's rule).
    public var border: Style { custom("border", borderBase) }
    /// The border's own style: the scheme's colour, or the default colour dim.
    private var borderBase: Style {
        Style(foreground: color(scheme.border ?? .none), dim: !colors || scheme.border == nil)
    }
    /// The preview pane's border (`preview-border`, else `border`) and scroll bar
    /// (`preview-scrollbar`, else the list's).
    public var previewBorder: Style { custom("preview-border", border) }
    public var previewScrollbar: Style { custom("preview-scrollbar", scrollbar) }
    /// A border's label (`label`; a section's own, e.g. `list-label`, over it).
    public func label(_ name: String = "label") -> Style {
        let s = custom("label", Style(foreground: color(scheme.label)))
        return name == "label" ? s : custom(name, s)
    }
    /// tick's own notes on the info line (a message, `--confirm`'s question).
    public var message: Style { Style(foreground: color(203), bold: true) }
}
