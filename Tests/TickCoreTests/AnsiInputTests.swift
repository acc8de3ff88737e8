import Testing
@testable import TickCore

/// The style an SGR parameter string sets from `start`.
private func applied(_ parameters: String, to start: Style = .plain) -> Style {
    var s = start
    s.applySGR(Array(parameters.utf8))
    return s
}

@Suite("--ansi: SGR parameters")
struct SGRParameterTests {
    @Test("Attributes turn on and off by their codes; 0 and an empty list reset everything")
    func attributes() {
        #expect(applied("1") == Style(bold: true))
        #expect(applied("1;2;3;4;7;9") == Style(bold: true, dim: true, italic: true, underline: true, reverse: true, strikethrough: true))
        let all = applied("1;2;3;4;7;9;31;42")
        #expect(applied("22", to: all) == applied("3;4;7;9;31;42"))
        #expect(applied("23;24;27;29", to: all) == applied("1;2;31;42"))
        #expect(applied("0", to: all) == .plain)
        #expect(applied("", to: all) == .plain)
        #expect(applied("4:0", to: applied("4")) == .plain)
        #expect(applied("4:3") == Style(underline: true))
        #expect(applied("21") == Style(underline: true))
        // Blink and hidden are not drawn; unknown codes change nothing.
        #expect(applied("5;8;73;1000000000000") == .plain)
    }

    @Test("The 16 colours, the 256 palette and 24-bit colours, in ; and : forms")
    func colors() {
        #expect(applied("31;44") == Style(foreground: .palette(1), background: .palette(4)))
        #expect(applied("97;100") == Style(foreground: .palette(15), background: .palette(8)))
        #expect(applied("38;5;208;48;5;17") == Style(foreground: .palette(208), background: .palette(17)))
        #expect(applied("38:5:208") == Style(foreground: .palette(208)))
        #expect(applied("38;2;1;2;3") == Style(foreground: .rgb(1, 2, 3)))
        #expect(applied("48:2::10:20:30") == Style(background: .rgb(10, 20, 30)))
        #expect(applied("48:2:10:20:30") == Style(background: .rgb(10, 20, 30)))
        #expect(applied("39;49", to: applied("31;41")) == .plain)
        // The fields after 38;5 are the colour's, not codes of their own: 1 is not bold here.
        #expect(applied("38;5;1") == Style(foreground: .palette(1)))
        #expect(applied("38;2;255;0;1;4") == Style(foreground: .rgb(255, 0, 1), underline: true))
        // Out of range or cut short: no colour, and nothing else is misread.
        #expect(applied("38;5;256") == .plain)
        #expect(applied("38;2;1;2") == .plain)
        #expect(applied("38;5") == .plain)
    }

    @Test("A style writes itself back as SGR: the basic colours by their own codes")
    func sgrOut() {
        #expect(String(decoding: Style(foreground: .palette(1), background: .palette(12)).sgr, as: UTF8.self) == "\u{1B}[0;31;104m")
        #expect(String(decoding: Style(foreground: .palette(208), italic: true).sgr, as: UTF8.self) == "\u{1B}[0;3;38;5;208m")
        #expect(String(decoding: Style(background: .rgb(1, 2, 3), strikethrough: true).sgr, as: UTF8.self) == "\u{1B}[0;9;48;2;1;2;3m")
    }
}

/// Items read with `--ansi` from `input` fed in pieces cut at `cuts`, and the store.
private func readStripped(_ input: [UInt8], cuts: [Int] = [], headerLines: Int = 0, separator: UInt8 = 0x0A) -> ItemStore {
    var builder = ItemStoreBuilder(separator: separator, headerLines: headerLines, sgr: .record)
    var start = 0
    for cut in cuts.sorted() + [input.count] where cut >= start {
        builder.append(input[start..<cut])
        start = cut
    }
    builder.finish()
    return builder.store
}

