import Testing
@testable import TickCore

@Suite("Picker: spinning the wheel and moving the cursor")
struct PickerMovementTests {
    @Test("Wheel: Down spins to worse matches, Up back towards the best, stopping at the ends")
    func wheelUpDown() throws {
        var s = try picker(items: 20)
        #expect(s.cursor == 0 && s.bandItem == 0)
        #expect(s.press("down") == [])
        #expect(s.cursor == 1)
        s.press("down", "down")
        #expect(s.cursor == 3 && s.bandItem == 3)
        s.press("up")
        #expect(s.cursor == 2)
        s.press("up", "up", "up", "up")
        #expect(s.cursor == 0)
        // Past the last match the wheel stops too.
        s.press("pgdn", "pgdn", "pgdn", "pgdn", "pgdn", "down", "down")
        #expect(s.cursor == 19)
    }

    @Test("Ctrl-N and Ctrl-J spin down, Ctrl-P and Ctrl-K spin up")
    func emacsMoves() throws {
        var s = try picker(items: 20)
        s.press("ctrl-n", "ctrl-j", "ctrl-n")
        #expect(s.cursor == 3)
        s.press("ctrl-p", "ctrl-k")
        #expect(s.cursor == 1)
    }

    @Test("Wheel: PgDn and PgUp spin by a page of item rows (five by default)")
    func wheelPages() throws {
        var s = try picker(items: 20)
        s.press("pgdn")
        #expect(s.cursor == 5)
        s.press("pgdn")
        #expect(s.cursor == 10)
        s.press("pgup")
        #expect(s.cursor == 5)
        s.press("pgup", "pgup")
        #expect(s.cursor == 0)
        var tall = try picker(["--height", "3"], items: 20)
        tall.press("pgdn")
        #expect(tall.cursor == 3)
    }

    @Test("--height N%: the whole picker takes N% of the terminal's lines, at least 10, at most the terminal")
    func heightPercent() throws {
        // 50% of 24 lines is 12: the prompt, the toolbar and 10 rows.
        #expect(try picker(["--height", "50%"]).rowCount == 10)
        // 40% of 24 is 9, less than fzf's minimum of 10 lines: 8 rows.
        #expect(try picker(["--height", "40%"]).rowCount == 8)
        #expect(try picker(["--height", "100%"], rows: 40).rowCount == 38)
        // A header line takes one of the lines.
        #expect(try picker(["--height", "50%", "--header", "H"]).rowCount == 9)
        // A terminal shorter than 10 lines: all of it.
        #expect(try picker(["--height", "10%"], rows: 6).rowCount == 4)
        // The rows follow the terminal's size.
        var s = try picker(["--height", "50%"])
        _ = s.reduce(.resized(TerminalSize(columns: 80, rows: 60)))
        #expect(s.rowCount == 28)
    }

    @Test("Wheel: the band stays in the middle row while the list spins past it, and rests at either end")
    func wheelFrames() throws {
        var s = try picker()
        #expect(TickView().bandSlot(s) == 2)
        // At the start the best matches fill the wheel, the band on the first.
        #expect(lines(draw(s))[1...5] == [">  alpha", "   bravo", "   charlie", "   delta", "   echo"])
        s.press("down")
        #expect(lines(draw(s))[1...5] == ["   alpha", ">  bravo", "   charlie", "   delta", "   echo"])
        s.press("down", "down")
        #expect(lines(draw(s))[1...5] == ["   bravo", "   charlie", ">  delta", "   echo", "   foxtrot"])
        s.press("down", "down", "down")
        #expect(lines(draw(s))[1...5] == ["   charlie", "   delta", "   echo", "   foxtrot", ">  golf"])
        // Fewer matches than rows: they show from the top.
        let short = try picker(items: 2)
        #expect(lines(draw(short))[1...5] == [">  alpha", "   bravo", "", "", ""])
        // With --cycle the list has no ends: the band stays in the middle.
        let cycling = try picker(["--cycle"])
        #expect(lines(draw(cycling))[1...5] == ["   foxtrot", "   golf", ">  alpha", "   bravo", "   charlie"])
    }

    @Test("List: the best match is at the bottom, so Up goes to worse matches and Down back")
    func listUpDown() throws {
        var s = try picker(["--layout", "list"], items: 20)
        s.press("up")
        #expect(s.cursor == 1)
        s.press("up", "ctrl-p")
        #expect(s.cursor == 3)
        s.press("down")
        #expect(s.cursor == 2)
        s.press("down", "down", "down")
        #expect(s.cursor == 0)
        s.press("pgup")
        #expect(s.cursor == 5)
        s.press("pgup")
        #expect(s.cursor == 10)
        s.press("pgdn")
        #expect(s.cursor == 5)
    }

    @Test("List: the cursor climbs the rows, and the view scrolls once it reaches the top row")
    func listScrolls() throws {
        var s = try picker(["--layout", "list"])
        // Rows bottom-up from the prompt: the best match sits just above it.
        #expect(lines(draw(s))[0...5] == ["   echo", "   delta", "   charlie", "   bravo", ">  alpha", ">"])
        s.press("up", "up", "up", "up")
        #expect(s.scrollTop == 0)
        #expect(lines(draw(s))[0...4] == [">  echo", "   delta", "   charlie", "   bravo", "   alpha"])
        s.press("up")
        #expect(s.cursor == 5 && s.scrollTop == 1)
        #expect(lines(draw(s))[0...4] == [">  foxtrot", "   echo", "   delta", "   charlie", "   bravo"])
        s.press("down", "down", "down", "down")
        #expect(s.cursor == 1 && s.scrollTop == 1)
        s.press("down")
        #expect(s.cursor == 0 && s.scrollTop == 0)
    }

