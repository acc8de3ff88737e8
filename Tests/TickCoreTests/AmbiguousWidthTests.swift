import Testing
@testable import TickCore

// East Asian Ambiguous characters (Unicode's EastAsianWidth.txt class A) under the two width
// rules: one column by default, two with --ambidouble. The classes checked here are Unicode's
// (EastAsianWidth.txt 15.0: U+00A7, U+00B1, U+00D7, U+03B1, U+0416, U+2460, U+2500, U+2026,
// U+FFFD are A; U+2576 is N; U+6F22 is W; U+0301 is A but a combining mark).

@Suite("Widths of East Asian Ambiguous characters (--ambidouble)")
struct AmbiguousWidthTests {
    /// Ambiguous characters: §, ±, ×, α, Ж, ①, ─, …
    static let ambiguous: [UInt32] = [0x00A7, 0x00B1, 0x00D7, 0x03B1, 0x0416, 0x2460, 0x2500, 0x2026]

    @Test("An ambiguous character is one column by default and two under .ambiguousWide")
    func ambiguousCharacters() {
        for u in Self.ambiguous {
            #expect(CharWidth.of(u, .ambiguousNarrow) == 1, "U+\(String(u, radix: 16))")
            #expect(CharWidth.of(u, .ambiguousWide) == 2, "U+\(String(u, radix: 16))")
        }
        #expect(DisplayText.width(of: "§±×αЖ①─", rule: .ambiguousNarrow) == 7)
        #expect(DisplayText.width(of: "§±×αЖ①─", rule: .ambiguousWide) == 14)
    }

    @Test("ASCII, wide CJK, neutral box drawing and combining marks keep their widths under either rule")
    func othersUnchanged() {
        for rule in [WidthRule.ambiguousNarrow, .ambiguousWide] {
            #expect(CharWidth.of(0x61, rule) == 1)       // a
            #expect(CharWidth.of(0xA0, rule) == 1)       // no-break space (N), the last of the fast path
            #expect(CharWidth.of(0x6F22, rule) == 2)     // 漢 (W)
            #expect(CharWidth.of(0x2576, rule) == 1)     // ╶ (N: not every box-drawing character is A)
            #expect(CharWidth.of(0x0301, rule) == 0)     // combining acute (A, but a mark)
            #expect(CharWidth.of(0xFE0F, rule) == 0)     // variation selector 16 (A, but zero-width)
            #expect(DisplayText.width(of: "e\u{301}漢x", rule: rule) == 4)
        }
    }

    @Test("A bad byte's � is ambiguous too; control pictures stay one column")
    func replacement() {
        let bad: [UInt8] = [0xFF, 0x01]
        let wide = bad.withUnsafeBufferPointer { DisplayText.glyphs($0, rule: .ambiguousWide) }
        #expect(wide.map(\.text) == ["\u{FFFD}", "\u{2401}"])
        #expect(wide.map(\.width) == [2, 1])
    }

    @Test("Text is cut to a width counting ambiguous characters as two columns, the … as two")
    func cutting() {
        // 10 columns wide under the wide rule: ① ② ③ ④ ⑤.
        #expect(DisplayText.truncate("①②③④⑤", width: 10, rule: .ambiguousWide) == "①②③④⑤")
        // 9 columns: three circled numbers (6) and the … (2), one column left over.
        #expect(DisplayText.truncate("①②③④⑤", width: 9, rule: .ambiguousWide) == "①②③…")
        #expect(DisplayText.truncate("①②③④⑤", width: 4, rule: .ambiguousNarrow) == "①②③…")
        let glyphs = Array("§1§2§3".utf8).withUnsafeBufferPointer { DisplayText.glyphs($0, rule: .ambiguousWide) }
        #expect(glyphs.map(\.width) == [2, 1, 2, 1, 2, 1])
        let fitted = DisplayText.fit(glyphs, width: 7, rule: .ambiguousWide)
        // § 1 § (5 columns), the … (2): 7.
        #expect(fitted.map(\.text) == ["§", "1", "§", "…"])
        #expect(fitted.reduce(0) { $0 + $1.width } == 7)
    }

    @Test("A line of cells gives an ambiguous character two cells, as a wide one")
    func cells() {
        var b = LineBuilder(width: 6, rule: .ambiguousWide)
        b.append("│a§b", style: .plain)
        #expect(b.cells.map(\.text) == ["│", "", "a", "§", "", "b"])
        #expect(b.columns == 6)
    }
}
