import Testing
@testable import TickCore

/// The band row (line 3 of a wheel) drawn for one item of `bytes`, `columns` wide.
private func bandRow(_ bytes: [UInt8], highlights: [Int] = [], columns: Int = 80, colors: Bool = true) throws -> [Cell] {
    let s = try picker(items: 1, columns: columns)
    return draw(s, rows: FixedRows(bytes: [bytes], highlights: [0: highlights]), colors: colors).lines[1 + TickView().cursorSlot(s)]
}

private func text(_ cells: [Cell]) -> String {
    var s = cells.map(\.text).joined()
    while s.last == " " { s.removeLast() }
    return s
}

@Suite("View: row text")
struct ViewRowTests {
    static let alphabet = bytes("abcdefghijklmnopqrstuvwxyz")

    @Test("A long row is cut to the terminal width with …")
    func cutWithEllipsis() throws {
        // 20 columns: pointer, tick column and a blank leave 17 for the text.
        let row = try bandRow(Self.alphabet, columns: 20)
        #expect(text(row) == ">  abcdefghijklmnop…")
        #expect(row.count == 20)
    }

    @Test("Long lines keep their end: 150 x's, -needle14-end, query needle14 reads …-needle14-end")
    func keepsEnd() throws {
        let line = bytes(String(repeating: "x", count: 150) + "-needle14-end")
        let row = text(try bandRow(line, highlights: Array(151..<159), columns: 80))
        #expect(row.hasSuffix("x-needle14-end"), "\(row)")
        #expect(row.hasPrefix(">  …x"))
        #expect(row.count == 80)
    }

    @Test("A match past the right edge scrolls the row sideways to show it")
    func scrollsToMatch() throws {
        // The match ends at column 24 of 26, and the end fits with it: … + the last 16 columns.
        #expect(text(try bandRow(Self.alphabet, highlights: [23], columns: 20)) == ">  …klmnopqrstuvwxyz")
        // A match from column 5 to 24 does not fit with the end: … + 15 columns ending with x + ….
        #expect(text(try bandRow(Self.alphabet, highlights: [4, 23], columns: 20)) == ">  …jklmnopqrstuvwx…")
        // A match at the very end: … + the last 16 columns.
        #expect(text(try bandRow(Self.alphabet, highlights: [25], columns: 20)) == ">  …klmnopqrstuvwxyz")
        // A match that fits needs no scrolling.
        #expect(text(try bandRow(Self.alphabet, highlights: [3], columns: 20)) == ">  abcdefghijklmnop…")
    }

    @Test("Rows from the item store are highlighted by matching the query again")
    func matchedRows() throws {
        var builder = ItemStoreBuilder()
        builder.append(bytes("alpha\nabcdefghijklmnopqrstuvwxyz\r\n"))
        builder.finish()
        var rows = MatchedRows(store: builder.store, matcher: Matcher(query: Query("xyz")))
        #expect(rows.row(1).text == Self.alphabet)
        #expect(rows.row(1).highlights == [23, 24, 25])
        #expect(rows.row(0).highlights == [])
        var s = try picker(items: 2, columns: 20)
        _ = s.feed(typing("xyz"))
        s.setResults(RankedList(indices: [1]), for: s.request("xyz", itemCount: 2))
        let frame = View(theme: Theme(colors: true)).frame(s, rows: &rows)
        #expect(frame.text(row: 1) == ">  …klmnopqrstuvwxyz")
        // The three matched letters are styled apart from the rest.
        #expect(frame.lines[1][17].style == frame.lines[1][19].style)
        #expect(frame.lines[1][16].style != frame.lines[1][17].style)
    }

    @Test("Tabs are expanded to the next multiple of eight columns of the text")
    func tabs() throws {
        #expect(text(try bandRow(bytes("a\tb\tc"))) == ">  a       b       c")
        #expect(text(try bandRow(bytes("abcdefgh\tx"))) == ">  abcdefgh        x")
    }

