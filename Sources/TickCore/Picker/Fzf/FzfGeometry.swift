/// A rectangle of fzf's screen, in cells: its first line and column (0-based, from the picker's
/// top left) and its size.
public struct FzfRect: Equatable, Sendable {
    public var top: Int
    public var left: Int
    public var height: Int
    public var width: Int

    public init(top: Int, left: Int, height: Int, width: Int) {
        self.top = top
        self.left = left
        self.height = max(0, height)
        self.width = max(0, width)
    }

    /// The line after the last one.
    public var bottom: Int { top + height }
    /// The column after the last one.
    public var right: Int { left + width }

    /// Whether the cell at `line`, `column` is inside.
    public func contains(line: Int, column: Int) -> Bool {
        line >= top && line < bottom && column >= left && column < right
    }
}

/// Where fzf's screen puts its windows in a picker of a given size: the list window (item rows,
/// header, footer, info line and prompt) and, when shown, the preview pane.
///
/// Pure: worked out from the picker's size and state for each frame, tap and scroll, so that
/// all three agree. This first form has one window the size of the picker and no pane; the
/// outer border, margins, padding and the sections (`--list-border`, `--input-border`…) make
/// the rectangles smaller, and the preview pane takes its part, in the packages that draw
/// them (docs/ARCHITECTURE.md, "fzf's screen").
public struct FzfGeometry: Equatable, Sendable {
    /// The whole picker.
    public var picker: FzfRect
    /// The list window: what `FzfListPlan` lays out, line by line.
    public var list: FzfRect
    /// The preview pane (nil: none shown): its box, border and content.
    public var preview: FzfPreviewPane? = nil

    /// The windows of a picker `width` columns wide and `height` lines high.
    public init(width: Int, height: Int) {
        picker = FzfRect(top: 0, left: 0, height: height, width: width)
        list = picker
    }

    /// The windows of `state`'s picker, `height` lines high.
    public init(_ state: PickerState, height: Int) {
        self.init(width: max(1, state.size.columns), height: height)
    }
}
