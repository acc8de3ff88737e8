// The preview with no item and with no pane, run as fzf 0.74.5 runs it (its test_preview.rb:
// test_preview_q_no_match, test_preview_size_0, test_preview_size_0_hidden; test_core.rb:
// test_one_and_zero): each case runs tick and, when it is installed, the real fzf the same way.
import Foundation
import Testing
import TickTestSupport

@Suite("Preview with no item or no pane, as fzf")
struct PreviewWithoutItemPtyTests {
    /// tick, and fzf when it is installed.
    static var programs: [String] { [Programs.tick] + (Programs.fzf.map { [$0] } ?? []) }

    /// Runs `program args` under a pseudo-terminal with `input` as its stdin.
    static func start(_ program: String, _ args: [String], input: String) throws -> PseudoTerminalRun {
        try PseudoTerminalRun(executable: program, arguments: args,
                              environment: ["NO_COLOR": "", "FZF_DEFAULT_OPTS": "", "FZF_DEFAULT_COMMAND": ""],
                              stdin: Array(input.utf8))
    }

    /// Whether a screen line holds `text` (the pane's line, whatever frames it).
    static func shows(_ text: String, _ run: PseudoTerminalRun) -> Bool {
        run.waitForScreen { s in s.lines.contains { $0.contains(text) } }
    }

    /// Runs `program args` on `input`, types `typed`, checks that `text` shows (and `first`
    /// before the typing, when given), then leaves with Esc.
    static func check(_ program: String, _ args: [String], input: String, first: String? = nil,
                      typed: String, shows text: String) throws {
        let run = try start(program, args, input: input)
        if let first { #expect(shows(first, run), "\(program):\n\(run.screenText)") }
        run.send(typed)
        #expect(shows(text, run), "\(program):\n\(run.screenText)")
        run.send(Keys.esc)
        #expect(run.wait().status == 130)
    }

    @Test("With no item at all, a preview of {q} runs, again as the query changes")
    func queryWithNoItem() throws {
        for program in Self.programs {
            try Self.check(program, ["--preview", "echo foo {q} foo"], input: "", first: "foo  foo", typed: "bar", shows: "foo bar foo")
        }
    }

    @Test("zero:preview(CMD) runs CMD when nothing matches")
    func previewOnZero() throws {
        for program in Self.programs {
            try Self.check(program, ["--bind", "zero:preview(echo no match)"], input: "1\n2\n3\n", typed: "9", shows: "no match")
        }
    }

    @Test("--preview-window 0 draws no pane but runs the command for the band item; toggle-preview stops and starts it")
    func sizeZero() throws {
        for program in Self.programs {
            for hidden in [false, true] {
                let dir = try temporaryDirectory("preview-zero")
                defer { try? FileManager.default.removeItem(at: dir) }
                let file = dir.appendingPathComponent("log").path
                let window = hidden ? "0,hidden" : "0"
                let run = try Self.start(program, ["--layout", "reverse", "--preview", "echo {} >> \(file)", "--preview-window", window,
                                                   "--bind", "space:toggle-preview,ctrl-x:change-prompt(moved> )"], input: "1\n2\n3\n4\n")
                let read = { (try? String(contentsOfFile: file, encoding: .utf8)) ?? "" }
                #expect(Self.shows("4/4", run), "\(program):\n\(run.screenText)")
                if !hidden {
                    #expect(run.waitForScreen { _ in read() == "1\n" }, "\(program): \(read())")
                    run.send(" ")  // hidden now
                }
                // Two rows down while nothing runs; the prompt says the keys were taken.
                run.send(Keys.down + Keys.down + "\u{18}")
                #expect(Self.shows("moved>", run), "\(program):\n\(run.screenText)")
                run.send(" ")
                #expect(run.waitForScreen { _ in read() == (hidden ? "3\n" : "1\n3\n") }, "\(program) \(window): \(read())")
                #expect(!run.screenText.contains("no room"), "\(run.screenText)")
                run.send(Keys.esc)
                #expect(run.wait().status == 130)
            }
        }
    }
}
