import Testing
@testable import TickCore

/// The toolbar line of an 80-column picker with nothing ticked.
private func toolbar(_ counts: String, buttons: String = "[ Done ]  [ Cancel ]") -> String {
    spread(counts, buttons)
}

@Suite("View: layouts, prompt and toolbar")
struct ViewLayoutTests {
    @Test("Wheel: prompt on top, the best matches filling the rows, the band on the first")
    func wheel() throws {
        let s = try picker()
        let frame = draw(s)
        #expect(frame.text == [">", ">  alpha", "   bravo", "   charlie", "   delta", "   echo", toolbar("7/7  0 ticked")]
            .joined(separator: "\n"))
        #expect(frame.width == 80)
        #expect(frame.cursorRow == 0 && frame.cursorColumn == 2)
    }

    @Test("Wheel: fewer matches than rows show from the top, the empty rows below")
    func wheelEnd() throws {
        var s = try picker(items: 2)
        s.press("down")
        #expect(lines(draw(s, rows: FixedRows(["one", "two"]))) ==
                [">", "   one", ">  two", "", "", "", toolbar("2/2  0 ticked")])
    }

    @Test("List: rows bottom-up with the best match next to the prompt, then the toolbar")
    func list() throws {
        let s = try picker(["--layout", "list"])
        let frame = draw(s)
        #expect(lines(frame) == ["   echo", "   delta", "   charlie", "   bravo", ">  alpha", ">", toolbar("7/7  0 ticked")])
        #expect(frame.cursorRow == 5 && frame.cursorColumn == 2)
    }

    @Test("List with fewer matches than rows: the empty rows are at the top")
    func shortList() throws {
        let s = try picker(["--layout", "list"], items: 2)
        #expect(lines(draw(s, rows: FixedRows(["one", "two"])))[0...5] == ["", "", "", "   two", ">  one", ">"])
    }

    @Test("Reverse: the prompt on top, rows top-down, the toolbar last")
    func reverse() throws {
        let s = try picker(["--layout", "reverse"])
        #expect(lines(draw(s)) == [">", ">  alpha", "   bravo", "   charlie", "   delta", "   echo", toolbar("7/7  0 ticked")])
    }

    @Test("The tick column shows the marker on ticked rows only")
    func tickColumn() throws {
        var s = try picker()
        s.press("tab")
        #expect(lines(draw(s))[1...3] == [" ✓ alpha", ">  bravo", "   charlie"])
        var starred = try picker(["--marker", "*"])
        starred.press("tab", "tab")
        #expect(lines(draw(starred))[1...4] == [" * alpha", " * bravo", ">  charlie", "   delta"])
    }

    @Test("A wider marker widens the tick column of every row")
    func wideMarker() throws {
        var s = try picker(["--marker", "[x]"])
        s.press("tab")
        #expect(lines(draw(s))[1...3] == [" [x] alpha", ">    bravo", "     charlie"])
    }

    @Test("--single: no tick column")
    func singleHasNoTickColumn() throws {
        let s = try picker(["--single"])
        // The pointer column, a blank, then the text.
        #expect(lines(draw(s)) == [">", "> alpha", "  bravo", "  charlie", "  delta", "  echo", toolbar("7/7")])
    }

    @Test("The prompt line shows --prompt and the query, with the cursor where it is editing")
    func promptLine() throws {
        var s = try picker(["--prompt", "pick: ", "-q", "foo"])
        s.setResults(RankedList(indices: [5]), for: s.request("foo", itemCount: 7))
        var frame = draw(s)
        #expect(frame.text(row: 0) == "pick: foo")
        #expect(frame.cursorColumn == 9)
        s.press("left", "left")
        frame = draw(s)
        #expect(frame.cursorColumn == 7)
    }

    @Test("A long query scrolls so that the cursor stays on the line")
    func longQuery() throws {
        var s = try picker(columns: 10)
        _ = s.feed(typing("abcdefghijkl"))
        let frame = draw(s)
        // Prompt "> " then 7 columns of query and one for the cursor.
        #expect(frame.text(row: 0) == "> fghijkl")
        #expect(frame.cursorColumn == 9)
    }

    @Test("A short terminal still shows one row, then drops the toolbar")
    func shortTerminal() throws {
        let three = try picker(rows: 3)
        #expect(three.rowCount == 1)
        #expect(lines(draw(three)) == [">", ">  alpha", toolbar("7/7  0 ticked")])
        let two = try picker(rows: 2)
        #expect(lines(draw(two)) == [">", ">  alpha"])
        // Two rows: the band is the upper one.
        let four = try picker(rows: 4)
        #expect(lines(draw(four)) == [">", ">  alpha", "   bravo", toolbar("7/7  0 ticked")])
    }

    @Test("--header shows a fixed line under the prompt (above it in the list layout), starting where the items' text does")
    func header() throws {
        let s = try picker(["--header", "Branches"])
        #expect(lines(draw(s)) == [">", "   Branches", ">  alpha", "   bravo", "   charlie", "   delta", "   echo", toolbar("7/7  0 ticked")])
        let list = try picker(["--layout", "list", "--header", "Branches", "--height", "2"])
        #expect(lines(draw(list)) == ["   bravo", ">  alpha", "   Branches", ">", toolbar("7/7  0 ticked")])
        let single = try picker(["--single", "--header", "NAME"])
        #expect(lines(draw(single))[1...2] == ["  NAME", "> alpha"])
        let wide = try picker(["--marker", "[x]", "--header", "NAME"])
        #expect(lines(draw(wide))[1...2] == ["     NAME", ">    alpha"])
    }

    @Test("--no-toolbar: no toolbar line")
    func noToolbar() throws {
        let s = try picker(["--no-toolbar"])
        #expect(lines(draw(s)) == [">", ">  alpha", "   bravo", "   charlie", "   delta", "   echo"])
    }

    @Test("The toolbar counts matches of items read (57/1000) and ticks")
    func toolbarCounts() throws {
        var s = try picker(items: 1000)
        s.setResults(RankedList(indices: (0..<57).map { UInt32($0 * 3) }), for: s.request("", itemCount: 1000))
        #expect(lines(draw(s)).last == toolbar("57/1000  0 ticked"))
        s.press("tab", "tab", "tab")
        #expect(lines(draw(s)).last == toolbar("57/1000  3 ticked", buttons: "[ Done (3) ]  [ Cancel ]"))
    }

    @Test("While input loads the toolbar shows a turning indicator")
    func loadingIndicator() throws {
        var s = try picker(items: 1000)
        s.loading = true
        #expect(lines(draw(s)).last == toolbar("1000/1000  0 ticked  ⠋ loading"))
        s.appearance.spinner = 1
        #expect(lines(draw(s)).last == toolbar("1000/1000  0 ticked  ⠙ loading"))
    }

    @Test("Counts still being matched are marked with …")
    func staleCounts() throws {
        var s = try picker(items: 7)
        s.store = itemStore(9)
        #expect(lines(draw(s)).last == toolbar("7/9…  0 ticked"))
        s.setResults(RankedList(all: 9), for: s.request("", itemCount: 9))
        _ = s.feed(typing("x"))
        #expect(lines(draw(s)).last == toolbar("9/9…  0 ticked"))
    }

    @Test("--action renames the Done button, with the count when rows are ticked")
    func actionLabel() throws {
        var s = try picker(["--action", "Delete"])
        s.press("tab", "tab")
        #expect(lines(draw(s)).last == toolbar("7/7  2 ticked", buttons: "[ Delete (2) ]  [ Cancel ]"))
    }
}