/// The escape sequence at `input[i]` (an ESC) as ECMA-48 defines them, worked out
/// independently of the stripper: its length and whether it is SGR; nil when there is none,
/// `.max` length when the input ends inside it.
private func referenceEscape(_ input: [UInt8], at i: Int) -> (length: Int, sgr: Bool)? {
    func at(_ k: Int) -> UInt8? { i + k < input.count ? input[i + k] : nil }
    guard let second = at(1) else { return (.max, false) }
    if second == UInt8(ascii: "[") {
        var k = 2, plain = true
        while k < SGRStripper.maximumLength {
            guard let c = at(k) else { return (.max, false) }
            if c == UInt8(ascii: "m") && plain { return (k + 1, true) }
            if (0x40...0x7E).contains(c) { return (k + 1, false) }
            if (0x20...0x2F).contains(c) || (0x3C...0x3F).contains(c) { plain = false }
            if !(0x20...0x3F).contains(c) { return nil }
            k += 1
        }
        return nil
    }
    if "]PX^_".utf8.contains(second) {
        for k in 2..<SGRStripper.maximumStringLength {
            guard let c = at(k) else { return (.max, false) }
            if c == 0x07 { return (k + 1, false) }
            if c == 0x1B {
                guard let next = at(k + 1) else { return (.max, false) }
                return next == UInt8(ascii: "\\") ? (k + 2, false) : nil
            }
            if c < 0x20 || c == 0x7F { return nil }
        }
        return nil
    }
    var k = 1
    while k < SGRStripper.maximumLength {
        guard let c = at(k) else { return (.max, false) }
        if (0x30...0x7E).contains(c) { return (k + 1, false) }
        if !(0x20...0x2F).contains(c) { return nil }
        k += 1
    }
    return nil
}

/// What a terminal would show for each line: the text and the style of every byte, worked
/// out independently of the stripper (a plain walk over the whole input).
private func referenceLines(_ input: [UInt8], separator: UInt8 = 0x0A) -> [(text: [UInt8], styles: [Style])] {
    var lines: [(text: [UInt8], styles: [Style])] = [([], [])]
    var style = Style.plain
    var i = 0
    var verbatim = false
    while i < input.count {
        if input[i] == 0x1B && !verbatim, let (length, sgr) = referenceEscape(input, at: i) {
            if length == .max {
                // Cut short by the end of the input: the rest is kept as it is.
                verbatim = true
                continue
            }
            if sgr { style.applySGR(input[(i + 2)..<(i + length - 1)]) }
            i += length
            continue
        }
        if (input[i] == 0x0E || input[i] == 0x0F) && !verbatim {
            // The shift controls SO and SI go too, as fzf takes them out.
            i += 1
            continue
        }
        if input[i] == separator {
            lines.append(([], []))
        } else {
            lines[lines.count - 1].text.append(input[i])
            lines[lines.count - 1].styles.append(style)
        }
        i += 1
    }
    if lines.last!.text.isEmpty { lines.removeLast() }
    return lines
}

/// The style of each byte of `count` bytes under `spans`.
private func stylesOf(_ spans: [StyleSpan], count: Int) -> [Style] {
    (0..<count).map { offset in spans.last { $0.offset <= offset }?.style ?? .plain }
}

@Suite("--ansi: reading")
struct AnsiReadingTests {
    @Test("SGR sequences leave the items; their styles are kept by line and offset")
    func stripsAndRecords() {
        let store = readStripped(bytes("\u{1B}[31mred\u{1B}[0m apple\nplain\n\u{1B}[1;32mgreen\n"))
        #expect((0..<store.count).map(store.bytes) == [bytes("red apple"), bytes("plain"), bytes("green")])
        #expect(store.spans(0) == [StyleSpan(offset: 0, style: Style(foreground: .palette(1))), StyleSpan(offset: 3, style: .plain)])
        #expect(store.spans(1) == [])
        #expect(store.spans(2) == [StyleSpan(offset: 0, style: Style(foreground: .palette(2), bold: true))])
    }

