import Foundation
import Glibc
import Testing
@testable import TickCore
@testable import TickEngine

/// Reloads without a terminal: the controller starts the command itself (`PickerProcesses`),
/// here `cat` of a FIFO the test writes the new items to, as a producer would.
@Suite("Reload and tracking (controller)")
struct ReloadTests {
    static let ctrlR: [UInt8] = [0x12]
    static let tab: [UInt8] = [0x09]
    static let down: [UInt8] = Array("\u{1B}[B".utf8)

    /// A controller over `items` with ctrl-r bound to `action` (by default `reload` of what the
    /// test writes to `source`).
    static func controller(_ items: [String], _ arguments: [String] = [], action: String? = nil,
                           sync: Bool = false) throws -> (PickerController, WakePipe, ReloadSource) {
        let source = try ReloadSource()
        let bound = action ?? "\(sync ? "reload-sync" : "reload")(cat \(source.fifo))"
        let (c, wake) = try PickerControllerTests.controller(items, ["--bind", "ctrl-r:\(bound)"] + arguments)
        return (c, wake, source)
    }

    /// Presses ctrl-r with `items` written for the reload's command, ends them when `done`, and
    /// takes what comes until the reload's reader has them all (and, when `done`, the end).
    static func reload(_ c: inout PickerController, _ wake: WakePipe, _ source: ReloadSource, with items: [String],
                       done: Bool = true) {
        source.open()
        source.write(items)
        _ = c.type(ctrlR)
        // The writing end stays open until the command has read the items: a FIFO closed
        // before its reader opened it drops what it held.
        for _ in 0..<100 where c.processes.readerProgress.store.count < items.count {
            _ = c.pumpAll(wake.waitForSources(timeout: 200))
        }
        _ = c.pumpAll([.reader])
        if done { finishReload(&c, wake, source, with: []) }
    }

    /// Writes the rest of a reload's items, ends them, and takes what comes until all are in.
    static func finishReload(_ c: inout PickerController, _ wake: WakePipe, _ source: ReloadSource, with items: [String]) {
        source.write(items)
        source.end()
        for _ in 0..<100 {
            _ = c.pumpAll(wake.waitForSources(timeout: 200))
            if c.inputDone { return }
        }
        Issue.record("the reload's items did not end")
    }

    /// The values of the ticked items, in tick order.
    static func ticked(_ c: PickerController) -> [String] {
        c.state.ticks.selection.inTickOrder.map { String(decoding: c.store.item($0), as: UTF8.self) }
    }

    /// Takes the engine's results until the shown ones answer the current query over every item.
    static func settle(_ c: inout PickerController, _ wake: WakePipe) -> Bool {
        for _ in 0..<100 {
            if c.state.resultsAreCurrent, c.state.resultsItemCount == c.store.count, !c.state.results.isPartial { return true }
            _ = c.pumpAll(wake.waitForSources(timeout: 200))
        }
        return false
    }

    static func band(_ c: PickerController) -> String? {
        c.state.bandItem.map { String(decoding: c.store.item($0), as: UTF8.self) }
    }

    @Test("The command run has the placeholders filled in from the band's item and the query, quoted; a chain that reloads twice runs the last")
    func command() throws {
        var (c, wake, _) = try Self.controller(["one", "two it's"], action: "reload(printf '%s\\n' first)+reload(printf '%s\\n' {q} {})")
        _ = c.type(Self.down)
        _ = c.type(Array("t".utf8))
        _ = c.type(Self.ctrlR)
        #expect(Self.settle(&c, wake))
        for _ in 0..<100 where !(c.inputGeneration == 1 && c.inputDone) { _ = c.pumpAll(wake.waitForSources(timeout: 200)) }
        #expect(c.inputGeneration == 1, "one command ran")
        #expect((0..<c.store.count).map { String(decoding: c.store.item($0), as: UTF8.self) } == ["t", "two it's"])
    }

