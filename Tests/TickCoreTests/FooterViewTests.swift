import Testing
@testable import TickCore

/// The toolbar line of an 80-column picker with nothing ticked.
private func toolbar(_ counts: String) -> String {
    spread(counts, "[ Done ]  [ Cancel ]")
}

/// `--footer` and `change-footer` in tick's screen, and `change-pointer`'s mark on the band row.
@Suite("View: the footer and the pointer")
struct FooterViewTests {
    @Test("The footer's lines follow the rows (the wheel, reverse) where the text of the rows starts")
    func wheel() throws {
        let s = try picker(["--footer", "Foo\nBar"])
        #expect(lines(draw(s)) == [">", ">  alpha", "   bravo", "   charlie", "   delta", "   echo", "   Foo", "   Bar",
                                   toolbar("7/7  0 ticked")])
        let reverse = try picker(["--footer", "Foo", "--layout", "reverse", "--header", "Head"])
        #expect(lines(draw(reverse)) == [">", "   Head", ">  alpha", "   bravo", "   charlie", "   delta", "   echo", "   Foo",
                                         toolbar("7/7  0 ticked")])
    }

    @Test("With the prompt below the rows (list, reverse-list), the footer is above them, in its given order")
    func list() throws {
        let s = try picker(["--footer", "Foo\nBar", "--layout", "list"])
        #expect(lines(draw(s)) == ["   Foo", "   Bar", "   echo", "   delta", "   charlie", "   bravo", ">  alpha", ">",
                                   toolbar("7/7  0 ticked")])
    }

    @Test("The footer's escape sequences are styles even without --ansi")
    func styles() throws {
        let s = try picker(["--footer", "\u{1B}[31mred\u{1B}[m plain"])
        let frame = draw(s)
        #expect(lines(frame)[6] == "   red plain")
        let cells = frame.lines[6]
        #expect(cells[3].style != cells[7].style)
    }

    @Test("change-footer replaces the text (a final line break dropped, as fzf does); empty removes it; transform-footer sets it to CMD's output")
    func change() throws {
        var s = try picker(["--bind", "ctrl-a:change-footer(one),ctrl-b:change-footer(),ctrl-t:transform-footer(echo x)"])
        #expect(lines(draw(s)).count == 7)
        _ = s.press("ctrl-a")
        #expect(lines(draw(s))[6] == "   one")
        _ = s.press("ctrl-b")
        #expect(lines(draw(s)).count == 7)
        _ = s.press("ctrl-t")
        _ = s.reduce(.commandEnded(.setting(.footer), status: 0, output: Array("two\nthree\n".utf8)))
        #expect(lines(draw(s))[6...7] == ["   two", "   three"])
    }

    @Test("In a short terminal the footer goes first, then the header, then the toolbar")
    func short() throws {
        let s = try picker(["--footer", "Foo\nBar", "--header", "Head"], columns: 80, rows: 4)
        #expect(lines(draw(s)) == [">", "   Head", ">  alpha", toolbar("7/7  0 ticked")])
    }

    @Test("change-pointer marks the band row with its text, as fzf: up to 2 columns, empty leaves no column, wider is ignored")
    func pointer() throws {
        var s = try picker(["--bind", "a:change-pointer(a),b:change-pointer(bb),c:change-pointer(),d:change-pointer(ddd)"])
        #expect(lines(draw(s))[1...2] == [">  alpha", "   bravo"])
        _ = s.feed(typing("a"))
        #expect(lines(draw(s))[1...2] == ["a  alpha", "   bravo"])
        _ = s.feed(typing("b"))
        #expect(lines(draw(s))[1...2] == ["bb  alpha", "    bravo"])
        _ = s.feed(typing("c"))
        #expect(lines(draw(s))[1...2] == ["  alpha", "  bravo"])
        _ = s.feed(typing("d"))
        #expect(lines(draw(s))[1...2] == ["  alpha", "  bravo"])
        #expect(s.query.text.isEmpty)
    }
}
