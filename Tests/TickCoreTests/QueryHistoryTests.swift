import Testing
@testable import TickCore

/// fzf's query history (`--history FILE`) as a value and through the reducer, as fzf 0.74.5
/// keeps it (its test_history and src/history.go).
@Suite("Query history")
struct QueryHistoryTests {
    /// A picker under the name fzf with `--history` (and `more`), the file holding `text`.
    func picker(_ text: String, limit: Int = 1000, _ more: [String] = []) throws -> PickerState {
        var options = try OptionParser.parse(["--history", "/h"] + more, sources: [], from: CommandName.fzf.defaultOptions)
        options.queryHistory = QueryHistory(path: "/h", text: Array(text.utf8), limit: limit)
        var state = PickerState(config: PickerConfig(options: options))
        state.placement.size = TerminalSize(columns: 80, rows: 24)
        return state
    }

    @Test("prev-history goes back to the oldest query and stays; next-history comes back to the query typed")
    func browse() {
        var h = QueryHistory(path: "/h", text: Array("\n\na\nb\n\n".utf8), limit: 10)
        #expect(h.previous(from: "typed") == "b")
        #expect(h.previous(from: "b") == "a")
        #expect(h.previous(from: "a") == "a")
        #expect(h.next(from: "a") == "b")
        #expect(h.next(from: "b") == "typed")
        #expect(h.next(from: "typed") == "typed")
    }

    @Test("The query a run ends with is added, duplicates too, the oldest dropped past the size; an empty one is not; tabs come back as blanks")
    func adding() {
        let h = QueryHistory(path: "/h", text: Array("11\n22\n33\n44\n".utf8), limit: 4)
        #expect(h.text(adding: "44").map { String(decoding: $0, as: UTF8.self) } == "22\n33\n44\n44\n")
        #expect(h.text(adding: "") == nil)
        #expect(QueryHistory(path: "/h", text: [], limit: 3).text(adding: "x").map { String(decoding: $0, as: UTF8.self) } == "x\n")
        var tabbed = QueryHistory(path: "/h", text: Array("a\tb\n".utf8), limit: 3)
        #expect(tabbed.previous(from: "") == "a b")
    }

    @Test("Ctrl-P and Ctrl-N browse the history with --history; an entry changed is kept for the run, never written (fzf's test_history)")
    func throughTheKeys() throws {
        var s = try picker("11\n22\n33\n44\n", limit: 4)
        _ = s.press("ctrl-p")
        #expect(s.query.text == "44")
        _ = s.press("ctrl-p")
        #expect(s.query.text == "33" && s.query.cursor == 2)
        _ = s.press("backspace")
        s.feed(typing("1"))
        _ = s.press("ctrl-p")
        #expect(s.query.text == "22")
        _ = s.press("ctrl-n")
        #expect(s.query.text == "31")
        s.feed(typing("0"))
        #expect(s.history?.text(adding: s.query.text).map { String(decoding: $0, as: UTF8.self) } == "22\n33\n44\n310\n")
    }

    @Test("--bind takes Ctrl-P and Ctrl-N over --history's defaults; without --history they are up-match and down-match")
    func bindings() throws {
        var s = try picker("11\n22\n33\n", ["--bind", "ctrl-p:next-history,ctrl-n:previous-history"])
        _ = s.press("ctrl-n", "ctrl-n", "ctrl-n", "ctrl-n", "ctrl-p")
        #expect(s.query.text == "22")
        let plain = Keymap.defaults(search: true, persona: .fzf)
        #expect(plain[.key(KeyName(unchecked: "ctrl-p"))] == [ActionCall(.move(.upMatch))])
        let history = Keymap.defaults(search: true, persona: .fzf, history: true)
        #expect(history[.key(KeyName(unchecked: "ctrl-n"))] == [ActionCall(.edit(.nextHistory))])
    }

    @Test("--history-size takes a number of queries, 1 or more")
    func size() throws {
        #expect(try OptionParser.parse(["--history-size", "4"], sources: [], from: Options()).historySize == 4)
        #expect(throws: UsageError.self) { try OptionParser.parse(["--history-size", "0"], sources: [], from: Options()) }
        #expect(try OptionParser.parse(["--history", "/h", "--no-history"], sources: [], from: Options()).historyFile == nil)
    }
}
