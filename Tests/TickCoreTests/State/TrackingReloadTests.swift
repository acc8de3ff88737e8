import Testing
@testable import TickCore

/// Tracking across a reload and a changed query under the name fzf, as fzf's test_track,
/// test_track_action and test_track_nth_* describe: the search for the band's item (`+T*`)
/// starts when the reload is asked for, the band keeps its position when the item does not
/// come back, and the tracked item keeps its row on the screen.
@Suite("Tracking across reloads and queries, as fzf")
struct TrackingReloadTests {
    /// A picker as fzf over `lines`, tracking with `--id-nth ..`, ctrl-r bound to a reload.
    private func tracking(_ lines: [String], _ more: [String] = []) throws -> PickerState {
        var s = try picker(["--track", "--id-nth", "..", "--bind", "ctrl-r:reload:true"] + more, items: lines.count, as: .fzf)
        s.store = itemStore(lines.count, lines: lines)
        return s
    }

    /// The carry a reload's items come with, following the band's item of `s` (`lines` its text).
    private func carry(_ s: PickerState, _ lines: [String]) throws -> Preselector {
        let options = try OptionParser.parse(["--track", "--id-nth", ".."], sources: [], from: CommandName.fzf.defaultOptions)
        let band = Memory.Tick(identity: Array(lines[s.bandItem!].utf8))
        return Preselector(carrying: [], band: band, identity: ItemIdentity.acrossReload(options))
    }

    @Test("+T* from the reload's request on, before any of its items came; keys wait meanwhile")
    func blockedAtRequest() throws {
        var s = try tracking(["alpha", "beta", "gamma"])
        #expect(s.trackingIndicator?.text == "+T")
        #expect(s.press("ctrl-r").contains { $0.isReload })
        #expect(s.trackingIndicator?.text == "+T*")
        type("a", into: &s)
        #expect(s.query.text == "")
    }

    @Test("abort before the reload's items come stops the search: +T, and the band stays where it is")
    func abortBeforeItems() throws {
        let old = ["alpha", "beta", "gamma"]
        var s = try tracking(old)
        _ = s.press("up")
        let carried = try carry(s, old)
        _ = s.press("ctrl-r")
        #expect(s.press("ctrl-c") == [])
        #expect(s.trackingIndicator?.text == "+T")
        _ = s.reduce(.inputReplaced(itemStore(3, lines: ["beta", "x", "y"]), done: false, carry: carried))
        #expect(s.trackingIndicator?.text == "+T")
    }

    @Test("toggle-track before the reload's items come ends the search and the tracking")
    func toggleBeforeItems() throws {
        var s = try tracking(["alpha", "beta"], ["--bind", "ctrl-t:toggle-track"])
        _ = s.press("ctrl-r")
        #expect(s.trackingIndicator?.text == "+T*")
        _ = s.press("ctrl-t")
        #expect(s.trackingIndicator == nil)
        type("a", into: &s)
        #expect(s.query.text == "a")
    }

    @Test("A reload that cannot start ends the search")
    func failedReload() throws {
        var s = try tracking(["alpha", "beta"])
        _ = s.press("ctrl-r")
        #expect(s.trackingIndicator?.text == "+T*")
        _ = s.reduce(.reloadFailed("reload: no shell"))
        #expect(s.trackingIndicator?.text == "+T")
    }

    @Test("The band's item not among the reload's items: the band keeps its position (fzf's test_track_nth_reload_async_no_match)")
    func noMatchKeepsPosition() throws {
        let old = ["alpha", "beta", "gamma"], new = ["delta", "epsilon", "zeta"]
        var s = try tracking(old)
        _ = s.press("up")
        #expect(s.cursor == 1)
        let carried = try carry(s, old)
        _ = s.press("ctrl-r")
        // The items come one at a time, as a pipe may bring them.
        _ = s.reduce(.inputReplaced(itemStore(1, lines: Array(new.prefix(1))), done: false, carry: carried))
        _ = s.reduce(.matched(RankedList(all: 1), for: s.request("", itemCount: 1)))
        _ = s.reduce(.inputRead(itemStore(2, lines: Array(new.prefix(2))), done: false))
        _ = s.reduce(.matched(RankedList(all: 2), for: s.request("", itemCount: 2)))
        #expect(s.trackingIndicator?.text == "+T*")
        _ = s.reduce(.inputRead(itemStore(3, lines: new), done: true))
        _ = s.reduce(.matched(RankedList(all: 3), for: s.request("", itemCount: 3)))
        #expect(s.trackingIndicator?.text == "+T")
        #expect(s.cursor == 1)
    }

    @Test("reload-sync's items, the band's item among them, come at once: +T* and keys waiting until their matches are shown (fzf's test_track_nth_reload_sync_blocks_until_complete, failing under load)")
    func syncBlockedUntilMatches() throws {
        let old = ["alpha", "beta", "gamma"], new = ["x", "beta", "y", "z"]
        var s = try tracking(old)
        _ = s.press("up")
        let carried = try carry(s, old)
        _ = s.press("ctrl-r")
        _ = s.reduce(.inputReplaced(itemStore(4, lines: new), done: true, carry: carried))
        #expect(s.trackingIndicator?.text == "+T*")
        type("a", into: &s)
        #expect(s.query.text == "")
        _ = s.reduce(.matched(RankedList(all: 4), for: s.request("", itemCount: 4)))
        #expect(s.trackingIndicator?.text == "+T")
        #expect(s.bandItem == 1)
        type("a", into: &s)
        #expect(s.query.text == "a")
    }

