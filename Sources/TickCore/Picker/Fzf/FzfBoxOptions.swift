/// What the options ask of fzf's boxes: the border around the picker (`--border`), the
/// sections' borders (`--list-border`, `--input-border`…), where the labels go
/// (`--X-label-pos`), the margins and padding, as given; `FzfGeometry` resolves them for a picker.
public struct FzfBoxOptions: Equatable, Sendable {
    /// `--border[=STYLE]`: the border around everything (`none` without one).
    public var border = FzfBorder.none
    /// `--X-label-pos`, by the label's setting (`.borderLabel`…); centred on the top line
    /// when not given.
    public var labelPositions: [Action.Setting: FzfLabel.Position] = [:]
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
