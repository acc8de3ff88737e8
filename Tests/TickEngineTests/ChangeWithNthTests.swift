import Testing
@testable import TickCore
@testable import TickEngine

/// `change-with-nth` and `transform-with-nth` as fzf 0.74 does them: the text shown and
/// searched changes at run time, and `FZF_WITH_NTH` follows it.
@Suite("change-with-nth (no terminal)")
struct ChangeWithNthTests {
    static let items = ["alpha bravo charlie", "delta echo foxtrot", "golf hotel india"]

    /// Takes the engine's results until the rows shown (band and tick marks left out) are `rows`.
    static func shows(_ rows: Set<String>, _ c: inout PickerController, _ wake: WakePipe) -> Bool {
        for _ in 0..<100 {
            let frame = c.frame()
            let shown = Set((1..<frame.lines.count - 1).map { row in
                let text = frame.text(row: row)
                return String(text.drop { $0 == ">" || $0 == "✓" }).trimmingBlanks
            }.filter { !$0.isEmpty })
            if c.state.resultsAreCurrent && shown == rows { return true }
            _ = c.pumpAll(wake.waitForSources(timeout: 200))
        }
        return false
    }

    /// The value of `name` in the environment of a command started now, if set.
    static func variable(_ name: String, _ c: PickerController) -> String? {
        c.childEnvironment.lazy.map { String(decoding: $0, as: UTF8.self) }
            .first { $0.hasPrefix(name + "=") }.map { String($0.dropFirst(name.count + 1)) }
    }

    @Test("change-with-nth(2|3|) shows and searches each alternative in turn, the empty one --with-nth's; FZF_WITH_NTH follows")
    func rotation() throws {
        var (c, wake) = try PickerControllerTests.controller(Self.items, ["--with-nth", "1", "--bind", "ctrl-n:change-with-nth(2|3|)"])
        #expect(Self.shows(["alpha", "delta", "golf"], &c, wake))
        #expect(Self.variable("FZF_WITH_NTH", c) == "1")
        _ = c.type([0x0E])
        #expect(Self.shows(["bravo", "echo", "hotel"], &c, wake))
        #expect(Self.variable("FZF_WITH_NTH", c) == "2")
        _ = c.type([0x0E])
        #expect(Self.shows(["charlie", "foxtrot", "india"], &c, wake))
        _ = c.type([0x0E])
        #expect(Self.shows(["alpha", "delta", "golf"], &c, wake))
        #expect(Self.variable("FZF_WITH_NTH", c) == "1")
        // The query is looked for in the text shown: field 2 holds `echo`, field 1 does not.
        _ = c.type(Array("'echo".utf8))
        #expect(Self.shows([], &c, wake))
        _ = c.type([0x0E])
        #expect(Self.shows(["echo"], &c, wake))
    }

    @Test("Without --with-nth, change-with-nth changes nothing and FZF_WITH_NTH is unset (as fzf)")
    func onlyWithWithNth() throws {
        var (c, wake) = try PickerControllerTests.controller(Self.items, ["--bind", "ctrl-n:change-with-nth(2)"])
        _ = c.type([0x0E])
        #expect(Self.shows(Set(Self.items), &c, wake))
        #expect(Self.variable("FZF_WITH_NTH", c) == nil)
    }

    @Test("Under the name fzf, once the new text's matches are in, the ticked items they leave out are unticked (fzf's test_change_with_nth_selection); under the name tick they stay, hidden")
    func untickUnmatched() throws {
        for persona in [CommandName.fzf, .tick] {
            var options = try OptionParser.parse(["--with-nth", "2", "--multi", "--bind", "ctrl-a:select-all,ctrl-n:change-with-nth(3)"],
                                                 defaults: nil)
            options.persona = persona
            let wake = WakePipe()
            var c = PickerController(options: options, theme: Theme(colors: false), size: TerminalSize(columns: 80, rows: 24), wake: wake)
            c.send(.placed(origin: 1, height: 7))
            c.absorbInput(store(["one match x", "two miss y", "three match z", "four match match"]), done: true)
            _ = c.type(Array("match".utf8))
            #expect(Self.shows(["match"], &c, wake))
            _ = c.type([0x01])
            #expect(c.state.ticks.selection.count == 3)
            _ = c.type([0x0E])
            #expect(Self.shows(["match"], &c, wake))
            #expect(c.state.ticks.selection.inInputOrder == (persona == .fzf ? [3] : [0, 2, 3]), "\(persona)")
        }
    }
}
