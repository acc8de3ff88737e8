/// A screen the picker can be drawn on: how many list rows it gives, its frame, and what lies
/// under a point of it.
///
/// The state, the engine and the session are shared by every screen; the screen is chosen when
/// the picker is set up (`PickerConfig.view`) and asked, never told: the reducer asks it how
/// many list rows are shown (to scroll and page) and what a tap landed on, the controller asks
/// it for frames and for the rows `--height ~N` waits for, the session for the picker's height.
/// tick's wheel and toolbar (`TickView`) is the one screen today.
public protocol PickerView: Sendable {
    /// How many list rows are shown: what the state scrolls and pages by.
    func listRows(_ state: PickerState) -> Int
    /// The list rows `--height` asks for at this size, before `~` and the terminal's height
    /// limit them (with `--height ~N` the picker waits for that many items).
    func wantedRows(_ state: PickerState) -> Int
    /// How many lines of the terminal the picker takes.
    func height(_ state: PickerState) -> Int
    /// Where the preview pane goes at this size, or nil when it is hidden or does not fit.
    func previewLayout(_ state: PickerState) -> PreviewLayout?
    /// The rank position shown in list row `slot` (0 is the row on the band's side), or nil
    /// for an empty row.
    func position(slot: Int, _ state: PickerState) -> Int?
    /// The rank position the band goes to so that rank position `position` shows in list row
    /// `slot`, or as near as the list goes (a drag past an edge).
    func cursor(showing position: Int, atSlot slot: Int, _ state: PickerState) -> Int
    /// What is drawn at `line` (0 is the picker's first line) and `column` (0-based), if
    /// anything that answers a tap.
    func target(line: Int, column: Int, _ state: PickerState) -> ScreenTarget?
    /// Where `line` falls for a drag over the list: on a list row, or past one of its edges.
    func listPlace(line: Int, _ state: PickerState) -> ListPlace?
    /// The frame of `state`, the item rows' text taken from `rows`.
    func frame(_ state: PickerState, rows: inout some RowSource) -> Frame
    /// Whether the picker takes the whole screen, on the terminal's alternate screen, instead
    /// of lines made below the cursor (fzf's screen without `--height`).
    func fullScreen(_ state: PickerState) -> Bool
    /// Whether `execute` runs its command on the alternate screen, the inline picker left in
    /// place and redrawn after it (fzf's), instead of erasing the picker and placing it again
    /// below what the command printed (tick's).
    func commandsOnAlternateScreen(_ state: PickerState) -> Bool
    /// The number a tap on the header's line `index` (0-based, as `ScriptedState.header` holds
    /// them: the `--header` text's lines, then the input's header lines) gives to
    /// `FZF_CLICK_HEADER_LINE`.
    /// nil: the line's own number.
    func headerNumber(_ index: Int, _ state: PickerState) -> Int?
    /// When an item may take more than one line: the list's lines and the items' (the state
    /// then keeps the band row whole on the screen, counting lines); nil when every item
    /// takes one row.
    func listLines(_ state: PickerState) -> ListLines?
}

extension PickerView {
    /// Lines below the cursor, as tick's screen always has.
    public func fullScreen(_ state: PickerState) -> Bool { false }
    /// The command on the main screen, as tick's screen runs it.
    public func commandsOnAlternateScreen(_ state: PickerState) -> Bool { false }
    /// The line's own number, in the order the header holds its lines.
    public func headerNumber(_ index: Int, _ state: PickerState) -> Int? { nil }
    /// One row an item.
    public func listLines(_ state: PickerState) -> ListLines? { nil }
}

/// What a tap lands on.
public enum ScreenTarget: Equatable, Sendable {
    /// A list row (the slot `PickerView.position(slot:_:)` reads).
    case row(slot: Int)
    /// A header line (0-based) at a column of its text (1-based, as fzf counts for
    /// `FZF_CLICK_HEADER_COLUMN`); `number`, when the view numbers the line otherwise, is
    /// the `FZF_CLICK_HEADER_LINE` it reports (fzf's screen: the row in a section's window).
    case header(line: Int, column: Int, number: Int? = nil)
    /// A footer line (0-based) at a column of its text (1-based, `FZF_CLICK_FOOTER_COLUMN`).
    case footer(line: Int, column: Int)
    /// The toolbar, on the piece drawn there (nil: between pieces).
    case toolbar(Toolbar.Role?)
    /// The preview pane.
    case preview
    /// The prompt line.
    case prompt
}

/// Where a line falls for a drag over the list.
public enum ListPlace: Equatable, Sendable {
    /// On the list row in `slot`.
    case row(slot: Int)
    /// Past an edge of the list: the row at that edge, and the step in rank positions that
    /// spinning the list one row that way takes.
    case beyond(edge: Int, step: Int)
}

/// What a view whose items may take several lines tells the state, so that it scrolls by
/// lines (fzf's multi-line and wrapped items): the lines its list gives the items, and how
/// many an item takes.
public struct ListLines {
    /// The lines the list window gives its items.
    public var budget: Int
    /// The lines the item at a rank position takes, at most the second argument, and whether
    /// it takes more.
    public var count: (_ position: Int, _ atMost: Int) -> (lines: Int, overflow: Bool)

    public init(budget: Int, count: @escaping (_ position: Int, _ atMost: Int) -> (lines: Int, overflow: Bool)) {
        self.budget = budget
        self.count = count
    }
}
