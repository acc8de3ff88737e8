import Testing
import TickTestSupport

/// A screen of `rows` × `columns` that has been fed `text`.
private func screen(_ rows: Int, _ columns: Int, _ text: String) -> VirtualScreen {
    var s = VirtualScreen(rows: rows, columns: columns)
    s.feed(text)
    return s
}

private let esc = "\u{1B}"

@Suite("Virtual screen")
struct VirtualScreenTests {
    @Test("Text appears at the cursor; LF moves down only, CR returns to column 0")
    func writingText() {
        let s = screen(4, 10, "hello\r\nab\ncd")
        #expect(s.lines == ["hello", "ab", "  cd", ""])
        #expect(s.text == "hello\nab\n  cd\n")
        #expect(s.cursor == (2, 4))
        #expect(s.cell(row: 0, column: 1).character == "e")
        #expect(s.cell(row: 0, column: 7).character == " ")
    }

    @Test("Printing in the last column leaves the cursor there until the next character wraps")
    func pendingWrap() {
        var s = screen(3, 5, "abcde")
        #expect(s.lines == ["abcde", "", ""])
        #expect(s.cursor == (0, 4))
        s.feed("f")
        #expect(s.lines == ["abcde", "f", ""])
        #expect(s.cursor == (1, 1))
        // CR cancels the pending wrap: the next character overwrites column 0 of the same row.
        var t = screen(3, 5, "abcde\rX")
        #expect(t.lines[0] == "Xbcde")
        t.feed("\(esc)[1;5Hyz")   // a cursor move cancels it too: y in the last column, z wraps
        #expect(t.lines == ["Xbcdy", "z", ""])
    }

    @Test("A soft wrap joins two rows in joinedLines (tmux's capture-pane -J); a line feed does not; erasing the whole row parts them")
    func softWraps() {
        // Each checked with tmux 3.3a, capture-pane -p -J on a 5×4 pane (whose -J keeps trailing blanks).
        var s = screen(4, 5, "ab\ncdefgh")
        #expect(s.lines == ["ab", "  cde", "fgh", ""])
        #expect(s.joinedLines == ["ab", "  cdefgh", ""])
        #expect(!s.isSoftWrapped(row: 0) && s.isSoftWrapped(row: 1))
        s.feed("\r\n")   // a line feed from the continued row leaves it joined
        #expect(s.joinedLines == ["ab", "  cdefgh", ""])
        s.feed("\(esc)[2;1H\(esc)[K")   // the whole row erased: parted
        #expect(!s.isSoftWrapped(row: 1) && s.joinedLines == ["ab", "", "fgh", ""])
        var t = screen(4, 5, "abcde  ")   // trailing blanks of the wrapped row are kept
        #expect(t.joinedLines == ["abcde", "", ""] && t.isSoftWrapped(row: 0))
        t.feed("x")
        #expect(t.joinedLines == ["abcde  x", "", ""])
        t.feed("\n\n\n")   // scrolled away: the joined rows go, the new ones are not joined
        #expect(t.joinedLines == ["  x", "", "", ""] && !t.isSoftWrapped(row: 0))
    }

    @Test("A line feed at the bottom scrolls; the top line goes to the scrollback")
    func scrolling() {
        var s = screen(3, 4, "1\r\n2\r\n3\r\n4")
        #expect(s.lines == ["2", "3", "4"])
        #expect(s.scrollback == ["1"])
        s.feed("\r\nabcdefg")   // wrapping on the bottom row scrolls too
        #expect(s.lines == ["4", "abcd", "efg"])
        #expect(s.scrollback == ["1", "2", "3"])
        #expect(s.cursor == (2, 3))
    }

    @Test("Cursor movement is 1-based in sequences, clamped to the screen and never scrolls")
    func cursorMoves() {
        var s = screen(5, 10, "\(esc)[3;4H")
        #expect(s.cursor == (2, 3))
        s.feed("\(esc)[A\(esc)[2C")
        #expect(s.cursor == (1, 5))
        s.feed("\(esc)[99B\(esc)[99D")
        #expect(s.cursor == (4, 0))
        s.feed("\(esc)[7G\(esc)[2d")
        #expect(s.cursor == (1, 6))
        s.feed("\(esc)[99A\(esc)[99;99f")
        #expect(s.cursor == (4, 9))
        #expect(s.scrollback.isEmpty)
        s.feed("\(esc)[H\u{8}")
        #expect(s.cursor == (0, 0))
        s.feed("ab\tc\t")
        #expect(s.lines[0] == "ab      c")
        #expect(s.cursor == (0, 9))
    }

