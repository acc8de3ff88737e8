// fzf's `wait` under a pseudo-terminal, tick as fzf (a link named fzf) beside the real fzf
// 0.74.5: while `start:wait` waits for an input that has not ended, typing is ignored, Ctrl-C
// cancels the wait instead of ending the picker, and the picker goes on (fzf's
// test_wait_action_start). Needs fzf 0.74.5 (sh Scripts/test-setup.sh).
import Foundation
import Testing
import TickTestSupport

@Suite("wait beside the real fzf", .serialized)
struct WaitActionPtyTests {
    /// Whether a line of `screen` holds `word` between blanks (`1/100` is not read in `11/100`).
    private func shows(_ word: String, _ screen: VirtualScreen) -> Bool {
        screen.lines.contains { $0.split(separator: " ").contains { $0 == word } }
    }

    @Test("start:wait on an input still open: keys ignored, Ctrl-C cancels the wait, the picker goes on (fzf's test_wait_action_start)")
    func startWait() throws {
        guard let realFzf = Programs.fzf else {
            Issue.record("fzf 0.74.5 is needed (sh Scripts/test-setup.sh)")
            return
        }
        let (directory, link) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, program) in [("tick as fzf", link), ("fzf", realFzf)] {
            let run = try PseudoTerminalRun(executable: program, arguments: ["--bind", "start:wait"],
                                            environment: ["NO_COLOR": "1"])
            defer { run.closeInput() }
            run.writeInput(Array((1...100).map { "\($0)\n" }.joined().utf8))
            #expect(run.waitForScreen { $0.text.contains("(..)") && shows("100/100", $0) }, "\(name): \(run.screenText)")
            run.send("5")
            run.send("\u{03}")
            #expect(run.waitForScreen { !$0.text.contains("(..)") }, "\(name): \(run.screenText)")
            run.send("99")
            #expect(run.waitForScreen { shows("1/100", $0) }, "\(name): \(run.screenText)")
            run.send("\r")
            let result = run.wait(timeout: 15)
            #expect(result.stdoutText == "99\n" && result.status == 0, "\(name): \(result.stdoutText) \(result.status)")
        }
    }
}
