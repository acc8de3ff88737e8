import Testing
@testable import TickCore

// Pickers from `placed` (PickerMouseTests.swift): the prompt on screen row 1, item rows on
// rows 2–6 with the band on row 4, the toolbar on row 7.

/// A press of `button` on a screen cell, with shift, alt or ctrl held or not, as one of `clicks`.
private func press(_ button: MouseEvent.Button = .left, column: Int = 5, row: Int, shift: Bool = false,
                   alt: Bool = false, ctrl: Bool = false, clicks: Int = 1) -> InputEvent {
    var m = MouseEvent(button: button, kind: .press, column: column, row: row)
    m.shift = shift
    m.alt = alt
    m.ctrl = ctrl
    m.clicks = clicks
    return .mouse(m)
}

/// The pointer moved to `row` with the left button held.
private func dragTo(row: Int) -> InputEvent {
    .mouse(MouseEvent(button: .left, kind: .drag, column: 5, row: row))
}

private let release = InputEvent.mouse(MouseEvent(button: .left, kind: .release, column: 5, row: 4))

@Suite("Picker: double-clicks, right-clicks, drags and ranges")
struct PickerGestureTests {
    @Test("A double-click toggles the row twice: it ends as it started, and no neighbour is ticked")
    func doubleClick() throws {
        var s = try placed()
        s.feed([press(row: 3), release, press(row: 3, clicks: 2), release])
        #expect(s.ticks.selection.isEmpty)
        #expect(s.cursor == 0)
    }

    @Test("double-click and left-click bound with --bind act on the row under the pointer")
    func boundClicks() throws {
        var s = try placed(["--bind", "double-click:accept"])
        s.feed([press(row: 4), release])
        #expect(s.ticks.selection.inInputOrder == [2])
        #expect(s.handle(press(row: 4, clicks: 2)) == [.finish(.accepted(items: [2], key: nil))])
        var l = try placed(["--bind", "left-click:toggle+down"])
        _ = l.handle(press(row: 3))
        #expect(l.ticks.selection.inInputOrder == [1])
        #expect(l.cursor == 2)
    }

    @Test("With Shift held, shift-left-click, shift-right-click and shift-scroll-up/down act when bound")
    func shiftBound() throws {
        var s = try placed(["--bind", "shift-left-click:accept,shift-right-click:abort,shift-scroll-up:last"])
        #expect(s.handle(press(row: 3, shift: true)) == [.finish(.accepted(items: [1], key: nil))])
        #expect(s.handle(press(.right, row: 3, shift: true)) == [.finish(.cancelled)])
        _ = s.handle(press(.wheelUp, row: 3, shift: true))
        #expect(s.cursor == names.count - 1)
        // Unbound, Shift-click still ticks a range, and the plain wheel still moves one row.
        var plain = try placed()
        _ = plain.handle(press(.wheelDown, row: 3, shift: true))
        #expect(plain.cursor == 1)
    }

    @Test("A right-click toggles the row under the pointer and moves nothing; right-click can be bound")
    func rightClick() throws {
        var s = try placed()
        _ = s.handle(press(.right, row: 4))
        #expect(s.ticks.selection.inInputOrder == [2] && s.cursor == 0)
        _ = s.handle(press(.right, row: 4))
        #expect(s.ticks.selection.isEmpty)
        var b = try placed(["--bind", "right-click:accept"])
        #expect(b.handle(press(.right, row: 3)) == [.finish(.accepted(items: [1], key: nil))])
        var single = try placed(["--single"])
        #expect(single.handle(press(.right, row: 3)) == [])
        #expect(single.ticks.selection.isEmpty)
    }

    @Test("A drag ticks every row it passes, even rows it skipped over; the release ends it")
    func dragTicks() throws {
        var s = try placed()
        s.feed([press(row: 2), dragTo(row: 4)])
        #expect(s.ticks.selection.inInputOrder == [0, 1, 2])
        s.feed([release, dragTo(row: 3)])
        #expect(s.ticks.selection.inInputOrder == [0, 1, 2])
        #expect(s.cursor == 0)
    }

    @Test("A drag that starts on a ticked row unticks the rows it passes, back and forth")
    func dragUnticks() throws {
        var s = try placed()
        s.press("alt-a")
        s.feed([press(row: 2), dragTo(row: 3), dragTo(row: 4), dragTo(row: 2)])
        #expect(s.ticks.selection.inInputOrder == [3, 4, 5, 6])
    }

    @Test("A drag past the bottom edge spins the wheel and goes on ticking, one row per report")
    func dragPastEdge() throws {
        var s = try placed()
        s.feed([press(row: 2), dragTo(row: 4)])
        #expect(s.ticks.selection.inInputOrder == [0, 1, 2])
        // Below the last row: delta and echo were passed on the way, and foxtrot spins in.
        _ = s.handle(dragTo(row: 7))
        #expect(s.ticks.selection.inInputOrder == [0, 1, 2, 3, 4, 5])
        #expect(lines(draw(s))[5] == " ✓ foxtrot")
        _ = s.handle(dragTo(row: 8))
        #expect(s.ticks.selection.count == 7)
        #expect(lines(draw(s))[5] == " ✓ golf")
        // A drag from delta (unticking it) past the top edge unticks charlie, then spins bravo in.
        s.feed([release, press(row: 3), dragTo(row: 1)])
        #expect(s.ticks.selection.inInputOrder == [0, 4, 5, 6])
        #expect(lines(draw(s))[1] == "   bravo")
    }

