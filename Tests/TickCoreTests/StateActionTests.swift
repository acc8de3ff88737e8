import Testing
@testable import TickCore

/// fzf's actions that change the picker's state without a command (issue 23 point 3), each
/// through the reducer as a key bound to it performs it: the moves, the list, leaving and what
/// is shown (the query's actions are `QueryActionTests`, the bindings' and the preview's
/// `BindingActionTests`). The picker is `names` (7 items, all matching) in the wheel layout,
/// the band on the first unless said.
@Suite("State actions")
struct StateActionTests {
    // MARK: Moving

    @Test("toggle-sort flips ranking and asks for a new match; --no-sort starts it off")
    func toggleSort() throws {
        var s = try bound("toggle-sort")
        #expect(s.scripted.sorting)
        #expect(s.press("ctrl-x") == [.rematch])
        #expect(!s.scripted.sorting)
        _ = s.press("ctrl-x")
        #expect(s.scripted.sorting)
        #expect(try !bound("toggle-sort", ["--no-sort"]).scripted.sorting)
        // fzf's older spelling, --toggle-sort KEY, binds the key the same way (test_toggle_sort).
        var old = try picker(["--toggle-sort", "ctrl-r"])
        #expect(old.press("ctrl-r") == [.rematch])
        #expect(!old.scripted.sorting)
        #expect(throws: UsageError.self) { try picker(["--toggle-sort", "no-such-key"]) }
    }

    @Test("change-nth applies its alternatives in turn and asks for a new match when the fields change; empty searches the whole line, a bad one goes back to --nth")
    func changeNth() throws {
        let one = try FieldList(parsing: "1"), two = try FieldList(parsing: "2"), rest = try FieldList(parsing: "2..")
        var s = try bound("change-nth(2|2..|x)", ["--nth", "1"])
        #expect(s.scripted.nth == one)
        #expect(s.press("ctrl-x") == [.rematch])
        #expect(s.scripted.nth == two)
        #expect(s.press("ctrl-x") == [.rematch])
        #expect(s.scripted.nth == rest)
        // Not a field list: --nth again.
        #expect(s.press("ctrl-x") == [.rematch])
        #expect(s.scripted.nth == one)
        #expect(s.press("ctrl-x") == [.rematch])
        #expect(s.scripted.nth == two)
        // The same fields again: nothing to look for again.
        var same = try bound("change-nth(1)", ["--nth", "1"])
        #expect(same.press("ctrl-x") == [])
        var whole = try bound("change-nth()", ["--nth", "1"])
        #expect(whole.press("ctrl-x") == [.rematch])
        #expect(whole.scripted.nth == nil)
    }

    @Test("pos(N) counts from 1; negative from the end; past the end stops at the last")
    func pos() throws {
        for (n, expected) in [("3", 2), ("-1", 6), ("-2", 5), ("0", 0), ("99", 6), (" 2 ", 1)] {
            var s = try bound("pos(\(n))")
            _ = s.press("ctrl-x")
            #expect(s.cursor == expected, "pos(\(n))")
        }
    }

    @Test("top is first; best is first")
    func topBest() throws {
        for name in ["top", "best"] {
            var s = try bound(name)
            _ = s.press("down", "down", "down", "ctrl-x")
            #expect(s.cursor == 0, "\(name)")
        }
    }

    @Test("half-page-down and half-page-up move half the rows (5 rows: 2)")
    func halfPage() throws {
        var s = try picker(["--bind", "ctrl-x:half-page-down,ctrl-y:half-page-up"])
        _ = s.press("ctrl-x")
        #expect(s.cursor == 2)
        _ = s.press("ctrl-x", "ctrl-y")
        #expect(s.cursor == 2)
    }

    @Test("down-match and up-match move as down and up")
    func matchMoves() throws {
        var s = try picker(["--bind", "ctrl-x:down-match,ctrl-y:up-match"])
        _ = s.press("ctrl-x", "ctrl-x")
        #expect(s.cursor == 2)
        _ = s.press("ctrl-y")
        #expect(s.cursor == 1)
    }

    @Test("down-selected and up-selected (next-/prev-selected) move to the next ticked row")
    func selectedMoves() throws {
        var s = try picker(["--bind", "ctrl-x:down-selected,ctrl-y:up-selected,ctrl-n:next-selected,ctrl-p:prev-selected"])
        s.ticks.tick(1)
        s.ticks.tick(4)
        _ = s.press("down", "down")
        _ = s.press("ctrl-x")
        #expect(s.cursor == 4)
        _ = s.press("ctrl-x")
        #expect(s.cursor == 4)
        _ = s.press("ctrl-y")
        #expect(s.cursor == 1)
        _ = s.press("ctrl-n")
        #expect(s.cursor == 4)
        _ = s.press("ctrl-p")
        #expect(s.cursor == 1)
    }

