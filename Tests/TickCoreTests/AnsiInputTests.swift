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

/// What a terminal would show for each line: the text and the style of every byte, worked
/// out independently of the stripper (a plain walk over the whole input).
private func referenceLines(_ input: [UInt8], separator: UInt8 = 0x0A) -> [(text: [UInt8], styles: [Style])] {
    var lines: [(text: [UInt8], styles: [Style])] = [([], [])]
    var style = Style.plain
    var i = 0
    while i < input.count {
        if input[i] == 0x1B, i + 1 < input.count, input[i + 1] == UInt8(ascii: "[") {
            var j = i + 2
            while j < input.count, j - i < SGRStripper.maximumLength,
                  input[j] == UInt8(ascii: ";") || input[j] == UInt8(ascii: ":") || (0x30...0x39).contains(input[j]) {
                j += 1
            }
            if j < input.count, j - i < SGRStripper.maximumLength, input[j] == UInt8(ascii: "m") {
                style.applySGR(input[(i + 2)..<j])
                i = j + 1
                continue
            }
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

    @Test("Other escape sequences stay in the items byte for byte")
    func keepsOthers() {
        let others = ["\u{1B}]0;title\u{07}", "\u{1B}]52;c;aGk=\u{1B}\\", "\u{1B}[2J", "\u{1B}[?25l", "\u{1B}[31;1H",
                      "\u{1B}[>4;1m", "\u{1B}[3 m", "\u{1B}P1$r\u{1B}\\", "\u{1B}c", "\u{1B}", "\u{1B}[", "\u{1B}[31"]
        for other in others {
            let store = readStripped(bytes("a" + other + "\u{1B}[1mb"))
            #expect(store.bytes(0) == bytes("a" + other + "b"), "\(Array(other.utf8))")
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
                      "\u{1B}]8;;http://x\u{1B}\\", "\u{1B}[2K", "\u{1B}", "\u{1B}[", "a", "bc", "é", "日", "\n", "\n", " ", "\t"]
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
