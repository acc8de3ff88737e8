import Testing
import TickTestSupport
@testable import TickCore

@Suite("The reducer: placement, replies, input snapshots, partial results")
struct PickerReducerTests {
    @Test("Alt-A on the best matches alone waits for the full ranking, then ticks in its order")
    func selectAllWaitsForFullRanking() throws {
        var state = try picker(["--order", "selection"])
        // The best two in order, the rest not yet ranked.
        _ = state.reduce(.matched(RankedList(indices: [6, 5, 0, 1, 2, 3, 4], partial: true), for: state.request("", itemCount: 7)))
        _ = state.reduce(.input(keyEvent("alt-a")))
        #expect(state.ticks.selection.isEmpty)
        _ = state.reduce(.matched(RankedList(indices: [6, 5, 4, 3, 2, 1, 0]), for: state.request("", itemCount: 7)))
        #expect(state.ticks.selection.inTickOrder == [6, 5, 4, 3, 2, 1, 0])
    }

    @Test("Another key cancels an Alt-A that waits")
    func waitingSelectAllCancelled() throws {
        var state = try picker()
        _ = state.reduce(.matched(RankedList(indices: [1, 0], partial: true), for: state.request("", itemCount: 7)))
        _ = state.reduce(.input(keyEvent("alt-a")))
        _ = state.reduce(.input(keyEvent("down")))
        _ = state.reduce(.matched(RankedList(indices: [1, 0]), for: state.request("", itemCount: 7)))
        #expect(state.ticks.selection.isEmpty)
    }

    @Test("The cursor's answer places the picker for taps (mid-line: on the next row) and tells the session; keys never see it")
    func placingAnswer() throws {
        var state = try picker()
        _ = state.reduce(.placing)
        _ = state.reduce(.placed(origin: nil, height: 7))
        #expect(state.placing && state.origin == nil)
        let effect = state.reduce(.reply(.cursorPosition(row: 7, column: 3)))
        #expect(effect == [.cursorFound(ScreenPoint(row: 7, column: 3))])
        #expect(!state.placing)
        #expect(state.origin == 8)
        // A second answer changes nothing once placed.
        #expect(state.reduce(.reply(.cursorPosition(row: 2, column: 1))).isEmpty)
        #expect(state.origin == 8)
    }

    @Test("Placed twice before the first answer (a resize): only the second answer places the picker")
    func latestPlacementsAnswer() throws {
        var state = try picker(rows: 24)
        _ = state.reduce(.placing)
        _ = state.reduce(.placed(origin: nil, height: 7))
        _ = state.reduce(.placing)
        _ = state.reduce(.placed(origin: nil, height: 7))
        #expect(state.reduce(.reply(.cursorPosition(row: 3, column: 1))).isEmpty)
        #expect(state.placing && state.origin == nil)
        #expect(state.reduce(.reply(.cursorPosition(row: 5, column: 1))) == [.cursorFound(ScreenPoint(row: 5, column: 1))])
        #expect(state.origin == 5)
    }

    @Test("Placed blind, a late answer tells taps where the picker is")
    func lateAnswer() throws {
        var state = try picker(rows: 24)
        _ = state.reduce(.placing)
        _ = state.reduce(.placed(origin: nil, height: 7))
        #expect(state.reduce(.placingTimedOut).isEmpty)
        #expect(!state.placing)
        _ = state.reduce(.reply(.cursorPosition(row: 23, column: 1)))
        // The picker scrolled the screen to fit: it starts 7 rows above the bottom.
        #expect(state.origin == 18)
    }

    @Test("A background colour reply switches the palette only under --theme auto")
    func backgroundReply() throws {
        let options = try OptionParser.parse([], defaults: nil)
        var auto = PickerState(config: PickerConfig(options: options), theme: Theme(colors: true, palette: .dark),
                               followsBackground: true)
        _ = auto.reduce(.reply(.backgroundColor(red: 1, green: 1, blue: 1)))
        #expect(auto.appearance.theme.palette == .light)
        var fixed = PickerState(config: PickerConfig(options: options), theme: Theme(colors: true, palette: .dark))
        _ = fixed.reduce(.reply(.backgroundColor(red: 1, green: 1, blue: 1)))
        #expect(fixed.appearance.theme.palette == .dark)
    }

    @Test("Input snapshots bring header lines, counts and preselected ticks")
    func inputSnapshots() throws {
        let options = try OptionParser.parse(["--header", "H", "--header-lines", "1", "--preselect", "b"], defaults: nil)
        var state = PickerState(config: PickerConfig(options: options), preselector: Preselector(options: options))
        var builder = ItemStoreBuilder(separator: 0x0A, headerLines: 1)
        builder.append(Array("NAME\na\nb\n".utf8))
        _ = state.reduce(.inputRead(builder.store, done: false))
        #expect(state.scripted.header.lines == [Array("H".utf8), Array("NAME".utf8)])
        #expect(state.itemCount == 2 && state.loading)
        #expect(state.ticks.selection.inInputOrder == [1])
        builder.append(Array("b\n".utf8))
        builder.finish()
        _ = state.reduce(.inputRead(builder.store, done: true))
        #expect(state.itemCount == 3 && !state.loading)
        #expect(state.ticks.selection.inInputOrder == [1, 2])
    }
}

