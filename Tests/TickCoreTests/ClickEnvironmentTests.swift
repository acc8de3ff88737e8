import Testing
@testable import TickCore

/// What a command bound to `click-header` or `click-footer` finds in its environment, as fzf
/// 0.74 sets it: the line and column tapped (0 before any tap), the word and its field number.
@Suite("FZF_CLICK_HEADER_* and FZF_CLICK_FOOTER_*")
struct ClickEnvironmentTests {
    /// A started picker with `arguments`, placed at screen row 5 (1-based): in tick's wheel
    /// layout, the prompt is on row 5 and the header's lines from row 6.
    func placed(_ arguments: [String]) throws -> PickerState {
        var s = try picker(arguments)
        _ = s.reduce(.started)
        _ = s.reduce(.placed(origin: 5, height: TickView().height(s)))
        return s
    }

    /// The environment's `FZF_CLICK_<kind>_…` entries, as `LINE/COLUMN/WORD/NTH` (`-` unset).
    func click(_ s: PickerState, _ kind: String) -> String {
        let env = ChildEnvironmentTests().entries(s)
        return ["LINE", "COLUMN", "WORD", "NTH"].map { env["FZF_CLICK_\(kind)_\($0)"] ?? "-" }.joined(separator: "/")
    }

    /// Taps the text column `column` (1-based) of screen row `row`.
    func tapText(_ s: inout PickerState, column: Int, row: Int) {
        _ = s.feed([tap(column: TickView.textColumn(s) + column, row: row)])
    }

    @Test("The header's line, column, word and its field number over the lines (the last one N..)")
    func header() throws {
        var s = try placed(["--header", "Aaa Bbb\nCcc  Ddd", "--bind", "click-header:ignore,ctrl-x:change-header(x)"])
        #expect(click(s, "HEADER") == "0/0/-/-")
        tapText(&s, column: 5, row: 6)
        #expect(click(s, "HEADER") == "1/5/Bbb/2")
        tapText(&s, column: 6, row: 7)
        #expect(click(s, "HEADER") == "2/6/Ddd/4..")
        tapText(&s, column: 1, row: 7)
        #expect(click(s, "HEADER") == "2/1/Ccc/3")
        // Between words: the line and column, no word.
        tapText(&s, column: 4, row: 7)
        #expect(click(s, "HEADER") == "2/4/-/-")
        // change-header forgets the tap, as fzf does.
        _ = s.press("ctrl-x")
        #expect(click(s, "HEADER") == "0/0/-/-")
    }

    @Test("The header's words are split by --delimiter, the delimiter's blanks left on the word")
    func headerDelimiter() throws {
        var s = try placed(["--header", "ab,  cd,e", "--delimiter", ",", "--bind", "click-header:ignore"])
        // Fields "ab,", "  cd,", "e": the second word is "  cd," from column 4.
        tapText(&s, column: 6, row: 6)
        #expect(click(s, "HEADER") == "1/6/  cd,/2")
        tapText(&s, column: 9, row: 6)
        #expect(click(s, "HEADER") == "1/9/e/3..")
    }

    @Test("The footer's line, column and word (split by blanks, whatever --delimiter); no field number")
    func footer() throws {
        var s = try placed(["--footer", "Foo Bar\nBaz,qux", "--delimiter", ",", "--bind", "click-footer:ignore,ctrl-x:change-footer(new)"])
        #expect(click(s, "FOOTER") == "0/0/-/-")
        let rows = TickView().lines(s)
        let first = try #require(rows.firstIndex(of: .footer(0))) + 5
        tapText(&s, column: 5, row: first)
        #expect(s.bindings.firedEvents == [.clickFooter])
        #expect(click(s, "FOOTER") == "1/5/Bar/-")
        tapText(&s, column: 2, row: first + 1)
        #expect(click(s, "FOOTER") == "2/2/Baz,qux/-")
        #expect(click(s, "HEADER") == "0/0/-/-")
        _ = s.press("ctrl-x")
        #expect(click(s, "FOOTER") == "0/0/-/-")
    }
}
