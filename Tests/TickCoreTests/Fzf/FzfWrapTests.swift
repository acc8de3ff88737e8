import Testing
@testable import TickCore

// `--wrap`, `--wrap-word`, `--wrap-sign`, `toggle-wrap`, `toggle-wrap-word` on fzf's screen.
// Every expected frame is the real fzf 0.74.5's, taken with tmux on a 30-column pane
// (`capture-pane -p`, trailing blanks dropped) after the keys named, FZF_DEFAULT_OPTS empty, the
// input `(echo "alpha bravo charlie delta echo foxtrot golf hotel india juliet"; seq 3;
// printf "x%.0s" {1..70}; echo)`.

private let wrapItems = ["alpha bravo charlie delta echo foxtrot golf hotel india juliet", "1", "2", "3",
                         String(repeating: "x", count: 70)]

/// fzf's screen of the items with `arguments` on a 30-column, 10-line terminal, after `keys`.
private func screen(_ arguments: [String], keys: [String] = []) throws -> [String] {
    var s = try picker(["--screen", "fzf", "--no-scrollbar", "--pointer", ">", "--height", "10", "--bind", "ctrl-x:select-all"] + arguments,
                       items: wrapItems.count, columns: 30, rows: 10, as: .fzf)
    s.store = itemStore(lines: wrapItems)
    s.clampCursor()
    for key in keys { s.press(key) }
    var source = FixedRows(wrapItems)
    return lines(FzfView().frame(s, rows: &source))
}

@Suite("fzf's screen: --wrap")
struct FzfWrapTests {
    static let info = "  5/5 " + String(repeating: "─", count: 23)
    static let wrapped = [
        "▌ ↳ xxxxxxxxxxxxxxxxxxxxxxxxxx", "▌ ↳ xxxxxxxxxxxxxxxx", "▌ 3", "▌ 2", "▌ 1",
        "> alpha bravo charlie delta ec", "> ↳ ho foxtrot golf hotel indi", "> ↳ a juliet", info, ">",
    ]

    // … | fzf --wrap --height 10 --no-scrollbar --pointer '>'
    @Test("--wrap: a long item goes on after ↳ on the next lines; an item cut at the top edge shows its last lines")
    func wrap() throws {
        #expect(try screen(["--wrap"]) == Self.wrapped)
    }

    // … | fzf --height 10 --no-scrollbar --pointer '>' --bind space:toggle-wrap, then Space
    @Test("toggle-wrap wraps the items")
    func toggleWrap() throws {
        #expect(try screen(["--bind", "space:toggle-wrap"]) == [
            "", "", "", "▌ xxxxxxxxxxxxxxxxxxxxxxxxxx··", "▌ 3", "▌ 2", "▌ 1", "> alpha bravo charlie delta ··", Self.info, ">",
        ])
        #expect(try screen(["--bind", "space:toggle-wrap"], keys: ["space"]) == Self.wrapped)
    }

    // … | fzf --height 10 --no-scrollbar --pointer '>', then Ctrl-/
    @Test("Ctrl-/ under the name fzf is toggle-wrap-word: breaks after the last blank that fits")
    func ctrlSlash() throws {
        #expect(try screen([], keys: ["ctrl-_"]) == [
            "▌ ↳ xxxxxxxxxxxxxxxxxxxxxxxxxx", "▌ ↳ xxxxxxxxxxxxxxxx", "▌ 3", "▌ 2", "▌ 1",
            "> alpha bravo charlie delta", "> ↳ echo foxtrot golf hotel", "> ↳ india juliet", Self.info, ">",
        ])
    }

    // … | fzf --wrap-word --wrap-sign '+' --height 10 --no-scrollbar --pointer '>' --reverse, then Down
    @Test("--wrap-word --wrap-sign STR, --reverse: the sign's own width is taken from the text")
    func wrapWordSign() throws {
        #expect(try screen(["--wrap-word", "--wrap-sign", "+", "--reverse"], keys: ["down"]) == [
            ">", Self.info, "▌ alpha bravo charlie delta", "▌ +echo foxtrot golf hotel", "▌ +india juliet", "> 1", "▌ 2", "▌ 3",
            "▌ xxxxxxxxxxxxxxxxxxxxxxxxxxxx", "▌ +xxxxxxxxxxxxxxxxxxxxxxxxxxx",
        ])
    }

    // … | fzf --wrap -m --bind load:select-all --height 10 --no-scrollbar --pointer '>' --reverse
    @Test("a ticked wrapped item takes the multi-line marks")
    func tickedMarks() throws {
        #expect(try screen(["--wrap", "-m", "--reverse"], keys: ["ctrl-x"]) == [
            ">", "  5/5 (5) " + String(repeating: "─", count: 19), ">╻alpha bravo charlie delta ec", ">┃↳ ho foxtrot golf hotel indi",
            ">╹↳ a juliet", "▌┃1", "▌┃2", "▌┃3", "▌╻xxxxxxxxxxxxxxxxxxxxxxxxxxxx", "▌┃↳ xxxxxxxxxxxxxxxxxxxxxxxxxx",
        ])
    }

    @Test("--wrap takes char or word; a bad mode is an error")
    func wrapModes() throws {
        #expect(try OptionParser.parse(["--wrap=word"], sources: [], from: CommandName.fzf.defaultOptions).itemText.wrapWord)
        #expect(try !OptionParser.parse(["--wrap-word", "--wrap=char"], sources: [], from: CommandName.fzf.defaultOptions).itemText.wrapWord)
        #expect(throws: UsageError.self) { try OptionParser.parse(["--wrap=line"], sources: [], from: CommandName.fzf.defaultOptions) }
    }
}

@Suite("fzf's screen: splitting an item into lines")
struct FzfItemLinesTests {
    private func split(_ text: String, multiLine: Bool = false, wrap: Int = 0, sign: Int = 2, word: Bool = false,
                       atMost: Int = 100) -> ([String], Bool) {
        let units = text.unicodeScalars.map(\.value)
        let lines = FzfItemLines(multiLine: multiLine, wrapColumns: wrap, wrapSignWidth: sign, tabstop: 8, wrapWord: word)
        let (out, overflow) = lines.lines(units, atMost: atMost)
        return (out.map { line in String(String.UnicodeScalarView(units[line.range].compactMap(Unicode.Scalar.init))) }, overflow)
    }

    @Test("line feeds start lines and stay on them; a text ending in one has an empty last line; at most N lines")
    func multiLine() {
        #expect(split("1\n2", multiLine: true) == (["1\n", "2"], false))
        #expect(split("1\n2\n", multiLine: true) == (["1\n", "2\n", ""], false))
        #expect(split("1\n2\n3", multiLine: true, atMost: 2) == (["1\n", "2\n"], true))
        #expect(split("1\n2", multiLine: false) == (["1\n2"], false))
    }

    @Test("wrapping: the first line full, the next ones short of the sign; by words after the last blank that fits")
    func wrapping() {
        #expect(split("abcdefghij", wrap: 4) == (["abcd", "ef", "gh", "ij"], false))
        #expect(split("ab cd efgh", wrap: 6, word: true) == (["ab cd ", "efgh"], false))
        #expect(split("abcdefghij", wrap: 4, atMost: 2) == (["abcd", "ef"], true))
        #expect(split("ab\ncdefg", multiLine: true, wrap: 3, sign: 1) == (["ab\n", "cde", "fg"], false))
    }
}
