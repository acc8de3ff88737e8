import Testing
@testable import TickCore

/// fzf's actions on the query (editing, subwords, `search`, searching on and off), each
/// through the reducer as a key bound to it performs it. The picker is `names` (7 items, all
/// matching) in the wheel layout, the band on the first unless said.
@Suite("Query actions")
struct QueryActionTests {
    // MARK: The query

    @Test("replace-query asks for the band row's text, which becomes the query (a tab as a blank)")
    func replaceQuery() throws {
        var s = try bound("replace-query")
        s.store = itemStore(lines: ["alpha", "bra\tvo"])
        _ = s.press("down")
        #expect(s.press("ctrl-x") == [.queryChanged])
        #expect(s.query.text == "bra vo" && s.query.cursor == 6)
    }

    @Test("backward-delete-char/eof deletes, and aborts on an empty query")
    func backwardDeleteEOF() throws {
        var s = try bound("backward-delete-char/eof")
        type("a", into: &s)
        #expect(s.press("ctrl-x") == [.queryChanged])
        #expect(s.press("ctrl-x") == [.finish(.cancelled)])
    }

    @Test("delete-char/eof deletes under the cursor, and aborts on an empty query")
    func deleteEOF() throws {
        var s = try picker(["--bind", "ctrl-x:delete-char/eof"])
        type("ab", into: &s)
        _ = s.press("home", "ctrl-x")
        #expect(s.query.text == "b")
        _ = s.press("ctrl-x")
        #expect(s.press("ctrl-x") == [.finish(.cancelled)])
    }

    @Test("subwords: fooBar_baz is foo, Bar, baz for moves and kills")
    func subwords() throws {
        var s = try picker(["--bind", "ctrl-x:backward-subword,ctrl-y:forward-subword,ctrl-t:kill-subword,ctrl-o:backward-kill-subword"])
        type("fooBar_baz", into: &s)
        _ = s.press("ctrl-x")
        #expect(s.query.cursor == 7)
        _ = s.press("ctrl-x")
        #expect(s.query.cursor == 3)
        _ = s.press("ctrl-x")
        #expect(s.query.cursor == 0)
        _ = s.press("ctrl-y")
        #expect(s.query.cursor == 3)
        _ = s.press("ctrl-t")
        #expect(s.query.text == "foo_baz")
        _ = s.press("end", "ctrl-o")
        #expect(s.query.text == "foo_")
    }

    @Test("unix-word-rubout deletes back to a blank; yank types the last kill")
    func ruboutAndYank() throws {
        var s = try picker(["--bind", "ctrl-x:unix-word-rubout,ctrl-y:yank"])
        type("foo ba-r", into: &s)
        _ = s.press("ctrl-x")
        #expect(s.query.text == "foo ")
        _ = s.press("home", "ctrl-y")
        #expect(s.query.text == "ba-rfoo ")
    }

    @Test("prev-history and next-history do nothing: tick keeps no query history")
    func history() throws {
        var s = try picker(["--bind", "ctrl-x:prev-history,ctrl-y:next-history,ctrl-t:previous-history"])
        type("ab", into: &s)
        #expect(s.press("ctrl-x") == [] && s.press("ctrl-y") == [] && s.press("ctrl-t") == [])
        #expect(s.query.text == "ab" && s.cursor == 0)
    }

    @Test("search(TEXT) is matched instead of the query until the query changes")
    func search() throws {
        var s = try bound("search(foo)")
        #expect(s.press("ctrl-x") == [.rematch])
        #expect(s.scripted.searched(query: s.query.text) == "foo")
        type("x", into: &s)
        #expect(s.scripted.searched(query: s.query.text) == "x")
    }

    @Test("--disabled: typing edits the query, nothing is searched; enable-, disable-, toggle-search switch it")
    func searchSwitches() throws {
        var s = try picker(["--disabled", "--bind", "ctrl-x:enable-search,ctrl-y:disable-search,ctrl-t:toggle-search"])
        #expect(s.feed(typing("ab")) == [.queryChanged])
        #expect(s.query.text == "ab" && s.scripted.searched(query: "ab") == "")
        #expect(s.press("ctrl-x") == [.rematch])
        #expect(s.scripted.searched(query: "ab") == "ab")
        #expect(s.press("ctrl-x") == [])
        // Turned off, it keeps what was searched: nothing shown changes, so nothing is matched again.
        #expect(s.press("ctrl-y") == [])
        #expect(!s.scripted.searching)
        type("c", into: &s)
        #expect(s.press("ctrl-t") == [.rematch])
        #expect(s.scripted.searching && s.scripted.searched(query: "abc") == "abc")
        #expect(try picker(["--phony"]).scripted.searching == false)
    }

    @Test("disable-search keeps the results shown, as fzf: the text searched stays what it was while typing goes on, until a reload's items come")
    func disableSearchKeepsResults() throws {
        var s = try picker(["--query", "99", "--bind", "ctrl-y:disable-search,ctrl-t:toggle-search"])
        #expect(s.press("ctrl-y") == [])
        #expect(s.scripted.searched(query: s.query.text) == "99")
        type("x", into: &s)
        #expect(s.query.text == "99x" && s.scripted.searched(query: s.query.text) == "99")
        // fzf: "Toggle search -> disabled again, but retains the previous result".
        _ = s.press("ctrl-t")
        #expect(s.scripted.searched(query: s.query.text) == "99x")
        _ = s.press("ctrl-t")
        type("y", into: &s)
        #expect(s.scripted.searched(query: s.query.text) == "99x")
        // A reload's items are all listed: nothing of the old search is kept for them.
        _ = s.reduce(.inputReplaced(itemStore(3), done: true, carry: Preselector(carrying: [], band: nil, identity: ItemIdentity.acrossReload(s.config.options))))
        #expect(s.scripted.searched(query: s.query.text) == "")
        #expect(!s.scripted.searching)
    }
}
