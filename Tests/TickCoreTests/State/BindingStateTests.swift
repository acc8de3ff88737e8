import Testing
@testable import TickCore

@Suite("BindingState")
struct BindingStateTests {
    @Test("A key's name becomes lastKey (space for a blank); a paste keeps the last one")
    func keyNames() {
        var b = BindingState()
        #expect(b.lastKey == "" && b.lastAction == "start")
        b.pressed(.character(0x20))
        #expect(b.lastKey == "space")
        b.pressed(.key(KeyName(unchecked: "ctrl-t")))
        #expect(b.lastKey == "ctrl-t")
        b.pressed(.paste(Array("x".utf8)))
        #expect(b.lastKey == "ctrl-t")
    }

    @Test("A click is named as fzf names it, and the action is mouse")
    func clicks() {
        var b = BindingState()
        var mouse = MouseEvent(button: .right, kind: .press, column: 1, row: 1)
        mouse.shift = true
        mouse.clicks = 2
        b.clicked(mouse)
        #expect(b.lastKey == "shift-double-right-click" && b.lastAction == "mouse")
    }

    @Test("A key cancels an Enter and a chain waiting for matches")
    func keyCancelsWaits() {
        var b = BindingState()
        b.deferredAccept = BindingState.DeferredAccept(key: nil)
        b.deferredActions = [ChainCall(ActionCall(.tick(.selectAll)))]
        b.pressed(.character(0x61))
        #expect(b.deferredAccept == nil && b.deferredActions == nil)
    }

    @Test("focus is due when the band is on another item than last time, once")
    func focus() {
        var b = BindingState()
        let dues = [b.focusDue(band: nil), b.focusDue(band: 3), b.focusDue(band: 3), b.focusDue(band: nil)]
        #expect(dues == [false, true, false, true])
    }

    @Test("A new event forgets what fired for the last one and the backward EOF")
    func beginEvent() {
        var b = BindingState()
        b.fired(.change)
        b.backwardEOF = true
        #expect(b.firedEvents == [.change])
        b.beginEvent()
        #expect(b.firedEvents.isEmpty && !b.backwardEOF)
    }
}