    @Test("Reverse: the prompt is on top and Down goes to worse matches, scrolling at the bottom")
    func reverseMoves() throws {
        var s = try picker(["--layout", "reverse"])
        s.press("down")
        #expect(s.cursor == 1)
        #expect(lines(draw(s))[0...5] == [">", "   alpha", ">  bravo", "   charlie", "   delta", "   echo"])
        s.press("pgdn")
        #expect(s.cursor == 6 && s.scrollTop == 2)
        #expect(lines(draw(s))[1...5] == ["   charlie", "   delta", "   echo", "   foxtrot", ">  golf"])
        s.press("up")
        #expect(s.cursor == 5)
    }

    @Test("List layouts: when the terminal shrinks, the view scrolls so that the cursor row stays on screen")
    func shrinkKeepsCursorVisible() throws {
        var s = try picker(["--layout", "reverse"], items: 20)
        s.press("pgdn", "pgdn")
        #expect(s.cursor == 10 && s.scrollTop == 6)
        // Two item rows are left: the cursor row must be one of them.
        s.placement.size = TerminalSize(columns: 80, rows: 4)
        #expect(s.rowCount == 2)
        #expect(s.scrollTop == 9 && TickView().cursorSlot(s) == 1)
        #expect(lines(draw(s)) == [">", "   item 9", ">  item 10", spread("20/20  0 ticked", "[ Done ]  [ Cancel ]")])
        s.placement.origin = 1
        _ = s.handle(tap(column: 5, row: 3))
        #expect(s.ticks.selection.inInputOrder == [10])
    }

    @Test("List layouts: header lines arriving late take rows, and the cursor row stays on screen")
    func headerKeepsCursorVisible() throws {
        var s = try picker(["--layout", "reverse"], items: 20, rows: 7)
        s.press("down", "down", "down", "down")
        #expect(s.cursor == 4 && s.scrollTop == 0)
        // The input brings its two header lines (`--header-lines 2`) after the rows were placed.
        var builder = ItemStoreBuilder(separator: 0x0A, headerLines: 2)
        builder.append(Array((["h1", "h2"] + (0..<20).map { $0 < names.count ? names[$0] : "item \($0)" }).map { $0 + "\n" }.joined().utf8))
        builder.finish()
        _ = s.reduce(.inputRead(builder.store, done: true))
        #expect(s.rowCount == 3)
        #expect(s.scrollTop == 2 && TickView().cursorSlot(s) == 2)
        #expect(lines(draw(s))[0...5] == [">", "   h1", "   h2", "   charlie", "   delta", ">  echo"])
    }

    @Test("Without --cycle the wheel stops at both ends; with it, it wraps around")
    func cycle() throws {
        var plain = try picker()
        plain.press("up")
        #expect(plain.cursor == 0)
        plain.press("pgdn", "pgdn", "down")
        #expect(plain.cursor == 6)

        var s = try picker(["--cycle"])
        s.press("up")
        #expect(s.cursor == 6 && s.bandItem == 6)
        s.press("down")
        #expect(s.cursor == 0)
        // The rows above the best match show the end of the list.
        #expect(lines(draw(s))[1...5] == ["   foxtrot", "   golf", ">  alpha", "   bravo", "   charlie"])
    }

    @Test("--cycle wraps single steps only: a page stops at the ends")
    func cyclePages() throws {
        var s = try picker(["--cycle"], items: 20)
        s.press("pgup")
        #expect(s.cursor == 0)
        s.press("pgdn", "pgdn", "pgdn", "pgdn")
        #expect(s.cursor == 19)
        s.press("pgdn")
        #expect(s.cursor == 19)
    }

    @Test("--cycle also wraps the list layout's Down at the best match")
    func cycleList() throws {
        var s = try picker(["--layout", "list", "--cycle"])
        s.press("down")
        #expect(s.cursor == 6)
        s.press("up")
        #expect(s.cursor == 0)
    }

    @Test("A new query's results put the band back on the best match; more items keep it")
    func resultsMoveTheBand() throws {
        var s = try picker(items: 10)
        s.press("down", "down", "down")
        // More items read for the same query: the band stays.
        s.store = itemStore(12)
        s.setResults(RankedList(all: 12), for: s.request("", itemCount: 12))
        #expect(s.cursor == 3)
        // Fewer matches than the band's position: the band goes to the last one.
        s.setResults(RankedList(all: 2), for: s.request("", itemCount: 12))
        #expect(s.cursor == 1)
        // A new query: back to the best match.
        s.press("down")
        _ = s.feed(typing("a"))
        s.setResults(RankedList(indices: [9, 4, 7]), for: s.request("a", itemCount: 12))
        #expect(s.cursor == 0 && s.bandItem == 9)
        // No match at all: no band item, and moving does nothing.
        s.setResults(.empty, for: s.request("a", itemCount: 12))
        s.press("down")
        #expect(s.bandItem == nil && s.cursor == 0)
    }
}
