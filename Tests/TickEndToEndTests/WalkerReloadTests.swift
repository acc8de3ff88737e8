// A reload while stdin is a terminal (docs/SPEC.md §2, §6): the walker's paths end with NUL, but
// that separator is the walker's stream's alone; a reload's output is read by lines unless
// --read0 was given, as in fzf (ADVANCED.md's ripgrep launchers start this way).
import Foundation
import Testing
import TickTestSupport

/// Runs `program args` in a fresh directory holding one file, with stdin a terminal, types
/// `query` once `ready` is on the screen, then Enter; returns what was printed.
private func pickAfterReload(_ program: String, _ args: [String], query: String,
                             ready: @escaping (VirtualScreen) -> Bool) throws -> PseudoTerminalRun.Result {
    let dir = try temporaryDirectory("walker-reload")
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data().write(to: dir.appendingPathComponent("walked-file"))
    let run = try PseudoTerminalRun(executable: "/bin/sh",
                                    arguments: ["-c", "cd \"$0\" && exec \"$@\" < /dev/tty", dir.path, program] + args,
                                    environment: ["NO_COLOR": "", "FZF_DEFAULT_COMMAND": "", "FZF_DEFAULT_OPTS": ""])
    #expect(run.waitForScreen { screen in screen.text.contains("gamma") }, "screen:\n\(run.screenText)")
    run.send(query)
    #expect(run.waitForScreen(ready), "screen:\n\(run.screenText)")
    run.send("\r")
    let result = run.wait()
    #expect(!result.timedOut)
    #expect(run.terminalSettingsRestored())
    return result
}

/// Whether the screen shows `item` on a line of its own among the list's rows: a line that holds
/// it and none of the other two items.
private func showsAlone(_ item: String, _ screen: VirtualScreen) -> Bool {
    let others = ["alpha", "beta", "gamma"].filter { $0 != item }
    return screen.text.split(separator: "\n").contains { line in
        line.contains(item) && !others.contains { line.contains($0) }
    }
}

@Suite("A reload with stdin a terminal")
struct WalkerReloadTests {
    static let reload = #"start:reload:printf "alpha\nbeta\ngamma\n""#

    @Test("reads the command's output by lines, not as the walker's one NUL-ended item")
    func reloadReadsLines() throws {
        let result = try pickAfterReload(Programs.tick, ["--bind", Self.reload], query: "beta") { screen in
            showsAlone("beta", screen) && !screen.text.contains("alpha")
        }
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdoutText == "beta\n")
    }

    @Test("--print0 ends the reload's item with NUL, not with the newline that ended it in the input")
    func reloadPrint0() throws {
        let result = try pickAfterReload(Programs.tick, ["--print0", "--bind", Self.reload], query: "gamma") { screen in
            showsAlone("gamma", screen) && !screen.text.contains("beta")
        }
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout == Array("gamma\0".utf8))
    }

    @Test("--read0 given by the user still reads the reload's output by NUL")
    func userRead0() throws {
        let bind = #"start:reload:printf "alpha\nbeta\0gamma\0""#
        let result = try pickAfterReload(Programs.tick, ["--read0", "--bind", bind], query: "gamma") { screen in
            !screen.text.contains("alpha")
        }
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdoutText == "gamma\n")
    }

    @Test("fzf prints the same line", .enabled(if: Programs.fzf != nil, "fzf not found: set TICK_FZF"))
    func sameAsFzf() throws {
        let fzf = try #require(Programs.fzf)
        // fzf's info line says the reload's three lines are in and one matches.
        let theirs = try pickAfterReload(fzf, ["--bind", Self.reload], query: "beta") { $0.text.contains("1/3") }
        #expect(theirs.stdoutText == "beta\n")
    }
}
