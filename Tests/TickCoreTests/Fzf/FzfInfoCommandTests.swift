import Testing
@testable import TickCore

/// `--info-command` on fzf's screen (fzf's man page; fzf's test_info_command*): the command
/// runs beside the picker with `FZF_INFO`, one at a time, again when what it is told changes;
/// its output's first line, colours read, takes the counts' place in every `--info` style.
@Suite("fzf's --info-command")
struct FzfInfoCommandTests {
    /// The info command `effects` start: its id and request (nil: none).
    private func started(_ effects: [PickerEffect]) -> (id: Int, request: CommandRequest)? {
        for effect in effects { if case .runInBackground(let id, let request) = effect { return (id, request) } }
        return nil
    }

    /// A started picker on fzf's screen with fzf's suite's marks, 100 items read.
    private func running(_ arguments: [String]) throws -> (PickerState, id: Int, request: CommandRequest) {
        var s = try fzfPicker(["--height", "5"] + arguments, items: 100)
        let first = try #require(started(s.reduce(.started)))
        return (s, first.id, first.request)
    }

    @Test("It starts with the picker, told FZF_INFO; no second one while it runs; its end starts it again for what changed meanwhile")
    func oneAtATime() throws {
        var (s, id, request) = try running(["--info-command", "echo \"$FZF_POS\" {}"])
        #expect(request.kind == .info && request.info == "100/100" && request.template == "echo \"$FZF_POS\" {}")
        #expect(request.item == s.bandItem)
        #expect(started(s.press("up")) == nil)
        // The band moved while it ran: its end starts it again, told the new position.
        let again = try #require(started(s.reduce(.backgroundEnded(id: id, output: Array("one\n".utf8)))))
        #expect(again.id != id && again.request.item == s.bandItem)
        #expect(started(s.reduce(.spinnerTurned)) == nil)
    }

    @Test("Nothing changed, nothing runs; the query changed, it runs again")
    func onlyOnChange() throws {
        var (s, id, _) = try running(["--info-command", "echo x"])
        _ = s.reduce(.backgroundEnded(id: id, output: Array("x\n".utf8)))
        #expect(started(s.reduce(.spinnerTurned)) == nil)
        #expect(started(s.feed(typing("1"))) != nil)
    }

    // seq 100 | fzf --height 5 --separator x --info STYLE --info-command 'echo -e "--\x1b[33m1\x1b[m/100/100--"'
    @Test("Its first line takes the counts' place, in its own colours, in every --info style")
    func drawn() throws {
        let output = Array("--\u{1B}[33m1\u{1B}[m/100/100--\nsecond line\n".utf8)
        let byStyle: [(String, String)] = [
            ("default", "  --1/100/100-- " + String(repeating: "x", count: 63)),
            ("right", String(repeating: "x", count: 65) + " --1/100/100--"),
            ("inline:xx", ">  xx--1/100/100-- " + String(repeating: "x", count: 60)),
            ("inline-right", ">" + String(repeating: " ", count: 65) + "--1/100/100--"),
        ]
        for (style, expected) in byStyle {
            var (s, id, _) = try running(["--separator", "x", "--info", style, "--info-command", "true"])
            // The counts until the first output.
            #expect(screen(s, rows: seq(100)).contains { $0.contains("100/100") && !$0.contains("--") }, "\(style)")
            _ = s.reduce(.backgroundEnded(id: id, output: output))
            let lines = screen(s, rows: seq(100))
            #expect(lines.contains(expected), "\(style): \(lines)")
            var source = seq(100)
            let frame = FzfView().frame(s, rows: &source)
            let row = try #require(lines.firstIndex(of: expected))
            let one = try #require(frame.lines[row].first { $0.text == "1" })
            #expect(one.style.foreground == .palette(3), "\(style)")
        }
    }

    @Test("Not with --info hidden, --no-input, tick's screen; bg-cancel kills it and it runs again")
    func whenNot() throws {
        var hidden = try fzfPicker(["--height", "5", "--info", "hidden", "--info-command", "echo x"], items: 100)
        #expect(started(hidden.reduce(.started)) == nil)
        var inputless = try fzfPicker(["--height", "5", "--no-input", "--info-command", "echo x"], items: 100)
        #expect(started(inputless.reduce(.started)) == nil)
        var tick = try picker(["--info-command", "echo x"], items: 7)
        #expect(started(tick.reduce(.started)) == nil)
        var (s, id, _) = try running(["--info-command", "echo x", "--bind", "ctrl-y:bg-cancel"])
        // bg-cancel kills it, and it runs again; the killed one's end is dropped.
        let effects = s.press("ctrl-y")
        #expect(effects.first == .stopBackground && started(effects) != nil)
        _ = s.reduce(.backgroundEnded(id: id, output: Array("late\n".utf8)))
        #expect(s.infoCommand.output == nil)
    }
}
