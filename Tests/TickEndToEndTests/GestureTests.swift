// Taps, double-clicks, right-clicks, drags and shift-clicks, end to end under a pseudo-terminal:
// SGR mouse bytes in, the screen and the output read back.
import Foundation
import Testing
import TickTestSupport

@Suite("Picker: the mouse as people use it")
struct GestureTests {
    static let numbers = (1...20).map(String.init)

    /// The 0-based screen row showing item `text`, once the screen shows it.
    private func rowOf(_ text: String, in run: PseudoTerminalRun) throws -> Int {
        #expect(run.waitForScreen { PseudoTerminalRun.row(showing: text, in: $0.lines) != nil })
        return try #require(run.row(showing: text))
    }

    @Test("seq 1 20: a tap on 2, then a tap where 3 was, ticks 2 and 3; nothing moves")
    func twoTaps() throws {
        let run = try picker([], input: Self.numbers)
        #expect(run.waitForCount("20/20"))
        run.send(Keys.down + Keys.down + Keys.down)
        #expect(run.waitForScreen { s in s.lines.contains { $0.hasPrefix(">") && $0.hasSuffix(" 4") } })
        let two = try rowOf("2", in: run)
        let three = try rowOf("3", in: run)
        let before = run.lines
        run.press(row: two)
        run.press(row: three)
        #expect(run.waitForText("2 ticked"))
        // The rows stay where they were: only the marks changed.
        #expect(run.lines[two].hasSuffix("✓ 2") && run.lines[three].hasSuffix("✓ 3"), "\(run.screenText)")
        #expect(run.lines[two + 2] == before[two + 2], "\(run.screenText)")
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.status == 0)
        #expect(r.stdoutText == "2\n3\n")
    }

    @Test("A double-click on 3 toggles it twice (it ends as it started) and never ticks a neighbour; a third tap ticks it")
    func doubleClick() throws {
        let run = try picker([], input: Self.numbers)
        #expect(run.waitForCount("20/20"))
        let three = try rowOf("3", in: run)
        run.press(row: three)
        run.press(row: three)
        run.press(row: three, column: 10)
        #expect(run.waitForText("1 ticked"))
        #expect(run.lines[three].hasSuffix("✓ 3"))
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.stdoutText == "3\n")
    }

    @Test("--bind double-click:accept accepts the row double-clicked")
    func boundDoubleClick() throws {
        let run = try picker(["--bind", "double-click:accept"], input: Self.numbers)
        #expect(run.waitForCount("20/20"))
        let two = try rowOf("2", in: run)
        run.press(row: two)
        run.press(row: two)
        let r = run.finish()
        #expect(r.status == 0)
        #expect(r.stdoutText == "2\n")
    }

    @Test("A right-click toggles the row under the pointer; a drag ticks every row it passes, then the release ends it")
    func rightClickAndDrag() throws {
        let run = try picker([], input: Self.numbers)
        #expect(run.waitForCount("20/20"))
        let one = try rowOf("1", in: run)
        run.press(row: one + 2, code: 2)
        #expect(run.waitForText("1 ticked"))
        #expect(run.lines[one + 2].hasSuffix("✓ 3"))
        // Press on 1 and drag down to 2 (3 stays ticked: the drag ticks).
        run.press(row: one, held: true)
        run.drag(row: one + 1)
        run.release(row: one + 1)
        #expect(run.waitForText("3 ticked"))
        run.drag(row: one + 2)
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.stdoutText == "1\n2\n3\n")
    }

    @Test("A drag past the bottom edge spins the wheel and goes on ticking; --limit stops it and says so")
    func dragPastEdgeWithLimit() throws {
        let run = try picker(["--limit", "6"], input: Self.numbers)
        #expect(run.waitForCount("20/20"))
        let one = try rowOf("1", in: run)
        let toolbar = try #require(run.row(containing: "20/20"))
        run.press(row: one, held: true)
        for _ in 0..<8 { run.drag(row: toolbar) }
        #expect(run.waitForText("At most 6 rows can be ticked"))
        run.release(row: toolbar)
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.stdoutText == "1\n2\n3\n4\n5\n6\n")
    }

    @Test("Shift-click ticks the range from the last tap; Shift-Down extends it from the keyboard")
    func ranges() throws {
        let run = try picker([], input: Self.numbers)
        #expect(run.waitForCount("20/20"))
        let one = try rowOf("1", in: run)
        run.press(row: one)
        run.press(row: one + 2, code: 4)
        #expect(run.waitForText("3 ticked"))
        // The band is still on 1: Shift-Down three times ticks down to 4.
        run.send("\u{1B}[1;2B\u{1B}[1;2B\u{1B}[1;2B")
        #expect(run.waitForText("4 ticked"))
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.stdoutText == "1\n2\n3\n4\n")
    }

    @Test("--confirm: a click on [ Yes ] accepts; the question says 'Print 1 item?'")
    func confirmByClick() throws {
        let run = try picker(["--confirm"], input: Self.numbers)
        #expect(run.waitForCount("20/20"))
        run.send(Keys.tab)
        #expect(run.waitForText("1 ticked"))
        run.send(Keys.enter)
        #expect(run.waitForText("Print 1 item? [y/N]"))
        let toolbar = try #require(run.row(containing: "[ Yes ]"))
        let column = try #require(run.lines[toolbar].range(of: "[ Yes ]")).lowerBound.utf16Offset(in: run.lines[toolbar])
        run.click(row: toolbar, column: column + 2)
        let r = run.finish()
        #expect(r.status == 0)
        #expect(r.stdoutText == "1\n")
    }
}
