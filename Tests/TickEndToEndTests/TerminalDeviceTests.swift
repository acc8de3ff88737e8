// --tty-default DEV and --no-tty-default (docs/SPEC.md §6): the picker draws on and reads its
// keys from a device other than /dev/tty. The runs here have no controlling terminal (a new
// session that never acquires one), so /dev/tty cannot be opened: what draws, draws on the
// device the options chose.
import Foundation
import Testing
import TickTestSupport

@Suite("The terminal device: --tty-default and --no-tty-default")
struct TerminalDeviceTests {
    static let fruits = ["apple", "banana", "cherry"]

    /// Picks banana on `run`'s screen and checks that it was printed and the terminal left as found.
    private func pickBanana(_ run: PseudoTerminalRun, _ what: Comment) {
        #expect(run.waitForCount("3/3"), "nothing drawn (\(what.rawValue)): \(run.screenText)")
        run.send("ban")
        #expect(run.waitForCount("1/3"), "the keys did not reach it (\(what.rawValue)): \(run.screenText)")
        run.send(Keys.enter)
        let result = run.finish(what)
        #expect(result.status == 0, "\(what.rawValue): \(result.stderr)")
        #expect(result.stdoutText == "banana\n", "\(what.rawValue)")
    }

    @Test("--tty-default DEV: with no controlling terminal, the picker draws on DEV and reads its keys there")
    func namedDevice() throws {
        let run = try picker(["--tty-default", PseudoTerminalRun.terminalPathWord], input: Self.fruits, attachment: .detached)
        pickBanana(run, "--tty-default")
    }

    @Test("--no-tty-default: with no controlling terminal, the picker finds its terminal through stderr")
    func standardErrorDevice() throws {
        let run = try picker(["--no-tty-default"], input: Self.fruits, attachment: .detachedStandardError)
        pickBanana(run, "--no-tty-default")
        // fzf's --tty-default '' is the same.
        let empty = try picker(["--tty-default", ""], input: Self.fruits, attachment: .detachedStandardError)
        pickBanana(empty, "--tty-default ''")
    }

    @Test("Without a terminal on stderr either, --no-tty-default is the no-terminal error naming both")
    func standardErrorNotATerminal() throws {
        let result = runTick(["--no-tty-default"], stdin: lines(Self.fruits), newSession: true, timeout: 10)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("tick: the picker needs a terminal, but standard error is not a terminal and cannot open /dev/tty ("),
                "\(result.stderr)")
    }

    @Test("A device that cannot be used: one line naming it and why, exit 2, the terminal untouched; --ask too")
    func badDevice() throws {
        let cases: [([String], String)] = [
            (["--tty-default", "/nonexistent/tty"], "tick: --tty-default: cannot open /nonexistent/tty (No such file or directory)\n"),
            (["--tty-default", "/dev/null"], "tick: --tty-default: /dev/null is not a terminal (Inappropriate ioctl for device)\n"),
            // --ask's --default answers when there is no terminal, not when the named one is wrong.
            (["--ask", "Go?", "--default", "yes", "--tty-default", "/dev/null"],
             "tick: --tty-default: /dev/null is not a terminal (Inappropriate ioctl for device)\n"),
        ]
        for (arguments, message) in cases {
            let run = try picker(arguments, input: Self.fruits)
            let result = run.wait(timeout: 10)
            #expect(result.status == 2 && result.stderr == message, "\(arguments): \(result.status) \(result.stderr)")
            #expect(result.stdout.isEmpty && run.terminalOutput.isEmpty, "\(arguments) wrote: \(run.screenText)")
            #expect(run.terminalSettingsRestored())
        }
    }

    @Test("Under the name fzf, fzf's order: the named device, then stderr's terminal, then /dev/tty")
    func fzfFallback() throws {
        let (directory, fzf) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        let height = ["--height", "10"]
        // A device that cannot be opened: fzf draws on stderr's terminal instead…
        let viaStandardError = try picker(height + ["--tty-default", "/nonexistent/tty"], input: Self.fruits, program: fzf,
                                          attachment: .detachedStandardError)
        pickBanana(viaStandardError, "fzf --tty-default /nonexistent/tty, stderr a terminal")
        // …or on /dev/tty; and by default on stderr's terminal when /dev/tty cannot be opened.
        let viaControlling = try picker(height + ["--tty-default", "/nonexistent/tty"], input: Self.fruits, program: fzf)
        pickBanana(viaControlling, "fzf --tty-default /nonexistent/tty, a controlling terminal")
        let byDefault = try picker(height, input: Self.fruits, program: fzf, attachment: .detachedStandardError)
        pickBanana(byDefault, "fzf, no controlling terminal, stderr a terminal")
        // None of them: the no-terminal error, exit 2.
        let none = run(fzf, ["--tty-default", "/nonexistent/tty"], stdin: lines(Self.fruits), newSession: true, timeout: 10)
        #expect(none.status == 2 && none.stderr.contains("cannot open /nonexistent/tty"), "\(none.stderr)")
    }
}