    @Test("Ticks stay on the items still there, in tick order; the others are dropped and the toolbar says how many")
    func ticksKeptAndDropped() throws {
        var (c, wake, cSource) = try Self.controller(["a", "b", "c", "d"], ["--order", "selection"])
        for key in [Self.down, Self.down, Self.tab, Self.tab] { _ = c.type(key) }  // c, then d
        for _ in 0..<3 { _ = c.type(Array("\u{1B}[A".utf8)) }
        _ = c.type(Self.tab)  // a
        #expect(Self.ticked(c) == ["c", "d", "a"])
        Self.reload(&c, wake, cSource, with: ["d", "x", "a", "c"])
        #expect(Self.settle(&c, wake))
        #expect(Self.ticked(c) == ["c", "d", "a"], "the tick order is kept")
        #expect(c.state.ticks.selection.inTickOrder == [3, 0, 2])
        #expect(c.state.message == nil)
        Self.reload(&c, wake, cSource, with: ["x", "c"])
        #expect(Self.settle(&c, wake))
        #expect(Self.ticked(c) == ["c"])
        #expect(c.state.message == "2 ticked rows gone with the reload")
        #expect(c.frame().text(row: c.frame().lines.count - 1).hasPrefix("2 ticked rows gone with the reload "))
        _ = c.type(Self.down)
        #expect(c.frame().text(row: c.frame().lines.count - 1).hasPrefix("2/2  1 ticked"), "the counts come back at the next key")
    }

    @Test("Of look-alikes, the one ticked keeps its tick: the same occurrence among items of the same value")
    func duplicates() throws {
        var (c, wake, cSource) = try Self.controller(["a", "b", "a", "a"])
        for key in [Self.down, Self.down, Self.tab] { _ = c.type(key) }  // the second "a"
        #expect(c.state.ticks.selection.inTickOrder == [2])
        Self.reload(&c, wake, cSource, with: ["a", "a", "b", "x", "a"])
        #expect(Self.settle(&c, wake))
        #expect(c.state.ticks.selection.inTickOrder == [1])
        Self.reload(&c, wake, cSource, with: ["a", "b"])
        #expect(Self.settle(&c, wake))
        #expect(c.state.ticks.selection.isEmpty, "the second a is gone")
        #expect(c.state.message == "1 ticked row gone with the reload")
    }

    @Test("The band stays on its item when it is still there, under the same query")
    func bandKept() throws {
        var (c, wake, cSource) = try Self.controller(["apple", "banana", "cherry", "grape"])
        _ = c.type(Array("a".utf8))
        #expect(Self.settle(&c, wake))
        _ = c.type(Self.down)
        let before = Self.band(c)
        Self.reload(&c, wake, cSource, with: ["kiwi", "grape", "avocado", "apple", "banana"])
        #expect(Self.settle(&c, wake))
        #expect(Self.band(c) == before)
        #expect(c.state.query.text == "a", "the query is applied again")
    }

    /// A controller as `controller` makes it, under the name fzf.
    static func fzfController(_ items: [String], _ arguments: [String]) throws -> (PickerController, WakePipe, ReloadSource) {
        let source = try ReloadSource()
        let options = try OptionParser.parse(["--multi", "--layout", "reverse", "--bind", "ctrl-r:reload(cat \(source.fifo))"] + arguments,
                                             sources: [], from: CommandName.fzf.defaultOptions)
        let wake = WakePipe()
        var c = PickerController(options: options, theme: Theme(colors: false), size: TerminalSize(columns: 80, rows: 24), wake: wake)
        c.send(.placed(origin: 1, height: 7))
        c.absorbInput(store(items), done: true)
        return (c, wake, source)
    }