    @Test("ESC 7/8 and CSI s/u save and restore the cursor and its attributes")
    func saveRestore() {
        var s = screen(5, 10, "\(esc)[2;3H\(esc)[1m\(esc)7\(esc)[0m\(esc)[5;1H\(esc)8x")
        #expect(s.cursor == (1, 3))
        #expect(s.cell(row: 1, column: 2).bold)
        s.feed("\(esc)[s\(esc)[H\(esc)[u")
        #expect(s.cursor == (1, 3))
    }

    @Test("Erase in line and display, and erase characters")
    func erasing() {
        let full = "abcdef\r\nghijkl\r\nmnopqr\(esc)[2;3H"
        #expect(screen(3, 6, full + "\(esc)[K").lines == ["abcdef", "gh", "mnopqr"])
        #expect(screen(3, 6, full + "\(esc)[1K").lines == ["abcdef", "   jkl", "mnopqr"])
        #expect(screen(3, 6, full + "\(esc)[2K").lines == ["abcdef", "", "mnopqr"])
        #expect(screen(3, 6, full + "\(esc)[J").lines == ["abcdef", "gh", ""])
        #expect(screen(3, 6, full + "\(esc)[1J").lines == ["", "   jkl", "mnopqr"])
        #expect(screen(3, 6, full + "\(esc)[2J").lines == ["", "", ""])
        #expect(screen(3, 6, full + "\(esc)[2X").lines == ["abcdef", "gh  kl", "mnopqr"])
        let cleared = screen(3, 6, full + "\(esc)[2J")
        #expect(cleared.cursor == (1, 2))
    }

    @Test("SGR sets and clears attributes and colours")
    func attributes() {
        let s = screen(2, 20, "\(esc)[1;2;4;7;31;42ma\(esc)[22;24;27mb\(esc)[0mc\(esc)[38;5;200;48;5;17md\(esc)[39;49;91;103me"
                            + "\(esc)[m\(esc)[38:5:9mf\(esc)[38;2;255;0;0mg\(esc)[3;9mh\(esc)[23;29;2mi\(esc)[22mj")
        let a = s.cell(row: 0, column: 0)
        #expect(a.character == "a")
        #expect(a.bold && a.dim && a.underline && a.reverse)
        #expect(a.fg == 1 && a.bg == 2)
        let b = s.cell(row: 0, column: 1)
        #expect(!b.bold && !b.dim && !b.underline && !b.reverse)
        #expect(b.fg == 1 && b.bg == 2)
        #expect(s.cell(row: 0, column: 2).attributes == CellAttributes())
        #expect(s.cell(row: 0, column: 3).attributes == CellAttributes(fg: 200, bg: 17))
        #expect(s.cell(row: 0, column: 4).attributes == CellAttributes(fg: 9, bg: 11))
        #expect(s.cell(row: 0, column: 5).fg == 9)
        #expect(s.cell(row: 0, column: 6).fg == 196)
        #expect(s.cell(row: 0, column: 7).attributes == CellAttributes(italic: true, strikethrough: true, fg: 196))
        #expect(s.cell(row: 0, column: 8).attributes == CellAttributes(dim: true, fg: 196))
        #expect(s.cell(row: 0, column: 9).attributes == CellAttributes(fg: 196))
        #expect(s.lines[0] == "abcdefghij")
    }

    @Test("Wide characters take two cells, combining marks none, and a wide character wraps whole")
    func wideCharacters() {
        var s = screen(3, 5, "日本")
        #expect(s.cursor == (0, 4))
        #expect(s.cell(row: 0, column: 0).width == 2)
        #expect(s.cell(row: 0, column: 1).width == 0)
        s.feed("語")   // does not fit in the last column: it wraps, leaving a blank
        #expect(s.lines == ["日本", "語", ""])
        #expect(s.cursor == (1, 2))
        s.feed("e\u{301}😀")
        #expect(s.lines[1] == "語e\u{301}😀")
        #expect(s.cell(row: 1, column: 2).character == "e\u{301}")
        #expect(s.cursor == (1, 4))
        s.feed("\r\(esc)[Cx")     // overwriting half of a wide character blanks the other half
        #expect(s.lines[1] == " xe\u{301}😀")
    }

    @Test("Invalid UTF-8 shows U+FFFD, and UTF-8 split across feeds still decodes")
    func utf8() {
        var s = VirtualScreen(rows: 2, columns: 12)
        s.feed([0x61, 0xFF, 0x62, 0xC3])
        s.feed([0xA9, 0xE6, 0x97])
        s.feed([0xA5, 0xE2, 0x82, 0x41])   // a truncated sequence, then A
        s.feed([0xED, 0xA0, 0x80])         // an encoded surrogate: each byte is replaced
        #expect(s.lines[0] == "a\u{FFFD}bé日\u{FFFD}A\u{FFFD}\u{FFFD}\u{FFFD}")
    }

