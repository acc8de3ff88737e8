import Foundation
import Testing
import TickTestSupport

/// What a picker started with the cursor mid-line left on the screen: while it ran (the rows
/// as tmux's `capture-pane -J` joins them, which fzf's test suite reads) and after Esc.
private struct MidLineRun {
    /// The row the shell's text was on while the picker ran, and whether that row went on into
    /// the picker's first line by a soft wrap.
    var shellRow: Int, shellRowWrapped: Bool
    /// The joined rows while the picker ran, with `55` typed.
    var joined: [String]
    /// The joined row below the shell's (the picker's first line).
    var belowShell: String? { joined.indices.contains(shellRow + 1) ? joined[shellRow + 1] : nil }
    /// The screen and the cursor after Esc.
    var linesAfter: [String], cursorAfter: (row: Int, column: Int)
}

/// The shell's command line, the cursor left after it, as fzf's completion finds it.
private let commandLine = "cd /tmp/fzf-test-dir/"

/// Runs `program args` on 1…100 with `above` and then `commandLine` on the screen, types `55`,
/// and leaves with Esc.
private func midLineRun(_ program: String, _ args: [String], above: String) throws -> MidLineRun {
    let run = try PseudoTerminalRun(executable: program, arguments: args, environment: ["NO_COLOR": "1"],
                                    stdin: Array((1...100).map { "\($0)\n" }.joined().utf8),
                                    prefill: Array((above + commandLine).utf8))
    let shellRow = { (s: VirtualScreen) in s.lines.lastIndex(of: commandLine) }
    #expect(run.waitForCount("100/100"), "\(program): \(run.screenText)")
    run.send("55")
    #expect(run.waitForScreen { $0.joinedLines.contains("> 55") }, "\(program): \(run.screen.joinedLines.joined(separator: "\n"))")
    let during = run.screen
    let row = shellRow(during) ?? -1
    run.send(Keys.esc)
    _ = run.finish(alternateScreen: false)
    return MidLineRun(shellRow: row, shellRowWrapped: row >= 0 && during.isSoftWrapped(row: row), joined: during.joinedLines,
                      linesAfter: run.lines, cursorAfter: run.screen.cursor)
}

/// The cursor mid-line (fzf's completion after `cd /tmp/fzf-test-dir/**`): the picker starts on
/// a line of its own, below the shell's, after a real line feed; a soft wrap would join the two
/// rows for tmux's `capture-pane -J` (and for a terminal's copy and rewrap), and fzf's suite
/// would read `cd /tmp/fzf-test-dir/   > 55` where it looks for `> 55`. fzf asks where the
/// cursor is and writes a line feed when it is not in the first column (each checked with
/// fzf 0.74.5 in tmux); tick makes its room before the answer comes.
@Suite("Mid-line, the picker starts on a line of its own")
struct MidLinePlacementTests {
    /// `above`: near the top, or at the bottom, where making room scrolls the screen.
    static let places = ["top\r\n", String(repeating: "\r\n", count: 23)]

    @Test("fzf's screen (--height 40% --reverse, as fzf's completion runs it): no soft wrap, `> 55` on a line of its own, the cursor back after the shell's text; as the real fzf",
          arguments: places)
    func fzfScreen(above: String) throws {
        let (directory, fzf) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        let args = ["--height", "40%", "--reverse"]
        let tick = try midLineRun(fzf, args, above: above)
        expectOwnLine(tick, above: above)
        #expect(tick.belowShell == "> 55", "\(tick.joined)")
        if let real = Programs.fzf {
            let reference = try midLineRun(real, args, above: above)
            #expect(!reference.shellRowWrapped && reference.belowShell == "> 55")
            #expect(tick.shellRow == reference.shellRow, "tick's picker scrolled the screen otherwise than fzf's")
            #expect(tick.linesAfter == reference.linesAfter && tick.cursorAfter == reference.cursorAfter,
                    "after Esc: tick \(tick.cursorAfter) \(tick.linesAfter), fzf \(reference.cursorAfter) \(reference.linesAfter)")
        }
    }

    @Test("tick's own screen (--height 10): no soft wrap, the cursor back after the shell's text", arguments: places)
    func tickScreen(above: String) throws {
        let tick = try midLineRun(Programs.tick, ["--height", "10"], above: above)
        expectOwnLine(tick, above: above)
        #expect(tick.joined.contains("> 55"), "\(tick.joined)")
    }

    /// The shell's row kept apart from the picker's while it ran, and after Esc the shell's
    /// text alone on the screen below what was above it, the cursor just after it.
    private func expectOwnLine(_ run: MidLineRun, above: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard run.shellRow >= 0 else {
            Issue.record("the shell's line is gone: \(run.joined)", sourceLocation: sourceLocation)
            return
        }
        #expect(!run.shellRowWrapped && run.joined.contains(commandLine),
                "the shell's line joined to the picker's: \(run.joined)", sourceLocation: sourceLocation)
        #expect(run.cursorAfter == (run.shellRow, commandLine.count) && run.linesAfter[run.shellRow] == commandLine,
                "after Esc: \(run.cursorAfter) \(run.linesAfter)", sourceLocation: sourceLocation)
        let below = run.linesAfter[(run.shellRow + 1)...]
        #expect(below.allSatisfy { $0.isEmpty }, "\(run.linesAfter)", sourceLocation: sourceLocation)
        if above.hasPrefix("top") { #expect(run.shellRow == 1 && run.linesAfter[0] == "top", sourceLocation: sourceLocation) }
    }
}