    @Test("Under the name fzf a reload clears the ticks silently and keeps the band's position, unless --id-nth tells items apart (and --track follows the band's)")
    func fzfReload() throws {
        // No --id-nth: ticks cleared, the band at the same position.
        var (c, wake, source) = try Self.fzfController(["a", "b", "c", "d"], [])
        for key in [Self.down, Self.tab] { _ = c.type(key) }  // b ticked; the band on c
        #expect(Self.settle(&c, wake) && Self.band(c) == "c")
        Self.reload(&c, wake, source, with: ["w", "b", "y", "z"])
        #expect(Self.settle(&c, wake))
        #expect(c.state.ticks.selection.isEmpty)
        #expect(Self.band(c) == "y")
        // fzf says nothing of the ticks a reload took (test_reload reads `  1/553 (0/2)`).
        #expect(c.state.message == nil)
        // --id-nth: ticks carried by their fields; without --track the band keeps its position.
        var (d, dWake, dSource) = try Self.fzfController(["1 a", "2 b", "3 c"], ["--id-nth", "1"])
        _ = d.type(Self.tab)  // 1 ticked; the band on 2
        Self.reload(&d, dWake, dSource, with: ["2 y", "3 z", "1 x"])
        #expect(Self.settle(&d, dWake))
        #expect(Self.ticked(d) == ["1 x"] && Self.band(d) == "3 z")
        // --track --id-nth: the band follows its item.
        var (t, tWake, tSource) = try Self.fzfController(["1 a", "2 b", "3 c"], ["--id-nth", "1", "--track"])
        _ = t.type(Self.tab)
        Self.reload(&t, tWake, tSource, with: ["3 z", "1 x", "2 y"])
        #expect(Self.settle(&t, tWake))
        #expect(Self.ticked(t) == ["1 x"] && Self.band(t) == "2 y")
    }

    @Test("--id-nth tells items apart by its fields: a changed row keeps its tick and the band")
    func idNth() throws {
        var (c, wake, cSource) = try Self.controller(["web Running", "db Pending", "cache Running"], ["--id-nth", "1"])
        for key in [Self.down, Self.tab] { _ = c.type(key) }  // db; the band goes to cache
        Self.reload(&c, wake, cSource, with: ["cache Failed", "db Running", "web Running"])
        #expect(Self.settle(&c, wake))
        #expect(Self.ticked(c) == ["db Running"])
        #expect(Self.band(c) == "cache Failed")

        var (plain, plainWake, plainSource) = try Self.controller(["web Running", "db Pending"])
        for key in [Self.down, Self.tab] { _ = plain.type(key) }
        Self.reload(&plain, plainWake, plainSource, with: ["db Running", "web Running"])
        #expect(Self.settle(&plain, plainWake))
        #expect(plain.state.ticks.selection.isEmpty, "without --id-nth the whole value decides")
    }

    @Test("reload replaces the items with the first part of the output; reload-sync keeps the old list until the end")
    func sync() throws {
        var (c, wake, cSource) = try Self.controller(["a", "b"], sync: true)
        Self.reload(&c, wake, cSource, with: ["x", "y", "z"], done: false)
        #expect(Self.settle(&c, wake))
        #expect(c.store.count == 2, "the old items stay shown")
        Self.finishReload(&c, wake, cSource, with: ["w"])
        #expect(Self.settle(&c, wake))
        #expect(c.store.count == 4)

        var (r, rWake, rSource) = try Self.controller(["a", "b"])
        Self.reload(&r, rWake, rSource, with: ["x", "y", "z"], done: false)
        #expect(Self.settle(&r, rWake))
        #expect(r.state.loading)
        #expect(r.store.count == 3)
        Self.finishReload(&r, rWake, rSource, with: ["w"])
        #expect(Self.settle(&r, rWake))
        #expect(!r.state.loading)
        #expect(r.store.count == 4)
    }

    @Test("Held for the frame (the session's reloadWaitsForFrame), a reload asked for starts only at startHeldReload: the key's state (+T*) is there to draw before the command is forked")
    func heldForFrame() throws {
        var (c, wake, source) = try Self.controller(["a", "b"], ["--track", "--id-nth", ".."], sync: true)
        c.reloadWaitsForFrame = true
        source.open()
        source.write(["x", "b"])
        _ = c.type(Self.ctrlR)
        #expect(c.state.trackingIndicator?.text == "+T*")
        #expect(c.replacing == nil && c.inputDone, "the command has not started")
        let started = c.startHeldReload()
        #expect(started && c.replacing != nil && !c.inputDone)
        let again = c.startHeldReload()
        #expect(!again, "one reload asked for, one started")
        // The fifo is ended once the command has read it (closed before, it would drop the items).
        for _ in 0..<100 where c.processes.readerProgress.store.count < 2 {
            _ = c.pumpAll(wake.waitForSources(timeout: 200))
        }
        Self.finishReload(&c, wake, source, with: [])
        #expect(Self.settle(&c, wake))
        #expect((0..<c.store.count).map { String(decoding: c.store.item($0), as: UTF8.self) } == ["x", "b"])
        #expect(c.state.trackingIndicator?.text == "+T")
    }

