import Testing
@testable import TickCore

/// What the state says of tracking for a view to show as fzf's info line does: `+T` under
/// `--track`, `+t` for `track-current`, `*` while a reload's items are searched for the band's
/// item (fzf's test_track, test_track_action, test_track_nth_blocked_indicator).
@Suite("Tracking indicator")
struct TrackingIndicatorTests {
    @Test("+T under --track (and toggle-track), +t for track-current until the band moves, nothing without tracking")
    func indicator() throws {
        var s = try picker(["--track", "--bind", "ctrl-t:toggle-track,ctrl-x:track-current"])
        #expect(s.trackingIndicator?.text == "+T")
        _ = s.press("ctrl-t")
        #expect(s.trackingIndicator == nil)
        _ = s.press("ctrl-x")
        #expect(s.trackingIndicator?.text == "+t")
        _ = s.press("down")
        #expect(s.trackingIndicator == nil)
    }

    @Test("+T* while a reload's items arrive without the band's item, +T once matches holding it are shown")
    func blockedWhileReloading() throws {
        let options = try OptionParser.parse(["--track"], sources: [], from: Options())
        var s = try picker(["--track"])
        _ = s.press("down", "down")
        let identity = ItemIdentity.acrossReload(options)
        let band = Memory.Tick(identity: Array(names[s.bandItem!].utf8))
        _ = s.reduce(.inputReplaced(itemStore(2), done: false, carry: Preselector(carrying: [], band: band, identity: identity)))
        #expect(s.trackingIndicator?.text == "+T*")
        _ = s.reduce(.inputRead(itemStore(7), done: true))
        // Read, not yet among the shown matches: fzf searches its match list.
        #expect(s.trackingIndicator?.text == "+T*")
        _ = s.reduce(.matched(RankedList(all: 7), for: s.request("", itemCount: 7)))
        #expect(s.trackingIndicator?.text == "+T")
    }
}

/// Under the name fzf, keys wait for tracking as fzf's do: while a reload's items are searched
/// for the band's item (`+T*`), keys but abort, cancel and the tracking toggles are ignored,
/// and abort or cancel stop the search instead of ending the picker (fzf's
/// test_track_blocked_bg_transform and its track-blocked input).
@Suite("Keys while tracking waits")
struct TrackingBlockTests {
    /// A picker as fzf with `--track` whose reload is arriving without the band's item.
    private func reloading(_ more: [String] = [], as name: CommandName = .fzf) throws -> PickerState {
        let options = try OptionParser.parse(["--track", "--id-nth", ".."], sources: [], from: name.defaultOptions)
        var s = try picker(["--track", "--id-nth", ".."] + more, as: name)
        let band = Memory.Tick(identity: Array(names[s.bandItem!].utf8))
        _ = s.reduce(.inputReplaced(itemStore(2, lines: ["x", "y"]), done: false,
                                    carry: Preselector(carrying: [], band: band, identity: ItemIdentity.acrossReload(options))))
        _ = s.reduce(.matched(RankedList(all: 2), for: s.request("", itemCount: 2)))
        return s
    }

    @Test("Typing and other keys are ignored while +T*; the keys work again once matches holding the band's item came")
    func keysIgnored() throws {
        var s = try reloading(["--bind", "ctrl-x:last"])
        #expect(s.trackingIndicator?.text == "+T*")
        var rows = FixedRows(["x", "y"])
        #expect(lines(FzfView().frame(s, rows: &rows)).contains { $0.contains(" 2/2 +T* ─") })
        type("a", into: &s)
        _ = s.press("ctrl-x")
        #expect(s.query.text == "" && s.cursor == 0)
        _ = s.reduce(.inputRead(itemStore(3, lines: ["x", "y", "alpha"]), done: false))
        _ = s.reduce(.matched(RankedList(all: 3), for: s.request("", itemCount: 3)))
        #expect(s.trackingIndicator?.text == "+T")
        type("a", into: &s)
        #expect(s.query.text == "a")
    }

    @Test("abort stops the search for the band's item instead of ending the picker")
    func abortUnblocks() throws {
        var s = try reloading()
        #expect(s.press("ctrl-c") == [])
        #expect(s.trackingIndicator?.text == "+T")
        type("a", into: &s)
        #expect(s.query.text == "a")
    }

    @Test("Under the name tick, keys are not held while the band's item is searched for")
    func tickDoesNotBlock() throws {
        var s = try reloading(as: .tick)
        type("a", into: &s)
        #expect(s.query.text == "a")
    }
}
