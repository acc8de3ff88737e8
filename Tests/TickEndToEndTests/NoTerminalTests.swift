// Without a terminal: -1 and -0 decide when the input does, and --no-tty=defaults keeps the
// picker's rules (--min, --limit, --preselect that matches nothing).
import Foundation
import Testing
import TickTestSupport

@Suite("Without a terminal: deciding, and the picker's rules")
struct NoTerminalTests {
    static let fruits = ["alpha", "beta", "gamma"]

    @Test("-1 prints the one match and -0 exits 1 without opening /dev/tty, in any output format")
    func decided() {
        let one = runTick(["-1", "-q", "bet"], stdin: lines(Self.fruits), newSession: true, timeout: 10)
        #expect(one.status == 0, "stderr: \(one.stderr)")
        #expect(one.stdoutText == "beta\n")
        let json = runTick(["-1", "-q", "gam", "--json"], stdin: lines(Self.fruits), newSession: true, timeout: 10)
        #expect(json.stdoutText == "[\"gamma\"]\n")
        let none = runTick(["-0", "-q", "zzz"], stdin: lines(Self.fruits), newSession: true, timeout: 10)
        #expect(none.status == 1 && none.stdout.isEmpty && none.stderr.isEmpty)
        let both = runTick(["-1", "-0", "-q", "zzz"], stdin: lines(Self.fruits), newSession: true, timeout: 10)
        #expect(both.status == 1)
        // --print-query prints the query all the same, as fzf does (and as --filter does).
        let query = runTick(["-0", "-q", "zzz", "--print-query"], stdin: lines(Self.fruits), newSession: true, timeout: 10)
        #expect(query.status == 1 && query.stdoutText == "zzz\n", "\(query.stdoutText.debugDescription)")
        let jsonQuery = runTick(["-0", "-q", "zzz", "--print-query", "--json"], stdin: lines(Self.fruits), newSession: true, timeout: 10)
        #expect(jsonQuery.status == 1 && jsonQuery.stdoutText == #"{"query":"zzz","key":"","selected":[]}"# + "\n", "\(jsonQuery.stdoutText)")
    }

    @Test("When the picker would be needed, the no-terminal error, at once even on endless input")
    func undecided() {
        let two = runTick(["-1", "-q", "a"], stdin: lines(Self.fruits), newSession: true, timeout: 10)
        #expect(two.status == 2 && two.stdout.isEmpty)
        #expect(two.stderr.contains("/dev/tty") && two.stderr.contains("--filter"))
        let some = runTick(["-0"], stdin: lines(Self.fruits), newSession: true, timeout: 10)
        #expect(some.status == 2)
        // Stdin left open: the second match decides that the picker is needed; no waiting for the end.
        let open = runTick(["-1"], stdin: lines(Self.fruits), closeStdin: false, newSession: true, timeout: 10)
        #expect(!open.timedOut, "waited for the end of the input")
        #expect(open.status == 2)
    }

    @Test("--no-tty=defaults: --min not met and more preselected than --limit exit 2 naming the option, printing nothing")
    func rules() {
        let min = runTick(["--no-tty=defaults", "--preselect", "alpha", "--min", "2"], stdin: lines(Self.fruits), newSession: true, timeout: 10)
        #expect(min.status == 2 && min.stdout.isEmpty)
        #expect(min.stderr.contains("--min 2"), "\(min.stderr)")
        let limit = runTick(["--no-tty=defaults", "--preselect-all", "--limit", "2"], stdin: lines(Self.fruits), newSession: true, timeout: 10)
        #expect(limit.status == 2 && limit.stdout.isEmpty)
        #expect(limit.stderr.contains("--limit 2") && limit.stderr.contains("3 items"), "\(limit.stderr)")
        let fits = runTick(["--no-tty=defaults", "--preselect-all", "--limit", "3", "--min", "3"], stdin: lines(Self.fruits), newSession: true, timeout: 10)
        #expect(fits.status == 0 && fits.stdoutText == "alpha\nbeta\ngamma\n")
    }

    @Test("--no-tty=defaults warns about a --preselect value that matches no item, naming it")
    func unmatchedPreselect() {
        let r = runTick(["--no-tty=defaults", "--preselect", "beta", "--preselect", "zeta"], stdin: lines(Self.fruits), newSession: true, timeout: 10)
        #expect(r.status == 0 && r.stdoutText == "beta\n")
        #expect(r.stderr.contains("warning") && r.stderr.contains("'zeta'") && !r.stderr.contains("'beta'"), "\(r.stderr)")
    }

    @Test("--no-tty=defaults says on stderr that it answered without asking, and why: CI or no terminal, and a skipped --confirm")
    func saysWhatItDid() {
        let ci = runTick(["--no-tty=defaults", "--preselect", "beta", "--confirm"], stdin: lines(Self.fruits),
                         env: ["CI": "1"], newSession: true, timeout: 10)
        #expect(ci.status == 0 && ci.stdoutText == "beta\n")
        #expect(ci.stderr == "tick: --no-tty=defaults printed 1 preselected item without asking: CI is set (--ignore-ci uses the terminal anyway); --confirm's question was not asked\n", "\(ci.stderr)")
        let none = runTick(["--no-tty=defaults", "--preselect-all"], stdin: lines(Self.fruits), newSession: true, timeout: 10)
        #expect(none.status == 0 && none.stdoutText == "alpha\nbeta\ngamma\n")
        #expect(none.stderr.hasPrefix("tick: --no-tty=defaults printed 3 preselected items without asking: cannot open /dev/tty"), "\(none.stderr)")
        #expect(none.stderr.split(separator: "\n").count == 1)
    }

    @Test("--order selection prints preselected items in the order of the --preselect values, with or without a terminal")
    func preselectOrder() {
        let r = runTick(["--no-tty=defaults", "--preselect", "gamma", "--preselect", "alpha", "--order", "selection"],
                        stdin: lines(Self.fruits), newSession: true, timeout: 10)
        #expect(r.status == 0 && r.stdoutText == "gamma\nalpha\n", "\(r.stdoutText)")
        let input = runTick(["--no-tty=defaults", "--preselect", "gamma", "--preselect", "alpha"],
                            stdin: lines(Self.fruits), newSession: true, timeout: 10)
        #expect(input.stdoutText == "alpha\ngamma\n")
    }
}
