// Exit codes, option errors, help and version (docs/SPEC.md §5, §6, §7), and TICK_DEFAULT_OPTS.
import Foundation
import Testing

/// Expects exit 2 at once, nothing on stdout, and `tick: ` on stderr mentioning every string of
/// `mentions`.
private func expectUsageError(_ args: [String], mentions: [String], env: [String: String] = [:],
                              sourceLocation: SourceLocation = #_sourceLocation) {
    let r = runTick(args, stdin: lines(["alpha", "beta"]), env: env, timeout: 20)
    #expect(!r.timedOut, "tick \(args) did not finish", sourceLocation: sourceLocation)
    #expect(r.status == 2, "tick \(args): exit status; stderr: \(r.stderr)", sourceLocation: sourceLocation)
    #expect(r.stdout.isEmpty, "tick \(args): stdout should be empty: \(show(r.stdout))", sourceLocation: sourceLocation)
    #expect(r.stderr.hasPrefix("tick: "), "tick \(args): stderr: \(r.stderr)", sourceLocation: sourceLocation)
    #expect(r.stderr.hasSuffix("\n"), "tick \(args): stderr should end its line", sourceLocation: sourceLocation)
    for m in mentions {
        #expect(r.stderr.contains(m), "tick \(args): stderr should mention \(m): \(r.stderr)", sourceLocation: sourceLocation)
    }
}

@Suite("Exit codes and option errors")
struct OptionErrorTests {
    // MARK: Exit codes of --filter

    @Test("--filter exits 0 when something matches")
    func exitZero() {
        let r = filter("al", ["alpha", "beta"])
        #expect(r.status == 0)
        expectBytes(r.stdout, bytes("alpha\n"))
    }

