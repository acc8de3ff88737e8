import Testing
@testable import TickCore

/// A picker whose matches for the query `text` are `matches` (item indices, best first).
private func filtered(_ state: inout PickerState, _ text: String, _ matches: [UInt32]) {
    for c in text.unicodeScalars { _ = state.reduce(.input(.character(c.value))) }
    _ = state.reduce(.matched(RankedList(indices: matches), for: state.request(text, itemCount: names.count)))
}

/// The picker's rows as text (the band marked `>`, a tick `✓`), without the prompt and toolbar.
private func rowTexts(_ state: PickerState) -> [String] {
    Array(lines(draw(state)).dropFirst().dropLast()).filter { !$0.isEmpty }
}

@Suite("Picker: the ticked view, hidden ticks and reordering")
struct PickerTickedViewTests {
    @Test("Alt-V lists only the ticked items, in tick order, whatever the query; Esc goes back")
    func opensAndCloses() throws {
        var s = try picker(["--layout", "list"])
        // Tick echo, then alpha, then charlie.
        _ = s.reduce(.input(keyEvent("down")))
        s.feed([keyEvent("up"), keyEvent("up"), keyEvent("up"), keyEvent("up")])
        s.press("tab")
        #expect(s.ticks.selection.inTickOrder == [4])
        _ = s.reduce(.input(keyEvent("down")))
        s.feed([keyEvent("down"), keyEvent("down"), keyEvent("down"), keyEvent("down")])
        s.press("tab")
        filtered(&s, "ch", [2])
        s.press("tab")
        #expect(s.ticks.selection.inTickOrder == [4, 0, 2])
        #expect(s.press("alt-v") == [])
        #expect(s.ticks.tickedView?.items == [4, 0, 2])
        #expect(lines(draw(s)).last!.hasPrefix("1/7  showing 3 ticked"))
        #expect(lines(draw(s, colors: false)).contains { $0.contains("Ticked rows, in tick order") })
        // Esc leaves the view, not the picker; the matches and the band are back.
        #expect(s.press("esc") == [])
        #expect(s.ticks.tickedView == nil)
        #expect(s.shown.count == 1 && s.bandItem == 2)
    }

    @Test("Tab unticks in the view; the row stays, dimmed and without its mark, until the view closes")
    func untickStays() throws {
        var s = try picker()
        s.press("tab", "tab", "tab")
        s.press("alt-v")
        #expect(s.press("tab") == [])
        #expect(s.ticks.selection.inTickOrder == [1, 2])
        #expect(s.ticks.tickedView?.items == [0, 1, 2])
        let frame = draw(s)
        let row = try #require((0..<frame.lines.count).first { frame.text(row: $0).hasSuffix("alpha") })
        #expect(!frame.text(row: row).contains("✓"))
        #expect(frame.lines[row].last { $0.text == "a" }?.style.dim == true)
        // A second Tab on it ticks it again: the slip is undone.
        s.press("btab", "btab")
        #expect(s.ticks.selection.contains(0))
        s.press("tab")
        s.press("alt-v")
        #expect(s.ticks.tickedView == nil)
        #expect(s.shown.count == 7)
    }

    @Test("Typing leaves the ticked view and edits the query")
    func typingLeaves() throws {
        var s = try picker()
        s.press("tab")
        s.press("alt-v")
        #expect(s.reduce(.input(.character(0x65))) == [.queryChanged])
        #expect(s.ticks.tickedView == nil && s.query.text == "e")
    }

    @Test("The toolbar counts ticks the query hides")
    func hiddenCount() throws {
        var s = try picker()
        s.press("tab", "tab", "tab")
        filtered(&s, "a", [0, 2, 3])
        #expect(s.ticks.hiddenTicks == 1)
        #expect(lines(draw(s)).last!.hasPrefix("3/7  3 ticked, 1 hidden"))
        // The ticked view shows every tick: the one the query leaves out is not "hidden" there.
        s.press("alt-v")
        #expect(lines(draw(s)).last!.hasPrefix("3/7  showing 3 ticked (1 unmatched)"))
        // Unticking the hidden one in the ticked view counts again.
        s.press("down", "tab")
        #expect(s.ticks.selection.inTickOrder == [0, 2])
        #expect(s.ticks.hiddenTicks == 0)
    }

    @Test("A tap on the tick count opens the ticked view, and closes it")
    func tapOnCount() throws {
        var s = try picker()
        s.placement.origin = 1
        s.press("tab")
        let segment = try #require(Toolbar(state: s).segments.first { $0.role == .ticked })
        let tapCount = tap(column: segment.columns.lowerBound + 1, row: 7)
        _ = s.reduce(.input(tapCount))
        #expect(s.ticks.tickedView != nil)
        _ = s.reduce(.input(tapCount))
        #expect(s.ticks.tickedView == nil)
    }

