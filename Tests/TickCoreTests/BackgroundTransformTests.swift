import Testing
@testable import TickCore

/// fzf's `bg-transform…` and `bg-cancel` (fzf's man page, TRANSFORM IN THE BACKGROUND; fzf's
/// test_bg_transform_put, test_bg_cancel, test_wait_action_bg_transform*): the command runs
/// beside the picker, the chain and the keys go on, its output is applied when it ends. The
/// picker is `names` (7 items), ctrl-x bound as said.
@Suite("Background transforms")
struct BackgroundTransformTests {
    /// The id of the background command `effects` start (nil: none).
    private func started(_ effects: [PickerEffect]) -> Int? {
        for effect in effects { if case .runInBackground(let id, _) = effect { return id } }
        return nil
    }

    @Test("bg-transform-header runs beside the picker: the chain goes on, keys are not held, the header comes with the output")
    func runsBeside() throws {
        var s = try bound("bg-transform-header(echo hi)+down")
        let id = try #require(started(s.press("ctrl-x")))
        #expect(s.waiting == nil && s.cursor == 1)
        _ = s.press("down")
        #expect(s.cursor == 2)
        _ = s.reduce(.backgroundEnded(id: id, output: Array("hi\n".utf8)))
        #expect(s.scripted.header.lines == [Array("hi".utf8)])
    }

    @Test("put in a bg-transform's output types the key that started it, after what was typed since (fzf's test_bg_transform_put)")
    func putTheKey() throws {
        var s = try picker(["--bind", "a:bg-transform:sleep 0.5; echo put"], as: .fzf)
        let id = try #require(started(s.feed(typing("a"))))
        type("b", into: &s)
        #expect(s.query.text == "b")
        _ = s.reduce(.backgroundEnded(id: id, output: Array("put\n".utf8)))
        #expect(s.query.text == "ba")
    }

    @Test("bg-cancel stops every background command: their output, coming later, is dropped")
    func cancel() throws {
        var s = try picker(["--bind", "ctrl-x:bg-transform-header(sleep 1; echo late),ctrl-y:bg-cancel"])
        let id = try #require(started(s.press("ctrl-x")))
        #expect(s.press("ctrl-y") == [.stopBackground])
        _ = s.reduce(.backgroundEnded(id: id, output: Array("late\n".utf8)))
        #expect(s.scripted.header.lines.isEmpty)
    }

    @Test("At most 3 commands of one action run; a newer one waiting replaces the older, and starts when one ends")
    func limitPerAction() throws {
        var s = try bound("bg-transform-prompt(sleep 9; echo x)")
        let ids = (0..<3).compactMap { _ in started(s.press("ctrl-x")) }
        #expect(ids.count == 3)
        #expect(started(s.press("ctrl-x")) == nil)
        #expect(started(s.press("ctrl-x")) == nil)
        let next = try #require(started(s.reduce(.backgroundEnded(id: ids[0], output: Array("> ".utf8)))))
        #expect(!ids.contains(next) && next == ids[2] + 2)
        #expect(s.background.running.count == 3)
        // Another action is not held by this one's limit.
        var t = try picker(["--bind", "ctrl-x:bg-transform-prompt(sleep 9),ctrl-y:bg-transform-footer(sleep 9)"])
        for _ in 0..<3 { _ = t.press("ctrl-x") }
        #expect(started(t.press("ctrl-y")) != nil)
    }

    @Test("Output that comes while a chain waits (wait) is applied at once; a wait in it joins the chain's rest")
    func appliedWhileWaiting() throws {
        var s = try picker(["--bind", "ctrl-x:bg-transform(echo x)+bg-transform-header(echo hello)+change-query(a)+wait+down"])
        let effects = s.press("ctrl-x")
        let ids = effects.compactMap { effect -> Int? in
            if case .runInBackground(let id, _) = effect { return id }
            return nil
        }
        #expect(ids.count == 2 && s.chainWaits)
        _ = s.reduce(.backgroundEnded(id: ids[1], output: Array("hello\n".utf8)))
        #expect(s.scripted.header.lines == [Array("hello".utf8)] && s.chainWaits)
        _ = s.reduce(.backgroundEnded(id: ids[0], output: Array("change-footer(now)+wait+change-footer(after)".utf8)))
        #expect(s.display.footer.lines == [Array("now".utf8)] && s.chainWaits)
        _ = s.reduce(.matched(RankedList(all: 7), for: s.request("a", itemCount: 7)))
        #expect(s.display.footer.lines == [Array("after".utf8)] && !s.chainWaits)
    }
}
