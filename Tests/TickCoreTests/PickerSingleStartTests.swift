import Testing
@testable import TickCore

@Suite("Picker: --single starts on the preselected item")
struct PickerSingleStartTests {
    /// A `--single` picker with `arguments`, fed the lines `head` and then `tail` in two
    /// snapshots, each followed by the matches of the empty query.
    private func stream(_ arguments: [String], _ head: String, _ tail: String, between: (inout PickerState) -> Void = { _ in }) throws -> PickerState {
        let options = try OptionParser.parse(["--single"] + arguments, defaults: nil)
        var state = PickerState(config: PickerConfig(options: options), preselector: Preselector(options: options))
        state.placement.size = TerminalSize(columns: 80, rows: 24)
        var builder = ItemStoreBuilder(separator: 0x0A)
        builder.append(Array(head.utf8))
        let first = builder.store
        _ = state.reduce(.inputRead(first, done: false))
        _ = state.reduce(.matched(RankedList(all: first.count), for: state.request("", itemCount: first.count)))
        builder.append(Array(tail.utf8))
        builder.finish()
        let store = builder.store
        between(&state)
        _ = state.reduce(.inputRead(store, done: true))
        _ = state.reduce(.matched(RankedList(all: store.count), for: state.request("", itemCount: store.count)))
        return state
    }

    @Test("The band starts on the preselected item, even when it arrives after the first rows")
    func startsOnPreselected() throws {
        let early = try stream(["--preselect", "beta"], "alpha\nbeta\n", "gamma\n")
        #expect(early.bandItem == 1)
        let late = try stream(["--preselect", "gamma"], "alpha\n", "beta\ngamma\n")
        #expect(late.bandItem == 2)
    }

    @Test("Of equal items the band starts on the first; a band the user moved stays where it was put")
    func firstAndMoved() throws {
        let twins = try stream(["--preselect", "dup"], "x\ndup\n", "dup\n")
        #expect(twins.bandItem == 1)
        let moved = try stream(["--preselect", "gamma"], "alpha\nbeta\n", "gamma\n") { state in
            state.press("down")
        }
        #expect(moved.bandItem == 1, "the user moved the band to beta before gamma arrived")
    }
}
