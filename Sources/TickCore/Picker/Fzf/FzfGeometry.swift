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

/// A box fzf's screen draws around a part of the picker: its rectangle (the border's lines
/// included), its shape and the label it carries.
public struct FzfBox: Equatable, Sendable {
    public var rect: FzfRect
    public var border: FzfBorder
    /// The setting whose text is its label (`.borderLabel`…), nil for none.
    public var label: Action.Setting?

    public init(rect: FzfRect, border: FzfBorder, label: Action.Setting? = nil) {
        self.rect = rect
        self.border = border
        self.label = label
    }

    /// What is inside its border.
    public var inner: FzfRect { border.inner(rect) }
}

/// Where fzf's screen puts its windows in a picker of a given size: the boxes drawn around
/// them, the list window (item rows, header, footer, info line and prompt) and, when shown,
/// the preview pane.
///
/// Pure: worked out from the picker's size and state for each frame, tap and scroll, so that
/// all three agree. The outer border (`--border`) takes its lines and columns around the list
/// window; the margins, padding and the sections (`--list-border`, `--input-border`…) make
/// the rectangles smaller, and the preview pane takes its part, in the packages that draw
/// them (docs/ARCHITECTURE.md, "fzf's screen").
public struct FzfGeometry: Equatable, Sendable {
    /// The whole picker.
    public var picker: FzfRect
    /// The list window: what `FzfListPlan` lays out, line by line.
    public var list: FzfRect
    /// The preview pane (nil: none shown): its box, border and content.
    public var preview: FzfPreviewPane? = nil
    /// The boxes to draw, outermost first.
    public var boxes: [FzfBox] = []

    /// The windows of a picker `width` columns wide and `height` lines high, without borders.
    public init(width: Int, height: Int) {
        picker = FzfRect(top: 0, left: 0, height: height, width: width)
        list = picker
    }

    /// The windows of a picker `width` × `height` with the boxes `options` ask for.
    public init(width: Int, height: Int, options: FzfBoxOptions, fullScreen: Bool) {
        self.init(width: width, height: height)
        let border = options.outerBorder(fullScreen: fullScreen)
        if border.visible {
            let box = FzfBox(rect: picker, border: border, label: .borderLabel)
            boxes.append(box)
            list = box.inner
            // With no section border on the right, the list takes the blank of the border's
            // right side too (fzf's `listStickToRight`).
            if border.hasRight { list.width += 1 }
        }
    }

    /// The windows of `state`'s picker, `height` lines high.
    public init(_ state: PickerState, height: Int) {
        self.init(width: max(1, state.size.columns), height: height, options: state.config.boxes,
                  fullScreen: FzfHeight(options: state.config.options).fullScreen)
    }
}