    @Test("A drag stops at --limit and the toolbar says so")
    func dragLimit() throws {
        var s = try placed(["--limit", "2"])
        s.feed([press(row: 2), dragTo(row: 4)])
        #expect(s.ticks.selection.inInputOrder == [0, 1])
        #expect(s.message == "At most 2 rows can be ticked")
        #expect(lines(draw(s))[6].hasPrefix("At most 2 rows can be ticked"))
    }

    @Test("Shift-click ticks the range from the last tap, in the order shown, with the last tap's state")
    func shiftClick() throws {
        var s = try placed()
        s.feed([press(row: 4), release, press(row: 2, shift: true)])
        #expect(s.ticks.selection.inInputOrder == [0, 1, 2])
        // Untick delta's neighbour range: a tap that unticks makes unticking the range's state.
        s.feed([press(row: 3), release, press(row: 2, shift: true)])
        #expect(s.ticks.selection.inInputOrder == [2])
        // Without a tap before, shift-click is a tap.
        var t = try placed()
        _ = t.handle(press(row: 3, shift: true))
        #expect(t.ticks.selection.inInputOrder == [1])
    }

    @Test("Alt-click and Ctrl-click tick the range as shift-click does (xterm, urxvt and kitty keep shift-click)")
    func modifiedClickRange() throws {
        var s = try placed()
        s.feed([press(row: 4), release, press(row: 2, alt: true)])
        #expect(s.ticks.selection.inInputOrder == [0, 1, 2])
        var c = try placed()
        c.feed([press(row: 3), release, press(row: 4, ctrl: true)])
        #expect(c.ticks.selection.inInputOrder == [1, 2])
    }

    @Test("Shift-Down and Shift-Up tick the band row and the next, and move the band")
    func shiftArrows() throws {
        var s = try placed()
        s.press("shift-down", "shift-down")
        #expect(s.ticks.selection.inInputOrder == [0, 1, 2])
        #expect(s.cursor == 2)
        s.press("shift-up")
        #expect(s.ticks.selection.inInputOrder == [0, 1, 2] && s.cursor == 1)
        // After a tap that unticked, Shift-Down unticks.
        var t = try placed()
        t.press("alt-a")
        _ = t.handle(press(row: 2))
        t.press("shift-down")
        #expect(t.ticks.selection.inInputOrder == [2, 3, 4, 5, 6])
    }

    @Test("--limit holds for shift-click ranges")
    func rangeLimit() throws {
        var s = try placed(["--limit", "2"])
        s.feed([press(row: 2), release, press(row: 4, shift: true)])
        #expect(s.ticks.selection.inInputOrder == [0, 1])
        #expect(s.message == "At most 2 rows can be ticked")
    }

    @Test("--confirm: Yes accepts, No goes back to the picker; the question counts in proper English")
    func confirmButtons() throws {
        var s = try placed(["--confirm"])
        s.press("tab")
        _ = s.press("enter")
        #expect(s.confirmQuestion == "Print 1 item? [y/N]")
        let toolbar = lines(draw(s))[6]
        #expect(toolbar.hasSuffix("[ Yes ]  [ No ]"), "\(toolbar)")
        // [ No ] is on columns 73-78, [ Yes ] on 64-70 (1-based).
        #expect(s.handle(press(column: 75, row: 7)) == [])
        #expect(s.confirmQuestion == nil)
        _ = s.press("enter")
        #expect(s.handle(press(column: 66, row: 7)) == [.finish(.accepted(items: [0], key: nil))])
        var three = try placed(["--confirm=Delete {n} rows?"])
        three.press("tab", "tab", "tab")
        _ = three.press("enter")
        #expect(three.confirmQuestion == "Delete 3 rows? [y/N]")
    }

    @Test("ClickCounter: a second left press on the same cell within 400 ms is a double-click; a third starts again")
    func clickCounter() {
        var counter = ClickCounter()
        func clicks(_ event: InputEvent, at time: Double) -> Int {
            var e = event
            counter.count(&e, at: time)
            if case .mouse(let m) = e { return m.clicks }
            return 0
        }
        #expect(clicks(press(row: 3), at: 1000) == 1)
        #expect(clicks(press(row: 3), at: 1300) == 2)
        #expect(clicks(press(row: 3), at: 1400) == 1)
        #expect(clicks(press(row: 3), at: 1900) == 1)
        #expect(clicks(press(row: 4), at: 1950) == 1)
        #expect(clicks(press(.right, row: 4), at: 2000) == 1)
        #expect(clicks(press(row: 4), at: 2100) == 2)
    }
}
