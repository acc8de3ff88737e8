import Foundation
import Testing
import TickCore
import TickEngine
@testable import TickTerminal

/// tick's screen placed as fzf's screen is: on the whole alternate screen (`full`), or inline
/// with `execute` run on the alternate screen (`aside`). It stands in for fzf's screen so that
/// the session's placement is tested apart from what fzf's screen draws.
struct PlacedTickView: PickerView {
    var full = false
    var aside = false
    let inner = TickView()

    func listRows(_ state: PickerState) -> Int { inner.listRows(state) }
    func wantedRows(_ state: PickerState) -> Int { inner.wantedRows(state) }
    func height(_ state: PickerState) -> Int { inner.height(state) }
    func previewLayout(_ state: PickerState) -> PreviewLayout? { inner.previewLayout(state) }
    func position(slot: Int, _ state: PickerState) -> Int? { inner.position(slot: slot, state) }
    func cursor(showing position: Int, atSlot slot: Int, _ state: PickerState) -> Int {
        inner.cursor(showing: position, atSlot: slot, state)
    }
    func target(line: Int, column: Int, _ state: PickerState) -> ScreenTarget? { inner.target(line: line, column: column, state) }
    func listPlace(line: Int, _ state: PickerState) -> ListPlace? { inner.listPlace(line: line, state) }
    func frame(_ state: PickerState, rows: inout some RowSource) -> Frame { inner.frame(state, rows: &rows) }
    func fullScreen(_ state: PickerState) -> Bool { full }
    func commandsOnAlternateScreen(_ state: PickerState) -> Bool { aside }
}

/// Nested in `PickerSessionTests` so that it runs one test at a time with the other sessions:
/// `TerminalRestore`'s bytes are the process's.
extension PickerSessionTests {
    @Suite("The session on the alternate screen (full screen, and fzf's inline execute)", .serialized)
    struct FullScreen {
        static let fullScreenView = PlacedTickView(full: true)

        /// Waits until `check` holds; false after 10 seconds.
        func wait(_ check: () -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline {
                if check() { return true }
                _ = poll(nil, 0, 5)
            }
            return false
        }

