import Testing
@testable import TickCore

/// Ticks delta (3), then alpha (0), then charlie (2), with the band ending on delta.
private func tickDeltaAlphaCharlie(_ s: inout PickerState) {
    s.press("down", "down", "down", "tab")  // delta; band on echo
    s.press("pgup", "tab")                  // alpha; band on bravo
    s.press("tab")                          // bravo
    s.press("up", "tab")                    // bravo again: unticked; band on charlie
    s.press("tab")                          // charlie; band on delta
}

@Suite("Picker: accepting and cancelling")
struct PickerAcceptTests {
    @Test("Enter with ticks accepts the ticked items in input order")
    func acceptInInputOrder() throws {
        var s = try picker()
        tickDeltaAlphaCharlie(&s)
        #expect(s.ticks.selection.inTickOrder == [3, 0, 2])
        #expect(s.bandItem == 3)
        #expect(s.press("enter") == [.finish(.accepted(items: [0, 2, 3], key: nil))])
    }

    @Test("--order selection accepts them in the order they were ticked")
    func acceptInTickOrder() throws {
        var s = try picker(["--order", "selection"])
        tickDeltaAlphaCharlie(&s)
        #expect(s.press("enter") == [.finish(.accepted(items: [3, 0, 2], key: nil))])
    }

    @Test("Enter with nothing ticked accepts the band row")
    func acceptBandRow() throws {
        var s = try picker()
        s.press("down", "down")
        #expect(s.press("enter") == [.finish(.accepted(items: [2], key: nil))])
    }

    @Test("Enter with no match and nothing ticked ends with no match")
    func noMatch() throws {
        var s = try picker()
        _ = s.feed(typing("zz"))
        s.setResults(.empty, for: s.request("zz", itemCount: 7))
        #expect(s.press("enter") == [.finish(.noMatch)])
    }

    @Test("Enter with no match while the input is still read waits for it; when it ends with still no match, Enter ends with no match")
    func noMatchWhileLoading() throws {
        var s = try picker()
        s.loading = true
        _ = s.feed(typing("zz"))
        s.setResults(.empty, for: s.request("zz", itemCount: 7))
        #expect(s.press("enter") == [])
        // The input ends with no new item, so no new matches come to resume the Enter.
        #expect(s.reduce(.inputRead(itemStore(), done: true)) == [.finish(.noMatch)])
    }

    @Test("Enter with no match still accepts the ticks hidden by the query")
    func hiddenTicksAccepted() throws {
        var s = try picker()
        s.press("down", "tab")
        _ = s.feed(typing("zz"))
        s.setResults(.empty, for: s.request("zz", itemCount: 7))
        #expect(s.press("enter") == [.finish(.accepted(items: [1], key: nil))])
    }

    @Test("--min refuses Enter with a toolbar message until N rows are ticked")
    func minimum() throws {
        var s = try picker(["--min", "2"])
        #expect(s.press("enter") == [])
        #expect(s.message != nil)
        s.press("tab")
        #expect(s.press("enter") == [])
        let message = try #require(s.message)
        #expect(message.contains("2"))
        #expect(lines(draw(s))[6].hasPrefix(message))
        s.press("tab")
        #expect(s.press("enter") == [.finish(.accepted(items: [0, 1], key: nil))])
    }

    @Test("Esc, Ctrl-C, Ctrl-G and Ctrl-Q cancel", arguments: ["esc", "ctrl-c", "ctrl-g", "ctrl-q"])
    func cancel(keyName: String) throws {
        var s = try picker()
        s.press("tab")
        #expect(s.press(keyName) == [.finish(.cancelled)])
    }

    @Test("Ctrl-Z asks to suspend and leaves the picker as it was")
    func suspend() throws {
        var s = try picker()
        s.press("down", "tab")
        #expect(s.press("ctrl-z") == [.suspend])
        #expect(s.cursor == 2 && s.ticks.selection.inInputOrder == [1])
    }

    @Test("--expect keys accept and say which key it was; Enter still accepts with no key")
    func expectKeys() throws {
        let ctrlX = try KeyName(parsing: "ctrl-x")
        let f2 = try KeyName(parsing: "f2")
        var s = try picker(["--expect", "ctrl-x,f2"])
        s.press("down")
        #expect(s.handle(.key(ctrlX)) == [.finish(.accepted(items: [1], key: ctrlX))])
        s.press("tab", "tab")
        #expect(s.handle(.key(f2)) == [.finish(.accepted(items: [1, 2], key: f2))])
        #expect(s.press("enter") == [.finish(.accepted(items: [1, 2], key: nil))])
    }

    @Test("--expect with a printable key accepts instead of typing it")
    func expectCharacter() throws {
        let question = try KeyName(parsing: "?")
        var s = try picker(["--expect", "?"])
        #expect(s.feed(typing("?")) == [.finish(.accepted(items: [0], key: question))])
        #expect(s.query.text == "")
    }

    @Test("--bind overrides a default key; the other defaults stay")
    func bindOverrides() throws {
        var s = try picker(["--bind", "ctrl-j:accept,?:toggle"])
        s.press("down")
        #expect(s.cursor == 1)
        #expect(s.feed(typing("?")) == [])
        #expect(s.ticks.selection.inInputOrder == [1])
        #expect(s.query.text == "")
        #expect(s.press("ctrl-j") == [.finish(.accepted(items: [1], key: nil))])
    }

