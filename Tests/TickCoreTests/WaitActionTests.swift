import Testing
@testable import TickCore

/// fzf's `wait` (fzf's man page, WAITING FOR SEARCH COMPLETION; fzf's test_wait_action*): the
/// rest of the chain waits until the search in progress (the input's loading counts) has
/// ended; meanwhile only keys bound to abort or cancel do anything, and what they do is cancel
/// the wait. The picker is `names` (7 items, all matching) unless said.
@Suite("The wait action")
struct WaitActionTests {
    /// The matches of the current query over all the items read (every item matches).
    @discardableResult
    private func rank(_ s: inout PickerState) -> [PickerEffect] {
        s.reduce(.matched(RankedList(all: s.itemCount), for: s.request(s.query.text, itemCount: s.itemCount)))
    }

    @Test("While a chain waits, typed characters and other bound keys are ignored; the rest runs once the search ends")
    func keysIgnored() throws {
        var s = try picker(["--bind", "ctrl-x:change-query(a)+wait+down,ctrl-y:down"])
        _ = s.press("ctrl-x")
        #expect(s.chainWaits)
        type("b", into: &s)
        _ = s.press("ctrl-y")
        #expect(s.query.text == "a" && s.cursor == 0)
        rank(&s)
        #expect(!s.chainWaits && s.cursor == 1 && s.query.text == "a")
    }

    @Test("The input's loading is a search in progress: start:wait waits for its end")
    func loadingCounts() throws {
        var s = try picker(["--bind", "start:wait+down"])
        s.loading = true
        _ = s.reduce(.started)
        #expect(s.chainWaits && s.cursor == 0)
        _ = s.reduce(.inputRead(itemStore(), done: true))
        #expect(!s.chainWaits && s.cursor == 1)
    }

    @Test("With no search in progress, wait does nothing and the chain goes on")
    func noSearch() throws {
        var s = try bound("wait+down")
        _ = s.press("ctrl-x")
        #expect(!s.chainWaits && s.cursor == 1)
    }

    @Test("abort and cancel cancel the wait, dropping its rest, instead of ending the picker; the rest of their binding runs")
    func abortCancels() throws {
        var s = try picker(["--bind", "ctrl-x:change-query(a)+wait+down,esc:down+cancel+last"])
        _ = s.press("ctrl-x")
        #expect(s.press("ctrl-c") == [])
        #expect(!s.chainWaits && s.query.text == "a")
        _ = s.press("ctrl-x")
        _ = s.press("esc")
        #expect(!s.chainWaits && s.cursor == 6 && s.query.text == "a")
    }

    @Test("A wait reached through trigger holds the binding's calls after the trigger too")
    func triggerJoins() throws {
        var s = try picker(["--bind", "ctrl-x:trigger(ctrl-y,ctrl-t)+down,ctrl-y:change-query(a)+wait,ctrl-t:down"])
        _ = s.press("ctrl-x")
        #expect(s.chainWaits && s.cursor == 0)
        rank(&s)
        #expect(s.cursor == 2)
    }

    @Test("--expect keys are ignored while a chain waits")
    func expectIgnored() throws {
        var s = try picker(["--expect", "ctrl-t", "--bind", "ctrl-x:change-query(a)+wait"])
        _ = s.press("ctrl-x")
        #expect(s.press("ctrl-t") == [])
        #expect(rank(&s) == [])
        #expect(s.press("ctrl-t") == [.finish(.accepted(items: [0], key: KeyName(unchecked: "ctrl-t")))])
    }

    @Test("The info says (..) while a chain waits: fzf's after its counts, tick's after the toolbar's")
    func infoShows() throws {
        var fzf = try picker(["--screen", "fzf", "--no-scrollbar", "--bind", "ctrl-x:change-query(a)+wait"], as: .fzf)
        _ = fzf.press("ctrl-x")
        var rows = FixedRows(names)
        let fzfLines = lines(FzfView().frame(fzf, rows: &rows))
        #expect(fzfLines.contains { $0.hasPrefix("  7/7 (..) ─") })
        var tick = try bound("change-query(a)+wait")
        _ = tick.press("ctrl-x")
        #expect(Toolbar.counts(tick).hasSuffix(" (..)"))
    }
}