    @Test("Control bytes show as control pictures: ESC as ␛, DEL as ␡, and no raw control reaches a cell")
    func controls() throws {
        let row = try bandRow(bytes("red\u{1B}[31mX\u{7F}\u{07}\rz"))
        #expect(text(row) == ">  red␛[31mX␡␇␍z")
        let s = try picker(items: 3)
        let frame = draw(s, rows: FixedRows(bytes: [bytes("\u{1B}]0;title\u{07}"), bytes("\u{1B}[2J\u{1B}[H"), [0x9B, 0x31, 0x6D]]))
        for line in frame.lines {
            for cell in line {
                for scalar in cell.text.unicodeScalars {
                    #expect(scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value), "raw control \(scalar.value) in a cell")
                }
            }
        }
        #expect(frame.text(row: 1) == ">  ␛]0;title␇")
        #expect(frame.text(row: 2) == "   ␛[2J␛[H")
    }

    @Test("C1 controls (as UTF-8), bidirectional overrides and invalid UTF-8 show as �")
    func replacements() throws {
        #expect(text(try bandRow([0x61, 0xC2, 0x9B, 0x62])) == ">  a�b")
        #expect(text(try bandRow(bytes("a\u{202E}b"))) == ">  a�b")
        #expect(text(try bandRow([0x61, 0xFF, 0xFE, 0x62, 0xE6, 0x97])) == ">  a��b��")
    }

    @Test("A final \\r is part of the item but not shown; only one is taken")
    func finalCarriageReturn() throws {
        var builder = ItemStoreBuilder()
        builder.append(bytes("abc\r\nabc\r\r\n"))
        builder.finish()
        var state = try picker(items: 2)
        state.setResults(RankedList(all: 2), for: state.request("", itemCount: 2))
        var rows = MatchedRows(store: builder.store, matcher: Matcher(query: Query("")))
        let frame = View(theme: Theme(colors: false)).frame(state, rows: &rows)
        #expect(frame.text(row: 1) == ">  abc")
        #expect(frame.text(row: 2) == "   abc␍")
    }

    @Test("Wide characters take two cells, the right one empty; combining marks none")
    func wideCharacters() throws {
        let row = try bandRow(bytes("日本x"), colors: false)
        #expect(text(row) == ">  日本x")
        #expect(row[3].text == "日" && row[3].width == 2)
        #expect(row[4].text == "" && row[4].width == 0)
        #expect(row[5].text == "本" && row[5].width == 2)
        #expect(row[7].text == "x" && row[7].width == 1)
        let combining = try bandRow(bytes("e\u{301}x"), colors: false)
        #expect(combining[3].text.unicodeScalars.map(\.value) == [0x65, 0x301])
        #expect(combining[4].text == "x")
    }

    @Test("A row of wide characters is cut on a character boundary, filling with a blank before …")
    func wideCut() throws {
        // 11 columns leave 8 for the text: three wide characters, a blank and ….
        let row = try bandRow(bytes("日本語テキスト"), columns: 11)
        #expect(text(row) == ">  日本語 …")
        #expect(row.reduce(0) { $0 + Int($1.width) } == 11)
        // 10 columns leave 7: the three characters and … fill them exactly.
        #expect(text(try bandRow(bytes("日本語テキスト"), columns: 10)) == ">  日本語…")
    }
}

@Suite("View: styles")
struct ViewStyleTests {
    @Test("A ticked row has a background tint across the whole line; an unticked one has none")
    func tickedTint() throws {
        var s = try picker()
        s.press("tab")  // alpha ticked, one row above the band
        let frame = draw(s)
        let ticked = frame.lines[1], plain = frame.lines[3]
        #expect(ticked.count == 80)
        #expect(ticked.allSatisfy { $0.style.background.isSet })
        #expect(plain.allSatisfy { !$0.style.background.isSet })
        // The band has its own tint, different from a ticked row's.
        #expect(frame.lines[2][5].style.background.isSet)
        #expect(frame.lines[2][5].style.background != ticked[5].style.background)
    }

