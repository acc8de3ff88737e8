// Under the name fzf the first frame waits for the input's end, 20 ms at most, as fzf keeps its
// screen suppressed until its input is final or its initialDelay (20 ms) has passed: the first
// info line a script sees counts the whole short input, and its header lines are there (fzf's
// test_click_header_lines_border_inline_default read the info line of a frame drawn before any
// input, and found no header to click). fzf 0.74.5 itself, run here, sometimes draws `0/0` first:
// its 20 ms can pass while it sets the terminal up.
import Foundation
import Testing
import TickTestSupport

@Suite("fzf's first frame")
struct FzfFirstFrameTests {
    @Test("Under the name fzf the first info line written counts a short input whole")
    func headerLinesInFirstFrame() throws {
        let (directory, fzf) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = "Xaa\nYbb\nZcc\n1\n2\n3\n4\n5\n"
        let run = try PseudoTerminalRun(executable: fzf, arguments: ["--multi", "--header-lines", "3"],
                                        environment: ["NO_COLOR": "1"], stdin: Array(input.utf8))
        #expect(run.waitForScreen { s in s.lines.contains { $0.contains("5/5 (0)") } && s.text.contains("Xaa") },
                "\(run.screenText)")
        // The bytes written: the first info line is the one of the whole input.
        let written = String(decoding: run.terminalOutput, as: UTF8.self)
        let info = try #require(written.range(of: " (0)"))
        #expect(written[..<info.lowerBound].hasSuffix("5/5"), "an info line was drawn before the input ended: \(written.debugDescription)")
        run.send("\u{1B}")
        _ = run.wait()
    }
}