    @Test("--bind reaches the actions without a default key: select, deselect, first, last, kill-line, clear-query, ignore")
    func boundActions() throws {
        var s = try picker(["--bind", "ctrl-t:select,ctrl-y:deselect,f1:first,f2:last,ctrl-o:kill-line,ctrl-l:clear-query,esc:ignore"])
        s.press("f2")
        #expect(s.cursor == 6)
        s.press("ctrl-t", "ctrl-t")
        #expect(s.ticks.selection.inInputOrder == [6] && s.cursor == 6)
        s.press("f1", "ctrl-y")
        #expect(s.ticks.selection.inInputOrder == [6])
        s.press("f2", "ctrl-y")
        #expect(s.ticks.selection.isEmpty)
        #expect(s.press("esc") == [])
        _ = s.feed(typing("abc"))
        s.press("left", "left")
        #expect(s.press("ctrl-o") == [.queryChanged])
        #expect(s.query.text == "a")
        #expect(s.press("ctrl-l") == [.queryChanged])
        #expect(s.query.text == "" && s.query.cursor == 0)
    }

    @Test("--single ignores a tick made before it (a preselected item): Enter picks the band row")
    func singleIgnoresTicks() throws {
        var s = try picker(["--single"])
        s.ticks.tick(4)
        s.press("down")
        #expect(s.press("enter") == [.finish(.accepted(items: [1], key: nil))])
    }

    @Test("--confirm: Enter asks in the toolbar with the count, and y accepts")
    func confirmYes() throws {
        var s = try picker(["--confirm"])
        s.press("tab", "tab")
        #expect(s.press("enter") == [])
        #expect(s.confirmQuestion == "Print 2 items? [y/N]")
        #expect(lines(draw(s))[6].hasPrefix("Print 2 items? [y/N]"))
        #expect(s.feed(typing("y")) == [.finish(.accepted(items: [0, 1], key: nil))])
    }

    @Test("--confirm: any other key goes back to the picker without acting")
    func confirmNo() throws {
        var s = try picker(["--confirm=Delete {n} branches?"])
        s.press("tab")
        s.press("enter")
        #expect(s.confirmQuestion == "Delete 1 branches? [y/N]")
        #expect(s.feed(typing("n")) == [])
        #expect(s.confirmQuestion == nil)
        #expect(s.query.text == "")
        s.press("enter")
        #expect(s.press("down") == [])
        #expect(s.confirmQuestion == nil && s.cursor == 1)
        s.press("enter")
        #expect(s.press("enter") == [])
        #expect(s.confirmQuestion == nil)
        // Asked again, and this time confirmed.
        s.press("enter")
        #expect(s.feed(typing("y")) == [.finish(.accepted(items: [0], key: nil))])
    }
}

@Suite("Picker: --json-object keys checked at Enter")
struct PickerKeyCheckTests {
    @Test("Enter checks the picked items' keys in the store; a collision is refused with its message and the picker stays")
    func duplicateKeysRefused() throws {
        let webs = itemStore(lines: ["web 1", "web 2", "db 3"])
        var s = try picker(["--json-object", "--key-nth", "1"], items: 3)
        s.store = webs
        s.press("tab", "tab")
        #expect(s.press("enter") == [])
        #expect(s.message == "Duplicate key 'web' on \"web 1\" and \"web 2\": untick one")
        #expect(s.ticks.selection.count == 2)
        // Unticking one of them lets Enter through.
        s.press("up", "tab")
        #expect(s.press("enter") == [.finish(.accepted(items: [0], key: nil))])
        // With --confirm the question comes after the check.
        var c = try picker(["--json-object", "--key-nth", "1", "--confirm"], items: 3)
        c.store = webs
        c.press("tab")
        let one = PickerOutcome.accepted(items: [0], key: nil)
        #expect(c.press("enter") == [])
        #expect(c.message == nil)
        #expect(c.confirmQuestion == "Print 1 item? [y/N]")
        // Other formats are not checked.
        var plain = try picker()
        plain.press("tab")
        #expect(plain.press("enter") == [.finish(one)])
    }

    @Test("KeyCollision finds the first two items with one key, as the JSON object would carry it")
    func collision() throws {
        var builder = ItemStoreBuilder()
        builder.append(bytes("web 1\nweb 2\ndb 3\n\u{1B}x 4\n"))
        builder.finish()
        let store = builder.store
        let keyed = try OptionParser.parse(["--json-object", "--key-nth", "1"], defaults: nil)
        let lines = try OptionParser.parse(["--json-lines", "--key-nth", "1"], defaults: nil)
        let found = try #require(KeyCollision.find(in: [2, 0, 1], store: store, options: keyed))
        #expect(found == KeyCollision(key: bytes("web"), first: 0, second: 1))
        #expect(found.message(store: store) == "Duplicate key 'web' on \"web 1\" and \"web 2\": untick one")
        #expect(KeyCollision.find(in: [0, 2], store: store, options: keyed) == nil)
        // Keys by index never collide; other formats are not checked.
        #expect(KeyCollision.find(in: [0, 1], store: store, options: try OptionParser.parse(["--json-object"], defaults: nil)) == nil)
        #expect(KeyCollision.find(in: [0, 1], store: store, options: lines) == nil)
        // A control character in a row is not written into the message.
        #expect(!DisplayText.inMessage(store.item(3), limit: 24).contains("\u{1B}"))
    }
}