    @Test("Every escape sequence leaves the items as fzf takes them out; only SGR sets a style")
    func takesOutOthers() {
        let others = ["\u{1B}[K", "\u{1B}[2K", "\u{1B}[?25l", "\u{1B}[31;1H", "\u{1B}[>4;1m", "\u{1B}[3 q", "\u{1B}[12~",
                      "\u{1B}]0;title\u{07}", "\u{1B}]52;c;aGk=\u{1B}\\", "\u{1B}]8;id=1;http://x.y/é\u{1B}\\",
                      "\u{1B}P1$r\u{1B}\\", "\u{1B}_apc\u{07}", "\u{1B}(B", "\u{1B}=", "\u{1B}c", "\u{1B}7", "\u{1B}\\"]
        for other in others {
            let store = readStripped(bytes("a" + other + "b\u{1B}[1mc"))
            #expect(store.bytes(0) == bytes("abc"), "\(Array(other.utf8))")
            #expect(store.spans(0) == [StyleSpan(offset: 2, style: Style(bold: true))], "\(Array(other.utf8))")
        }
        // grep --color=always: SGR and erase-line around every coloured piece.
        let grep = readStripped(bytes("\u{1B}[35m\u{1B}[Kbase-files/FHS\u{1B}[m\u{1B}[K:\u{1B}[32m\u{1B}[K12\u{1B}[m\u{1B}[K:mail\n"))
        #expect(grep.bytes(0) == bytes("base-files/FHS:12:mail"))
        #expect(grep.spans(0) == [StyleSpan(offset: 0, style: Style(foreground: .palette(5))), StyleSpan(offset: 14, style: .plain),
                                  StyleSpan(offset: 15, style: Style(foreground: .palette(2))), StyleSpan(offset: 17, style: .plain)])
        // An OSC 8 hyperlink: the link goes, the text it shows stays.
        let link = readStripped(bytes("see \u{1B}]8;;https://example.org/\u{1B}\\the docs\u{1B}]8;;\u{1B}\\ now\n"))
        #expect(link.bytes(0) == bytes("see the docs now"))
    }

    @Test("The shift controls SO and SI leave the items, as fzf takes them out (fish's history colours end with SI)")
    func takesOutShifts() {
        let fish = readStripped(bytes("\u{1B}[33m2026-11-27\t1795768431\t\u{1B}(B\u{1B}[m\u{0F}echo 3d\na\u{0E}b\u{0F}\u{0F}c\n"), cuts: [30])
        #expect((0..<fish.count).map(fish.bytes) == [bytes("2026-11-27\t1795768431\techo 3d"), bytes("abc")])
        #expect(fish.spans(1) == [])
    }

    @Test("An ESC that starts no whole sequence stays in the item byte for byte")
    func keepsBroken() {
        let kept = ["\u{1B}\u{1}x", "\u{1B}\u{7F}", "\u{1B}[3\u{1}m", "\u{1B}]0;a\u{1}b\u{07}", "\u{1B}]0;a\u{1B}\u{1}", "\u{1B}(\u{1}"]
        for other in kept {
            let store = readStripped(bytes("a" + other + "\u{1B}[1mb"))
            #expect(store.bytes(0) == bytes("a" + other + "b"), "\(Array(other.utf8))")
        }
        // A string broken by the line's end stays, and the next line is read as usual.
        let broken = readStripped(bytes("a\u{1B}]0;tit\nle\u{07}b\n"))
        #expect((0..<broken.count).map(broken.bytes) == [bytes("a\u{1B}]0;tit"), bytes("le\u{07}b")])
        // At the end of the input, a sequence not yet ended is kept as it was.
        for cut in ["\u{1B}", "\u{1B}[", "\u{1B}[31", "\u{1B}]8;;http://x", "\u{1B}]0;t\u{1B}", "\u{1B}("] {
            #expect(readStripped(bytes("a" + cut)).bytes(0) == bytes("a" + cut), "\(Array(cut.utf8))")
        }
    }

    @Test("A string longer than the limit is not taken for one; a long hyperlink is")
    func longString() {
        let long = "\u{1B}]0;" + String(repeating: "x", count: SGRStripper.maximumStringLength) + "\u{07}"
        #expect(readStripped(bytes("a" + long + "b\n")).bytes(0) == bytes("a" + long + "b"))
        let url = "\u{1B}]8;;https://example.org/" + String(repeating: "p", count: 3000) + "\u{1B}\\"
        for cuts in [[], [10], [100, 1500, 2999]] {
            #expect(readStripped(bytes("a" + url + "b\n"), cuts: cuts).bytes(0) == bytes("ab"), "\(cuts)")
        }
    }

    @Test("A sequence longer than the limit is not taken for SGR")
    func tooLong() {
        let long = "\u{1B}[" + String(repeating: "1;", count: 70) + "m"
        #expect(readStripped(bytes("x" + long + "y")).bytes(0) == bytes("x" + long + "y"))
        let fits = "\u{1B}[" + String(repeating: "1;", count: 40) + "m"
        #expect(readStripped(bytes("x" + fits + "y")).bytes(0) == bytes("xy"))
    }

    @Test("A style carries over to the next lines until it changes, as on a terminal")
    func carriesOver() {
        let store = readStripped(bytes("\u{1B}[34mone\ntwo\nth\u{1B}[mree\nfour\n"))
        let blue = Style(foreground: .palette(4))
        #expect(store.spans(1) == [StyleSpan(offset: 0, style: blue)])
        #expect(store.spans(2) == [StyleSpan(offset: 0, style: blue), StyleSpan(offset: 2, style: .plain)])
        #expect(store.spans(3) == [])
    }

    @Test("Header lines are stripped and styled too, and items count from after them")
    func headerLines() {
        let store = readStripped(bytes("\u{1B}[1mNAME\u{1B}[0m\n\u{1B}[32mitem\n"), headerLines: 1)
        #expect(store.header == [bytes("NAME")])
        #expect(store.headerSpans(0) == [StyleSpan(offset: 0, style: Style(bold: true)), StyleSpan(offset: 4, style: .plain)])
        #expect(store.bytes(0) == bytes("item"))
        #expect(store.spans(0) == [StyleSpan(offset: 0, style: Style(foreground: .palette(2)))])
    }

    @Test("A sequence cut short by the end of the input is kept as it was")
    func cutAtEnd() {
        #expect(readStripped(bytes("a\u{1B}[3")).bytes(0) == bytes("a\u{1B}[3"))
        #expect(readStripped(bytes("a\u{1B}")).bytes(0) == bytes("a\u{1B}"))
        #expect(readStripped(bytes("a\u{1B}[31m")).bytes(0) == bytes("a"))
    }

    @Test("Any split of the input into reads gives the same items and styles as one read (seeded)")
    func splitsAgree() {
        var rng = SplitMix64(seed: 0xA5C1)
        let pieces = ["\u{1B}[31m", "\u{1B}[0m", "\u{1B}[1;4m", "\u{1B}[38;5;208m", "\u{1B}[48:2::1:2:3m", "\u{1B}[m",
                      "\u{1B}]8;;http://x\u{1B}\\", "\u{1B}[2K", "\u{1B}", "\u{1B}[", "\u{1B}]0;t\u{07}", "\u{1B}(B",
                      "\u{1B}[?25l", "\u{1B}[>4;1m", "\u{1B}P", "\u{1B}]", "\u{07}", "\u{1B}\\", "\u{1}", "a", "bc", "é", "日", "\n", "\n", " ", "\t"]
        for round in 0..<300 {
            var input: [UInt8] = []
            for _ in 0..<rng.int(0...40) { input += bytes(pieces[rng.int(0..<pieces.count)]) }
            if rng.int(0...3) == 0 { input.append(rng.byte()) }
            let whole = readStripped(input)
            let cuts = (0..<rng.int(0...6)).map { _ in rng.int(0...input.count) }
            let split = readStripped(input, cuts: cuts)
            let expected = referenceLines(input)
            #expect(whole.count == expected.count, "round \(round): \(input)")
            #expect(split.count == whole.count, "round \(round): \(input) cut at \(cuts)")
            for k in 0..<min(whole.count, split.count, expected.count) {
                #expect(whole.bytes(k) == expected[k].text, "round \(round) item \(k): \(input)")
                #expect(split.bytes(k) == whole.bytes(k), "round \(round) item \(k): \(input) cut at \(cuts)")
                #expect(stylesOf(whole.spans(k), count: whole.item(k).count) == expected[k].styles,
                        "round \(round) item \(k): \(input)")
                #expect(split.spans(k) == whole.spans(k), "round \(round) item \(k): \(input) cut at \(cuts)")
            }
        }
    }

    @Test("Many styled lines over several chunks and log pages: each line's spans are its own")
    func manyLines() {
        var input: [UInt8] = []
        for i in 0..<60_000 { input += bytes("\u{1B}[3\(i % 8)m\(i)\u{1B}[0m tail \(i)\n") }
        let store = readStripped(input)
        #expect(store.count == 60_000)
        #expect(store.chunks.count > 1)
        for i in [0, 1, 2047, 2048, 4095, 4096, 31_000, 59_999] {
            let label = bytes("\(i)")
            #expect(store.bytes(i) == label + bytes(" tail \(i)"))
            #expect(store.spans(i) == [StyleSpan(offset: 0, style: Style(foreground: .palette(UInt8(i % 8)))),
                                       StyleSpan(offset: label.count, style: .plain)], "line \(i)")
        }
    }

    @Test("Without --ansi nothing is stripped; with --filter's .strip nothing is recorded")
    func modes() {
        var keep = ItemStoreBuilder()
        keep.append(bytes("\u{1B}[31mx\n"))
        keep.finish()
        #expect(keep.store.bytes(0) == bytes("\u{1B}[31mx"))
        var strip = ItemStoreBuilder(sgr: .strip)
        strip.append(bytes("\u{1B}[31mx\n"))
        strip.finish()
        #expect(strip.store.bytes(0) == bytes("x"))
        #expect(strip.store.styles.isEmpty)
    }

    @Test("NUL-separated input counts lines at NUL, and a newline is item text")
    func read0() {
        let store = readStripped(bytes("\u{1B}[31ma\nb\u{0}c\u{0}"), separator: 0)
        #expect(store.bytes(0) == bytes("a\nb"))
        #expect(store.spans(1) == [StyleSpan(offset: 0, style: Style(foreground: .palette(1)))])
    }
}