    @Test("Without colours a ticked row is bold and the band reversed")
    func tickedNoColor() throws {
        var s = try picker()
        s.press("tab")
        let frame = draw(s, colors: false)
        #expect(frame.lines[1][4].style.bold)
        #expect(!frame.lines[3][4].style.bold)
        #expect(frame.lines[2][4].style.reverse)
        #expect(!frame.lines[1][4].style.reverse)
        for line in frame.lines { #expect(line.allSatisfy { !$0.style.foreground.isSet && !$0.style.background.isSet }) }
    }

    @Test("Wheel rows further from the band are drawn dimmer")
    func dimming() throws {
        var s = try picker()
        s.press("down", "down")
        let frame = draw(s)
        // Greys of the 256-colour ramp (232 darkest … 255 lightest): darker further out.
        let near = try #require(frame.lines[2][4].style.foreground.paletteIndex)
        let far = try #require(frame.lines[1][4].style.foreground.paletteIndex)
        #expect((232...255).contains(near) && (232...255).contains(far))
        #expect(far < near)
        #expect(frame.lines[4][4].style == frame.lines[2][4].style)
        #expect(frame.lines[5][4].style == frame.lines[1][4].style)
        #expect(frame.lines[3][4].style.foreground.paletteIndex != near)
        let mono = draw(s, colors: false)
        #expect(!mono.lines[2][4].style.dim && !mono.lines[4][4].style.dim)
        #expect(mono.lines[1][4].style.dim && mono.lines[5][4].style.dim)
    }

    @Test("The list layouts do not dim")
    func listNotDimmed() throws {
        let s = try picker(["--layout", "reverse"])
        let frame = draw(s)
        #expect(frame.lines[2][4].style == frame.lines[5][4].style)
        #expect(!frame.lines[5][4].style.foreground.isSet && !frame.lines[5][4].style.dim)
    }

    @Test("Matched characters are styled apart from the rest of the row")
    func matchHighlight() throws {
        let row = try bandRow(bytes("alpha"), highlights: [0, 2])
        #expect(row[3].style.bold && row[5].style.bold)
        #expect(row[3].style.foreground != row[4].style.foreground)
        #expect(row[3].style == row[5].style && row[4].style == row[6].style)
        #expect(row[3].style.background == row[4].style.background)
        let mono = try bandRow(bytes("alpha"), highlights: [0, 2], colors: false)
        #expect(mono[3].style.underline && mono[5].style.underline)
        #expect(!mono[4].style.underline)
    }

    @Test("The band row's pointer and the tick mark stand out")
    func pointerAndMarker() throws {
        var s = try picker()
        s.press("tab", "up")
        let frame = draw(s)
        #expect(frame.lines[1][0].text == ">" && frame.lines[1][0].style.bold)
        #expect(frame.lines[1][1].text == "✓" && frame.lines[1][1].style.bold)
    }
}

@Suite("View: huge lines")
struct ViewHugeLineTests {
    @Test("A line of megabytes is laid out from its first 16 KiB only, matched and highlighted there")
    func hugeRow() throws {
        var builder = ItemStoreBuilder()
        builder.append(bytes("start") + Array(repeating: UInt8(ascii: "x"), count: 3 << 20) + bytes("\n"))
        builder.finish()
        var rows = MatchedRows(store: builder.store, matcher: Matcher(query: Query("sta")))
        let row = rows.row(0)
        #expect(row.text.count == DisplayText.shownLimit)
        #expect(row.highlights == [0, 1, 2])
        var s = try picker(items: 1, columns: 20)
        _ = s.feed(typing("sta"))
        s.setResults(RankedList(indices: [0]), for: s.request("sta", itemCount: 1))
        #expect(View(theme: Theme(colors: false)).frame(s, rows: &rows).text(row: 1) == ">  startxxxxxxxxxxx…")
    }

    @Test("The cut falls before a character that would not fit whole")
    func cutOnCharacter() {
        let limit = DisplayText.shownLimit
        for pad in 0..<4 {
            let text = Array(repeating: UInt8(ascii: "a"), count: limit - pad) + Array(repeating: bytes("€"), count: 10).flatMap { $0 }
            let part = text.withUnsafeBufferPointer { Array(DisplayText.shownPart($0)) }
            #expect(part.count <= limit && part.count > limit - 3)
            #expect(String(validating: part, as: UTF8.self) != nil, "pad \(pad): cut inside a character")
        }
        let short = bytes("short")
        #expect(short.withUnsafeBufferPointer { Array(DisplayText.shownPart($0)) } == short)
    }
}
