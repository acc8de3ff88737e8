import Testing
@testable import TickCore

@Suite("View: --ansi")
struct ViewAnsiTests {
    /// A store read with `--ansi` from `text`.
    private func store(_ text: String, headerLines: Int = 0) -> ItemStore {
        var builder = ItemStoreBuilder(headerLines: headerLines, sgr: .record)
        builder.append(bytes(text))
        builder.finish()
        return builder.store
    }

    @Test("An item's colours are drawn on its characters, with the match highlighted over them")
    func itemColors() throws {
        let items = store("\u{1B}[31mred\u{1B}[0m and \u{1B}[1;38;2;1;2;3mdeep\u{1B}[m\nplain\n")
        var rows = MatchedRows(store: items, matcher: Matcher(query: Query("and")))
        var s = try picker(items: 2)
        _ = s.feed(typing("and"))
        s.setResults(RankedList(indices: [0]), for: s.request("and", itemCount: 2))
        let frame = View(theme: Theme(colors: true)).frame(s, rows: &rows)
        let row = frame.lines[1]
        #expect(frame.text(row: 1) == ">  red and deep")
        // "red": a red readable on the band's tint; " ": the band's; "and": the match; "deep":
        // its colour (too dark for the band: a readable stand-in), bold.
        let band = Theme(colors: true).row(distance: 0, band: true, ticked: false)
        let tint = Contrast.rgb(band.background)!
        #expect(row[3].style.foreground == Contrast.readable(.palette(1), on: tint, minimum: 4.5))
        #expect(Contrast.rgb(row[3].style.foreground)!.red > 200 && row[3].style.background == band.background)
        #expect(row[6].style == band)
        #expect(row[7].style.foreground == Theme.Palette.dark.match)
        #expect(row[11].style.foreground == Contrast.readable(.rgb(1, 2, 3), on: tint, minimum: 4.5) && row[11].style.bold)
        // Off the band the item's own colours are kept when they read (3:1) on the terminal's
        // background: bright red is; xterm's red on dark grey (2.5:1) gives way to a lighter red.
        let offBand = Theme(colors: true).row(distance: 1, band: false, ticked: false)
        #expect(Theme(colors: true).text(Style(foreground: .palette(9)), on: offBand, distance: 1).foreground == .palette(9))
        let plain = Theme(colors: true).text(Style(foreground: .palette(1)), on: offBand, distance: 1)
        #expect(plain.foreground == Contrast.readable(.palette(1), on: Theme.Palette.dark.background, minimum: 3))
        #expect(Contrast.rgb(plain.foreground)!.red > 200)
        // The SGR bytes of the item are gone: nothing of them reaches the screen.
        #expect(!frame.text.contains("␛"))
    }

    @Test("Non-ASCII text: styles follow byte offsets, not characters")
    func nonASCII() throws {
        let items = store("é\u{1B}[32m日本\u{1B}[0mx\n")
        var rows = MatchedRows(store: items, matcher: Matcher(query: Query("")))
        let s = try picker(items: 1, columns: 20)
        let row = View(theme: Theme(colors: true)).frame(s, rows: &rows).lines[1]
        #expect(row[3].text == "é" && !row[3].style.foreground.isSet)
        #expect(row[4].text == "日" && row[4].style.foreground == .palette(2))
        #expect(row[6].text == "本" && row[6].style.foreground == .palette(2))
        #expect(row[8].text == "x" && !row[8].style.foreground.isSet)
    }

    @Test("With --with-nth the shown fields are drawn plain (their offsets are not the item's)")
    func withNth() throws {
        let items = store("\u{1B}[31ma\u{1B}[0m b\n")
        let options = try OptionParser.parse(["--with-nth", "2"], defaults: nil)
        let rows = MatchedRows(store: items, matcher: Matcher(query: Query(""), configuration: options.matcherConfiguration))
        #expect(rows.spans(0) == [])
        let all = MatchedRows(store: items, matcher: Matcher(query: Query("")))
        #expect(all.spans(0).count == 2)
    }

    @Test("--header text with --ansi is stripped and drawn in its colours over the header style")
    func headerText() throws {
        let s = try picker(["--ansi", "--header", "\u{1B}[4mNAME\u{1B}[0m  SIZE\nsecond"])
        #expect(s.scripted.header.lines == [bytes("NAME  SIZE"), bytes("second")])
        let frame = draw(s)
        let line = try #require((0..<frame.lines.count).first { frame.text(row: $0) == "   NAME  SIZE" })
        #expect(frame.lines[line][3].style.underline)
        #expect(!frame.lines[line][7].style.underline)
        #expect(frame.lines[line][8].style == Theme(colors: true).header)
        // Without --ansi the codes are shown as placeholders, not obeyed.
        let raw = try picker(["--header", "\u{1B}[4mNAME"])
        #expect(raw.scripted.header.lines == [bytes("\u{1B}[4mNAME")])
        #expect(lines(draw(raw)).contains("   ␛[4mNAME"))
    }
}
