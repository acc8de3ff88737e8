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
        b.deferAccept(key: nil)
        b.deferActions([ChainCall(ActionCall(.tick(.selectAll)))])
        #expect(b.deferredAccept != nil && b.deferredActions != nil)
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
        b.deletedBackward(onEmptyQuery: true)
        #expect(b.backwardEOF)
        #expect(b.firedEvents == [.change])
        b.beginEvent()
        #expect(b.firedEvents.isEmpty && !b.backwardEOF)
    }

    @Test("Only a started picker is started; nothing else starts it")
    func started() {
        var b = BindingState()
        b.pressed(.character(0x61))
        #expect(!b.started)
        b.pickerStarted()
        #expect(b.started)
    }

    @Test("A tap on the header remembers its line and column, the last tap winning")
    func headerTapped() {
        var b = BindingState()
        #expect(b.headerClick == nil)
        b.headerTapped(line: 2, column: 5)
        b.headerTapped(line: 1, column: 3)
        #expect(b.headerClick == BindingState.HeaderClick(line: 1, column: 3))
    }

    @Test("A backward deletion marks backward-eof only on an empty query")
    func deletedBackward() {
        var b = BindingState()
        b.deletedBackward(onEmptyQuery: false)
        #expect(!b.backwardEOF)
        b.deletedBackward(onEmptyQuery: true)
        #expect(b.backwardEOF)
        b.deletedBackward(onEmptyQuery: false)
        #expect(!b.backwardEOF)
    }

    @Test("Jump mode starts in the mode given (or not at all) and ends")
    func jumpMode() {
        var b = BindingState()
        b.jumpStarted(.accept)
        #expect(b.jumping == .accept)
        b.jumpEnded()
        #expect(b.jumping == nil)
        b.jumpStarted(.move)
        b.jumpStarted(nil)
        #expect(b.jumping == nil)
    }

    @Test("A deferred Enter is taken once, with its key")
    func deferredAccept() {
        var b = BindingState()
        #expect(b.takeDeferredAccept() == nil)
        b.deferAccept(key: KeyName(unchecked: "ctrl-y"))
        #expect(b.takeDeferredAccept() == BindingState.DeferredAccept(key: KeyName(unchecked: "ctrl-y")))
        #expect(b.deferredAccept == nil && b.takeDeferredAccept() == nil)
    }

    @Test("A deferred chain is taken once; a reload forgets it but keeps a waiting Enter")
    func deferredActions() {
        var b = BindingState()
        let chain = [ChainCall(ActionCall(.tick(.selectAll))), ChainCall(ActionCall(.tick(.deselectAll)))]
        b.deferActions(chain)
        #expect(b.takeDeferredActions() == chain)
        #expect(b.deferredActions == nil && b.takeDeferredActions() == nil)
        b.deferActions(chain)
        b.deferAccept(key: nil)
        b.forgetDeferredActions()
        #expect(b.deferredActions == nil && b.deferredAccept != nil)
    }
}

@Suite("Gestures")
struct GesturesTests {
    @Test("A tap anchors a range, starts a drag and is previewed until the band moves")
    func tap() {
        var g = Gestures()
        g.tap(4, at: 2, ticked: true, band: 0)
        #expect(g.anchor == Gestures.RangeAnchor(item: 4, ticked: true))
        #expect(g.drag == Gestures.Drag(ticked: true, position: 2))
        #expect(g.previewed(band: 0) == 4)
        // The band is elsewhere now (the results changed under it): the band's row is shown.
        #expect(g.previewed(band: 1) == 1)
        g.bandMoved()
        #expect(g.previewed(band: 0) == 0)
        #expect(g.anchor != nil)
    }

    @Test("A right-click anchors and is previewed but starts no drag; forget clears everything")
    func rightClick() {
        var g = Gestures()
        g.rightClicked(3, ticked: false, band: nil)
        #expect(g.drag == nil && g.anchor?.ticked == false && g.tapped?.item == 3)
        g.forget()
        #expect(g == Gestures())
    }

    @Test("A drag moves on to the position reached and ends, the anchor staying")
    func drag() {
        var g = Gestures()
        g.dragReached(5)
        #expect(g.drag == nil)
        g.tap(2, at: 1, ticked: false, band: 0)
        g.dragReached(4)
        #expect(g.drag == Gestures.Drag(ticked: false, position: 4))
        g.dragEnded()
        #expect(g.drag == nil && g.anchor == Gestures.RangeAnchor(item: 2, ticked: false))
    }

