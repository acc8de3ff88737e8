import Testing
@testable import TickCore

/// A wheel picker whose first line is on screen row 1: the prompt on row 1, item rows on rows
/// 2–6 (the band on row 2, at the start of the list; row 4 once it has spun) and the toolbar
/// on row 7.
func placed(_ arguments: [String] = [], items: Int = names.count, origin: Int = 1) throws -> PickerState {
    var s = try picker(arguments, items: items)
    s.placement.origin = origin
    return s
}

private func wheel(_ button: MouseEvent.Button) -> InputEvent {
    .mouse(MouseEvent(button: button, kind: .press, column: 10, row: 4))
}

@Suite("Picker: tapping with the mouse")
struct PickerMouseTests {
    @Test("A tap on a row ticks it and moves nothing; a second tap unticks it")
    func tapTogglesRow() throws {
        var s = try placed()
        #expect(s.handle(tap(column: 5, row: 3)) == [])
        #expect(s.selection.inInputOrder == [1])
        #expect(s.cursor == 0)
        #expect(lines(draw(s))[1] == ">  alpha")
        #expect(lines(draw(s))[2] == " ✓ bravo")
        _ = s.handle(tap(column: 30, row: 3))
        #expect(s.selection.isEmpty && s.cursor == 0)
        // A tap on the band row ticks it where it is.
        _ = s.handle(tap(column: 1, row: 2))
        #expect(s.selection.inInputOrder == [0])
        #expect(s.cursor == 0)
    }

    @Test("Two taps in a row tick the two rows the user saw (seq 1 20: 2, then where 3 was)")
    func twoTapsInARow() throws {
        var s = try placed(items: 20)
        s.press("down", "down", "down")
        // The band (row 4) shows position 3; rows 2-6 show positions 1-5.
        _ = s.handle(tap(column: 3, row: 3))
        _ = s.handle(tap(column: 3, row: 4))
        #expect(s.selection.inInputOrder == [2, 3])
        #expect(s.cursor == 3)
    }

    @Test("Taps are placed from the picker's first screen row")
    func origin() throws {
        var s = try placed(origin: 10)
        _ = s.handle(tap(column: 5, row: 13))
        #expect(s.selection.inInputOrder == [2])
        #expect(s.cursor == 0)
    }

    @Test("Taps on empty rows, the prompt or outside the picker, releases and the middle button do nothing")
    func tapsThatDoNothing() throws {
        // Two items: rows 2 and 3 show them, rows 4-6 are empty.
        var s = try placed(items: 2)
        for event in [tap(column: 5, row: 4), tap(column: 5, row: 6), tap(column: 5, row: 1), tap(column: 5, row: 8),
                      .mouse(MouseEvent(button: .left, kind: .release, column: 5, row: 3)),
                      .mouse(MouseEvent(button: .middle, kind: .press, column: 5, row: 3)),
                      .mouse(MouseEvent(button: .right, kind: .press, column: 5, row: 5))] {
            #expect(s.handle(event) == [])
        }
        #expect(s.selection.isEmpty && s.cursor == 0)
    }

    @Test("Without a known origin a tap does nothing")
    func noOrigin() throws {
        var s = try picker()
        #expect(s.origin == nil)
        for row in 1...10 {
            #expect(s.handle(tap(column: 5, row: row)) == [])
            #expect(s.handle(tap(column: 65, row: row)) == [])
        }
        #expect(s.selection.isEmpty && s.cursor == 0)
    }

    @Test("The scroll wheel spins one row per notch")
    func scrollWheel() throws {
        var s = try placed()
        #expect(s.handle(wheel(.wheelDown)) == [])
        #expect(s.cursor == 1)
        _ = s.handle(wheel(.wheelDown))
        _ = s.handle(wheel(.wheelDown))
        #expect(s.cursor == 3)
        _ = s.handle(wheel(.wheelUp))
        #expect(s.cursor == 2)
        #expect(s.selection.isEmpty)
    }

    @Test("At 80 columns the buttons end at the last column: Done on 61–68, Cancel on 71–80")
    func buttonColumns() throws {
        let s = try placed()
        // "[ Done ]" is 8 columns and "[ Cancel ]" 10, two blanks apart: 20 columns ending at 80.
        let toolbar = lines(draw(s))[6]
        #expect(toolbar == spread("7/7  0 ticked", "[ Done ]  [ Cancel ]"))
        let segments = Toolbar(state: s).segments
        #expect(segments.map(\.role) == [.counts, .ticked, .done, .cancel])
        #expect(segments[1].columns == 5..<13)
        #expect(segments[2].columns == 60..<68)
        #expect(segments[3].columns == 70..<80)
    }

    @Test("A tap on Done accepts, on Cancel cancels, between or beside them does nothing",
          arguments: [(61, "done"), (64, "done"), (68, "done"), (71, "cancel"), (80, "cancel"),
                      (60, "none"), (69, "none"), (70, "none"), (1, "none")])
    func buttons(column: Int, expected: String) throws {
        var s = try placed()
        s.press("down")
        let effect = s.handle(tap(column: column, row: 7))
        switch expected {
        case "done": #expect(effect == [.finish(.accepted(items: [1], key: nil))])
        case "cancel": #expect(effect == [.finish(.cancelled)])
        default: #expect(effect == [])
        }
    }

    @Test("With ticks Done grows to show the count and still ends two blanks before Cancel")
    func doneWithCount() throws {
        var s = try placed()
        s.press("tab", "tab")
        // "[ Done (2) ]" is 12 columns: 57–68.
        #expect(lines(draw(s))[6] == spread("7/7  2 ticked", "[ Done (2) ]  [ Cancel ]"))
        #expect(s.handle(tap(column: 56, row: 7)) == [])
        #expect(s.handle(tap(column: 57, row: 7)) == [.finish(.accepted(items: [0, 1], key: nil))])
    }

    @Test("List layout: rows are counted bottom-up from the prompt")
    func listTap() throws {
        var s = try picker(["--layout", "list"])
        s.placement.origin = 1
        // Rows 1–5 show slots 4…0, the prompt is row 6, the toolbar row 7.
        _ = s.handle(tap(column: 5, row: 3))
        #expect(s.selection.inInputOrder == [2] && s.cursor == 0)
        #expect(s.handle(tap(column: 75, row: 7)) == [.finish(.cancelled)])
    }

    @Test("--single: a tap on a row picks it")
    func singleTap() throws {
        var s = try placed(["--single"])
        #expect(s.handle(tap(column: 5, row: 4)) == [.finish(.accepted(items: [2], key: nil))])
    }

    @Test("--action renames Done and the tap area follows the label")
    func actionLabel() throws {
        var s = try placed(["--action", "Delete"])
        // "[ Delete ]" is 10 columns: 59–68.
        #expect(lines(draw(s))[6] == spread("7/7  0 ticked", "[ Delete ]  [ Cancel ]"))
        #expect(s.handle(tap(column: 58, row: 7)) == [])
        #expect(s.handle(tap(column: 59, row: 7)) == [.finish(.accepted(items: [0], key: nil))])
    }
}
