// The wheel as people read it: how many matches show, headers lined up with the rows, long
// lines, heights; end to end under a pseudo-terminal.
import Foundation
import Testing
import TickTestSupport

@Suite("Picker: what the wheel shows")
struct WheelTests {
    @Test("At 80x24 with the defaults, a query with 5 or more matches shows 5 of them, the best on the band")
    func fiveMatchesAfterTyping() throws {
        let items = (1...40).map { "file\($0).txt" } + (1...10).map { "note\($0).md" }
        let run = try picker([], input: items)
        #expect(run.waitForCount("50/50"))
        run.send("note")
        #expect(run.waitForCount("10/50"))
        let rows = run.lines.filter { $0.contains("note") && $0.hasSuffix(".md") }
        #expect(rows.count == 5, "\(run.screenText)")
        #expect(run.lines[1].hasPrefix(">"), "\(run.screenText)")
        run.send(Keys.esc)
        _ = run.finish()
    }

    @Test("--header-lines lines up with the items' text, in the wheel and with --single")
    func headerAligned() throws {
        for (options, text) in [([String](), 3), (["--single"], 2)] {
            let run = try picker(["--header-lines", "1"] + options, input: ["NAME  SIZE", "alpha 10", "beta  200"])
            #expect(run.waitForCount("2/2"))
            let header = try #require(run.row(containing: "NAME"))
            let item = try #require(run.row(containing: "alpha"))
            let headerColumn = try #require(run.lines[header].range(of: "NAME")).lowerBound.utf16Offset(in: run.lines[header])
            let itemColumn = try #require(run.lines[item].range(of: "alpha")).lowerBound.utf16Offset(in: run.lines[item])
            #expect(headerColumn == itemColumn && itemColumn == text, "\(run.screenText)")
            let size = try #require(run.lines[header].range(of: "SIZE")).lowerBound.utf16Offset(in: run.lines[header])
            let value = try #require(run.lines[item].range(of: "10")).lowerBound.utf16Offset(in: run.lines[item])
            #expect(size == value)
            run.send(Keys.esc)
            _ = run.finish()
        }
    }

    @Test("--height 50% on a 24-line terminal draws 12 lines: the prompt, 10 rows and the toolbar")
    func heightPercent() throws {
        let run = try picker(["--height", "50%"], input: (1...30).map { "item \($0)" })
        #expect(run.waitForCount("30/30"))
        #expect(run.lines[11].hasPrefix("30/30"), "\(run.screenText)")
        #expect(run.lines[10] == "   item 10", "\(run.screenText)")
        run.send(Keys.esc)
        _ = run.finish()
    }

    @Test("Long lines keep their end: …-needle14-end, and a match 12,000 characters in is scrolled into view")
    func longLines() throws {
        let x = String(repeating: "x", count: 150)
        var items = (10...19).map { x + "-needle\($0)-end" }
        items.append(String(repeating: "y", count: 12_000) + "-faraway-tail")
        let run = try picker([], input: items)
        #expect(run.waitForCount("11/11"))
        run.send("needle14")
        #expect(run.waitForScreen { $0.lines.contains { $0.hasPrefix(">") && $0.hasSuffix("x-needle14-end") } }, "\(run.screenText)")
        run.send(Keys.ctrlU + "faraway")
        #expect(run.waitForScreen { $0.lines.contains { $0.hasPrefix(">") && $0.hasSuffix("y-faraway-tail") } }, "\(run.screenText)")
        run.send(Keys.esc)
        _ = run.finish()
    }

    @Test("After Alt-A the band still stands out: its own tint, a visible ✓, and the match highlighted")
    func readableTicks() throws {
        for (theme, palette) in [("dark", 238), ("light", 253)] {
            let run = try picker(["--theme", theme], input: ["apple pie", "apple tart", "banana"])
            #expect(run.waitForCount("3/3"))
            run.send("app")
            #expect(run.waitForCount("2/3"))
            run.send("\u{1B}a")
            #expect(run.waitForText("2 ticked"))
            let s = run.screen
            let band = try #require(s.lines.firstIndex { $0.hasPrefix(">") && $0.contains("apple") })
            let other = try #require(s.lines.firstIndex { !$0.hasPrefix(">") && $0.contains("apple") })
            // The band keeps its tint; the other ticked row has the tick's.
            #expect(s.cell(row: band, column: 10).bg == palette, "\(theme)")
            #expect(s.cell(row: other, column: 10).bg != palette && s.cell(row: other, column: 10).bg != nil)
            // The mark on the band is in the mark colour, not lost in a tint.
            #expect(s.cell(row: band, column: 1).character == "✓")
            #expect(s.cell(row: band, column: 1).fg == (theme == "dark" ? 84 : 22))
            // "app" is highlighted on the band: the match colour, unlike "le".
            #expect(s.cell(row: band, column: 3).fg == (theme == "dark" ? 220 : 124))
            #expect(s.cell(row: band, column: 6).fg != s.cell(row: band, column: 3).fg)
            run.send(Keys.esc)
            _ = run.finish()
        }
    }

    @Test("Resizing leaves no stale copy of the picker in the scrollback, even where clearing the screen keeps it there (tmux)")
    func resizeLeavesNoCopies() throws {
        let run = try picker([], input: (1...30).map(String.init), scrollsOnClear: true)
        #expect(run.waitForCount("30/30"))
        run.send(Keys.tab + Keys.tab)
        #expect(run.waitForText("2 ticked"))
        for (rows, columns) in [(24, 100), (24, 60), (30, 90), (20, 80)] {
            run.resize(rows: rows, columns: columns)
            // Redrawn for the new width: the Cancel button ends at the last column.
            #expect(run.waitForScreen { s in s.lines.contains { $0.hasSuffix("[ Cancel ]") && $0.count == columns } },
                    "\(columns) columns:\n\(run.screenText)")
        }
        #expect(run.screen.scrollback.isEmpty, "\(run.screen.scrollback)")
        #expect(run.lines.filter { $0.hasPrefix("30/30") }.count == 1)
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.stdoutText == "1\n2\n")
        #expect(run.screen.scrollback.isEmpty, "\(run.screen.scrollback)")
    }
}
