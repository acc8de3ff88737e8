import Testing
@testable import TickCore
@testable import TickEngine

@Suite("--height ~N: the picker waits for its rows")
struct AdaptiveHeightTests {
    static func controller(_ arguments: [String]) throws -> PickerController {
        let options = try OptionParser.parse(arguments, defaults: nil)
        return PickerController(options: options, theme: Theme(colors: false), size: TerminalSize(columns: 80, rows: 24), wake: WakePipe())
    }

    @Test("As fzf, the picker is drawn once the input has ended or fills the rows, then as tall as the items")
    func waitsForRows() throws {
        var c = try Self.controller(["--height", "~5"])
        #expect(!c.drawing)
        c.absorbInput(store(["one", "two"]), done: false)
        #expect(c.next() == nil && !c.drawing)
        c.inputDone = true
        #expect(c.next() == .startDrawing && c.drawing)
        #expect(c.next() == nil, "asked once")
        #expect(c.state.rowCount == 2)

        var full = try Self.controller(["--height", "~5"])
        full.absorbInput(store((1...6).map(String.init)), done: false)
        #expect(full.next() == .startDrawing)
        #expect(full.state.rowCount == 5)

        // Without ~ the picker draws at once.
        #expect(try Self.controller(["--height", "5"]).drawing)
    }
}
