import Testing
import TickTestSupport
@testable import TickCore

/// A line of one-column cells (ASCII), or with wide characters taking a cell and an empty half.
private func cells(_ text: String, style: Style = .plain) -> [Cell] {
    var out: [Cell] = []
    for c in text.unicodeScalars {
        let wide = CharWidth.of(c.value) == 2
        out.append(Cell(String(c), width: wide ? 2 : 1, style: style))
        if wide { out.append(Cell("", width: 0, style: style)) }
    }
    return out
}

private func frame(_ lines: [String], width: Int = 20, cursor: (Int, Int) = (0, 0)) -> Frame {
    var f = Frame(width: width, lines: lines.map { cells($0) })
    f.cursorRow = cursor.0
    f.cursorColumn = cursor.1
    return f
}

private let begin = "\u{1B}[?2026h\u{1B}[?25l"
private let end = "\u{1B}[?25h\u{1B}[?2026l"

private func diff(_ old: Frame?, _ new: Frame) -> String {
    String(decoding: FrameDiff.bytes(from: old, to: new), as: UTF8.self)
}

@Suite("Frame diff")
struct FrameDiffTests {
    @Test("No bytes at all when nothing changed")
    func nothingChanged() {
        let f = frame(["hello", "world"], cursor: (0, 3))
        #expect(FrameDiff.bytes(from: f, to: f).isEmpty)
    }

    @Test("A frame that hides the cursor (no input line) leaves it hidden; showing it again is a change of its own")
    func cursorHidden() {
        var hidden = frame(["ab"])
        hidden.cursorShown = false
        #expect(diff(nil, hidden).hasSuffix("\u{1B}[?2026l"))
        #expect(!diff(nil, hidden).contains("\u{1B}[?25h"))
        #expect(diff(hidden, frame(["ab"])).hasSuffix(end))
    }

    @Test("The first frame is drawn from the top-left, inside synchronized output")
    func firstFrame() {
        let f = frame(["ab"], cursor: (0, 2))
        #expect(diff(nil, f) == begin + "\r\u{1B}[0mab\u{1B}[K\u{1B}[3G" + end)
    }

