import Testing
@testable import TickCore

/// fzf's raw mode (`--raw`, `toggle-raw`, `enable-raw`, `disable-raw`): every item listed,
/// the band over all of them, `up-match`, `down-match` and `best` going to matches, as fzf
/// 0.74.5 does (its test_raw.rb). Ten items, fzf's layout (the best row at the bottom: up the
/// screen is up the list), the query's matches given by hand.
@Suite("Raw mode")
struct RawModeTests {
    /// A picker under the name fzf over ten items with `arguments`, the query's matches being
    /// `matches` (rank order).
    func raw(_ arguments: [String], matches: [Int]) throws -> PickerState {
        var s = try picker(["--raw"] + arguments, items: 10, as: .fzf)
        s.feed(typing("x"))
        s.setResults(RankedList(indices: matches.map { UInt32($0) }), for: s.request("x", itemCount: 10))
        return s
    }

    @Test("--raw lists every item in input order, the band on the first; the matches are told apart and counted")
    func listsEveryItem() throws {
        let s = try raw([], matches: [5, 2, 8])
        #expect(s.rawMode)
        #expect(s.shown.itemIndices == Array(0..<10))
        #expect(s.bandItem == 0)
        #expect(s.results.count == 3)
        #expect(s.isMatch(5) && s.isMatch(2) && !s.isMatch(0) && !s.isMatch(9))
        let plain = try picker(items: 10, as: .fzf)
        #expect(!plain.rawMode && plain.isMatch(3))
    }

    @Test("up-match and down-match (Ctrl-P, Ctrl-N) skip to matching rows and stay when none lies that way; up passes over all")
    func movesToMatches() throws {
        var s = try raw([], matches: [5, 2, 8])
        _ = s.press("up")
        #expect(s.bandItem == 1)
        _ = s.press("ctrl-p")
        #expect(s.bandItem == 2)
        _ = s.press("ctrl-p")
        #expect(s.bandItem == 5)
        _ = s.press("ctrl-p", "ctrl-p")
        #expect(s.bandItem == 8)
        _ = s.press("ctrl-n", "ctrl-n", "ctrl-n", "ctrl-n")
        #expect(s.bandItem == 2)
    }

    @Test("best goes to the best match's row in raw mode, to the first row otherwise")
    func best() throws {
        var s = try raw(["--bind", "space:best"], matches: [5, 2, 8])
        _ = s.press("space")
        #expect(s.bandItem == 5 && s.cursor == 5)
        var plain = try picker(["--bind", "space:best"], items: 10, as: .fzf)
        _ = plain.press("up", "up", "space")
        #expect(plain.cursor == 0)
    }

    @Test("disable-raw puts the band on the nearest match (up the list first) and unticks the items that do not match")
    func disable() throws {
        var s = try raw(["-m", "--bind", "ctrl-x:disable-raw"], matches: [2, 5])
        s.ticks.tick(0)
        s.ticks.tick(2)
        _ = s.press("up", "up", "up")
        #expect(s.bandItem == 3)
        _ = s.press("ctrl-x")
        #expect(!s.rawMode)
        #expect(s.shown.itemIndices == [2, 5])
        #expect(s.bandItem == 2)
        #expect(s.ticks.selection.inTickOrder == [2])
        var far = try raw(["--bind", "ctrl-x:disable-raw"], matches: [2, 5])
        _ = far.press("up", "up", "up", "up", "up", "up", "up")
        #expect(far.bandItem == 7)
        _ = far.press("ctrl-x")
        #expect(far.bandItem == 5)
        var next = try raw(["--bind", "ctrl-x:disable-raw"], matches: [2, 5])
        _ = next.press("up", "up", "up", "up")
        _ = next.press("ctrl-x")
        #expect(next.bandItem == 5)
    }

    @Test("enable-raw and toggle-raw keep the band on its item; toggle-raw turns it off again")
    func enable() throws {
        var s = try picker(["--bind", "ctrl-x:toggle-raw,ctrl-y:enable-raw"], items: 10, as: .fzf)
        s.feed(typing("x"))
        s.setResults(RankedList(indices: [5, 2, 8]), for: s.request("x", itemCount: 10))
        _ = s.press("up")
        #expect(s.bandItem == 2)
        _ = s.press("ctrl-y")
        #expect(s.rawMode && s.bandItem == 2 && s.cursor == 2)
        _ = s.press("ctrl-y")
        #expect(s.rawMode)
        _ = s.press("ctrl-x")
        #expect(!s.rawMode && s.bandItem == 2 && s.shown.itemIndices == [5, 2, 8])
    }

    @Test("select-all ticks only the matches in raw mode, as fzf does")
    func selectAll() throws {
        var s = try raw(["-m", "--bind", "ctrl-a:select-all"], matches: [5, 2, 8])
        _ = s.press("ctrl-a")
        #expect(s.rawMode)
        #expect(Set(s.ticks.selection.inTickOrder) == [2, 5, 8])
    }

    @Test("FZF_RAW is 1 on a matching row and 0 on another in raw mode, and absent without it")
    func environment() throws {
        func raw(_ s: PickerState) -> String? {
            ChildEnvironment.entries(for: s, item: nil).map { String(decoding: $0, as: UTF8.self) }
                .first { $0.hasPrefix("FZF_RAW=") }
        }
        var s = try self.raw([], matches: [5, 2, 8])
        #expect(raw(s) == "FZF_RAW=0")
        _ = s.press("ctrl-p")
        #expect(raw(s) == "FZF_RAW=1")
        #expect(raw(try picker(items: 10, as: .fzf)) == nil)
    }

    @Test("A row that does not match is drawn dim (fzf's nomatch), a matching one is not")
    func dimmed() throws {
        let s = try raw([], matches: [5, 2, 8])
        let frame = draw(s, rows: FixedRows((0..<10).map { "row\($0)" }))
        let text = lines(frame)
        func style(_ label: String) -> Style? {
            guard let row = text.firstIndex(where: { $0.hasSuffix(label) }) else { return nil }
            return frame.lines[row].last { $0.text == String(label.last!) }?.style
        }
        #expect(style("row3")?.dim == true)
        #expect(style("row2")?.dim == false)
    }
}
