// The ticked view, hidden ticks and reordering, end to end under a pseudo-terminal.
import Foundation
import Testing
import TickTestSupport

@Suite("Picker: the ticked view")
struct TickedViewTests {
    static let fruits = ["apple", "banana", "cherry", "damson", "elder"]

    @Test("Hidden ticks are counted; Alt-V shows the ticked rows in tick order; Alt-Down reorders what --order selection prints")
    func viewAndReorder() throws {
        let run = try picker(["--order", "selection"], input: Self.fruits)
        #expect(run.waitForCount("5/5"))
        // Tick apple, banana, cherry (Tab ticks and spins down).
        run.send(Keys.tab + Keys.tab + Keys.tab)
        #expect(run.waitForText("3 ticked"))
        run.send("an")
        #expect(run.waitForText("3 ticked, 2 hidden"))
        run.send("\u{1B}v")
        #expect(run.waitForText("Ticked rows, in tick order"))
        let rows = run.lines.filter { $0.contains("✓") }
        #expect(rows.count == 3)
        #expect(rows.map { $0.split(separator: " ").last.map(String.init) ?? "" } == ["apple", "banana", "cherry"])
        // Move apple below banana: Alt-Down.
        run.send("\u{1B}[1;3B")
        #expect(run.waitForScreen { s in
            let ticked = s.lines.filter { $0.contains("✓") }
            return ticked.count == 3 && ticked[0].hasSuffix("banana") && ticked[1].hasSuffix("apple")
        })
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.status == 0)
        #expect(r.stdoutText == "banana\napple\ncherry\n")
    }

    @Test("Esc leaves the ticked view, not the picker; a tap on the tick count opens it")
    func escAndTap() throws {
        let run = try picker([], input: Self.fruits)
        #expect(run.waitForCount("5/5"))
        run.send(Keys.tab)
        #expect(run.waitForText("1 ticked"))
        let toolbar = try #require(run.row(containing: "1 ticked"))
        let column = try #require(run.lines[toolbar].range(of: "1 ticked")).lowerBound.utf16Offset(in: run.lines[toolbar])
        run.click(row: toolbar, column: column + 1)
        #expect(run.waitForText("Ticked rows"))
        run.send(Keys.esc)
        #expect(run.waitForScreen { !$0.text.contains("Ticked rows") && $0.text.contains("5/5") })
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.status == 0)
        #expect(r.stdoutText == "apple\n")
    }
}
