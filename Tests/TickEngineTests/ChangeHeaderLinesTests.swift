import Testing
@testable import TickCore
@testable import TickEngine

/// `change-header-lines` and `transform-header-lines` as fzf 0.74 does them (fzf's
/// test_change_header_lines, _to_zero, _deselect): how many of the first input lines are the
/// header changes at run time, the band staying on its item.
@Suite("change-header-lines (no terminal)")
struct ChangeHeaderLinesTests {
    static let seq10 = (1...10).map(String.init)

    /// Takes the engine's results (and commands' ends) until `ready` holds of the state.
    static func settle(_ c: inout PickerController, _ wake: WakePipe, _ ready: (PickerState) -> Bool) -> Bool {
        for _ in 0..<100 {
            while c.next() != nil {}
            if c.state.resultsAreCurrent, c.state.waiting == nil, ready(c.state) { return true }
            _ = c.pumpAll(wake.waitForSources(timeout: 200))
        }
        return false
    }

    /// The texts of the header's lines, of the items listed, and of the band's item.
    static func texts(_ s: PickerState) -> (header: [String], listed: [String], band: String?) {
        (s.scripted.header.lines.map { String(decoding: $0, as: UTF8.self) },
         s.results.itemIndices.map { s.store.bytes($0) }.map { String(decoding: $0, as: UTF8.self) },
         s.bandItem.map { String(decoding: s.store.bytes($0), as: UTF8.self) })
    }

    @Test("3 header lines, then 5 (the band's item became header: the first listed), then 1 from a command (the band stays on 6), then 0")
    func changes() throws {
        var (c, wake) = try PickerControllerTests.controller(Self.seq10, [
            "--header-lines", "3", "--bind", "ctrl-n:change-header-lines(5),ctrl-o:transform-header-lines(echo 1),ctrl-z:change-header-lines(0)",
        ])
        #expect(Self.settle(&c, wake) { Self.texts($0).listed.count == 7 })
        #expect(Self.texts(c.state).header == ["1", "2", "3"])
        #expect(Self.texts(c.state).band == "4")
        _ = c.type([0x0E])
        #expect(Self.settle(&c, wake) { Self.texts($0).listed == ["6", "7", "8", "9", "10"] })
        #expect(Self.texts(c.state).header == ["1", "2", "3", "4", "5"])
        #expect(Self.texts(c.state).band == "6")
        _ = c.type([0x0F])
        #expect(Self.settle(&c, wake) { Self.texts($0).listed.count == 9 })
        #expect(Self.texts(c.state).header == ["1"])
        #expect(Self.texts(c.state).band == "6")
        #expect(c.childEnvironment.contains(Array("FZF_TOTAL_COUNT=9".utf8)))
        _ = c.type([0x1A])
        #expect(Self.settle(&c, wake) { Self.texts($0).listed.count == 10 })
        #expect(Self.texts(c.state).header == [])
        #expect(Self.texts(c.state).band == "6")
    }

    @Test("Ticked items that become header lines are unticked; the others stay ticked")
    func unticks() throws {
        var (c, wake) = try PickerControllerTests.controller(Self.seq10, [
            "--multi", "--header-lines", "0", "--bind", "ctrl-a:select-all,ctrl-n:change-header-lines(3),ctrl-o:change-header-lines(1)",
        ])
        #expect(Self.settle(&c, wake) { Self.texts($0).listed.count == 10 })
        _ = c.type([0x01])
        #expect(c.state.ticks.selection.count == 10)
        _ = c.type([0x0E])
        #expect(Self.settle(&c, wake) { Self.texts($0).listed.count == 7 })
        #expect(c.state.ticks.selection.inInputOrder == Array(3...9))
        _ = c.type([0x0F])
        #expect(Self.settle(&c, wake) { Self.texts($0).listed.count == 9 })
        #expect(c.state.ticks.selection.inInputOrder == Array(3...9))
    }

    @Test("A number that is not 0 or more changes nothing")
    func badNumber() throws {
        var (c, wake) = try PickerControllerTests.controller(Self.seq10, [
            "--header-lines", "2", "--bind", "ctrl-n:change-header-lines(x),ctrl-o:change-header-lines(-1)",
        ])
        #expect(Self.settle(&c, wake) { Self.texts($0).listed.count == 8 })
        _ = c.type([0x0E, 0x0F])
        #expect(Self.settle(&c, wake) { Self.texts($0).listed.count == 8 && Self.texts($0).header == ["1", "2"] })
    }

    @Test("Changed by what a transform prints, or under the name fzf by any action, with no binding naming change-header-lines", arguments: [
        (["--bind", "ctrl-n:transform(echo change-header-lines:5)"], CommandName.tick),
        (["--bind", "ctrl-n:transform(echo change-header-lines:5)"], CommandName.fzf),
        (["--bind", "ctrl-n:bg-transform(echo change-header-lines:5)"], CommandName.tick),
        (["--bind", "ctrl-n:execute-silent(true)+change-header-lines(5)"], CommandName.fzf),
    ])
    func unnamed(_ arguments: [String], as name: CommandName) throws {
        let options = try OptionParser.parse(["--header-lines", "3"] + arguments, sources: [], from: name.defaultOptions)
        #expect(options.movesHeaderLines)
        let wake = WakePipe()
        var c = PickerController(options: options, theme: Theme(colors: false), size: TerminalSize(columns: 80, rows: 24), wake: wake)
        c.send(.placed(origin: 1, height: 7))
        c.absorbInput(store(Self.seq10), done: true)
        #expect(Self.settle(&c, wake) { Self.texts($0).listed.count == 7 })
        #expect(Self.texts(c.state).header == ["1", "2", "3"])
        _ = c.type([0x0E])
        #expect(Self.settle(&c, wake) { Self.texts($0).listed == ["6", "7", "8", "9", "10"] })
        #expect(Self.texts(c.state).header == ["1", "2", "3", "4", "5"])
    }
}