    @Test("A reload's band item in its first items: +T* until matches holding it are shown, not once it is read")
    func asyncBlockedUntilMatchesHoldIt() throws {
        let old = ["alpha", "beta", "gamma"], new = ["x", "beta", "y", "z"]
        var s = try tracking(old)
        _ = s.press("up")
        let carried = try carry(s, old)
        _ = s.press("ctrl-r")
        _ = s.reduce(.inputReplaced(itemStore(2, lines: Array(new.prefix(2))), done: false, carry: carried))
        #expect(s.trackingIndicator?.text == "+T*")
        // Matches of the first item only: not there yet.
        _ = s.reduce(.matched(RankedList(all: 1), for: s.request("", itemCount: 1)))
        #expect(s.trackingIndicator?.text == "+T*")
        _ = s.reduce(.matched(RankedList(all: 2), for: s.request("", itemCount: 2)))
        #expect(s.trackingIndicator?.text == "+T")
        #expect(s.bandItem == 1)
    }

    @Test("The band's item not among the reload's items, all matched before the input says it ended: its end ends the search (fzf's test_track_nth_reload_async_no_match)")
    func noMatchEndedAfterMatches() throws {
        let old = ["alpha", "beta", "gamma"], new = ["delta", "epsilon", "zeta"]
        var s = try tracking(old)
        _ = s.press("up")
        let carried = try carry(s, old)
        _ = s.press("ctrl-r")
        _ = s.reduce(.inputReplaced(itemStore(3, lines: new), done: false, carry: carried))
        _ = s.reduce(.matched(RankedList(all: 3), for: s.request("", itemCount: 3)))
        #expect(s.trackingIndicator?.text == "+T*")
        _ = s.reduce(.inputRead(itemStore(3, lines: new), done: true))
        #expect(s.trackingIndicator?.text == "+T")
        #expect(s.cursor == 1)
    }

    @Test("Results of the reload's first items that land after its last items came do not settle the band's position (the race behind fzf's test_track_nth_reload_async_no_match failing under load)")
    func lateResultsOfFirstItems() throws {
        let old = ["alpha", "beta", "gamma"], new = ["delta", "epsilon", "zeta"]
        var s = try tracking(old)
        _ = s.press("up")
        let carried = try carry(s, old)
        _ = s.press("ctrl-r")
        _ = s.reduce(.inputReplaced(itemStore(1, lines: Array(new.prefix(1))), done: false, carry: carried))
        let first = s.request("", itemCount: 1)
        _ = s.reduce(.inputRead(itemStore(3, lines: new), done: true))
        _ = s.reduce(.matched(RankedList(all: 1), for: first))
        _ = s.reduce(.matched(RankedList(all: 3), for: s.request("", itemCount: 3)))
        #expect(s.trackingIndicator?.text == "+T")
        #expect(s.cursor == 1)
    }

    @Test("The same when the reload's items all come at once")
    func noMatchAtOnce() throws {
        let old = ["alpha", "beta", "gamma"], new = ["delta", "epsilon", "zeta"]
        var s = try tracking(old)
        _ = s.press("up")
        let carried = try carry(s, old)
        _ = s.press("ctrl-r")
        _ = s.reduce(.inputReplaced(itemStore(3, lines: new), done: true, carry: carried))
        _ = s.reduce(.matched(RankedList(all: 3), for: s.request("", itemCount: 3)))
        #expect(s.trackingIndicator?.text == "+T")
        #expect(s.cursor == 1)
    }

    @Test("--track keeps the band's item on its screen row as the matches change, scroll-off applied (fzf's test_track)")
    func trackKeepsRow() throws {
        var s = try picker(["--track"], items: 1000, as: .fzf)
        type("5", into: &s)
        _ = s.reduce(.matched(RankedList(indices: [555]), for: s.request("5", itemCount: 1000)))
        #expect(s.cursor == 0 && s.scrollTop == 0)
        // The band's row was the first: the item comes 6th of 28, 3 rows kept below it (scroll-off).
        _ = s.press("backspace")
        let wider = (0..<28).map { UInt32($0 == 6 ? 555 : 600 + $0) }
        _ = s.reduce(.matched(RankedList(indices: wider), for: s.request("", itemCount: 1000)))
        #expect(s.cursor == 6 && s.cursor - s.scrollTop == 3)
        // Its row stays the fourth as it moves further down the list.
        type("x", into: &s)
        let widest = (0..<271).map { UInt32($0 == 50 ? 555 : 600 + $0) }
        _ = s.reduce(.matched(RankedList(indices: widest), for: s.request("x", itemCount: 1000)))
        #expect(s.cursor == 50 && s.scrollTop == 47)
    }

    @Test("track-current losing its item for good: the band takes its screen row's position from the top (fzf's test_track_action)")
    func trackCurrentLost() throws {
        var s = try picker(["--bind", "t:track"], items: 100, as: .fzf)
        for _ in 0..<30 { _ = s.press("up") }
        let row = s.cursor - s.scrollTop
        #expect(s.cursor == 30 && row != 30)
        _ = s.feed(typing("t"))
        #expect(s.trackingIndicator?.text == "+t")
        type("z", into: &s)
        let without = (0..<100).filter { $0 != 30 }.map(UInt32.init)
        _ = s.reduce(.matched(RankedList(indices: without), for: s.request("z", itemCount: 100)))
        #expect(s.trackingIndicator == nil)
        #expect(s.cursor == row && s.scrollTop == 0)
    }
}
