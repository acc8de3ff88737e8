import Testing
@testable import TickCore

/// fzf's events fire in the reducer, each exactly when fzf 0.74 fires it, in a fixed order,
/// and a handler cannot make them loop.
@Suite("Events bound with --bind")
struct PickerBindEventTests {
    /// Every event bound to `ignore`: what fired shows in `firedEvents`, nothing else changes.
    static let watchAll = ["--bind", BindEvent.allCases.map { "\($0.rawValue):ignore" }.joined(separator: ",")]

    /// `picker(arguments)` (seven items read and matched) once started: the events of its
    /// first results (`result`, `focus`) are behind it.
    private func settled(_ arguments: [String], items: Int = names.count) throws -> PickerState {
        var state = try picker(arguments, items: items)
        _ = state.reduce(.started)
        return state
    }

    /// A picker that has not read any input yet, with `arguments`.
    private func fresh(_ arguments: [String]) throws -> PickerState {
        let options = try OptionParser.parse(arguments, defaults: nil)
        var state = PickerState(config: PickerConfig(options: options), query: options.query,
                                preselector: Preselector(options: options))
        state.placement.size = TerminalSize(columns: 80, rows: 24)
        return state
    }

    /// The input `lines` (one item each), read in one snapshot.
    private func store(_ lines: [String], done: Bool = true) -> ItemStore {
        var builder = ItemStoreBuilder(separator: 0x0A)
        builder.append(Array(lines.map { $0 + "\n" }.joined().utf8))
        if done { builder.finish() }
        return builder.store
    }

    // MARK: start, resize

    @Test("start fires once, when the picker starts, before any input; a first size is no resize")
    func start() throws {
        var s = try fresh(Self.watchAll)
        _ = s.reduce(.resized(TerminalSize(columns: 100, rows: 30)))
        #expect(s.bindings.firedEvents == [])
        _ = s.reduce(.started)
        #expect(s.bindings.firedEvents == [.start])
        #expect(s.itemCount == 0)
        _ = s.reduce(.inputRead(store(["a"]), done: true))
        #expect(!s.bindings.firedEvents.contains(.start))
    }

    @Test("resize fires when the size changes after the start, not for the same size again")
    func resize() throws {
        var s = try fresh(Self.watchAll)
        _ = s.reduce(.started)
        _ = s.reduce(.resized(TerminalSize(columns: 80, rows: 24)))
        #expect(s.bindings.firedEvents == [])
        _ = s.reduce(.resized(TerminalSize(columns: 60, rows: 24)))
        #expect(s.bindings.firedEvents == [.resize])
    }

    @Test("start:… performs its actions: start:abort ends the picker at once")
    func startActions() throws {
        var s = try fresh(["--bind", "start:put(ab)+abort"])
        #expect(s.reduce(.started) == [.queryChanged, .finish(.cancelled)])
        #expect(s.query.text == "ab")
    }

    @Test("--sync: start's actions wait for the whole input and its matches (fzf's test_start_event, test_accept_nth)")
    func syncHoldsStart() throws {
        var s = try fresh(["--sync", "--multi", "--bind", "start:select-all+accept"])
        #expect(s.reduce(.started) == [])
        #expect(s.bindings.firedEvents == [])
        _ = s.reduce(.inputRead(store(["a", "b", "c"], done: false), done: false))
        _ = s.reduce(.matched(RankedList(all: 2), for: s.request("", itemCount: 2)))
        #expect(!s.bindings.firedEvents.contains(.start) && s.ticks.selection.isEmpty)
        _ = s.reduce(.inputRead(store(["a", "b", "c"]), done: true))
        let effects = s.reduce(.matched(RankedList(all: 3), for: s.request("", itemCount: 3)))
        #expect(s.bindings.firedEvents.first == .start)
        #expect(effects == [.finish(.accepted(items: [0, 1, 2], key: nil))])
        // Without --sync the start chain runs at once, on what is there (nothing yet).
        var plain = try fresh(["--multi", "--bind", "start:change-prompt(x> )"])
        _ = plain.reduce(.started)
        #expect(plain.bindings.firedEvents == [.start] && plain.scripted.prompt == "x> ")
    }

