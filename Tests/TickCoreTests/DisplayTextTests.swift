import Testing
@testable import TickCore

private func glyphs(_ bytes: [UInt8], highlights: [Int] = []) -> [DisplayText.Glyph] {
    bytes.withUnsafeBufferPointer { DisplayText.glyphs($0, highlights: highlights) }
}

private func glyphs(_ text: String, highlights: [Int] = []) -> [DisplayText.Glyph] {
    glyphs(bytes(text), highlights: highlights)
}

private func joined(_ glyphs: [DisplayText.Glyph]) -> String { glyphs.map(\.text).joined() }

private func columns(_ glyphs: [DisplayText.Glyph]) -> Int { glyphs.reduce(0) { $0 + $1.width } }

@Suite("Display text")
struct DisplayTextTests {
    @Test("Printable text is one glyph per character, one column each")
    func plain() {
        let g = glyphs("ab")
        #expect(g == [.init(text: "a", width: 1, highlighted: false), .init(text: "b", width: 1, highlighted: false)])
    }

    @Test("Emoji sequences are one glyph of two columns: skin tones, flags, ZWJ sequences")
    func emojiSequences() {
        let cases: [(String, [String], [Int])] = [
            ("👍🏽x", ["👍🏽", "x"], [2, 1]),
            ("🇫🇷🇩🇪", ["🇫🇷", "🇩🇪"], [2, 2]),
            ("🇫🇷🇩", ["🇫🇷", "🇩"], [2, 1]),          // a lone regional indicator keeps its own width
            ("👩\u{200D}💻!", ["👩\u{200D}💻", "!"], [2, 1]),
            ("👩🏽\u{200D}💻", ["👩🏽\u{200D}💻"], [2]),
            ("👩🏽\u{200D}🤝\u{200D}👩🏻", ["👩🏽\u{200D}🤝\u{200D}👩🏻"], [2]),
            ("🏳\u{FE0F}\u{200D}🌈", ["🏳\u{FE0F}\u{200D}🌈"], [2]),
            ("👍👍", ["👍", "👍"], [2, 2]),
            // Not sequences: letters around a joiner, a tone after a letter or after a joiner.
            ("a\u{200D}b", ["a\u{200D}", "b"], [1, 1]),
            ("a🏽", ["a", "🏽"], [1, 2]),
            ("👩\u{200D}🏽", ["👩\u{200D}", "🏽"], [2, 2]),
        ]
        for (text, expected, widths) in cases {
            let g = glyphs(text)
            #expect(g.map(\.text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(g.map(\.width) == widths, "\(text)")
        }
        // A tab after a sequence counts the sequence's two columns.
        #expect(glyphs("👍🏽\tx").map(\.width) == [2, 6, 1])
        // A match on any of its scalars highlights the sequence (matcher offsets are scalars).
        #expect(glyphs("👍🏽x", highlights: [0]).map(\.highlighted) == [true, false])
        #expect(glyphs("x👍🏽y", highlights: [2]).map(\.highlighted) == [false, true, false])
    }

    @Test("The band's tint ends at the last column after an emoji sequence: a row's cells add up to its width")
    func bandAfterEmoji() throws {
        let state = try picker([], items: 2)
        let frame = draw(state, rows: FixedRows(["👍🏽 ok 🇫🇷 👩\u{200D}💻", "x"]))
        let band = try #require(frame.lines.firstIndex { line in line.contains { $0.text == "👍🏽" } }, "\(lines(frame))")
        #expect(frame.lines[band].reduce(0) { $0 + Int($1.width) } == 80)
        #expect(frame.lines[band].count == 80)
        #expect(frame.lines[band].last?.style.background == Theme(colors: true).row(distance: 0, band: true, ticked: false).background)
        #expect(frame.lines[band].filter { $0.width == 2 }.map(\.text) == ["👍🏽", "🇫🇷", "👩\u{200D}💻"])
    }

    @Test("A tab becomes blanks up to the next multiple of eight columns")
    func tabs() {
        let g = glyphs("a\tbcdefg\tj")
        #expect(g.map(\.width) == [1, 7, 1, 1, 1, 1, 1, 1, 2, 1])
        #expect(joined(g) == "a       bcdefg  j")
        #expect(glyphs("\t").map(\.width) == [8])
    }

    @Test("Controls become control pictures; C1, bidi overrides and invalid bytes become �")
    func neutralised() {
        #expect(joined(glyphs("\u{00}\u{1B}\u{1F}\u{7F}")) == "␀␛␟␡")
        #expect(joined(glyphs([0xC2, 0x85, 0xE2, 0x80, 0xAE, 0xC0, 0xAF, 0xED, 0xA0, 0x80])) == String(repeating: "\u{FFFD}", count: 7))
        #expect(glyphs([0xFF]).map(\.width) == [1])
    }