    @Test("Every line of a first frame is cleared to its end, blank ones too; a full one is not")
    func firstFrameClearsLines() {
        let f = frame(["", "   ", "x", String(repeating: "y", count: 20)])
        #expect(diff(nil, f) == begin + "\r\u{1B}[0m\u{1B}[K\u{1B}[1B\r   \u{1B}[K\u{1B}[1B\rx\u{1B}[K"
                + "\u{1B}[1B\r" + String(repeating: "y", count: 20) + "\u{1B}[3A\r" + end)
    }

    @Test("What a shell left on the picker's lines (`Loading…` and a carriage return) is erased")
    func leftoversErased() {
        var screen = VirtualScreen(rows: 3, columns: 20)
        screen.feed("Loading matches ...\r\nleft over\r\u{1B}[1A")
        let f = frame(["> ", "alpha"], cursor: (0, 2))
        screen.feed(FrameDiff.bytes(from: nil, to: f))
        #expect(screen.lines == [">", "alpha", ""])
        // A resize draws the frame as a first one too.
        screen.feed("\rjunk junk junk")
        screen.feed(FrameDiff.bytes(from: frame(["> "], width: 30), to: f))
        #expect(screen.lines == [">", "alpha", ""])
    }

    @Test("After an emoji sequence the cursor is put in the column the frame counts, whatever the terminal drew")
    func emojiSequenceColumn() {
        var line = [Cell("👍🏽", width: 2), Cell("", width: 0)] + cells("ok")
        line += [Cell("👩\u{200D}💻", width: 2), Cell("", width: 0)] + cells("!")
        let f = Frame(width: 20, lines: [line])
        #expect(diff(nil, f) == begin + "\r\u{1B}[0m👍🏽\u{1B}[3Gok👩\u{200D}💻\u{1B}[7G!\u{1B}[K\r" + end)
        // A terminal that draws each emoji of the sequence (as the virtual screen does) still
        // shows the rest of the line in its columns.
        var screen = VirtualScreen(rows: 1, columns: 20)
        screen.feed(FrameDiff.bytes(from: nil, to: f))
        #expect(screen.cell(row: 0, column: 2).character == "o" && screen.cell(row: 0, column: 6).character == "!")
        // Not in the last two columns: the cursor stays after the glyph.
        let edge = Frame(width: 4, lines: [cells("ab") + [Cell("👍🏽", width: 2), Cell("", width: 0)]])
        #expect(!diff(nil, edge).contains("\u{1B}[5G"))
    }

    @Test("A match after a tab is drawn in its column: a frame has one cell per column")
    func tabThenMatch() throws {
        let state = try picker([], items: 2)
        let plain = draw(state, rows: FixedRows(["a\tbcdefgh", "zzz"]))
        let lit = draw(state, rows: FixedRows(["a\tbcdefgh", "zzz"], highlights: [0: [6, 7]]))
        for line in lit.lines { #expect(line.reduce(0) { $0 + Int($1.width) } == line.count) }
        var screen = VirtualScreen(rows: 8, columns: 80)
        screen.feed(FrameDiff.bytes(from: nil, to: plain))
        screen.feed(FrameDiff.bytes(from: plain, to: lit))
        let row = try #require(screen.lines.firstIndex { $0.contains("bcdefgh") }, "\(screen.lines)")
        #expect(screen.lines[row].hasSuffix("a       bcdefgh"), "\(screen.lines)")
        let column = screen.lines[row].count - 3
        #expect(screen.cell(row: row, column: column).character == "f")
        #expect(screen.cell(row: row, column: column) != screen.cell(row: row, column: column - 1), "f is highlighted")
    }

    @Test("Only the changed span of a line is written")
    func changedSpan() {
        let old = frame(["hello world"]), new = frame(["hello there"])
        #expect(diff(old, new) == begin + "\u{1B}[7G\u{1B}[0mthere\r" + end)
    }

    @Test("Unchanged lines are skipped, the cursor moves down to the change and back")
    func otherLines() {
        let old = frame(["aaa", "bbb", "ccc"], cursor: (0, 1)), new = frame(["aaa", "bbb", "cXc"], cursor: (0, 1))
        #expect(diff(old, new) == begin + "\u{1B}[2B\u{1B}[2G\u{1B}[0mX\u{1B}[2A\u{1B}[2G" + end)
    }

    @Test("A shorter line is erased to its end with CSI K in the default style")
    func shorterLine() {
        let old = frame(["abcdef"]), new = frame(["abc"])
        #expect(diff(old, new) == begin + "\u{1B}[4G\u{1B}[0m\u{1B}[K\r" + end)
    }

    @Test("A line that went away is erased")
    func fewerLines() {
        let old = frame(["abc", "def"]), new = frame(["abc"])
        #expect(diff(old, new) == begin + "\u{1B}[1B\r\u{1B}[0m\u{1B}[K\u{1B}[1A\r" + end)
    }

    @Test("A styled cell is preceded by its SGR, and the style is reset before the output ends")
    func styles() {
        let old = frame(["ab"])
        var new = old
        new.lines[0][1].style = Style(foreground: 214, bold: true)
        #expect(diff(old, new) == begin + "\u{1B}[2G\u{1B}[0;1;38;5;214mb\u{1B}[0m\r" + end)
    }

    @Test("A moved cursor alone is still written")
    func cursorOnly() {
        let old = frame(["abc"], cursor: (0, 0)), new = frame(["abc"], cursor: (0, 3))
        #expect(diff(old, new) == begin + "\u{1B}[4G" + end)
    }

    @Test("A change never starts or ends inside a wide character")
    func wideCharacters() {
        let old = frame(["a日b"])
        // Only the style of the right half changes: the whole character is rewritten.
        var new = old
        new.lines[0][2].style = Style(bold: true)
        #expect(diff(old, new) == begin + "\u{1B}[2G\u{1B}[0m日\r" + end)
        // A wide character replaced by another: both of its cells are covered, the half not written.
        #expect(diff(old, frame(["a本b"])) == begin + "\u{1B}[2G\u{1B}[0m本\r" + end)
    }

    @Test("A new width redraws every line")
    func newWidth() {
        let old = frame(["abc"], width: 20), new = frame(["abc"], width: 30)
        #expect(diff(old, new) == begin + "\r\u{1B}[0mabc\u{1B}[K\r" + end)
    }

    @Test("Erasing a frame clears its lines one by one and below its last line, and ends at its top-left")
    func erase() {
        let f = frame(["abc", "def", "ghi"], cursor: (2, 4))
        #expect(String(decoding: FrameDiff.erase(f), as: UTF8.self) ==
                "\u{1B}[?2026h\u{1B}[0m\u{1B}[2A\r\u{1B}7\u{1B}[2K\u{1B}[1B\u{1B}[2K\u{1B}[1B\u{1B}[2K\u{1B}[J\u{1B}8\u{1B}[?25h\u{1B}[?2026l")
        // Never an erase to the end of the screen from the frame's top-left (at the screen's
        // top-left that is a whole-screen clear, which tmux keeps in the scrollback).
        let one = String(decoding: FrameDiff.erase(frame(["abc"], cursor: (0, 1))), as: UTF8.self)
        #expect(!one.contains("\u{1B}[J") && one.contains("\u{1B}[2K"))
    }

    @Test("Applying a diff of two picker frames leaves no raw control from an item")
    func pickerFrames() throws {
        var s = try picker(items: 2)
        let rows = FixedRows(bytes: [bytes("a\u{1B}[2Jb"), bytes("c\u{9B}d")])
        let first = draw(s, rows: rows)
        s.press("down")
        let out = FrameDiff.bytes(from: first, to: draw(s, rows: rows))
        // Every ESC in the output starts one of tick's own sequences: CSI then a digit, ? or K.
        for (i, byte) in out.enumerated() where byte == 0x1B {
            #expect(out[i + 1] == UInt8(ascii: "["))
            #expect(out[i + 2] != UInt8(ascii: "2") || out[i + 3] != UInt8(ascii: "J"))
        }
    }
}
