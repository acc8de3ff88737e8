/// fzf's preview window on fzf's screen: its box beside, above or below the list, its border's
/// sides, the content inside, and the column of its scroll bar.
///
/// Pure, worked out from the list's area and the window (`--preview-window`) as fzf 0.74.5's
/// `resizeWindows` does: the size (`N` content cells, `N%` of the area, both within what leaves
/// the list its least), the alternative `<N(ALT)` taken when the pane would be smaller than N,
/// and a column kept for the scroll bar when the border has no right side.
public struct FzfPreviewPane: Equatable, Sendable {
    /// The window in force: `--preview-window`'s, or its alternative when the pane is small.
    public var window: PreviewWindow
    /// The pane's box, border included, in the picker's cells.
    public var box: FzfRect
    /// The border drawn (`line` resolved to the side next to the list).
    public var border: FzfBorder
    /// The output's cells: inside the border, a blank column on each bordered side.
    public var content: FzfRect
    /// The column of the pane's scroll bar (the blank inside the right border, or the pane's
    /// last column without one); nil when the bar is off (`--no-scrollbar`).
    public var scrollbarColumn: Int?

    /// fzf's least list window: 3 lines (less the input's lines it does not have), 4 columns.
    static let minimumListWidth = 4

    /// The list's rectangle and the pane in `area` (the list window's before the pane), or the
    /// whole area and no pane when the window in force is hidden or of size 0.
    ///
    /// `inputLines` are the prompt's and the separator's lines in the list window (2, 1 or 0);
    /// `scrollbar` whether fzf's scroll bars are on; `reversed` the reverse layout (for `next`);
    /// `stick` whether the outer border's right side leaves a blank column next to `area`,
    /// which the list, or the pane without a right side, takes (fzf's `listStickToRight`);
    /// `shown` whether the pane is shown (`toggle-preview`), which an alternative that says
    /// `hidden` turns round: hidden until toggled.
    public static func split(_ area: FzfRect, window given: PreviewWindow, inputLines: Int, scrollbar: Bool,
                             reversed: Bool = false, stick: Bool = false, shown: Bool = true)
        -> (list: FzfRect, pane: FzfPreviewPane?) {
        var window = given
        var size = extent(area, window, inputLines: inputLines, scrollbar: scrollbar)
        var visible = shown
        if let alternative = window.alternative, !window.isInvisible, size < alternative.threshold {
            window = alternative.window
            size = extent(area, window, inputLines: inputLines, scrollbar: scrollbar)
            if window.hidden { visible.toggle() }
        }
        guard visible, !window.isInvisible else { return (area, nil) }
        let border = resolved(window, nextReversed: window.next && reversed)
        var list = area, box = area
        // The outer border's blank column goes to the list, or to a pane beside or below it
        // with no right side of its own.
        let widened = FzfRect(top: area.top, left: area.left, height: area.height, width: area.width + (stick ? 1 : 0))
        switch window.position {
        case .right:
            let whole = border.hasRight ? area : widened
            box = FzfRect(top: area.top, left: whole.right - size, height: area.height, width: size)
            list.width = whole.width - size
        case .left:
            // A blank column between the pane and the list.
            box = FzfRect(top: area.top, left: area.left, height: area.height, width: size)
            list = FzfRect(top: area.top, left: area.left + size + 1, height: area.height, width: widened.width - size - 1)
        case .up, .down:
            // Within what leaves the list its input lines (fzf takes the pane's least from them).
            let least = 1 + border.lines
            let lines = max(least, min(size, area.height - inputLines - least))
            let width = border.hasRight ? area.width : widened.width
            list.height -= lines
            list.width = width
            if window.position == .up {
                box = FzfRect(top: area.top, left: area.left, height: lines, width: width)
                list.top += lines
            } else {
                box = FzfRect(top: area.bottom - lines, left: area.left, height: lines, width: width)
            }
        }
        return (list, FzfPreviewPane(window: window, box: box, border: border, scrollbar: scrollbar))
    }

    /// The border `window` draws: `line` is the side next to the list (`next` as `down`, or as
    /// `up` in the reverse layout).
    static func resolved(_ window: PreviewWindow, nextReversed: Bool = false) -> FzfBorder {
        guard window.borderStyle == .line else { return window.borderStyle }
        switch window.position {
        case .up: return .bottom
        case .down: return nextReversed ? .bottom : .top
        case .left: return .right
        case .right: return .left
        }
    }

    /// The pane of `window` in `box`.
    init(window: PreviewWindow, box: FzfRect, border: FzfBorder, scrollbar: Bool) {
        self.window = window
        self.box = box
        self.border = border
        var content = border.inner(box)
        if scrollbar {
            if border.hasRight {
                scrollbarColumn = box.right - 2
            } else {
                content.width -= 1
                scrollbarColumn = box.right - 1
            }
        }
        self.content = content
    }

    /// The pane's size along the split (columns beside the list, lines above or below it),
    /// fzf's `calculateSize`: `N%` of the area, or N content cells and the border's, at least
    /// the border and a cell, at most what leaves the list its least.
    static func extent(_ area: FzfRect, _ window: PreviewWindow, inputLines: Int, scrollbar: Bool) -> Int {
        let border = resolved(window)
        let beside = window.position == .left || window.position == .right
        let base = beside ? area.width : area.height
        let least = beside ? 1 + border.leftColumns + border.rightColumns + (scrollbar && !border.hasRight ? 1 : 0)
            : 1 + border.lines
        let most = max(least, base - (beside ? minimumListWidth : inputLines + 1))
        let wanted: Int
        switch window.size {
        case .percent(let p): wanted = Int(Double(base) * 0.01 * Double(p))
        case .cells(let n): wanted = n + least - 1
        }
        return max(least, min(wanted, most))
    }

    /// The pane's content size, for the state's scrolling and the commands' environment, with
    /// the columns of `wrapSign`, widths measured under `rule`.
    public func layout(wrapSign: String, rule: WidthRule) -> PreviewLayout {
        PreviewLayout(content: content.width, height: content.height, window: window,
                      wrapSignWidth: DisplayText.width(of: wrapSign, rule: rule), rule: rule)
    }
}
