import Testing
@testable import TickCore
@testable import TickEngine

@Suite("Picker controller (no terminal)")
struct PickerControllerTests {
    /// A controller over `items`, placed at the top of an 80×24 screen, with its input read.
    static func controller(_ items: [String], _ arguments: [String] = []) throws -> (PickerController, WakePipe) {
        let options = try OptionParser.parse(arguments, defaults: nil)
        let wake = WakePipe()
        var c = PickerController(options: options, theme: Theme(colors: false), size: TerminalSize(columns: 80, rows: 24), wake: wake)
        c.send(.placed(origin: 1, height: 7))
        c.absorbInput(store(items), done: true)
        return (c, wake)
    }

    /// Takes the engine's results until the toolbar counts `count` with nothing pending.
    static func settle(_ c: inout PickerController, _ wake: WakePipe, until count: String) -> Bool {
        for _ in 0..<100 {
            if c.state.resultsAreCurrent, c.frame().text(row: c.frame().lines.count - 1).hasPrefix(count + " ") { return true }
            // The one pump the session and tick-bench use.
            _ = c.pumpAll(wake.waitForSources(timeout: 200))
        }
        return false
    }

    @Test("-1 and -0 answer a driver that gives the whole input through absorbInput (no reader): the input is complete")
    func earlyAnswerAfterAbsorbInput() throws {
        let options = try OptionParser.parse(["-1"], defaults: nil)
        var one = PickerController(options: options, theme: Theme(colors: false), size: TerminalSize(columns: 80, rows: 24), wake: WakePipe())
        one.absorbInput(store(["only"]), done: true)
        #expect(one.inputDone)
        #expect(one.next() == .finish(.accepted(items: [0], key: nil)))

        var none = PickerController(options: try OptionParser.parse(["-0"], defaults: nil), theme: Theme(colors: false),
                                    size: TerminalSize(columns: 80, rows: 24), wake: WakePipe())
        none.absorbInput(store([]), done: true)
        #expect(none.next() == .finish(.noMatch))
    }

    @Test("Typing filters: the frame shows the best matches with the band on the first, and the count")
    func typing() throws {
        var (c, wake) = try Self.controller(["apple", "banana", "cherry", "grape", "pineapple"])
        #expect(c.type(Array("ap".utf8)).isEmpty)
        #expect(Self.settle(&c, wake, until: "3/5"))
        let frame = c.frame()
        #expect(frame.text(row: 0) == "> ap")
        #expect(frame.text(row: 1) == ">  apple")
        #expect((1...3).map { frame.text(row: $0) }.contains("   grape"))
    }

    @Test("change-nth looks for the query in other fields, each alternative in turn, and the matches follow")
    func changeNth() throws {
        var (c, wake) = try Self.controller(["a x", "x a", "b b", "a a"], ["--nth", "1", "--bind", "ctrl-n:change-nth(2|1..)"])
        /// Takes the engine's results until the rows shown (band mark left out) are `rows`.
        func shows(_ rows: Set<String>) -> Bool {
            for _ in 0..<100 {
                let frame = c.frame()
                let shown = Set((1..<frame.lines.count - 1).map { row in
                    let text = frame.text(row: row)
                    return (text.hasPrefix(">") ? String(text.dropFirst()) : text).trimmingBlanks
                }.filter { !$0.isEmpty })
                if c.state.resultsAreCurrent && shown == rows { return true }
                _ = c.pumpAll(wake.waitForSources(timeout: 200))
            }
            return false
        }
        _ = c.type(Array("a".utf8))
        #expect(shows(["a x", "a a"]))
        _ = c.type([0x0E])
        #expect(shows(["x a", "a a"]))
        #expect(c.state.scripted.nth == (try FieldList(parsing: "2")))
        _ = c.type([0x0E])
        #expect(shows(["a x", "x a", "a a"]))
        // Round again: the second field, from what the engine kept.
        _ = c.type([0x0E])
        #expect(shows(["x a", "a a"]))
    }

    @Test("Time comes in, the next deadline goes out: a lone Esc is a key once its wait has passed, and a silent terminal gets the picker placed blind")
    func timers() throws {
        var (c, _) = try Self.controller(["one", "two"])
        #expect(c.nextDeadline() == nil)
        c.receive([0x1B], at: 1000)
        #expect(c.next() == nil)
        c.advance(to: 1000)
        #expect(c.nextDeadline() == 1000 + Tunables.escapeDelay)
        c.advance(to: 1000 + Tunables.escapeDelay - 1)
        #expect(c.next() == nil, "the Esc waits for the rest of a sequence")
        c.advance(to: 1000 + Tunables.escapeDelay)
        #expect(c.next() == .finish(.cancelled))
        #expect(c.nextDeadline() == nil)

        var (placing, _) = try Self.controller(["one"])
        placing.beginPlacing(at: 0)
        #expect(placing.nextDeadline() == Tunables.cursorReportTimeout)
        placing.advance(to: Tunables.cursorReportTimeout - 1)
        #expect(placing.owesReplies)
        // Leaving meanwhile waits for the answer no longer than the question's own wait.
        #expect(placing.replyWait(at: Tunables.cursorReportTimeout - 100) == 100)
        placing.advance(to: Tunables.cursorReportTimeout)
        #expect(placing.nextDeadline() == nil)
        #expect(!placing.owesReplies, "a terminal silent for the whole wait is owed nothing")
    }