    @Test("offset-down and offset-up scroll the reverse list, the band kept on screen; offset-middle centres it")
    func offsets() throws {
        var s = try picker(["--layout", "reverse", "--bind", "ctrl-x:offset-down,ctrl-y:offset-up,ctrl-o:offset-middle,ctrl-t:pos(10)"],
                           items: 20)
        _ = s.press("ctrl-x")
        #expect(s.scrollTop == 1 && s.cursor == 1)
        _ = s.press("ctrl-y")
        #expect(s.scrollTop == 0 && s.cursor == 1)
        _ = s.press("ctrl-t")
        #expect(s.scrollTop == 5 && s.cursor == 9)
        _ = s.press("ctrl-o")
        #expect(s.scrollTop == 7 && s.cursor == 9)
    }

    @Test("toggle-in moves towards the prompt after the toggle, toggle-out away (up in the wheel, down in the list)")
    func toggleInOut() throws {
        var s = try picker(["--bind", "ctrl-x:toggle-in,ctrl-y:toggle-out"])
        _ = s.press("down", "down", "ctrl-x")
        #expect(s.ticks.selection.inInputOrder == [2] && s.cursor == 1)
        _ = s.press("ctrl-y")
        #expect(s.ticks.selection.inInputOrder == [1, 2] && s.cursor == 2)
        var list = try picker(["--layout", "list", "--bind", "ctrl-x:toggle-in"])
        _ = list.press("up", "up", "ctrl-x")
        // In the list layout the prompt is below: in is down the screen, towards rank 0.
        #expect(list.ticks.selection.inInputOrder == [2] && list.cursor == 1)
    }

    // MARK: The list

    @Test("exclude takes the band row out, and it stays out of later matches")
    func exclude() throws {
        var s = try bound("exclude")
        _ = s.press("ctrl-x")
        #expect(s.shown.itemIndices == [1, 2, 3, 4, 5, 6])
        s.setResults(RankedList(all: 7), for: s.request("", itemCount: 7))
        #expect(s.shown.itemIndices == [1, 2, 3, 4, 5, 6])
    }

    @Test("Excluded items come back with a reload, as in fzf (an exclusion named a row of the old list)")
    func excludedComeBackWithReload() throws {
        for name in ["tick", "fzf"] {
            let persona: CommandName = name == "fzf" ? .fzf : .tick
            let options = try OptionParser.parse(["--multi", "--bind", "ctrl-x:exclude"], sources: [], from: persona.defaultOptions)
            var s = PickerState(config: PickerConfig(options: options), query: "")
            s.placement.size = TerminalSize(columns: 80, rows: 24)
            s.store = itemStore(7)
            s.loading = false
            s.setResults(RankedList(all: 7), for: s.request("", itemCount: 7))
            _ = s.press("ctrl-x")
            #expect(s.shown.itemIndices == [1, 2, 3, 4, 5, 6], "\(name)")
            let identity = ItemIdentity.acrossReload(options)
            _ = s.reduce(.inputReplaced(itemStore(7), done: true, carry: Preselector(carrying: [], band: nil, identity: identity)))
            s.setResults(RankedList(all: 7), for: s.request("", itemCount: 7))
            #expect(s.scripted.excluded.isEmpty && s.shown.itemIndices == Array(0..<7), "\(name)")
        }
    }

    @Test("exclude-multi takes the ticked rows out and unticks them; with none, the band row")
    func excludeMulti() throws {
        var s = try bound("exclude-multi")
        s.ticks.tick(2)
        s.ticks.tick(3)
        _ = s.press("ctrl-x")
        #expect(s.shown.itemIndices == [0, 1, 4, 5, 6] && s.ticks.selection.isEmpty)
        _ = s.press("ctrl-x")
        #expect(s.shown.itemIndices == [1, 4, 5, 6])
    }

    @Test("change-multi(N) sets the limit and clears the ticks; (0) is one pick; alone, no limit")
    func changeMulti() throws {
        var s = try picker(["--limit", "3", "--bind", "ctrl-x:change-multi(2),ctrl-y:change-multi(0),ctrl-n:change-multi"])
        s.ticks.tick(5)
        _ = s.press("ctrl-x")
        #expect(s.scripted.limit == 2 && s.ticks.selection.isEmpty)
        _ = s.press("tab", "tab", "tab")
        #expect(s.ticks.selection.count == 2)
        _ = s.press("ctrl-y")
        #expect(s.scripted.single)
        _ = s.press("ctrl-n")
        #expect(s.scripted.limit == nil)
    }

    @Test("change-multi with an argument that is no number of ticks changes nothing, as in fzf; () is no limit")
    func changeMultiNotANumber() throws {
        var s = try picker(["--limit", "3", "--bind", "ctrl-x:change-multi(two),ctrl-y:change-multi(-1),ctrl-n:change-multi()"])
        s.ticks.tick(5)
        _ = s.press("ctrl-x", "ctrl-y")
        #expect(s.scripted.limit == 3 && s.ticks.selection.inTickOrder == [5])
        _ = s.press("ctrl-n")
        #expect(s.scripted.limit == nil && s.ticks.selection.isEmpty)
    }

    // MARK: Leaving

