import Testing
@testable import TickCore

/// A screen of three list rows with nothing else on it, whose first row shows the last item:
/// not tick's, so that a test sees which answers come from the view the picker was set up with.
private struct ThreeRowView: PickerView {
    func listRows(_ state: PickerState) -> Int { 3 }
    func wantedRows(_ state: PickerState) -> Int { 3 }
    func height(_ state: PickerState) -> Int { 3 }
    func previewLayout(_ state: PickerState) -> PreviewLayout? { nil }
    func position(slot: Int, _ state: PickerState) -> Int? {
        let p = state.shown.count - 1 - slot
        return p >= 0 ? p : nil
    }
    func cursor(showing position: Int, atSlot slot: Int, _ state: PickerState) -> Int { position }
    func target(line: Int, column: Int, _ state: PickerState) -> ScreenTarget? {
        line >= 0 && line < 3 ? .row(slot: line) : nil
    }
    func listPlace(line: Int, _ state: PickerState) -> ListPlace? {
        line >= 0 && line < 3 ? .row(slot: line) : .beyond(edge: line < 0 ? 0 : 2, step: line < 0 ? 1 : -1)
    }
    func frame(_ state: PickerState, rows: inout some RowSource) -> Frame { Frame(width: 1) }
}

/// A placed picker (first line on screen row 1) drawn by `view`, with every item matching.
private func picker(on view: any PickerView, _ arguments: [String] = [], items: Int = names.count) throws -> PickerState {
    let options = try OptionParser.parse(arguments, defaults: nil)
    var state = PickerState(config: PickerConfig(options: options, view: view))
    state.placement.size = TerminalSize(columns: 80, rows: 24)
    state.store = itemStore(items)
    state.loading = false
    state.setResults(RankedList(all: items), for: state.request("", itemCount: items))
    state.placement.origin = 1
    return state
}

@Suite("The view is a choice: the state asks the view it was set up with")
struct PickerViewChoiceTests {
    @Test("The band pages by the rows the chosen view shows")
    func pagesByTheViewsRows() throws {
        var s = try picker(on: ThreeRowView(), ["--layout", "list"])
        s.press("pgup")
        #expect(s.cursor == 3)
        var tick = try picker(on: TickView(), ["--layout", "list"])
        tick.press("pgup")
        #expect(tick.cursor == 5)
    }

    @Test("A tap ticks the item the chosen view shows under it")
    func tapsWhereTheViewSays() throws {
        var s = try picker(on: ThreeRowView())
        _ = s.handle(tap(column: 1, row: 1))
        #expect(s.ticks.selection.inInputOrder == [names.count - 1])
        // On tick's screen the first line is the prompt: nothing to tick.
        var tick = try picker(on: TickView())
        _ = tick.handle(tap(column: 1, row: 1))
        #expect(tick.ticks.selection.isEmpty)
    }

    @Test("The frame and the height come from the chosen view")
    func frameFromTheView() throws {
        let s = try picker(on: ThreeRowView())
        var rows = FixedRows(names)
        #expect(s.config.view.frame(s, rows: &rows).width == 1)
        #expect(s.config.view.height(s) == 3)
    }
}

@Suite("tick's screen: what a tap lands on")
struct TickViewTargetTests {
    let view = TickView()

    @Test("The prompt, the rows and the toolbar's buttons of the wheel (prompt, five rows, toolbar)")
    func wheelLines() throws {
        let s = try picker(on: view)
        #expect(view.target(line: 0, column: 3, s) == .prompt)
        #expect(view.target(line: 1, column: 3, s) == .row(slot: 0))
        #expect(view.target(line: 5, column: 3, s) == .row(slot: 4))
        // `[ Done ]` at columns 60–67, `[ Cancel ]` at 70–79 of 80.
        #expect(view.target(line: 6, column: 62, s) == .toolbar(.done))
        #expect(view.target(line: 6, column: 75, s) == .toolbar(.cancel))
        #expect(view.target(line: 6, column: 68, s) == .toolbar(nil))
        #expect(view.target(line: 7, column: 3, s) == nil)
        #expect(view.target(line: -1, column: 3, s) == nil)
    }

    @Test("A row's columns beside the pane are the pane's")
    func rowBesideThePane() throws {
        let s = try picker(on: view, ["--preview", "cat {}", "--preview-window", "right:50%"])
        // 40 columns of pane, a border column, 39 of rows.
        #expect(view.target(line: 1, column: 38, s) == .row(slot: 0))
        #expect(view.target(line: 1, column: 39, s) == .preview)
        #expect(view.target(line: 1, column: 60, s) == .preview)
        let left = try picker(on: view, ["--preview", "cat {}", "--preview-window", "left:50%"])
        // The pane, then the border column, then the rows.
        #expect(view.target(line: 1, column: 41, left) == .row(slot: 0))
        #expect(view.target(line: 1, column: 40, left) == .preview)
    }

    @Test("A header's columns count from its text's first cell")
    func headerColumns() throws {
        let s = try picker(on: view, ["--header", "H"])
        let text = TickView.textColumn(s)
        #expect(view.target(line: 1, column: text, s) == .header(line: 0, column: 1))
        #expect(view.target(line: 1, column: text + 4, s) == .header(line: 0, column: 5))
        #expect(view.target(line: 1, column: text - 1, s) == nil)
    }

    @Test("A drag past the rows' edge spins towards that edge's next rank position")
    func dragEdges() throws {
        let wheel = try picker(on: view)
        #expect(view.listPlace(line: 0, wheel) == .beyond(edge: 0, step: -1))
        #expect(view.listPlace(line: 2, wheel) == .row(slot: 1))
        #expect(view.listPlace(line: 6, wheel) == .beyond(edge: 4, step: 1))
        // The list layout: the best at the bottom, next to the prompt.
        let list = try picker(on: view, ["--layout", "list"])
        #expect(view.listPlace(line: 0, list) == .row(slot: 4))
        #expect(view.listPlace(line: 5, list) == .beyond(edge: 0, step: -1))
        #expect(view.listPlace(line: -1, list) == .beyond(edge: 4, step: 1))
    }
}