    @Test("start:accept waits for matches: empty ones of fewer items than were read do not end it")
    func startAcceptWaits() throws {
        var s = try fresh(["--bind", "start:put(b)+accept"])
        #expect(s.reduce(.started) == [.queryChanged])
        _ = s.reduce(.inputRead(store(["a", "b"]), done: true))
        // The matches of the request made before any item was read come in late.
        #expect(s.reduce(.matched(RankedList.empty, for: s.request("b", itemCount: 0))) == [])
        #expect(s.reduce(.matched(RankedList(indices: [1]), for: s.request("b", itemCount: 2))) == [.finish(.accepted(items: [1], key: nil))])
    }

    // MARK: load, result, one, zero

    @Test("load fires once the matches of the complete input are in, not for earlier snapshots")
    func load() throws {
        var s = try fresh(Self.watchAll)
        _ = s.reduce(.started)
        let part = store(["a", "b"], done: false)
        _ = s.reduce(.inputRead(part, done: false))
        _ = s.reduce(.matched(RankedList(all: 2), for: s.request("", itemCount: 2)))
        #expect(!s.bindings.firedEvents.contains(.load))
        let all = store(["a", "b", "c"])
        _ = s.reduce(.inputRead(all, done: true))
        // The input is complete, its matches not yet in.
        #expect(!s.bindings.firedEvents.contains(.load))
        _ = s.reduce(.matched(RankedList(all: 3), for: s.request("", itemCount: 3)))
        #expect(s.bindings.firedEvents.first == .load)
        _ = s.reduce(.inputRead(all, done: true))
        #expect(!s.bindings.firedEvents.contains(.load))
    }

    @Test("The input's end after the matches of the same items fires load then and there")
    func loadAfterMatches() throws {
        var s = try fresh(Self.watchAll)
        let part = store(["a", "b"], done: false)
        _ = s.reduce(.inputRead(part, done: false))
        _ = s.reduce(.matched(RankedList(all: 2), for: s.request("", itemCount: 2)))
        var done = ItemStoreBuilder(separator: 0x0A)
        done.append(Array("a\nb\n".utf8))
        done.finish()
        _ = s.reduce(.inputRead(done.store, done: true))
        // The matches shown are now those of the complete input: result-final too.
        #expect(s.bindings.firedEvents == [.load, .resultFinal])
    }

    @Test("result fires once per request whose ranking is complete, during loading too; not for a partial ranking or a stale query")
    func result() throws {
        var s = try fresh(Self.watchAll)
        _ = s.reduce(.inputRead(store(["ab", "ac", "b"], done: false), done: false))
        _ = s.reduce(.matched(RankedList(all: 3), for: s.request("", itemCount: 3)))
        #expect(s.bindings.firedEvents.contains(.result))
        _ = s.feed(typing("a"))
        #expect(!s.bindings.firedEvents.contains(.result))
        _ = s.reduce(.matched(RankedList(indices: [0], partial: true), for: s.request("a", itemCount: 3)))
        #expect(!s.bindings.firedEvents.contains(.result))
        _ = s.reduce(.matched(RankedList(indices: [0, 1]), for: s.request("a", itemCount: 3)))
        #expect(s.bindings.firedEvents == [.result])
        _ = s.reduce(.matched(RankedList(indices: [0, 1]), for: s.request("a", itemCount: 3)))
        #expect(s.bindings.firedEvents == [])
        let forA = s.request("a", itemCount: 3)
        _ = s.feed(typing("b"))
        // The results of "a" arriving late are not the current query's.
        _ = s.reduce(.matched(RankedList(indices: [0, 1]), for: forA))
        #expect(s.bindings.firedEvents == [])
    }

