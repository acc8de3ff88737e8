import Testing
@testable import TickCore

@Suite("HeaderLines")
struct HeaderLinesTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// A store whose first `header` lines are header lines.
    private func store(_ lines: [String], header: Int) -> ItemStore {
        var builder = ItemStoreBuilder(separator: 0x0A, headerLines: header)
        builder.append(Array(lines.map { $0 + "\n" }.joined().utf8))
        builder.finish()
        return builder.store
    }

    @Test("The text's lines come first, the input's below them; a text change keeps the input's")
    func textThenInput() {
        var h = HeaderLines(text: "a\nb", ansi: false)
        #expect(h.lines == [bytes("a"), bytes("b")])
        let changed = h.setInputLines(from: store(["NAME", "x"], header: 1))
        #expect(changed)
        #expect(h.lines == [bytes("a"), bytes("b"), bytes("NAME")])
        h.setText("new", ansi: false)
        #expect(h.lines == [bytes("new"), bytes("NAME")])
        h.setText("", ansi: false)
        #expect(h.lines == [bytes("NAME")])
    }

    @Test("The same input header lines again change nothing")
    func sameInputLines() {
        var h = HeaderLines(text: nil, ansi: false)
        let first = h.setInputLines(from: store(["H", "x"], header: 1))
        let again = h.setInputLines(from: store(["H", "x", "y"], header: 1))
        #expect(first && !again)
    }

    @Test("The input's header lines are shown through --with-nth as the items are (fzf's test_header_lines_with_nth), and again when it changes")
    func throughWithNth() throws {
        var h = HeaderLines(text: "T", ansi: false)
        let five = try FieldTemplate(parsing: "1,1,1,1,1")
        let first = h.setInputLines(from: store(["1", "2\r", "3"], header: 2), withNth: five, delimiter: .blanks)
        #expect(first)
        #expect(h.lines == [bytes("T"), bytes("11111"), bytes("22222")])
        let second = try FieldTemplate(parsing: "{2}!")
        let again = h.setInputLines(from: store(["1 a", "2 b\r", "3"], header: 2), withNth: second, delimiter: .blanks, again: true)
        #expect(again)
        #expect(h.lines == [bytes("T"), bytes("a!"), bytes("b!")])
    }

    @Test("With --ansi a text's styles are kept by line, and move with the input's lines when the text changes")
    func styles() {
        var h = HeaderLines(text: "plain\n\u{1B}[1mbold\u{1B}[0m", ansi: true)
        #expect(h.lines == [bytes("plain"), bytes("bold")])
        #expect(h.styles[0] == nil && h.styles[1] != nil)
        h.setText("one", ansi: true)
        #expect(h.styles.isEmpty)
    }
}

@Suite("ScriptedState")
struct ScriptedStateTests {
    @Test("Starts from the options: prompt, limit, header, search, sort")
    func fromOptions() throws {
        let options = try OptionParser.parse(["--prompt", "p> ", "--limit", "1", "--header", "H", "--disabled", "--no-sort"], defaults: nil)
        let s = ScriptedState(options: options)
        #expect(s.prompt == "p> " && s.limit == 1 && s.single)
        #expect(s.header.lines == [Array("H".utf8)])
        #expect(!s.searching && !s.sorting)
    }

    @Test("change-prompt and change-multi change the state, never the parsed options")
    func optionsStay() throws {
        var p = try picker(["--prompt", "a> ", "--bind", "ctrl-p:change-prompt(b> )+change-multi(1)"])
        p.press("ctrl-p")
        #expect(p.scripted.prompt == "b> " && p.scripted.single)
        #expect(p.config.prompt == "a> " && p.config.limit == nil)
    }
}
