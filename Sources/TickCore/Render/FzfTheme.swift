/// The styles fzf's screen (`FzfView`) draws with: fzf's own default colours (its `Dark256`
/// scheme) for the parts it draws, with the user's `--color` entries on top, or attributes
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

    /// fzf's `Dark256` colours of the parts drawn here (palette indices).
    enum Dark256 {
        static let prompt: TerminalColor = 110, match: TerminalColor = 108, currentText: TerminalColor = 254
        static let currentBackground: TerminalColor = 236, currentMatch: TerminalColor = 151
        static let spinner: TerminalColor = 148, info: TerminalColor = 144, pointer: TerminalColor = 161
        static let marker: TerminalColor = 168, header: TerminalColor = 109, border: TerminalColor = 59
        static let label: TerminalColor = 145
    }

    /// The styles for `theme`'s colours and `--color` entries, with the windows `windows`
    /// asks for.
    public init(_ theme: Theme, windows: Windows = Windows()) {
        colors = theme.colors
        custom = theme.custom
        self.windows = windows
    }

    /// `style` with the user's `--color` entry for `name` (colours only).
    func custom(_ name: String, _ style: Style, background: Bool = false) -> Style {
        guard colors, let entry = custom[name] else { return style }
        return entry.applied(to: style, background: background)
    }

    /// A colour, or nothing without colours.
    private func color(_ c: TerminalColor) -> TerminalColor { colors ? c : .none }

    /// A list row's text: the current row's (`fg+` on `bg+`, bold), a ticked row's
    /// (`selected-fg`, `selected-bg`), or another's (`fg`, `bg`).
    public func row(current: Bool, ticked: Bool) -> Style {
        if current {
            let s = Style(foreground: color(Dark256.currentText), background: color(Dark256.currentBackground),
                          bold: true, reverse: !colors)
            return custom("bg+", custom("fg+", s), background: true)
        }
        if ticked {
            return custom("selected-bg", custom("selected-fg", custom("fg", .plain)), background: true)
        }
        return custom("list-bg", custom("bg", custom("list-fg", custom("fg", .plain)), background: true), background: true)
    }

    /// The pointer on the current row drawn in `base`.
    public func pointer(on base: Style) -> Style {
        var s = base
        s.bold = true
        if colors { s.foreground = Dark256.pointer }
        return custom("pointer", s)
    }

    /// The marker of a ticked row drawn in `base` (not bold, as fzf's).
    public func marker(on base: Style) -> Style {
        var s = base
        s.bold = false
        s.reverse = false
        if colors { s.foreground = Dark256.marker }
        return custom("marker", s)
    }

    /// The gutter of a row that is not the current one: fzf draws it in the current row's
    /// background colour, so that it reads as a thin bar.
    public var gutter: Style {
        custom("gutter", Style(foreground: color(Dark256.currentBackground)))
    }

    /// A matched character on a row drawn in `base` (`hl`, or `hl+` on the current row).
    public func match(on base: Style, current: Bool, ticked: Bool) -> Style {
        var s = base
        if colors {
            s.foreground = current ? Dark256.currentMatch : Dark256.match
        } else {
            s.underline = true
        }
        return custom(current ? "hl+" : ticked ? "selected-hl" : "hl", s)
    }

    public var prompt: Style { custom("prompt", Style(foreground: color(Dark256.prompt), bold: true)) }
    public var query: Style { custom("query", Style(bold: true)) }
    public var ghost: Style { custom("ghost", Style(dim: true)) }
    /// The info line's text (`info`).
    public var info: Style { custom("info", Style(foreground: color(Dark256.info), dim: !colors)) }
    public var spinner: Style { custom("spinner", Style(foreground: color(Dark256.spinner))) }
    /// The info line's separator (`separator`, else `border`).
    public var separator: Style {
        custom("separator", custom("border", Style(foreground: color(Dark256.border), dim: !colors)))
    }
    /// The list's scroll bar (`scrollbar`, else `border`).
    public var scrollbar: Style {
        custom("scrollbar", custom("border", Style(foreground: color(Dark256.border), dim: !colors)))
    }
    /// The header's text, on the header's background (`header-bg`) wherever it is drawn.
    public var header: Style {
        var s = custom("header", Style(foreground: color(Dark256.header), dim: !colors))
        s.background = background(.header)
        return s
    }
    public var footer: Style { custom("footer", Style(foreground: color(Dark256.header), dim: !colors)) }
    /// A line between sections (the footer's rule).
    public var border: Style { custom("border", Style(foreground: color(Dark256.border), dim: !colors)) }
    /// The preview pane's border (`preview-border`, else `border`) and scroll bar
    /// (`preview-scrollbar`, else the list's).
    public var previewBorder: Style { custom("preview-border", border) }
    public var previewScrollbar: Style { custom("preview-scrollbar", scrollbar) }
    /// A border's label (`label`; a section's own, e.g. `list-label`, over it).
    public func label(_ name: String = "label") -> Style {
        let s = custom("label", Style(foreground: color(Dark256.label)))
        return name == "label" ? s : custom(name, s)
    }
    /// tick's own notes on the info line (a message, `--confirm`'s question).
    public var message: Style { Style(foreground: color(203), bold: true) }
}