    @Test("A cursor position request is answered with the 1-based position, once")
    func cursorPositionReport() {
        var s = screen(24, 80, "\(esc)[3;5H\(esc)[6n")
        #expect(s.takeResponses() == Array("\(esc)[3;5R".utf8))
        #expect(s.takeResponses().isEmpty)
        s.feed("\(esc)[24;80Hx\(esc)[6n\(esc)[5n")   // pending wrap still reports the last column
        #expect(s.takeResponses() == Array("\(esc)[24;80R\(esc)[0n".utf8))
    }

    @Test("Sequences and text split at every byte give the same screen as one feed")
    func splitFeeds() {
        let stream = Array("x\(esc)[1;31mred\(esc)[0m\r\n\(esc)]0;title\u{7}日本\(esc)[2;2H\(esc)[Kq\(esc)[6n".utf8)
        var whole = VirtualScreen(rows: 3, columns: 8)
        whole.feed(stream)
        var split = VirtualScreen(rows: 3, columns: 8)
        for byte in stream { split.feed([byte]) }
        #expect(split.lines == ["xred", " q", ""])
        #expect(split.lines == whole.lines)
        #expect(split.cell(row: 0, column: 1) == whole.cell(row: 0, column: 1))
        #expect(split.cell(row: 0, column: 1).fg == 1)
        #expect(split.takeResponses() == whole.takeResponses())
    }

    @Test("DEC private modes are recorded; the alternate screen keeps the main one intact")
    func modes() {
        var s = screen(3, 10, "main\(esc)[?25l\(esc)[?1000;1006h\(esc)[?2004h")
        #expect(!s.cursorVisible)
        #expect(s.modes.isSuperset(of: [1000, 1006, 2004]))
        s.feed("\(esc)[?1000;1006l\(esc)[?2004l\(esc)[?25h")
        #expect(s.cursorVisible)
        #expect(s.modes.isDisjoint(with: [1000, 1006, 2004]))
        #expect(s.modesEverSet.isSuperset(of: [1000, 1006, 2004]))
        #expect(!s.usedAlternateScreen)
        s.feed("\(esc)[?1049h\(esc)[Halt")
        #expect(s.usedAlternateScreen)
        #expect(s.lines[0] == "alt")
        s.feed("\(esc)[?1049l")
        #expect(s.lines[0] == "main")
        #expect(s.cursor == (0, 4))
    }

    @Test("OSC, DCS and unknown CSI sequences are consumed without printing")
    func ignoredSequences() {
        let s = screen(2, 20, "A\(esc)]0;title\u{7}B\(esc)]8;;http://x\(esc)\\C\(esc)Pq#0\(esc)\\D\(esc)[>4;1mE\(esc)[2 qF\(esc)(BG")
        #expect(s.lines == ["ABCDEFG", ""])
    }

    @Test("Insert and delete lines and characters; a scrolling region limits scrolling")
    func insertDelete() {
        let base = "1\r\n2\r\n3\r\n4"
        #expect(screen(4, 4, base + "\(esc)[2H\(esc)[L").lines == ["1", "", "2", "3"])
        #expect(screen(4, 4, base + "\(esc)[2H\(esc)[2M").lines == ["1", "4", "", ""])
        let deletedTop = screen(4, 4, base + "\(esc)[H\(esc)[M")
        #expect(deletedTop.lines == ["2", "3", "4", ""])
        #expect(deletedTop.scrollback.isEmpty)   // deleted lines are gone, not scrolled off
        #expect(screen(2, 6, "abcdef\r\(esc)[2C\(esc)[2P").lines[0] == "abef")
        #expect(screen(2, 6, "abcdef\r\(esc)[2C\(esc)[2@").lines[0] == "ab  cd")
        var s = screen(4, 4, base + "\(esc)[2;3r\(esc)[3Hx\r\n")
        #expect(s.lines == ["1", "x", "", "4"])
        #expect(s.scrollback.isEmpty)
        s.feed("\(esc)[2H\(esc)M")
        #expect(s.lines == ["1", "", "x", "4"])
    }

    @Test("Resizing keeps the top-left content and clamps the cursor")
    func resizing() {
        var s = screen(4, 6, "abcdef\r\nghijkl\r\nmn\(esc)[4;6H")
        s.resize(rows: 2, columns: 3)
        #expect(s.lines == ["abc", "ghi"])
        #expect(s.cursor == (1, 2))
        s.resize(rows: 3, columns: 8)
        #expect(s.lines == ["abc", "ghi", ""])
        s.feed("\(esc)[3;8Hz")
        #expect(s.lines[2] == "       z")
    }
}
