// `--sync` under a pseudo-terminal, beside the real fzf: a picker that waits for its whole input
// leaves the terminal (its settings, its keys, its screen) to the picker in front of it in the
// pipeline until it draws, as fzf's test_sync runs it.
import Foundation
import Testing
import TickTestSupport

@Suite struct SyncPtyTests {
    /// `seq 1 100 | fzf -m | awk | fzf --sync`: the first picker alone takes the keys (the second
    /// neither draws nor reads the terminal while its input is open); the second then shows the
    /// three picks and Ctrl-K Enter takes the last of them. Checked by hand with fzf 0.74.5.
    @Test func syncPickerWaitsForThePickerInFrontOfIt() throws {
        let (directory, fzf) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = #"seq 1 100 | "$0" --multi | awk '{print $1 $1}' | "$0" --sync"#
        let steps = [ScriptStep("", count: "100/100 (0)"), ScriptStep("9", count: "19/100 (0)"),
                     ScriptStep(Keys.shiftTab + Keys.shiftTab + Keys.shiftTab, count: "19/100 (3)"),
                     ScriptStep(Keys.enter, count: "3/3"), ScriptStep("\u{0B}" + Keys.enter)]
        var programs = [("tick as fzf", fzf)]
        if let real = Programs.fzf { programs.append(("fzf", real)) }
        for (name, program) in programs {
            let r = try SideBySide.run("/bin/sh", ["-c", script, program], input: nil, steps: steps)
            if let stuck = r.stuck {
                Issue.record("\(name): step \(stuck.step) never showed its count; the screen:\n\(stuck.screen)")
            }
            #expect(!r.result.timedOut, "\(name) did not exit")
            #expect(r.result.stdoutText == "9090\n", "\(name) printed \(r.result.stdoutText.debugDescription)")
        }
    }
}