        @Test("Full screen: the alternate screen at once, the picker at its top-left, no position question; taps land; the main screen back on exit")
        func enterAndLeave() throws {
            let terminal = ScriptedTerminal(cursorRow: 3, text: "$ cmd")
            let run = try SessionRun(["--layout", "reverse"], items: ["one", "two", "three"], terminal: terminal, view: Self.fullScreenView)
            #expect(terminal.waitFor("3/3"))
            #expect(terminal.showsAlternateScreen)
            #expect(terminal.lines[0].hasPrefix(">"), "\(terminal.lines)")
            #expect(!terminal.hasWritten("\u{1B}[6n"))
            // While drawn, a signal's handler leaves the alternate screen.
            #expect(Array(UnsafeBufferPointer(start: TerminalRestore.eraseBytes, count: TerminalRestore.eraseCount))
                == Array("\u{1B}[?1049l".utf8))
            // Origin (1,1) without an answer: the tap on line 4 ("three") lands.
            let row = try #require(terminal.lines.firstIndex { $0.hasSuffix("three") }) + 1
            terminal.type("\u{1B}[<0;6;\(row)M\u{1B}[<0;6;\(row)m")
            #expect(terminal.waitFor("1 ticked"))
            terminal.type("\r")
            let result = try #require(run.finish())
            #expect(result.outcome == .accepted(items: [2], key: nil))
            #expect(terminal.usedAlternateScreen && !terminal.showsAlternateScreen)
            #expect(terminal.lines[2] == "$ cmd" && terminal.lines.enumerated().allSatisfy { $0.offset == 2 || $0.element.isEmpty },
                    "\(terminal.lines)")
            #expect(terminal.cursor == (3, 6))
        }

        @Test("Full screen: Esc leaves the alternate screen too")
        func escape() throws {
            let terminal = ScriptedTerminal(cursorRow: 2, text: "$ x")
            let run = try SessionRun([], items: ["one"], terminal: terminal, view: Self.fullScreenView)
            #expect(terminal.waitFor("1/1"))
            terminal.type("\u{1B}")
            #expect(try #require(run.finish()).outcome == .cancelled)
            #expect(terminal.usedAlternateScreen && !terminal.showsAlternateScreen)
            #expect(terminal.lines[1] == "$ x")
        }

        @Test("Full screen: execute leaves the alternate screen for the command and comes back to it, redrawn whole")
        func executeFullScreen() throws {
            let terminal = ScriptedTerminal()
            let run = try SessionRun(["--bind", "ctrl-x:execute(true)"], items: ["one", "two"], terminal: terminal, view: Self.fullScreenView)
            #expect(terminal.waitFor("2/2"))
            let before = terminal.writtenText.count
            terminal.type("\u{18}")
            #expect(wait { terminal.writtenText.dropFirst(before).contains("\u{1B}[?1049h") })
            #expect(terminal.waitFor("2/2"))
            let during = String(terminal.writtenText.dropFirst(before))
            let left = try #require(during.range(of: "\u{1B}[?1049l"))
            let back = try #require(during.range(of: "\u{1B}[?1049h"))
            #expect(left.upperBound <= back.lowerBound)
            #expect(terminal.showsAlternateScreen)
            terminal.type("\r")
            _ = try #require(run.finish())
            #expect(!terminal.showsAlternateScreen)
        }

        @Test("Inline, fzf's way: execute runs on the alternate screen, and the picker comes back in place, not placed again")
        func executeAside() throws {
            let terminal = ScriptedTerminal(cursorRow: 5, text: "$ cmd")
            let run = try SessionRun(["--layout", "reverse", "--bind", "ctrl-x:execute(true)"], items: ["one", "two"],
                                     terminal: terminal, view: PlacedTickView(aside: true))
            // Input read (no spinner): the frame stays as it is.
            #expect(wait { terminal.lines.contains { $0.contains("2/2") } && !terminal.lines.contains { $0.contains("loading") } })
            let drawn = terminal.lines
            let before = terminal.writtenText.count
            terminal.type("\u{18}")
            #expect(wait { terminal.writtenText.dropFirst(before).contains("\u{1B}[?1049l") })
            #expect(terminal.waitFor("2/2"))
            let during = String(terminal.writtenText.dropFirst(before))
            let aside = try #require(during.range(of: "\u{1B}[?1049h\u{1B}[H"))
            let back = try #require(during.range(of: "\u{1B}[?1049l"))
            #expect(aside.upperBound <= back.lowerBound)
            #expect(!terminal.showsAlternateScreen)
            // The same lines, the picker where it was: asked where it is once only.
            #expect(terminal.lines == drawn, "\(terminal.lines)")
            #expect(terminal.writtenText.components(separatedBy: "\u{1B}[6n").count == 2)
            terminal.type("\u{1B}")
            _ = try #require(run.finish())
            #expect(terminal.lines[4] == "$ cmd" && terminal.lines[5].isEmpty, "\(terminal.lines)")
        }

        @Test("tick's own screen never uses the alternate screen: execute erases the picker and places it again below")
        func tickScreenStaysInline() throws {
            let terminal = ScriptedTerminal()
            let run = try SessionRun(["--bind", "ctrl-x:execute(true)"], items: ["one", "two"], terminal: terminal)
            #expect(terminal.waitFor("2/2"))
            terminal.type("\u{18}")
            #expect(wait { terminal.writtenText.components(separatedBy: "\u{1B}[6n").count == 3 })
            #expect(terminal.waitFor("2/2"))
            terminal.type("\r")
            _ = try #require(run.finish())
            #expect(!terminal.usedAlternateScreen)
        }

        @Test("--no-clear leaves the inline picker drawn, the cursor on its first line, as fzf does")
        func noClearInline() throws {
            let terminal = ScriptedTerminal(cursorRow: 3)
            let run = try SessionRun(["--no-clear", "--layout", "reverse"], items: ["one", "two"], terminal: terminal)
            // Input read (no spinner): the frame stays as it is.
            #expect(wait { terminal.lines.contains { $0.contains("2/2") } && !terminal.lines.contains { $0.contains("loading") } })
            let drawn = terminal.lines
            terminal.type("\r")
            #expect(try #require(run.finish()).outcome == .accepted(items: [0], key: nil))
            #expect(terminal.lines == drawn)
            #expect(terminal.cursor == (3, 1))
        }

        @Test("--no-clear full screen stays on the alternate screen, as fzf does")
        func noClearFullScreen() throws {
            let terminal = ScriptedTerminal()
            let run = try SessionRun(["--no-clear"], items: ["one", "two"], terminal: terminal, view: Self.fullScreenView)
            #expect(terminal.waitFor("2/2"))
            terminal.type("\r")
            _ = try #require(run.finish())
            #expect(terminal.showsAlternateScreen)
            #expect(terminal.lines.contains { $0.contains("2/2") })
        }
    }
}