    @Test("East Asian wide characters and emoji take two columns, combining marks join the character before")
    func widths() {
        #expect(glyphs("日😀a").map(\.width) == [2, 2, 1])
        let g = glyphs("e\u{301}\u{302}x")
        #expect(g.count == 2)
        #expect(g[0].text.unicodeScalars.map(\.value) == [0x65, 0x301, 0x302] && g[0].width == 1)
    }

    @Test("Highlights are offsets in decoded characters, not bytes")
    func highlights() {
        #expect(glyphs("abc", highlights: [1]).map(\.highlighted) == [false, true, false])
        // é is two bytes but one character: offset 1 is the a after it.
        #expect(glyphs("éab", highlights: [1]).map(\.highlighted) == [false, true, false])
        #expect(glyphs("a\tb", highlights: [1, 2]).map(\.highlighted) == [false, true, true])
    }

    @Test("fit keeps text that fits as it is")
    func fitFits() {
        let g = glyphs("abcde")
        #expect(DisplayText.fit(g, width: 5) == g)
        #expect(DisplayText.fit(g, width: 9) == g)
        #expect(DisplayText.fit(g, width: 0).isEmpty)
    }

    @Test("fit cuts text that is too wide and ends it with …")
    func fitCuts() {
        #expect(joined(DisplayText.fit(glyphs("abcdefghij"), width: 5)) == "abcd…")
        // A wide character that would straddle the edge gives way to a blank.
        #expect(joined(DisplayText.fit(glyphs("abc日本"), width: 5)) == "abc …")
        #expect(columns(DisplayText.fit(glyphs("abc日本"), width: 5)) == 5)
    }

    @Test("fit in one column leaves only …, even when a match is past it")
    func fitOneColumn() {
        #expect(joined(DisplayText.fit(glyphs("abc"), width: 1)) == "…")
        #expect(joined(DisplayText.fit(glyphs("abc", highlights: [0]), width: 1)) == "…")
        #expect(joined(DisplayText.fit(glyphs("abc", highlights: [2]), width: 1)) == "…")
    }

    @Test("fit scrolls the text left so that the last highlighted glyph shows")
    func fitScrolls() {
        let alphabet = glyphs("abcdefghijklmnopqrstuvwxyz", highlights: [4, 5, 23])
        let middle = DisplayText.fit(alphabet, width: 17)
        #expect(joined(middle) == "…jklmnopqrstuvwx…")
        #expect(middle.filter(\.highlighted).map(\.text) == ["x"])
        let end = DisplayText.fit(glyphs("abcdefghijklmnopqrstuvwxyz", highlights: [25]), width: 17)
        #expect(joined(end) == "…klmnopqrstuvwxyz")
        let wide = DisplayText.fit(glyphs("日本語テキスト", highlights: [5]), width: 7)
        #expect(joined(wide) == "…キスト")
    }

    @Test("fit never returns more columns than asked, and keeps the match in sight when there is room",
          arguments: [1, 2, 3, 4, 5, 6, 7, 9, 12])
    func fitProperty(width: Int) {
        var random = SplitMix64(seed: UInt64(width))
        let pieces = ["a", "b", "日", "😀", "\t", "e\u{301}", "\u{1B}", "xyz"]
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<random.int(0...12) { text += pieces[random.int(0..<pieces.count)] }
            let units = text.unicodeScalars.count
            let lit = units == 0 || random.int(0...3) == 0 ? [] : [random.int(0..<units)]
            let g = glyphs(text, highlights: lit)
            let fitted = DisplayText.fit(g, width: width)
            #expect(columns(fitted) <= width, "\(text.debugDescription) lit \(lit) at width \(width): \(joined(fitted))")
            if columns(g) > width {
                #expect(fitted.last?.text == "…" || fitted.first?.text == "…")
            }
            // A glyph fits between two … when it is at most width - 2 columns wide.
            if let h = g.lastIndex(where: \.highlighted), g[h].width <= width - 2 {
                #expect(fitted.contains { $0.highlighted }, "\(text.debugDescription) lit \(lit) at width \(width)")
            }
        }
    }

    @Test("width counts columns of tick's own strings")
    func width() {
        #expect(DisplayText.width(of: "[ Done ]") == 8)
        #expect(DisplayText.width(of: "日本") == 4)
        #expect(DisplayText.width(of: "e\u{301}") == 1)
        #expect(DisplayText.width(of: "") == 0)
    }

    @Test("truncate cuts to a width with …, on a character boundary")
    func truncate() {
        #expect(DisplayText.truncate("Done", width: 10) == "Done")
        #expect(DisplayText.truncate("Done", width: 4) == "Done")
        #expect(DisplayText.truncate("Print 3 items?", width: 8) == "Print 3…")
        #expect(DisplayText.truncate("日本語", width: 4) == "日…")
        #expect(DisplayText.truncate("日本語", width: 5) == "日本…")
        #expect(DisplayText.truncate("abc", width: 1) == "…")
        #expect(DisplayText.truncate("abc", width: 0) == "")
    }
}