    @Test("Shift-Up/Down's anchor is the last tap's, else the band's item ticked, kept")
    func keyboardAnchor() {
        var g = Gestures()
        #expect(g.keyboardAnchor(at: 7) == Gestures.RangeAnchor(item: 7, ticked: true))
        #expect(g.keyboardAnchor(at: 9) == Gestures.RangeAnchor(item: 7, ticked: true))
        g.rightClicked(3, ticked: false, band: nil)
        #expect(g.keyboardAnchor(at: 9) == Gestures.RangeAnchor(item: 3, ticked: false))
    }
}

@Suite("Appearance")
struct AppearanceTests {
    @Test("With --theme auto a light background picks the light palette; otherwise the theme stays")
    func background() {
        var auto = Appearance(theme: Theme(colors: true, palette: .dark), followsBackground: true)
        auto.backgroundReported(red: 0.95, green: 0.95, blue: 0.95)
        #expect(auto.theme.palette == .light)
        var fixed = Appearance(theme: Theme(colors: true, palette: .dark))
        fixed.backgroundReported(red: 0.95, green: 0.95, blue: 0.95)
        #expect(fixed.theme.palette == .dark)
        var plain = Appearance(theme: Theme(colors: false), followsBackground: true)
        plain.backgroundReported(red: 0.95, green: 0.95, blue: 0.95)
        #expect(!plain.theme.colors)
    }

    @Test("The spinner turns one frame at a time")
    func spinner() {
        var a = Appearance(theme: Theme(colors: true))
        a.turnSpinner()
        a.turnSpinner()
        #expect(a.spinner == 2)
    }
}

@Suite("BandPosition")
struct BandPositionTests {
    @Test("Moves stay within the rows; --cycle wraps one step past either end")
    func moves() {
        var b = BandPosition()
        let moved = b.move(by: 1, count: 0, cycle: false)
        #expect(!moved)
        _ = b.move(by: -1, count: 5, cycle: false)
        #expect(b.cursor == 0)
        _ = b.move(by: -1, count: 5, cycle: true)
        #expect(b.cursor == 4)
        _ = b.move(by: 10, count: 5, cycle: true)
        #expect(b.cursor == 4)
        _ = b.move(to: -3, count: 5)
        #expect(b.cursor == 0)
    }

    @Test("The scroll follows the band so that it stays among the rows shown")
    func keepVisible() {
        var b = BandPosition()
        _ = b.move(to: 7, count: 10)
        b.keepVisible(count: 10, rows: 3)
        #expect(b.scrollTop == 5)
        b.clamp(count: 4, rows: 3)
        #expect(b.cursor == 3 && b.scrollTop == 1)
    }

    @Test("scroll moves the rows, and the band only when it would leave them")
    func scroll() {
        var b = BandPosition()
        b.place(2, scrollTop: 0, count: 20, rows: 5)
        b.scroll(by: 1, count: 20, rows: 5)
        #expect(b.scrollTop == 1 && b.cursor == 2)
        b.scroll(by: 3, count: 20, rows: 5)
        #expect(b.scrollTop == 4 && b.cursor == 4)
        b.scroll(by: 100, count: 20, rows: 5)
        #expect(b.scrollTop == 15 && b.cursor == 15)
    }

    @Test("--single's start is given up once the user moves; toTop keeps it")
    func start() {
        var b = BandPosition()
        b.chooseStart(3)
        b.toTop()
        #expect(b.start == 3)
        b.leaveStart()
        #expect(b.start == nil && b.startChosen)
    }

    @Test("chooseStart puts the start on the item and marks it chosen")
    func chooseStart() {
        var b = BandPosition()
        #expect(b.start == nil && !b.startChosen)
        b.chooseStart(5)
        #expect(b.start == 5 && b.startChosen)
    }

    @Test("A reload's return and forget move the start but leave whether one was chosen")
    func returnAndForget() {
        var b = BandPosition()
        b.returnTo(2)
        #expect(b.start == 2 && !b.startChosen)
        b.forgetStart()
        #expect(b.start == nil && !b.startChosen)
        b.chooseStart(4)
        b.forgetStart()
        #expect(b.start == nil && b.startChosen)
        b.returnTo(1)
        #expect(b.start == 1 && b.startChosen)
    }
}