    @Test("one fires once per result set of exactly one match of the whole input; zero for none; neither while loading")
    func oneAndZero() throws {
        var s = try fresh(Self.watchAll)
        _ = s.reduce(.inputRead(store(["ab", "ac", "b"], done: false), done: false))
        _ = s.feed(typing("b"))
        _ = s.reduce(.matched(RankedList(indices: [2]), for: s.request("b", itemCount: 3)))
        #expect(s.bindings.firedEvents == [.result, .focus])
        _ = s.reduce(.inputRead(store(["ab", "ac", "b"]), done: true))
        #expect(s.bindings.firedEvents == [.load, .one, .resultFinal])
        _ = s.feed(typing("c"))
        _ = s.reduce(.matched(RankedList.empty, for: s.request("bc", itemCount: 3)))
        #expect(s.bindings.firedEvents == [.zero, .result, .resultFinal, .focus])
        _ = s.press("backspace")
        _ = s.reduce(.matched(RankedList(indices: [2]), for: s.request("b", itemCount: 3)))
        #expect(s.bindings.firedEvents == [.one, .result, .resultFinal, .focus])
        _ = s.press("left")
        #expect(s.bindings.firedEvents == [])
    }

    @Test("one:accept accepts the one match, as --select-1 but live")
    func oneAccept() throws {
        var s = try fresh(["--bind", "one:accept"])
        _ = s.reduce(.inputRead(store(["ab", "ac", "b"]), done: true))
        #expect(s.reduce(.matched(RankedList(all: 3), for: s.request("", itemCount: 3))) == [])
        _ = s.feed(typing("c"))
        #expect(s.reduce(.matched(RankedList(indices: [1]), for: s.request("c", itemCount: 3))) == [.finish(.accepted(items: [1], key: nil))])
    }

    // MARK: change, backward-eof, multi

    @Test("change fires when typing or an action changes the query, not when the cursor moves")
    func change() throws {
        var s = try settled(Self.watchAll)
        _ = s.feed(typing("a"))
        #expect(s.bindings.firedEvents.contains(.change))
        _ = s.press("left")
        #expect(!s.bindings.firedEvents.contains(.change))
        _ = s.press("ctrl-u")
        #expect(!s.bindings.firedEvents.contains(.change))
        _ = s.press("delete")
        #expect(s.bindings.firedEvents.contains(.change))
    }

    @Test("A change handler that changes the query does not fire change again, and the query is matched once")
    func changeDoesNotLoop() throws {
        var s = try settled(["--bind", "change:put(x)"])
        #expect(s.feed(typing("a")) == [.queryChanged])
        #expect(s.bindings.firedEvents == [.change])
        #expect(s.query.text == "ax")
    }

    @Test("change's effects follow the key's own: change:abort after typing")
    func changeOrder() throws {
        var s = try settled(["--bind", "change:abort"])
        #expect(s.feed(typing("a")) == [.queryChanged, .finish(.cancelled)])
    }

    @Test("backward-eof fires for Backspace (or Ctrl-U, Ctrl-W) on an empty query only")
    func backwardEOF() throws {
        var s = try settled(["-q", "a"] + Self.watchAll)
        _ = s.press("backspace")
        #expect(!s.bindings.firedEvents.contains(.backwardEOF))
        _ = s.press("backspace")
        #expect(s.bindings.firedEvents == [.backwardEOF])
        _ = s.press("ctrl-w")
        #expect(s.bindings.firedEvents == [.backwardEOF])
        var abort = try settled(["--bind", "backward-eof:abort"])
        #expect(abort.press("backspace") == [.finish(.cancelled)])
    }

    @Test("multi fires when an item is ticked or unticked, after change; not for a move, nor for ticks that come with the input")
    func multi() throws {
        var s = try settled(["--bind", "ctrl-x:put(a)+toggle"] + Self.watchAll)
        _ = s.press("ctrl-x")
        #expect(s.bindings.firedEvents == [.change, .multi])
        _ = s.press("down")
        #expect(!s.bindings.firedEvents.contains(.multi))
        _ = s.press("alt-d")
        #expect(s.bindings.firedEvents.contains(.multi))
        _ = s.press("alt-d")
        #expect(!s.bindings.firedEvents.contains(.multi))

        var preselected = try fresh(["--preselect", "b"] + Self.watchAll)
        _ = preselected.reduce(.inputRead(store(["a", "b"]), done: true))
        #expect(preselected.ticks.selection.count == 1)
        #expect(!preselected.bindings.firedEvents.contains(.multi))
    }

    // MARK: focus