@Suite("Making room for the picker")
struct PickerPlacementTests {
    @Test("Room is made with relative moves: a line feed to a scratch line, a screen-wide line of spaces and a carriage return there, one line up, then each line erased and a line feed, and back up")
    func roomBelow() {
        let room = PickerPlacement.room(size: TerminalSize(columns: 80, rows: 24), height: 7)
        #expect(room == "\n" + String(repeating: " ", count: 80) + "\r\u{1B}[A" + String(repeating: "\u{1B}[2K\n", count: 6) + "\u{1B}[2K\u{1B}[6A")
        #expect(PickerPlacement.room(size: TerminalSize(columns: 10, rows: 24), height: 1)
            == "\n          \r\u{1B}[A\u{1B}[2K\n\u{1B}[2K\u{1B}[1A")
        let p = PickerPlacement(cursor: ScreenPoint(row: 3, column: 1), size: TerminalSize(columns: 80, rows: 24), height: 7)
        #expect(p.origin == 3 && p.startColumn == nil)
    }

    @Test("Written on a screen, the room leaves the cursor on the picker's first line, where PickerPlacement says, after a real line break: no soft wrap joins the shell's line to the picker's",
          arguments: [1, 2, 7, 24])
    func roomOnScreen(height: Int) {
        let size = TerminalSize(columns: 20, rows: 24)
        for row in [1, 2, 12, 17, 18, 23, 24] {
            for text in ["", "$ ", "cd /tmp/fzf-test-d", "cd /tmp/fzf-test-di", "cd /tmp/fzf-test-dir"] {
                var screen = VirtualScreen(rows: size.rows, columns: size.columns)
                screen.feed(String(repeating: "\r\n", count: row - 1) + text)
                let cursor = ScreenPoint(row: screen.cursor.row + 1, column: screen.cursor.column + 1)
                let placement = PickerPlacement(cursor: cursor, size: size, height: height)
                screen.feed(PickerPlacement.room(size: size, height: height))
                let at = "row \(row), \(text.debugDescription), height \(height)"
                #expect(screen.cursor == (placement.origin - 1, 0), "\(at): \(screen.cursor) for origin \(placement.origin)")
                #expect((0..<screen.rows).allSatisfy { !screen.isSoftWrapped(row: $0) }, "\(at): a soft wrap")
                // The shell's text stays, alone on the line above the picker's (unless scrolled off).
                let shellRow = placement.origin - 1 - (text.isEmpty ? 0 : 1)
                #expect(text.isEmpty || shellRow < 0 || screen.lines[shellRow] == text.trimmingCharacters(in: [" "]), "\(at): \(screen.lines)")
                // Text up to the last column leaves the cursor there (the wrap pending).
                #expect(placement.startColumn == (text.isEmpty ? nil : min(text.count + 1, size.columns)), "\(at)")
                #expect(placement.origin + height - 1 <= size.rows || height > size.rows, "\(at): the picker runs off the screen")
            }
        }
    }

    @Test("Mid-line: the spaces wrap to a fresh line, and the column is remembered")
    func midLine() {
        let p = PickerPlacement(cursor: ScreenPoint(row: 3, column: 12), size: TerminalSize(columns: 80, rows: 24), height: 7)
        #expect(p.origin == 4 && p.startColumn == 12)
    }

    @Test("Near the bottom the screen scrolls: the picker ends on the last row")
    func nearBottom() {
        let p = PickerPlacement(cursor: ScreenPoint(row: 22, column: 1), size: TerminalSize(columns: 80, rows: 24), height: 7)
        #expect(p.origin == 18)
        let mid = PickerPlacement(cursor: ScreenPoint(row: 24, column: 5), size: TerminalSize(columns: 80, rows: 24), height: 7)
        #expect(mid.origin == 18 && mid.startColumn == 5)
    }

    @Test("The session gets only what needs a terminal: the engine's requests have no SessionEffect")
    func sessionEffects() {
        #expect(SessionEffect(.queryChanged) == nil)
        #expect(SessionEffect(.rematch) == nil)
        #expect(SessionEffect(.suspend) == .suspend)
        #expect(SessionEffect(.cursorFound(ScreenPoint(row: 1, column: 1))) == .cursorFound(ScreenPoint(row: 1, column: 1)))
        #expect(SessionEffect(.finish(.noMatch)) == .finish(.noMatch))
    }
}
