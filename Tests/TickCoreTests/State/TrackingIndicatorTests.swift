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

    @Test("+T* while a reload's items arrive without the band's item, +T once it has come back")
    func blockedWhileReloading() throws {
        let options = try OptionParser.parse(["--track"], sources: [], from: Options())
        var s = try picker(["--track"])
        _ = s.press("down", "down")
        let identity = ItemIdentity.acrossReload(options)
        let band = Memory.Tick(identity: Array(names[s.bandItem!].utf8))
        _ = s.reduce(.inputReplaced(itemStore(2), done: false, carry: Preselector(carrying: [], band: band, identity: identity)))
        #expect(s.trackingIndicator?.text == "+T*")
        _ = s.reduce(.inputRead(itemStore(7), done: true))
        #expect(s.trackingIndicator?.text == "+T")
    }
}
