/// Items over several lines on fzf's screen: multi-line items (`--read0`, `--multi-line`) and
/// `--wrap`. Only the items about to be shown are split, never every item.
extension FzfView {
    /// How `state`'s items are split into lines in a list window `width` columns wide.
    func itemLines(_ state: PickerState, width: Int, barColumn: Bool) -> FzfItemLines {
        var split = FzfItemLines()
        split.multiLine = state.scripted.multiLine
        split.tabstop = state.config.itemText.tabstop
        split.rule = state.config.widthRule
        if state.scripted.wrap {
            let row = FzfRow(state, theme: FzfTheme(state.appearance.theme))
            split.wrapColumns = max(1, width - row.textColumn - (barColumn ? 1 : 0))
            split.wrapSignWidth = DisplayText.width(of: state.config.itemText.shownWrapSign(unicode: state.config.unicode, rule: state.config.widthRule), rule: state.config.widthRule)
            split.wrapWord = state.scripted.wrapWord
        }
        return split
    }

    /// Whether the list keeps its last column off the text: for the scroll bar, or the blank
    /// before a right side (fzf's `barCol`).
    func barColumn(_ state: PickerState, _ geometry: FzfGeometry) -> Bool {
        let boxes = state.config.boxes
        return state.config.shownScrollbar != nil || boxes.list.hasRight
            || boxes.outerBorder(fullScreen: fullScreen(state)).hasRight || geometry.preview?.window.position == .right
    }

    /// The lines of the item at rank position `position` (its gap's included), at most
    /// `atMost`, and whether it takes more (fzf's `numItemLines`).
    static func lines(_ state: PickerState, _ split: FzfItemLines, position: Int, atMost: Int) -> (lines: Int, overflow: Bool) {
        let gap = state.config.itemText.gap
        guard position >= 0, position < state.shown.count else { return (1 + gap, 1 + gap > atMost) }
        guard let item = state.shown.item(at: position), state.store.holds(item) else { return (1 + gap, 1 + gap > atMost) }
        var (count, overflow) = withShownText(state, item) { split.count($0, atMost: atMost) }
        count += gap
        return (count, overflow || count > atMost)
    }

    /// Calls `body` with item `item`'s text as the list shows it (`--with-nth` applied), its
    /// first `FzfRow.shownLimit` bytes.
    static func withShownText<R>(_ state: PickerState, _ item: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let bytes = DisplayText.shownPart(state.store.item(item), limit: FzfRow.shownLimit)
        guard let template = state.scripted.withNth.template else { return body(bytes) }
        var tokens: [Range<Int>] = []
        var out: [UInt8] = []
        let text = bytes.last == 0x0D ? UnsafeBufferPointer(rebasing: bytes.dropLast()) : bytes
        template.apply(text, delimiter: state.config.delimiter, tokens: &tokens, into: &out)
        return out.withUnsafeBufferPointer(body)
    }

    public func listLines(_ state: PickerState) -> ListLines? {
        guard state.scripted.multiLine || state.scripted.wrap else { return nil }
        let sections = sections(state)
        let geometry = geometry(state, sections)
        let split = itemLines(state, width: geometry.list.width, barColumn: barColumn(state, geometry))
        let budget = max(0, geometry.list.height - shape(state, sections).fixedLines)
        return ListLines(budget: budget) { position, atMost in
            Self.lines(state, split, position: position, atMost: atMost)
        }
    }

    /// The lines each item row on the screen takes, from the band's side, filling `budget`
    /// lines from `state.scrollTop` (nil when every item takes one line).
    func blocks(_ state: PickerState, _ split: FzfItemLines, budget: Int) -> [FzfListPlan.Block]? {
        guard split.spansLines else { return nil }
        let gap = state.config.itemText.gap
        var out: [FzfListPlan.Block] = []
        var left = budget
        var position = state.scrollTop
        while left > 0, position < state.shown.count {
            let lines = min(left, Self.lines(state, split, position: position, atMost: left).lines)
            let own = max(1, lines - gap)
            out.append(FzfListPlan.Block(lines: min(own, left), gap: max(0, min(gap, lines - own))))
            left -= lines
            position += 1
        }
        return out
    }

    /// The list window's plan, its items' lines worked out when they may take several.
    func listPlan(_ state: PickerState, _ geometry: FzfGeometry, _ sections: FzfSections) -> FzfListPlan {
        let shape = shape(state, sections)
        guard state.scripted.multiLine || state.scripted.wrap else { return FzfListPlan(height: geometry.list.height, shape: shape) }
        let split = itemLines(state, width: geometry.list.width, barColumn: barColumn(state, geometry))
        let budget = max(0, geometry.list.height - shape.fixedLines)
        return FzfListPlan(height: geometry.list.height, shape: shape, blocks: blocks(state, split, budget: budget))
    }

    /// fzf's estimate of the lines an item takes, for the scroll bar: the mean over the
    /// items from the scroll on (`avgNumLines`).
    static func averageLines(_ state: PickerState, _ split: FzfItemLines, budget: Int) -> Int {
        let total = state.shown.count
        let start = max(0, min(state.scrollTop, total - budget - 1))
        var sum = 0, count = 0
        for position in start..<min(total, start + budget) {
            sum += lines(state, split, position: position, atMost: budget).lines
            count += 1
        }
        return count == 0 ? 1 : max(1, sum / count)
    }
}
