import Testing
@testable import TickCore

// How fzf's screen fits a long line into its row. Every expected row is the real fzf 0.74.5's
// (`lines[-3]` of an 80×24 tmux pane, `capture-pane -p`, trailing blanks dropped), with
// FZF_DEFAULT_OPTS="--no-scrollbar --gutter ' ' --pointer '>' --marker '>'" (fzf's own test
// suite's) and the command written above each case. The highlights given are where fzf's
// matcher puts the query's characters.

/// The one row fzf's screen draws of `text` with `arguments`, `highlights` matched.
private func row(_ text: String, _ arguments: [String], highlights: [Int] = [], scrollbar: Bool = false) throws -> String {
    let suite = ["--gutter", " ", "--pointer", ">", "--marker", ">"] + (scrollbar ? [] : ["--no-scrollbar"])
    let s = try picker(suite + ["--screen", "fzf", "--height", "3"] + arguments, items: 1, as: .fzf)
    var source = FixedRows([text], highlights: [0: highlights])
    return lines(FzfView().frame(s, rows: &source))[0]
}

/// The offsets of `needle`'s characters in `text` (an exact match).
private func exact(_ needle: String, in text: String) -> [Int] {
    let t = Array(text.utf8), n = Array(needle.utf8)
    let start = (0...(t.count - n.count)).first { Array(t[$0..<($0 + n.count)]) == n }!
    return Array(start..<(start + n.count))
}

private let commas = (1...1000).map(String.init).joined(separator: ",") + ","
private let spaced = (1...10000).map(String.init).joined(separator: " ") + " "

@Suite("fzf's screen: a long line's ellipsis, scrolling, frozen fields and tabs")
struct FzfRowTextTests {
    // seq 1000 | tr '\n' , | fzf --ellipsis=SNIPSNIP -e -q500
    @Test("A long line scrolls to its match, with --hscroll-off columns after it and the ellipsis at both cut ends")
    func scrolledToMatch() throws {
        #expect(try row(commas, ["--ellipsis=SNIPSNIP"], highlights: exact("500", in: commas))
            == "> SNIPSNIP,488,489,490,491,492,493,494,495,496,497,498,499,500,501,502,5SNIPSNIP")
        // seq 10000 | tr '\n' ' ' | fzf: cut at the right with fzf's ··, the scroll bar's column
        // kept free (fzf's default scroll bar, which does not show for one item).
        #expect(try row(spaced, [], scrollbar: true)
            == "> 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 ··")
    }

    // fzf --hscroll-off=3 -q 0 < file, fzf --no-hscroll -q 0 < file; the file: 100 '=' then 0123456789
    @Test("--hscroll-off, --no-hscroll, toggle-hscroll")
    func hscrollOff() throws {
        let line = String(repeating: "=", count: 100) + "0123456789"
        #expect(try row(line, ["--hscroll-off=3"], highlights: [100])
            == "> ··======================================================================0123··")
        let cut = "> " + String(repeating: "=", count: 76) + "··"
        #expect(try row(line, ["--no-hscroll"], highlights: [100]) == cut)
        var s = try picker(["--no-scrollbar", "--gutter", " ", "--pointer", ">", "--screen", "fzf", "--height", "3", "--bind", "ctrl-x:toggle-hscroll"], items: 1, as: .fzf)
        s.press("ctrl-x")
        var source = FixedRows([line], highlights: [0: [100]])
        #expect(lines(FzfView().frame(s, rows: &source))[0] == cut)
    }

    // seq 10000 | tr '\n' ' ' | fzf --keep-right, and with -q 5000
    @Test("--keep-right shows a line's end while nothing is matched, the match once something is")
    func keepRight() throws {
        #expect(try row(spaced, ["--keep-right"])
            == "> ··9986 9987 9988 9989 9990 9991 9992 9993 9994 9995 9996 9997 9998 9999 10000")
        // fzf's fuzzy match of 5000: the 5, then the zeros of 10, 20, 30.
        let at = { (word: String, char: Int) in exact(" \(word) ", in: spaced)[1 + char] }
        #expect(try row(spaced, ["--keep-right"], highlights: [8, at("10", 1), at("20", 1), at("30", 1)])
            == "> ··9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 ··")
    }

    // seq 10000 | tr '\n' ' ' | fzf --freeze-left 3 --freeze-right 3 --ellipsis XX [-q "'1000"],
    // and with --freeze-right 100000
    @Test("--freeze-left and --freeze-right keep the first and last fields in view; the middle scrolls between")
    func freeze() throws {
        let options = ["--freeze-left", "3", "--freeze-right", "3", "--ellipsis", "XX"]
        #expect(try row(spaced, options, highlights: exact("1000 ", in: spaced).dropLast())
            == "> 1 2 3XX90 991 992 993 994 995 996 997 998 999 1000 1001 1002XX9998 9999 10000")
        #expect(try row(spaced, ["--freeze-right", "100000", "--ellipsis", "XX"])
            == "> XX9986 9987 9988 9989 9990 9991 9992 9993 9994 9995 9996 9997 9998 9999 10000")
    }

    // seq 10000 | tr '\n' ' ' | sed 's/ / , /g' | fzf --freeze-left 3 --freeze-right 3 --ellipsis XX --delimiter ' , '
    @Test("Frozen fields with a --delimiter: the left ones end before the blanks after them, the text's last delimiter ends an empty field")
    func freezeDelimiter() throws {
        let text = (1...10000).map(String.init).joined(separator: " , ") + " , "
        #expect(try row(text, ["--freeze-left", "3", "--freeze-right", "3", "--ellipsis", "XX", "--delimiter", " , "])
            == "> 1 , 2 , 3 , 4 , 5 , 6 , 7 , 8 , 9 , 10 , 11 , 12 , 13 , 14 XX, 9999 , 10000 ,")
    }

    // printf 'f\too\tba\tr\tbaz\tbarfooq\tux\n' | fzf --tabstop=3; printf '1\t2\t3\n' | fzf --tabstop=2 --freeze-left 1
    @Test("--tabstop, and the middle's tabs counted from the end of the frozen left part")
    func tabstop() throws {
        #expect(try row("f\too\tba\tr\tbaz\tbarfooq\tux", ["--tabstop=3"]) == "> f  oo ba r  baz   barfooq  ux")
        #expect(try row("1\t2\t3", ["--tabstop=2", "--freeze-left", "1"]) == "> 1 2 3")
    }
}