    @Test("Alt-Down and Alt-Up move the band's row in the view and in the tick order")
    func reorder() throws {
        var s = try picker(["--order", "selection"])
        s.press("tab", "tab", "tab")
        s.press("alt-v")
        s.press("alt-down")
        #expect(s.ticks.tickedView?.items == [1, 0, 2])
        #expect(s.bandItem == 0)
        s.press("alt-down")
        #expect(s.ticks.selection.inTickOrder == [1, 2, 0])
        // Past the end nothing moves.
        s.press("alt-down")
        #expect(s.ticks.selection.inTickOrder == [1, 2, 0])
        s.press("up", "alt-up")
        #expect(s.ticks.selection.inTickOrder == [2, 1, 0])
        #expect(s.press("enter") == [.finish(.accepted(items: [2, 1, 0], key: nil))])
        // Outside the view they do nothing.
        var t = try picker()
        t.press("tab", "tab")
        t.press("alt-up")
        #expect(t.ticks.selection.inTickOrder == [0, 1])
    }

    @Test("Remembered ticks come back in their remembered order")
    func rememberedOrder() throws {
        let options = try OptionParser.parse(["--order", "selection"], defaults: nil)
        var state = PickerState(config: PickerConfig(options: options),
                                preselector: Preselector(options: options, memory: [Memory.Tick(identity: Array("c".utf8)), Memory.Tick(identity: Array("a".utf8))]))
        var builder = ItemStoreBuilder(separator: 0x0A)
        builder.append(Array("a\nb\nc\n".utf8))
        builder.finish()
        _ = state.reduce(.inputRead(builder.store, done: true))
        #expect(state.ticks.selection.inTickOrder == [2, 0])
    }
}

@Suite("Picker: the ticked view under the picker's rules")
struct PickerTickedViewRuleTests {
    @Test("At --limit, a row unticked in the view can be ticked again, and no other")
    func limitHolds() throws {
        var s = try picker(["--limit", "2"])
        s.press("tab", "tab")
        s.press("alt-v", "tab")
        #expect(s.ticks.selection.inInputOrder == [1])
        s.press("up", "tab")
        #expect(s.ticks.selection.inInputOrder == [0, 1])
        // Back in the matches (the band where it was, on charlie), a third tick is refused.
        s.press("alt-v", "tab")
        #expect(s.ticks.selection.inInputOrder == [0, 1])
        #expect(s.message == "At most 2 rows can be ticked")
    }

    @Test("--single has no ticked view")
    func singleHasNone() throws {
        var s = try picker(["--single"])
        s.press("alt-v")
        #expect(s.ticks.tickedView == nil)
    }

    @Test("Without Alt: a tap on the match count ticks every match, and unticks all once every match is; Ctrl-/ shows and hides the preview")
    func waysWithoutAlt() throws {
        var s = try picker()
        s.placement.origin = 1
        let segment = try #require(Toolbar(state: s).segments.first { $0.role == .counts })
        let tapCount = tap(column: segment.columns.lowerBound + 1, row: 7)
        _ = s.reduce(.input(tapCount))
        #expect(s.ticks.selection.count == 7)
        _ = s.reduce(.input(tapCount))
        #expect(s.ticks.selection.isEmpty)
        // Ctrl-/ arrives as Ctrl-_ (0x1F); --bind ctrl-/ names the same key.
        var p = try picker(["--preview", "cat {}"])
        #expect(p.preview?.visible == true)
        #expect(try KeyName(parsing: "ctrl-/") == KeyName(unchecked: "ctrl-_"))
        p.press("ctrl-_")
        #expect(p.preview?.visible == false)
        p.press("ctrl-_")
        #expect(p.preview?.visible == true)
    }
}

@Suite("Picker: the ticked view with groups")
struct PickerTickedViewGroupTests {
    @Test("Rows of several groups keep their tick order in the ticked view, each with its group's name at its right end")
    func groupTags() throws {
        let texts = ["apple fruit", "carrot veg", "pear fruit"]
        var s = try picker(["--group-nth", "2", "--layout", "reverse"], items: texts.count)
        var builder = InputBuilder(ItemStoreBuilder(), grouping: .fields(try FieldTemplate(parsing: "2"), .blanks))
        builder.append(Array(texts.map { $0 + "\n" }.joined().utf8)[...])
        builder.finish()
        s.store = builder.store
        s.setResults(RankedList(all: texts.count), for: s.request("", itemCount: texts.count))
        #expect(s.tick(1) && s.tick(0))
        s.press("alt-v")
        #expect(s.ticks.tickedView?.items == [1, 0])
        let rows = lines(draw(s, rows: FixedRows(texts)))
        let carrot = try #require(rows.first { $0.contains("carrot veg") })
        let apple = try #require(rows.first { $0.contains("apple fruit") })
        #expect(rows.firstIndex(of: carrot)! < rows.firstIndex(of: apple)!)
        #expect(carrot.hasSuffix(" veg") && carrot.count == 80, "\(carrot)")
        #expect(apple.hasSuffix(" fruit") && apple.count == 80, "\(apple)")
        // Back in the list, rows carry no tag (their heading names the group).
        s.press("esc")
        #expect(!lines(draw(s, rows: FixedRows(texts))).contains { $0.hasSuffix(" veg") && $0.count == 80 })
    }
}