    @Test("cancel clears a query (yank brings it back), and leaves when it is empty")
    func cancel() throws {
        var s = try picker(["--bind", "ctrl-x:cancel,ctrl-y:yank"])
        type("ab", into: &s)
        #expect(s.press("ctrl-x") == [.queryChanged])
        #expect(s.query.text == "")
        _ = s.press("ctrl-y")
        #expect(s.query.text == "ab")
        _ = s.press("ctrl-x")
        #expect(s.press("ctrl-x") == [.finish(.cancelled)])
    }

    @Test("close hides a shown preview, and leaves when there is none shown")
    func close() throws {
        var s = try bound("close", ["--preview", "cat {}"])
        #expect(s.press("ctrl-x") == [])
        #expect(s.preview?.visible == false)
        #expect(s.press("ctrl-x") == [.finish(.cancelled)])
        var bare = try bound("close")
        #expect(bare.press("ctrl-x") == [.finish(.cancelled)])
    }

    /// A picker whose query `text` matched nothing.
    func noMatches(_ action: String) throws -> PickerState {
        var s = try bound(action)
        type("zzz", into: &s)
        s.setResults(.empty, for: s.request("zzz", itemCount: 7))
        return s
    }

    @Test("accept-non-empty accepts unless nothing would be picked")
    func acceptNonEmpty() throws {
        var s = try noMatches("accept-non-empty")
        #expect(s.press("ctrl-x") == [])
        var some = try bound("accept-non-empty")
        #expect(some.press("ctrl-x") == [.finish(.accepted(items: [0], key: nil))])
    }

    @Test("accept-or-print-query prints the query when nothing matches or is ticked, else accepts")
    func acceptOrPrintQuery() throws {
        var s = try noMatches("accept-or-print-query")
        #expect(s.press("ctrl-x") == [.finish(.printQuery)])
        var some = try bound("accept-or-print-query")
        #expect(some.press("ctrl-x") == [.finish(.accepted(items: [0], key: nil))])
    }

    @Test("accept-or-print-query waits for the typed query's matches before it decides")
    func acceptOrPrintQueryWaits() throws {
        var s = try bound("accept-or-print-query")
        type("zzz", into: &s)
        // The shown matches are the empty query's: it waits for zzz's.
        #expect(s.press("ctrl-x") == [])
        #expect(s.reduce(.matched(.empty, for: s.request("zzz", itemCount: 7))) == [.finish(.printQuery)])
    }

    @Test("print-query leaves with the query")
    func printQuery() throws {
        var s = try bound("print-query")
        #expect(s.press("ctrl-x") == [.finish(.printQuery)])
    }

    @Test("print(TEXT) queues lines for the output, in order")
    func print() throws {
        var s = try bound("print(one)+print:two words")
        _ = s.press("ctrl-x")
        #expect(s.scripted.printed == ["one", "two words"])
    }

    // MARK: What is shown

    @Test("change-prompt(TEXT) is drawn as the prompt")
    func changePrompt() throws {
        var s = try bound("change-prompt(files> )")
        _ = s.press("ctrl-x")
        #expect(s.scripted.prompt == "files> ")
        #expect(lines(draw(s))[0].hasPrefix("files>"))
    }

    @Test("change-query(TEXT) replaces the query, cursor at its end")
    func changeQuery() throws {
        var s = try bound("change-query(abc)")
        type("xy", into: &s)
        #expect(s.press("ctrl-x") == [.queryChanged])
        #expect(s.query.text == "abc" && s.query.cursor == 3)
    }

    @Test("change-header(TEXT) replaces the --header text and keeps the header lines read")
    func changeHeader() throws {
        var s = try bound("change-header(new)", ["--header", "old"])
        var builder = ItemStoreBuilder(headerLines: 1)
        builder.append(Array("from input\nalpha\n".utf8))
        builder.finish()
        _ = s.reduce(.inputRead(builder.store, done: true))
        #expect(s.scripted.header.lines == [bytes("old"), bytes("from input")])
        _ = s.press("ctrl-x")
        #expect(s.scripted.header.lines == [bytes("new"), bytes("from input")])
        #expect(lines(draw(s))[1].trimmingBlanks == "new")
    }

    @Test("hide-header, show-header and toggle-header take the header lines off and back")
    func headerShown() throws {
        var s = try picker(["--header", "h", "--bind", "ctrl-x:hide-header,ctrl-y:show-header,ctrl-t:toggle-header"])
        #expect(TickView().lines(s).contains(.header(0)))
        _ = s.press("ctrl-x")
        #expect(!TickView().lines(s).contains(.header(0)))
        _ = s.press("ctrl-y")
        #expect(TickView().lines(s).contains(.header(0)))
        _ = s.press("ctrl-t")
        #expect(!TickView().lines(s).contains(.header(0)))
    }

    @Test("clear-screen and bell ask the session for a full redraw and a bell")
    func redrawAndBell() throws {
        var s = try picker(["--bind", "ctrl-x:clear-screen,ctrl-y:bell,ctrl-t:bell+clear-screen+down"])
        #expect(s.press("ctrl-x") == [.clearScreen])
        #expect(s.press("ctrl-y") == [.bell])
        // Neither ends the chain: what follows runs too.
        #expect(s.press("ctrl-t") == [.bell, .clearScreen])
        #expect(s.cursor == 1)
    }
}
