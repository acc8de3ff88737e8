import Testing
@testable import TickCore

@Suite("Picker: the query and its line editing")
struct PickerQueryTests {
    @Test("Typing changes the query and asks for a new match")
    func typingChangesQuery() throws {
        var s = try picker()
        #expect(s.handle(.character(0x61)) == [.queryChanged])
        #expect(s.handle(.character(0xE9)) == [.queryChanged])
        #expect(s.query.text == "aé")
        // The shown results are for the old query until the new ones arrive.
        #expect(!s.resultsAreCurrent)
        s.setResults(RankedList(indices: [2]), for: s.request("aé", itemCount: 7))
        #expect(s.resultsAreCurrent)
    }

    @Test("Space types a blank into the query and ticks nothing")
    func spaceTypesBlank() throws {
        var s = try picker()
        #expect(s.feed(typing("a b")) == [.queryChanged])
        #expect(s.query.text == "a b")
        #expect(s.selection.isEmpty)
    }

    @Test("-q sets the initial query, with the cursor at its end")
    func initialQuery() throws {
        var s = try picker(["-q", "ab"])
        #expect(s.query.text == "ab" && s.query.cursor == 2)
        #expect(s.resultsAreCurrent)
        _ = s.feed(typing("c"))
        #expect(s.query.text == "abc")
    }

    @Test("Pasted text goes into the query at the cursor; line breaks and tabs become blanks")
    func pasteIntoQuery() throws {
        var s = try picker()
        _ = s.feed(typing("ad"))
        s.press("left")
        #expect(s.handle(.paste(bytes("b\nc\td\r\n"))) == [.queryChanged])
        #expect(s.query.text == "ab c d  d")
        #expect(s.query.cursor == 8)
    }

    @Test("A paste never acts as keys: a pasted Enter, Esc or Tab does not accept, cancel or tick")
    func pasteIsNotKeys() throws {
        var s = try picker()
        #expect(s.handle(.paste(bytes("x\r"))) == [.queryChanged])
        #expect(s.handle(.paste(bytes("\u{1B}[B\u{03}\u{7F}\t"))) == [.queryChanged])
        #expect(s.query.text == "x [B ")
        #expect(s.selection.isEmpty && s.cursor == 0)
    }

    @Test("A paste of invalid UTF-8 types U+FFFD; with --no-search a paste does nothing")
    func pasteEdgeCases() throws {
        var s = try picker()
        _ = s.handle(.paste([0x61, 0xFF, 0x62]))
        #expect(s.query.text == "a\u{FFFD}b")
        var pickOnly = try picker(["--no-search"])
        #expect(pickOnly.handle(.paste(bytes("ab\r"))) == [])
        #expect(pickOnly.query.text == "")
    }

    @Test("Left/Right/Home/End/Ctrl-A/Ctrl-E move the cursor without a new match")
    func cursorMoves() throws {
        var s = try picker()
        _ = s.feed(typing("hello world"))
        #expect(s.press("left") == [])
        #expect(s.query.cursor == 10)
        s.press("right", "right")
        #expect(s.query.cursor == 11)
        s.press("home")
        #expect(s.query.cursor == 0)
        s.press("left")
        #expect(s.query.cursor == 0)
        s.press("end")
        #expect(s.query.cursor == 11)
        s.press("ctrl-a")
        #expect(s.query.cursor == 0)
        s.press("ctrl-e")
        #expect(s.query.cursor == 11)
        #expect(s.query.text == "hello world")
    }

    @Test("Backspace and Delete remove a character and ask for a new match; at the ends nothing changes")
    func deletes() throws {
        var s = try picker()
        _ = s.feed(typing("hello world"))
        #expect(s.press("backspace") == [.queryChanged])
        #expect(s.query.text == "hello worl")
        #expect(s.press("delete") == [])
        s.press("alt-b")
        #expect(s.query.cursor == 6)
        #expect(s.press("delete") == [.queryChanged])
        #expect(s.query.text == "hello orl" && s.query.cursor == 6)
        s.press("home")
        #expect(s.press("backspace") == [])
        #expect(s.query.text == "hello orl")
    }

    @Test("Alt-B and Alt-F move by words, Ctrl-W deletes the blank-separated word before the cursor")
    func wordKeys() throws {
        var s = try picker()
        _ = s.feed(typing("git log --one"))
        s.press("alt-b")
        #expect(s.query.cursor == 10)
        s.press("alt-b")
        #expect(s.query.cursor == 4)
        s.press("alt-f")
        #expect(s.query.cursor == 7)
        s.press("end")
        #expect(s.press("ctrl-w") == [.queryChanged])
        #expect(s.query.text == "git log ")
        s.press("ctrl-w")
        #expect(s.query.text == "git " && s.query.cursor == 4)
    }

    @Test("Ctrl-U deletes from the start of the line to the cursor")
    func ctrlU() throws {
        var s = try picker()
        _ = s.feed(typing("abc def"))
        s.press("left", "left", "left")
        #expect(s.press("ctrl-u") == [.queryChanged])
        #expect(s.query.text == "def" && s.query.cursor == 0)
    }
}

@Suite("Line editor")
struct LineEditorTests {
    @Test("Word moves skip non-word characters, then the word")
    func wordMoves() {
        var e = LineEditor("foo-bar baz")
        e.moveWordLeft()
        #expect(e.cursor == 8)
        e.moveWordLeft()
        #expect(e.cursor == 4)
        e.moveWordLeft()
        #expect(e.cursor == 0)
        e.moveWordLeft()
        #expect(e.cursor == 0)
        e.moveWordRight()
        #expect(e.cursor == 3)
        e.moveWordRight()
        #expect(e.cursor == 7)
        e.moveWordRight()
        #expect(e.cursor == 11)
    }

    @Test("Letters beyond ASCII are word characters and count as one position each")
    func unicodeWords() {
        var e = LineEditor("héllo wörld")
        #expect(e.cursor == 11)
        e.moveWordLeft()
        #expect(e.cursor == 6)
        e.deleteBackward()
        #expect(e.text == "héllowörld")
        e.moveLeft()
        e.deleteForward()
        #expect(e.text == "héllwörld" && e.cursor == 4)
    }

    @Test("Ctrl-W removes the word before the cursor with the blanks between it and the cursor")
    func deleteWordBackward() {
        var e = LineEditor("foo bar  ")
        e.deleteBlankWordBackward()
        #expect(e.text == "foo " && e.cursor == 4)
        var mid = LineEditor("one two three")
        for _ in 0..<5 { mid.moveLeft() }
        mid.deleteBlankWordBackward()
        #expect(mid.text == "one three" && mid.cursor == 4)
    }

    @Test("Insert, delete to the end and clear")
    func insertAndKill() {
        var e = LineEditor("ac")
        e.moveLeft()
        e.insert("b".unicodeScalars)
        #expect(e.text == "abc" && e.cursor == 2)
        e.deleteToEnd()
        #expect(e.text == "ab" && e.cursor == 2)
        e.clear()
        #expect(e.isEmpty && e.cursor == 0)
    }
}