    @Test("focus fires when the band reaches another item: the first item, a move, new results; not when it stays on its item")
    func focus() throws {
        var s = try fresh(Self.watchAll)
        _ = s.reduce(.inputRead(store(["ab", "ac", "b"], done: false), done: false))
        _ = s.reduce(.matched(RankedList(all: 3), for: s.request("", itemCount: 3)))
        #expect(s.bindings.firedEvents.contains(.focus))
        _ = s.press("down")
        #expect(s.bindings.firedEvents == [.focus])
        #expect(s.bandItem == 1)
        // More items for the same query: the band stays on item 1.
        _ = s.reduce(.inputRead(store(["ab", "ac", "b", "c"]), done: true))
        _ = s.reduce(.matched(RankedList(all: 4), for: s.request("", itemCount: 4)))
        #expect(s.bandItem == 1)
        #expect(!s.bindings.firedEvents.contains(.focus))
        // A new query puts the band on its best match, another item.
        _ = s.feed(typing("c"))
        _ = s.reduce(.matched(RankedList(indices: [3, 1]), for: s.request("c", itemCount: 4)))
        #expect(s.bandItem == 3)
        #expect(s.bindings.firedEvents.contains(.focus))
    }

    @Test("A focus handler that moves the band fires focus again, but not for ever (focus:up with --cycle)")
    func focusLoop() throws {
        var s = try settled(["--cycle", "--bind", "focus:up"])
        _ = s.press("down")
        #expect(s.bindings.firedEvents.count == PickerState.focusLimit)
        #expect(s.bindings.firedEvents.allSatisfy { $0 == .focus })
        // A handler that moves the band once settles.
        var once = try settled(["--bind", "focus:last"])
        _ = once.press("up")
        #expect(once.bindings.firedEvents == [.focus, .focus])
        #expect(once.bandItem == names.count - 1)
    }

    // MARK: click-header

    @Test("A tap on the header fires click-header with its line and column; a tap on a row does not")
    func clickHeader() throws {
        var s = try settled(["--header", "one\ntwo"] + Self.watchAll)
        _ = s.reduce(.placed(origin: 5, height: TickView().height(s)))
        // Line 0 is the prompt, then the two header lines; the text starts after "> ✓ "'s width.
        let textStart = TickView.textColumn(s)
        _ = s.feed([tap(column: textStart + 3, row: 7)])
        #expect(s.bindings.firedEvents == [.clickHeader])
        #expect(s.bindings.headerClick == PickerState.HeaderClick(line: 2, column: 3))
        _ = s.feed([tap(column: textStart + 1, row: 8)])
        #expect(!s.bindings.firedEvents.contains(.clickHeader))
        #expect(s.bindings.headerClick?.line == 2)
    }

    // MARK: jump

    @Test("jump labels the rows: a label moves the band there and fires jump; jump-cancel for any other key, which does nothing else")
    func jump() throws {
        var s = try settled(["--layout", "reverse", "--bind", "ctrl-j:jump,jump:ignore,jump-cancel:ignore"])
        _ = s.press("ctrl-j")
        #expect(s.bindings.jumping == .move)
        #expect(lines(draw(s))[1].hasPrefix("a"))
        #expect(lines(draw(s))[3].hasPrefix("d"))
        // "d" is the third label: the third row.
        _ = s.feed(typing("d"))
        #expect(s.bindings.jumping == nil)
        #expect(s.bandItem == 2)
        #expect(s.bindings.firedEvents == [.jump])
        _ = s.press("ctrl-j")
        _ = s.feed(typing("z"))
        #expect(s.bindings.firedEvents == [.jumpCancel])
        #expect(s.bandItem == 2)
        #expect(s.query.text == "")
        #expect(lines(draw(s))[1].hasPrefix(" "))
    }

    @Test("jump-accept accepts the labelled row; a label past the rows cancels")
    func jumpAccept() throws {
        var s = try settled(["--layout", "reverse", "--jump-labels", "xyz", "--bind", "ctrl-j:jump-accept"])
        _ = s.press("ctrl-j")
        #expect(s.feed(typing("y")) == [.finish(.accepted(items: [1], key: nil))])
        var few = try settled(["--layout", "reverse", "--jump-labels", "xyz", "--bind", "ctrl-j:jump-accept"], items: 2)
        _ = few.press("ctrl-j")
        #expect(few.feed(typing("z")) == [])
        #expect(few.bandItem == 0)
    }