    @Test("A reload of as many items under the same query shows the new items' matches, not the old ones'")
    func engineForgetsOldInput() throws {
        var (c, wake, cSource) = try Self.controller(["apple", "berry"])
        _ = c.type(Array("app".utf8))
        #expect(Self.settle(&c, wake))
        #expect(Self.band(c) == "apple")
        Self.reload(&c, wake, cSource, with: ["berry", "apple"])
        #expect(Self.settle(&c, wake))
        #expect(c.state.results[0] == 1)
        #expect(Self.band(c) == "apple")
    }

    @Test("--track: the band stays on its item when the query changes; without it the band goes to the best match")
    func track() throws {
        var (c, wake, _) = try Self.controller(["ab", "xab", "b"], ["--track"])
        _ = c.type(Self.down)
        #expect(Self.band(c) == "xab")
        _ = c.type(Array("a".utf8))
        #expect(Self.settle(&c, wake))
        #expect(Self.band(c) == "xab")

        var (plain, plainWake, _) = try Self.controller(["ab", "xab", "b"])
        _ = plain.type(Self.down)
        _ = plain.type(Array("a".utf8))
        #expect(Self.settle(&plain, plainWake))
        #expect(Self.band(plain) == "ab")
    }

    @Test("track-current follows the band's item until the band moves; toggle-track turns --track on and off")
    func trackActions() throws {
        var (c, wake) = try PickerControllerTests.controller(["ab", "xab", "b"], ["--bind", "ctrl-t:track-current,ctrl-g:toggle-track,ctrl-u:untrack-current,ctrl-a:toggle-track-current"])
        _ = c.type(Self.down)
        _ = c.type([0x14])  // track-current on xab
        #expect(c.state.tracking.trackedItem == 1)
        _ = c.type(Array("a".utf8))
        #expect(Self.settle(&c, wake))
        #expect(Self.band(c) == "xab")
        _ = c.type(Array("\u{1B}[A".utf8))  // the band moves: tracking ends
        #expect(c.state.tracking.trackedItem == nil)
        _ = c.type([0x01])  // toggle-track-current: on
        #expect(c.state.tracking.trackedItem == c.state.bandItem)
        _ = c.type([0x01])  // and off
        #expect(c.state.tracking.trackedItem == nil)
        _ = c.type([0x07])  // toggle-track: on
        #expect(c.state.tracking.tracksBand)
        _ = c.type([0x14])
        _ = c.type([0x15])  // untrack-current does nothing under global tracking
        #expect(c.state.tracking.trackedItem != nil)
        _ = c.type([0x07])
        #expect(!c.state.tracking.tracksBand)
    }
}

/// A FIFO in a directory of its own that a reload's command (`cat`) reads: the test writes the
/// items as a producer would and ends them by closing its end; removed at the end.
final class ReloadSource {
    let directory: String
    var fifo: String { directory + "/items" }
    private var writer: Int32 = -1

    init() throws {
        var template = Array("/tmp/tick-reload-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        directory = String(cString: made)
        guard mkfifo(directory + "/items", 0o600) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    }

    /// Opens the writing end (read and write: no wait for the reader, whose open then does not
    /// wait either).
    func open() {
        end()
        writer = Glibc.open(fifo, O_RDWR | O_CLOEXEC)
    }

    func write(_ items: [String]) {
        let bytes = Array(items.map { $0 + "\n" }.joined().utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(writer, $0.baseAddress, $0.count) }
    }

    /// Closes the writing end: the command reads the end of its input.
    func end() {
        if writer >= 0 { close(writer) }
        writer = -1
    }

    deinit {
        end()
        unlink(fifo)
        rmdir(directory)
    }
}