    @Test("Esc waits fzf's window (100 ms) after each byte: Esc, Esc and [A 90 ms apart are Alt-Up, Esc then b 60 ms later Alt-B")
    func escapeWindow() throws {
        #expect(Tunables.escapeDelay == 100, "fzf 0.74.5's ESCDELAY default")
        var (c, _) = try Self.controller(["one", "two"], ["--bind", "alt-up:change-query(alt up),alt-b:change-query(alt b)"])
        for (bytes, time) in [([UInt8]([0x1B]), 1000.0), ([0x1B], 1090), (Array("[A".utf8), 1180)] {
            c.advance(to: time)
            c.receive(bytes, at: time)
            c.advance(to: time)
            #expect(c.next() == nil, "nothing is read as Esc at \(time)")
        }
        #expect(c.state.query.text == "alt up")
        c.receive([0x1B], at: 2000)
        c.advance(to: 2000)
        c.advance(to: 2060)
        c.receive(Array("b".utf8), at: 2060)
        c.advance(to: 2060)
        #expect(c.next() == nil)
        #expect(c.state.query.text == "alt b")
    }

    @Test("Keys typed while the position question is unanswered apply at once; the answer, read among them, places the picker")
    func keysDuringPlacement() throws {
        let options = try OptionParser.parse([], defaults: nil)
        let wake = WakePipe()
        var c = PickerController(options: options, theme: Theme(colors: false), size: TerminalSize(columns: 80, rows: 24), wake: wake)
        c.absorbInput(store(["one", "two", "three"]), done: true)
        c.beginPlacing()
        c.send(.placed(origin: nil, height: 7))
        #expect(c.type(Array("\tt".utf8)).isEmpty)
        #expect(c.state.ticks.selection.inInputOrder == [0])
        #expect(c.state.query.text == "t")
        #expect(c.owesReplies)
        // The answer: not a key (F3 with a modifier), and owed no more.
        c.receive(Array("\u{1B}[5;1R".utf8))
        #expect(c.next() == .cursorFound(ScreenPoint(row: 5, column: 1)))
        #expect(c.state.origin == 5 && !c.owesReplies)
        #expect(c.state.query.text == "t")
    }

    @Test("A button pressed and not yet released is owed its release; the wheel owes nothing")
    func buttonOwesRelease() throws {
        var (c, _) = try Self.controller(["one", "two"])
        #expect(!c.owesReplies)
        c.receive(Array("\u{1B}[<64;3;2M".utf8))
        #expect(!c.owesReplies)
        c.receive(Array("\u{1B}[<0;3;2M".utf8))
        #expect(c.owesReplies)
        c.receive(Array("\u{1B}[<0;3;2m".utf8))
        #expect(!c.owesReplies)
        c.receive(Array("\u{1B}[<0;3;2M".utf8))
        c.beginPlacing()
        #expect(c.owesReplies)
        // Read and dropped before Ctrl-Z: the next placement's answer is the one that counts.
        c.repliesDrained()
        #expect(!c.owesReplies)
        c.beginPlacing()
        c.receive(Array("\u{1B}[4;1R".utf8))
        #expect(c.next() == .cursorFound(ScreenPoint(row: 4, column: 1)))
        c.receive(Array("\u{1B}[<0;3".utf8))
        #expect(c.owesReplies, "half a report: its rest is owed")
    }

    @Test("Enter accepts the ticked rows; with --json-object a duplicate key is refused with a message")
    func accept() throws {
        var (c, _) = try Self.controller(["web 1", "web 2", "db 3"], ["--json-object", "--key-nth", "1"])
        #expect(c.type(Array("\t\t\r".utf8)).isEmpty)
        #expect(c.state.message?.hasPrefix("Duplicate key 'web'") == true)
        // Untick web 2 (Up, Tab), then Enter.
        #expect(c.type(Array("\u{1B}[A\t\r".utf8)) == [.finish(.accepted(items: [0], key: nil))])
    }
}