    @Test("--jump-labels refuses an empty or non-ASCII set")
    func jumpLabelsChecked() {
        #expect(throws: UsageError.self) { try OptionParser.parse(["--jump-labels", ""], defaults: nil) }
        #expect(throws: UsageError.self) { try OptionParser.parse(["--jump-labels", "aé"], defaults: nil) }
    }

    // MARK: order

    @Test("Events fire in fzf's order: load, one, result, focus, change, multi; an ending handler stops the rest")
    func order() throws {
        var s = try fresh(Self.watchAll)
        _ = s.reduce(.inputRead(store(["a"]), done: true))
        _ = s.reduce(.matched(RankedList(all: 1), for: s.request("", itemCount: 1)))
        #expect(s.bindings.firedEvents == [.load, .one, .result, .resultFinal, .focus])
        var ending = try settled(["--bind", "ctrl-x:put(a)+toggle,change:abort,multi:ignore"])
        #expect(ending.press("ctrl-x") == [.queryChanged, .finish(.cancelled)])
        #expect(ending.bindings.firedEvents == [.change])
    }
}

/// fzf 0.74's `result-final`: `result`, held back while the input streams.
@Suite("The result-final event")
struct ResultFinalEventTests {
    @Test("result-final fires once per search whose ranking covers the complete input; not while the input streams")
    func resultFinal() throws {
        let options = try OptionParser.parse(["--bind", "result-final:ignore,result:ignore"], defaults: nil)
        var s = PickerState(config: PickerConfig(options: options), query: options.query)
        s.placement.size = TerminalSize(columns: 80, rows: 24)
        var builder = ItemStoreBuilder(separator: 0x0A)
        builder.append(Array("ab\nac\n".utf8))
        _ = s.reduce(.inputRead(builder.store, done: false))
        _ = s.reduce(.matched(RankedList(all: 2), for: s.request("", itemCount: 2)))
        #expect(s.bindings.firedEvents == [.result], "still streaming: result only")
        builder.append(Array("b\n".utf8))
        builder.finish()
        _ = s.reduce(.inputRead(builder.store, done: true))
        _ = s.reduce(.matched(RankedList(all: 3), for: s.request("", itemCount: 3)))
        #expect(s.bindings.firedEvents == [.result, .resultFinal])
        _ = s.reduce(.matched(RankedList(all: 3), for: s.request("", itemCount: 3)))
        #expect(s.bindings.firedEvents == [], "once per search")
    }

    @Test("An event that fires while a transform runs (fzf's blocking command) acts after it, in turn: result's transform-header, then result-final's transform-footer")
    func eventsWaitForACommand() throws {
        let options = try OptionParser.parse(["--bind", "result:transform-header(echo R),result-final:transform-footer(echo F)"],
                                             defaults: nil)
        var s = PickerState(config: PickerConfig(options: options), query: options.query)
        s.placement.size = TerminalSize(columns: 80, rows: 24)
        var builder = ItemStoreBuilder(separator: 0x0A)
        builder.append(Array("ab\nac\n".utf8))
        builder.finish()
        _ = s.reduce(.inputRead(builder.store, done: true))
        let first = s.reduce(.matched(RankedList(all: 2), for: s.request("", itemCount: 2)))
        #expect(first.compactMap(\.commandKind) == [.setting(.header)], "one command at a time")
        let second = s.reduce(.commandEnded(.setting(.header), status: 0, output: Array("R=2\n".utf8)))
        #expect(s.scripted.header.lines.map { String(decoding: $0, as: UTF8.self) } == ["R=2"])
        #expect(second.compactMap(\.commandKind) == [.setting(.footer)], "result-final's command runs after result's")
        _ = s.reduce(.commandEnded(.setting(.footer), status: 0, output: Array("F=2\n".utf8)))
        #expect(s.display.footer.lines.map { String(decoding: $0, as: UTF8.self) } == ["F=2"])
    }
}

private extension PickerEffect {
    /// The kind of the command this effect runs, if it runs one.
    var commandKind: CommandRequest.Kind? {
        if case .runCommand(let request) = self { return request.kind }
        return nil
    }
}
