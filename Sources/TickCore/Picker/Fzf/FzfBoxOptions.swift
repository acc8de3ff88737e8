/// What the options ask of fzf's boxes: the border around the picker (`--border`), the
/// sections' borders (`--list-border`, `--input-border`…), where the labels go
/// (`--X-label-pos`), the margins and padding, as given; `FzfGeometry` resolves them for a picker.
public struct FzfBoxOptions: Equatable, Sendable {
    /// `--border[=STYLE]`: the border around everything (`none` without one).
    public var border = FzfBorder.none
    /// `--list-border[=STYLE]`: the border around the list window (never `line`).
    public var list = FzfBorder.none
    /// `--input-border[=STYLE]`: the border around the prompt and the info line.
    public var input = FzfBorder.none
    /// `--header-border[=STYLE]`: the border around the header.
    public var header = FzfBorder.none
    /// `--header-lines-border[=STYLE]`: the border around the input's header lines; nil when
    /// not given (they go with the header), `none` for a section of their own without one.
    public var headerLines: FzfBorder? = nil
    /// `--footer-border[=STYLE]`: the border around the footer (fzf's `line` by default).
    public var footer = FzfBorder.line
    /// `--X-label-pos`, by the label's setting (`.borderLabel`…); centred on the top line
    /// when not given.
    public var labelPositions: [Action.Setting: FzfLabel.Position] = [:]
    /// The shape of a border option given without a style: rounded, or `--style full:STYLE`'s.
    public var standard = FzfBorder.standard
    /// `--margin`: space around the border.
    public var margin = FzfSpacing.zero
    /// `--padding`: space inside the border.
    public var padding = FzfSpacing.zero

    public init() {}

    /// The outer border as drawn: `line` is a top line inline and nothing full screen.
    public func outerBorder(fullScreen: Bool) -> FzfBorder {
        border == .line ? (fullScreen ? .none : .top) : border
    }

    /// Where the label `setting` goes.
    public func position(_ setting: Action.Setting) -> FzfLabel.Position {
        labelPositions[setting] ?? FzfLabel.Position()
    }
}
