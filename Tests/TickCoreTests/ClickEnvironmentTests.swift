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

    // (printf 'Xaa\nYbb\nZcc\n'; seq 5) | fzf --layout L [--header-first] --header $'Aaa\nBbb\nCcc'
    //   --header-lines 3 --bind 'click-header:transform-prompt:echo "L=$FZF_CLICK_HEADER_LINE> "'
    // with each word clicked in tmux: fzf 0.74.5 numbers the lines top to bottom as drawn,
    // the input's header lines first except in the reverse layout.
    @Test("On fzf's screen the header's lines are numbered as fzf numbers them in each layout",
          arguments: [("default", "Zcc1 Ybb2 Xaa3 Aaa4 Bbb5 Ccc6"), ("reverse", "Aaa1 Bbb2 Ccc3 Xaa4 Ybb5 Zcc6"),
                      ("reverse-list", "Xaa1 Ybb2 Zcc3 Aaa4 Bbb5 Ccc6")])
    func fzfNumbering(layout: String, expected: String) throws {
        for first in [false, true] {
            var s = try picker(["--screen", "fzf", "--height", "16", "--layout", layout, "--header", "Aaa\nBbb\nCcc",
                                "--bind", "click-header:ignore"] + (first ? ["--header-first"] : []), as: .fzf)
            _ = s.scripted.header.setInputLines(from: itemStore(lines: ["Xaa", "Ybb", "Zcc"]), items: 3)
            _ = s.reduce(.started)
            _ = s.reduce(.placed(origin: 1, height: FzfView().height(s)))
            var rows = FixedRows(names)
            let screen = lines(FzfView().frame(s, rows: &rows))
            var got: [String] = []
            for word in ["Aaa", "Bbb", "Ccc", "Xaa", "Ybb", "Zcc"] {
                let row = try #require(screen.firstIndex { $0.contains(word) })
                _ = s.feed([tap(column: 3, row: row + 1)])
                let parts = click(s, "HEADER").split(separator: "/")
                #expect(parts[2] == word, "--layout \(layout), header-first \(first)")
                got.append(word + parts[0])
            }
            let sorted = got.sorted { Int($0.dropFirst(3)) ?? 0 < Int($1.dropFirst(3)) ?? 0 }
            #expect(sorted.joined(separator: " ") == expected, "--layout \(layout), header-first \(first)")
        }
    }
}