/// fzf's `every(N)` event: the controller's timers run its actions every N seconds.
@Suite("every(N)")
struct EveryEventTests {
    @Test("every(N) runs its actions once per interval, its deadline in nextDeadline; a late pass runs them once")
    func every() throws {
        var (c, wake) = try PickerControllerTests.controller(["one", "two", "three", "four"], ["--bind", "every(0.5):down"])
        #expect(PickerControllerTests.settle(&c, wake, until: "4/4"))
        c.advance(to: 1000)
        #expect(c.nextDeadline() == 1500)
        c.advance(to: 1499)
        #expect(c.state.cursor == 0)
        c.advance(to: 1500)
        #expect(c.state.cursor == 1)
        #expect(c.nextDeadline() == 2000)
        // Three intervals late: one run, the next due an interval on.
        c.advance(to: 3600)
        #expect(c.state.cursor == 2)
        #expect(c.nextDeadline() == 4100)
    }

    @Test("every(N) is read as fzf reads it: seconds, at least 0.01; anything else is refused in one line")
    func parsing() throws {
        #expect(try BindTrigger(parsing: "every(2)") == .every(milliseconds: 2000))
        #expect(try BindTrigger(parsing: "every(0.001)") == .every(milliseconds: 10))
        #expect(try KeyBinding.parseList("start,every(1.5):reload-sync:ps -ef").map(\.trigger) == [.event(.start), .every(milliseconds: 1500)])
        #expect(throws: UsageError.self) { try BindTrigger(parsing: "every(x)") }
        #expect(throws: UsageError.self) { try BindTrigger(parsing: "every(-1)") }
    }
}

@Suite("Picker controller: when a preview starts")
struct PreviewStartTests {
    /// A drawing controller over three items with `--preview COMMAND`, under `name`, its
    /// matches in, at time 1 ms, with the first preview's output in unless it prints nothing.
    private func controller(as name: CommandName, _ command: String = "true", _ arguments: [String] = [])
        throws -> PickerController {
        let options = try OptionParser.parse(["--preview", command] + arguments, sources: [], from: name.defaultOptions)
        let wake = WakePipe()
        var c = PickerController(options: options, theme: Theme(colors: false), size: TerminalSize(columns: 80, rows: 24), wake: wake)
        c.send(.placed(origin: 1, height: 7))
        c.absorbInput(store(["one", "two", "three"]), done: true)
        for _ in 0..<100 where !c.state.resultsAreCurrent { _ = c.pumpAll(wake.waitForSources(timeout: 200)) }
        #expect(c.state.resultsAreCurrent)
        at(&c, 0)
        guard name == .fzf, command == "true" else { return c }
        for _ in 0..<100 where c.state.preview?.isLoading != false {
            _ = c.pumpAll(wake.waitForSources(timeout: 200))
            at(&c, 1)
        }
        #expect(c.state.preview?.isLoading == false, "the first preview's output")
        return c
    }

    /// The controller at time `now` (milliseconds), with what is due then done.
    private func at(_ c: inout PickerController, _ now: Double) {
        c.advance(to: now)
        for _ in 0..<100 where c.next() != nil {}
    }

    @Test("Under the name fzf a preview starts as soon as the band is on a row, as fzf's; under tick's once it rested 60 ms")
    func atOnceUnderFzf() throws {
        for name in [CommandName.tick, .fzf] {
            var c = try controller(as: name)
            at(&c, 1)
            #expect((c.state.preview?.runningKey != nil) == (name == .fzf), "\(name)")
            at(&c, 1 + Tunables.previewDelay)
            #expect(c.state.preview?.runningKey != nil, "\(name)")
        }
    }

    @Test("Under the name fzf keys that come together start the preview of each row the band stops on, as fzf's")
    func eachKeyUnderFzf() throws {
        var c = try controller(as: .fzf, "true", ["--bind", "ctrl-x:execute(true)"])
        let first = c.state.bandItem
        // Up moves the band, then ctrl-x hands the session a command: the preview of the row Up
        // left the band on has started by then.
        c.receive(Array("\u{1B}[A\u{18}".utf8), at: 2)
        guard case .execute? = c.next() else { Issue.record("ctrl-x's execute"); return }
        #expect(c.state.bandItem != first)
        #expect(c.state.preview?.runningKey?.item == c.state.bandItem)
    }

    @Test("Under the name fzf a preview that has shown nothing is given 500 ms to end before the next row's starts, as fzf's")
    func graceUnderFzf() throws {
        var c = try controller(as: .fzf, "sleep 5")
        let first = try #require(c.state.preview?.runningKey)
        c.receive(Array("\u{1B}[A".utf8), at: 2)
        at(&c, 2)
        #expect(c.state.preview?.runningKey == first)
        at(&c, 2 + Tunables.previewCancelWait - 1)
        #expect(c.state.preview?.runningKey == first)
        at(&c, 2 + Tunables.previewCancelWait)
        #expect(c.state.preview?.runningKey?.item == c.state.bandItem && c.state.bandItem != first.item)
        c.processes.stopPreview()
    }
}
