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
    public func inner(line: Int) -> FzfRect { border.inner(rect, line: line) }

    /// The window it belongs to, which gives its colours: told by its label (the header
    /// lines' box carries none).
    public var window: FzfWindow {
        switch label {
        case .borderLabel?: .base
        case .listLabel?: .list
        case .inputLabel?: .input
        case .footerLabel?: .footer
        case .previewLabel?: .preview
        default: .header
        }
    }
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
    /// How many of `boxes` are drawn around everything (the outer border): those the
    /// sections' boxes follow.
    var outerBoxes = 0
    /// What is inside the border, margins and padding: the list's and the sections' room.
    public var area: FzfRect
    /// The sections with a window of their own (nil: none, or drawn in the list window).
    public var input: FzfSection? = nil
    public var header: FzfSection? = nil
    public var headerLines: FzfSection? = nil
    public var footer: FzfSection? = nil
    /// The rules of the sections drawn inside the list border (`inline`).
    public var rules: [FzfInlineRule] = []

    /// The windows of a picker `width` columns wide and `height` lines high, without borders.
    public init(width: Int, height: Int) {
        picker = FzfRect(top: 0, left: 0, height: height, width: width)
        list = picker
        area = picker
    }

    /// The windows of a picker `width` × `height` with the boxes, margins and padding
    /// `options` ask for and the sections `sections` lays out; `leastLines` is the fewest
    /// lines the margins and padding leave inside (fzf's 3, less one without the info line's
    /// own line, less one without input).
    public init(width: Int, height: Int, options: FzfBoxOptions, fullScreen: Bool, leastLines: Int = 3,
                sections: FzfSections = FzfSections(FzfSections.Request()), line: Int = 1) {
        self.init(width: width, height: height)
        self.line = line
        let border = options.outerBorder(fullScreen: fullScreen)
        // Top, right, bottom, left: the border's own cells are margin fzf never squeezes.
        let edge = [border.hasTop ? 1 : 0, border.rightColumns(line: line), border.hasBottom ? 1 : 0, border.leftColumns(line: line)]
        var margin = zip(options.margin.cells(width: width, height: height), edge).map { $0 + $1 }
        var padding = options.padding.cells(width: width, height: height)
        FzfSpacing.squeeze(margin: &margin, padding: &padding, border: edge, 1, 3, extent: width, least: Self.leastColumns)
        FzfSpacing.squeeze(margin: &margin, padding: &padding, border: edge, 0, 2, extent: height, least: leastLines)
        if border.visible {
            let rect = FzfRect(top: margin[0] - edge[0], left: margin[3] - edge[3],
                               height: height - margin[0] - margin[2] + edge[0] + edge[2],
                               width: width - margin[1] - margin[3] + edge[1] + edge[3])
            boxes.append(FzfBox(rect: rect, border: border, label: .borderLabel))
        }
        area = FzfRect(top: margin[0] + padding[0], left: margin[3] + padding[3],
                       height: height - margin[0] - margin[2] - padding[0] - padding[2],
                       width: width - margin[1] - margin[3] - padding[1] - padding[3])
        // With no section border on the right, the list takes the blank of the border's
        // right side too (fzf's `listStickToRight`).
        let r = sections.request
        sticksRight = border.hasRight && !r.list.hasRight && !sections.input.hasRight
            && (!r.headerVisible || !sections.header.hasRight || r.headerText + r.headerInput == 0)
        outerBoxes = boxes.count
        layOut(sections, in: area, stick: sticksRight)
    }

    /// Whether the list window took the outer border's blank right column (no section
    /// border on the right): a pane beside the list gives it back.
    public var sticksRight = false
    /// The columns of a vertical border line: 1, or 2 where box drawing is two columns wide
    /// (`Options.borderLine`, fzf's `borderWidth`).
    public var line = 1

    /// The fewest columns the margins and padding leave inside (fzf's `minWidth`).
    static let leastColumns = 4

    /// The windows of `state`'s picker, `height` lines high, with its `sections`.
    public init(_ state: PickerState, height: Int, sections: FzfSections) {
        let input = state.display.inputShown
        self.init(width: max(1, state.size.columns), height: height, options: state.config.boxes,
                  fullScreen: FzfHeight(options: state.config.options).fullScreen,
                  leastLines: 3 - (input ? 0 : 1) - (input && sections.infoLine ? 0 : 1), sections: sections,
                  line: state.config.borderLine)
    }
}