    @Test("--filter exits 1 and prints nothing when nothing matches")
    func exitOneNoMatch() {
        let r = filter("zzz", ["alpha", "beta"])
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "")
    }

    @Test("--filter exits 1 on empty input, even with an empty query")
    func exitOneEmptyInput() {
        for args in [["--filter", ""], ["--filter", "x"], ["--read0", "--filter", ""]] {
            let r = runTick(args, stdin: [])
            #expect(r.status == 1, "\(args)")
            #expect(r.stdout.isEmpty, "\(args)")
        }
    }

    // MARK: Bad options

    @Test("An unknown long option is an error naming it")
    func unknownLong() { expectUsageError(["--nope", "--filter", ""], mentions: ["--nope"]) }

    @Test("An unknown short option is an error naming it")
    func unknownShort() { expectUsageError(["-Z", "--filter", ""], mentions: ["-Z"]) }

    @Test("A bad --height value is an error naming the option")
    func badHeight() {
        expectUsageError(["--height", "x", "--filter", ""], mentions: ["--height", "x"])
        // --height 0 is fzf's no height (the whole screen), not an error.
        expectUsageError(["--height=1001", "--filter", ""], mentions: ["--height"])
    }

    @Test("A bad --layout value is an error naming the option")
    func badLayout() { expectUsageError(["--layout", "bad", "--filter", ""], mentions: ["--layout", "bad"]) }

    @Test("--nth 0 is an error naming the option")
    func badNth() {
        expectUsageError(["--nth", "0", "--filter", ""], mentions: ["--nth"])
        expectUsageError(["--with-nth", "1..x", "--filter", ""], mentions: ["--with-nth"])
        expectUsageError(["--accept-nth", "", "--filter", ""], mentions: ["--accept-nth"])
    }

    @Test("Bad --scheme and --tiebreak values are errors naming the option")
    func badChoices() {
        expectUsageError(["--scheme", "nope", "--filter", ""], mentions: ["--scheme", "nope"])
        expectUsageError(["--tiebreak", "nope", "--filter", ""], mentions: ["--tiebreak", "nope"])
    }

    @Test("A positional argument is an error naming it")
    func positional() {
        expectUsageError(["--filter", "", "items.txt"], mentions: ["items.txt"])
        expectUsageError(["stray"], mentions: ["stray"])
    }

    @Test("An option missing its value is an error naming it")
    func missingValue() {
        expectUsageError(["--filter"], mentions: ["--filter"])
        expectUsageError(["--filter", "", "--delimiter"], mentions: ["--delimiter"])
    }

    @Test("Values may be attached: -fQUERY and --filter=QUERY")
    func attachedValues() {
        expectLines(runTick(["-fabc"], stdin: lines(["xabc", "zzz", "abc"])), ["abc", "xabc"])
        expectLines(runTick(["--filter=abc"], stdin: lines(["xabc", "zzz", "abc"])), ["abc", "xabc"])
        expectLines(runTick(["--filter", "-x"], stdin: lines(["a-x", "b"])), ["a-x"])
    }

    @Test("An option that takes no value given one is an error naming it")
    func valueForFlag() { expectUsageError(["--tac=yes", "--filter", ""], mentions: ["--tac"]) }

    // MARK: Help and version

    @Test("--help exits 0 and lists every option in groups with defaults")
    func help() {
        for flag in ["--help", "-h"] {
            let r = runTick([flag])
            #expect(r.status == 0, "\(flag)")
            #expect(r.stderr == "")
            let text = r.stdoutText
            let options = [
                "--read0", "--header-lines", "--header", "--delimiter", "--nth", "--with-nth", "--accept-nth",
                "--key-nth", "--ansi", "--filter", "--query", "--exact", "--ignore-case", "--scheme", "--tiebreak",
                "--no-sort", "--tac", "--height", "--layout", "--cycle", "--prompt", "--marker", "--action",
                "--no-toolbar", "--single", "--limit", "--min", "--no-mouse", "--bind", "--no-search", "--preselect",
                "--preselect-all", "--select-1", "--exit-0", "--confirm", "--expect", "--print-query", "--remember",
                "--print0", "--json", "--json-object", "--json-lines", "--order", "--no-tty", "--line-mode",
                "--no-color", "--help", "--version",
            ]
            for option in options {
                #expect(text.contains(option + " ") || text.contains(option + "=") || text.contains(option + "\n")
                        || text.contains(option + ",") || text.contains(option + "["), "\(flag) should list \(option)")
            }
            let headings = text.split(separator: "\n").filter { !$0.hasPrefix(" ") && $0.hasSuffix(":") }
            #expect(headings.count >= 4, "\(flag) should group options under headings: \(headings)")
            let heightLine = text.split(separator: "\n").first { $0.contains("--height") } ?? ""
            #expect(heightLine.contains("5"), "--height should show its default 5: \(heightLine)")
            let layoutLine = text.split(separator: "\n").first { $0.contains("--layout") } ?? ""
            #expect(layoutLine.contains("wheel"), "--layout should show its default: \(layoutLine)")
        }
    }

    @Test("--version exits 0 and prints a version")
    func version() {
        let r = runTick(["--version"])
        #expect(r.status == 0)
        #expect(r.stderr == "")
        let hasDigit = r.stdoutText.contains { $0.isNumber }
        #expect(hasDigit, "\(r.stdoutText)")
        #expect(r.stdoutText.hasSuffix("\n"))
    }

    // MARK: Without a terminal

    @Test("Without --filter and without a terminal tick exits 2 at once, pointing to --filter and --no-tty=defaults",
          arguments: [[], ["--query", "al"], ["--json"], ["--line-mode"]])
    func noTerminal(args: [String]) {
        // A new session has no controlling terminal, so /dev/tty cannot be opened; stdin stays
        // open so that waiting for its end would hang until the time limit.
        let start = Date()
        let r = runTick(args, stdin: lines(["alpha", "beta"]), closeStdin: false, newSession: true, timeout: 10)
        #expect(!r.timedOut, "tick waited for stdin instead of failing at once")
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(r.status == 2, "stderr: \(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.hasPrefix("tick: "), "stderr: \(r.stderr)")
        #expect(r.stderr.contains("--filter"), "stderr should point to --filter: \(r.stderr)")
        #expect(r.stderr.contains("--no-tty=defaults"), "stderr should point to --no-tty=defaults: \(r.stderr)")
        #expect(r.stderr.contains("/dev/tty"), "stderr should say what failed: \(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "one line on stderr: \(r.stderr)")
    }

    @Test("--no-tty=defaults without a terminal prints the preselected items, or exits 1 when there are none")
    func noTerminalDefaults() {
        let r = runTick(["--no-tty=defaults", "--preselect", "gamma", "--preselect", "alpha"],
                        stdin: lines(["alpha", "beta", "gamma"]), newSession: true, timeout: 10)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText == "alpha\ngamma\n")
        let none = runTick(["--no-tty=defaults"], stdin: lines(["alpha"]), newSession: true, timeout: 10)
        #expect(none.status == 1)
        #expect(none.stdout.isEmpty)
    }

    @Test("The test runner's time limit stops a child that waits for stdin (so the test above cannot hang)")
    func runnerTimeLimit() {
        let r = run("/bin/cat", [], stdin: bytes("x"), closeStdin: false, timeout: 1)
        #expect(r.timedOut)
    }

    // MARK: TICK_DEFAULT_OPTS

    @Test("Options from TICK_DEFAULT_OPTS apply")
    func defaultOptsApply() {
        let r = filter("", ["a", "b"], env: ["TICK_DEFAULT_OPTS": "--json"])
        #expect(r.status == 0)
        #expect(parseJSON(r.stdout) as? [String] == ["a", "b"])
    }

    @Test("TICK_DEFAULT_OPTS is split with shell quoting")
    func defaultOptsQuoting() {
        let items = ["x - y - z", "p - q - r"]
        expectLines(filter("", items, env: ["TICK_DEFAULT_OPTS": "-d ' - ' --accept-nth \"2\""]), ["y", "q"])
        expectLines(filter("", items, env: ["TICK_DEFAULT_OPTS": "--delimiter=\\ -\\  --accept-nth=3"]), ["z", "r"])
    }

    @Test("The command line overrides TICK_DEFAULT_OPTS")
    func commandLineOverrides() {
        expectOutput(filter("", ["a", "b"], ["--print0"], env: ["TICK_DEFAULT_OPTS": "--json"]), bytes("a\0b\0"))
        expectLines(filter("apple", ["Apple", "apple"], ["+i"], env: ["TICK_DEFAULT_OPTS": "-i"]), ["apple"])
        expectLines(filter("b", ["a", "b"], env: ["TICK_DEFAULT_OPTS": "--filter a"]), ["b"])
    }

    @Test("Bad quoting in TICK_DEFAULT_OPTS is an error naming the variable")
    func defaultOptsBadQuoting() {
        expectUsageError(["--filter", ""], mentions: ["TICK_DEFAULT_OPTS"], env: ["TICK_DEFAULT_OPTS": "--json 'oops"])
        expectUsageError(["--filter", ""], mentions: ["TICK_DEFAULT_OPTS"], env: ["TICK_DEFAULT_OPTS": "--prompt \"x"])
    }

    @Test("An unknown option in TICK_DEFAULT_OPTS is an error naming it")
    func defaultOptsUnknown() {
        expectUsageError(["--filter", ""], mentions: ["--nope"], env: ["TICK_DEFAULT_OPTS": "--nope"])
    }

    @Test("An empty TICK_DEFAULT_OPTS changes nothing")
    func defaultOptsEmpty() {
        expectLines(filter("b", ["a", "b"], env: ["TICK_DEFAULT_OPTS": "  "]), ["b"])
    }
}
