/// How the picker is drawn beyond what it shows: the colours, and the frame of the toolbar's
/// busy indicator.
///
/// Its reducer is `backgroundReported` (the terminal's answer about its background, for
/// `--theme auto`) and `turnSpinner`.
public struct Appearance: Sendable {
    /// The colours the picker is drawn in.
    public internal(set) var theme: Theme
    /// Whether a background colour reply may change `theme` (`--theme auto`).
    let followsBackground: Bool
    /// Advances while input is loading (or a command runs), to animate the toolbar's indicator.
    public internal(set) var spinner = 0

    /// Drawn in `theme`, which the terminal's background picks when `followsBackground`.
    public init(theme: Theme, followsBackground: Bool = false) {
        self.theme = theme
        self.followsBackground = followsBackground
    }

    /// The terminal said its background colour: with `--theme auto` it picks the palette.
    mutating func backgroundReported(red: Double, green: Double, blue: Double) {
        guard followsBackground, theme.colors else { return }
        let palette = Theme.Palette.forBackground(red: red, green: green, blue: blue)
        if palette != theme.palette { theme = Theme(colors: true, palette: palette, custom: theme.custom) }
    }

    /// The indicator's next frame.
    mutating func turnSpinner() {
        spinner += 1
    }
}
