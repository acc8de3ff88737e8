import Testing
@testable import TickCore

@Suite("BandTracking")
struct BandTrackingTests {
    @Test("Without tracking there is nothing to follow; --track follows the band's item")
    func target() {
        #expect(BandTracking().target(band: 3) == nil)
        var t = BandTracking(tracksBand: true)
        #expect(t.target(band: 3) == 3)
        t.lost(3, mayStillCome: true)
        // The item still looked for wins over where the band is now.
        #expect(t.target(band: 5) == 3)
        t.followed()
        #expect(t.target(band: 5) == 5)
    }

    @Test("track-current follows the band's item until the band moves")
    func trackCurrent() {
        var t = BandTracking()
        t.perform(.trackCurrent, band: 7)
        #expect(t.trackedItem == 7 && t.target(band: 2) == 7)
        t.untrack()
        #expect(t.trackedItem == nil && t.target(band: 2) == nil)
    }

    @Test("untrack-current does nothing under --track; toggle-track-current turns it on and off")
    func untrackAndToggle() {
        var t = BandTracking(tracksBand: true)
        t.perform(.trackCurrent, band: 1)
        t.perform(.untrackCurrent, band: 1)
        #expect(t.trackedItem == 1)
        var u = BandTracking()
        u.perform(.toggleTrackCurrent, band: 4)
        #expect(u.trackedItem == 4)
        u.perform(.toggleTrackCurrent, band: 4)
        #expect(u.trackedItem == nil)
    }

    @Test("toggle-track turns --track over and forgets the item looked for")
    func toggleTrack() {
        var t = BandTracking(tracksBand: true)
        t.lost(9, mayStillCome: true)
        t.perform(.toggleTrack, band: 2)
        #expect(!t.tracksBand && t.pending == nil)
    }

    @Test("Matches that are complete and lack the tracked item end track-current")
    func lostForGood() {
        var t = BandTracking()
        t.perform(.trackCurrent, band: 6)
        t.lost(6, mayStillCome: true)
        // track-current keeps its item while the ranking may still bring it.
        #expect(t.trackedItem == 6 && t.pending == nil)
        t.lost(6, mayStillCome: false)
        #expect(t.trackedItem == nil)
    }
}
