// tick run under the name fzf (docs/SPEC.md §10), through a link named fzf as a user makes one:
// fzf's defaults (one pick unless -m, the list layout, selection order), FZF_DEFAULT_OPTS_FILE
// and FZF_DEFAULT_OPTS read with fzf's quoting and comments, FZF_DEFAULT_COMMAND, fzf's exit
// codes and --version; and under the name tick, TICK_DEFAULT_OPTS and none of fzf's variables.
import Foundation
import Testing
import TickTestSupport

/// A temporary directory holding `fzf`, a link to the tick under test; the caller removes it.
func fzfLink() throws -> (directory: URL, fzf: String) {
    let directory = try temporaryDirectory("fzf-link")
    let link = directory.appendingPathComponent("fzf").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: Programs.tick)
    return (directory, link)
}

/// Runs tick as fzf (through the link) with `args`, `stdin` and `env`.
private func runAsFzf(_ args: [String], stdin: [UInt8] = [], env: [String: String] = [:]) throws -> RunResult {
    let (directory, fzf) = try fzfLink()
    defer { try? FileManager.default.removeItem(at: directory) }
    return run(fzf, args, stdin: stdin, environment: env, timeout: 60)
}

/// Starts `program args` in `directory` under a pseudo-terminal with stdin the terminal too
/// (`< /dev/tty`), as a user runs fzf with no pipe in front of it.
func onTerminal(_ program: String, _ args: [String], in directory: URL, env: [String: String]) throws -> PseudoTerminalRun {
    try PseudoTerminalRun(executable: "/bin/sh", arguments: ["-c", "cd \"$0\" || exit 9; exec \"$@\" < /dev/tty", directory.path, program] + args,
                          environment: ["NO_COLOR": ""].merging(env) { $1 })
}

/// Whether process `pid` has ended (gone, or a zombie no one has reaped), waiting up to 10 s.
func hasEnded(_ pid: pid_t) -> Bool {
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
        if let close = stat.lastIndex(of: ")"), stat[stat.index(after: close)...].hasPrefix(" Z") { return true }
        usleep(10_000)
    }
    return false
}

/// The pid a command wrote to `file`, waiting up to 10 s for it.
func pid(in file: URL) -> pid_t? {
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
        if let text = try? String(contentsOf: file, encoding: .utf8), text.hasSuffix("\n"),
           let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) { return pid }
        usleep(10_000)
    }
    return nil
}

/// FZF_DEFAULT_OPTS values and what `fzf --print-query` prints with them on empty input: the
/// `--filter` query each leaves (then exit 1), or nothing and exit 2 for an error. Every row was
/// checked by hand against fzf 0.74.5.
private let defaultOptsCases: [(opts: String, stdout: String, status: Int32)] = [
    (#"--filter "a\tb""#, "a\tb\n", 1),
    (#"--filter 'a\tb'"#, "a\\tb\n", 1),
    (#"--filter a\tb"#, "a\tb\n", 1),
    (#"--filter "a\nb""#, "a\nb\n", 1),
    (#"--filter "a\"b""#, "a\"b\n", 1),
    (#"--filter "a\xb""#, "axb\n", 1),
    ("--filter a\\\nb", "a\nb\n", 1),
    ("# a comment\n--filter x", "x\n", 1),
    ("--filter x # a comment", "x\n", 1),
    ("--filter x#c", "x#c\n", 1),
    ("--filter x #c --nosuch\n--print0", "x\0", 1),
    ("--filter x\n  # indented --nosuch\n  --print0", "x\0", 1),
    ("--filter ''", "\n", 1),
    ("--filter ''#c\nx", "x\n", 1),
    ("--filter a|b --nosuch", "a\n", 1),
    ("--filter a;b --nosuch", "a\n", 1),
    ("--filter $(x y)", "$(x y)\n", 1),
    ("--filter `x y`", "`x y`\n", 1),
    (#"--filter "a b"c"#, "a bc\n", 1),
    ("--filter a'b c'd", "ab cd\n", 1),
    (#"--filter a\ b"#, "a b\n", 1),
    (##"--filter "#x""##, "#x\n", 1),
    (##"--filter \#x"##, "#x\n", 1),
    (#"--filter g\r"#, "gr\n", 1),
    ("--filter 'a|b' --print0", "a|b\0", 1),
    ("--filter x 2>y", "x\n", 1),
    ("--filter 2>x", "", 2),
    ("--filter a(b", "", 2),
    ("--filter a)b c", "", 2),
    ("--filter `a", "", 2),
    (#"--filter a\"#, "", 2),
    (#"--filter "abc"#, "", 2),
    ("--filter a\tb", "", 2),
]

@Suite("Under the name fzf")
struct FzfNameTests {
    // MARK: --version

    @Test("--version: fzf's version first (fzf-marks' awk check reads 74000, over its 16001), tick's own under the name tick")
    func version() throws {
        let r = try runAsFzf(["--version"])
        #expect(r.status == 0)
        #expect(r.stdoutText.hasPrefix("0.74.0 (tick 0.2.0"), "\(r.stdoutText)")
        let awk = run("/bin/sh", ["-c", "printf %s \"$0\" | awk -F. '{print $1*1e6+$2*1e3+$3}'", r.stdoutText])
        #expect(awk.stdoutText == "74000\n")
        #expect(runTick(["--version"]).stdoutText.hasPrefix("tick 0.2.0"))
    }

    // MARK: FZF_DEFAULT_OPTS, FZF_DEFAULT_OPTS_FILE, TICK_DEFAULT_OPTS

    @Test("FZF_DEFAULT_OPTS is split as fzf splits it: quotes, backslashes, # comments, the shell's syntax",
          arguments: defaultOptsCases.indices)
    func defaultOptsQuoting(_ k: Int) throws {
        let c = defaultOptsCases[k]
        let r = try runAsFzf(["--print-query"], env: ["FZF_DEFAULT_OPTS": c.opts])
        #expect(r.status == c.status, "\(c.opts.debugDescription): \(r.stderr)")
        expectBytes(r.stdout, bytes(c.stdout), c.opts.debugDescription)
        if c.status == 2 {
            #expect(r.stderr.hasPrefix("tick: FZF_DEFAULT_OPTS: "), "\(r.stderr)")
        }
        if let fzf = Programs.fzf {
            let f = run(fzf, ["--print-query"], environment: ["FZF_DEFAULT_OPTS": c.opts], timeout: 60)
            #expect(f.status == r.status, "fzf: \(c.opts.debugDescription)")
            expectBytes(r.stdout, f.stdout, "against fzf: \(c.opts.debugDescription)")
        }
    }

    @Test("FZF_DEFAULT_OPTS_FILE's lines (comments too) come first, then FZF_DEFAULT_OPTS, then the command line")
    func defaultOptsFile() throws {
        let directory = try temporaryDirectory("fzfrc")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("fzfrc")
        try "# my options\n--filter a   # the query\n--print-query\n\n# the end\n".write(to: file, atomically: true, encoding: .utf8)
        let cases: [([String], [String: String], String)] = [
            ([], [:], "a\n"),
            ([], ["FZF_DEFAULT_OPTS": "--filter b"], "b\n"),
            (["--filter", "c"], ["FZF_DEFAULT_OPTS": "--filter b"], "c\n"),
        ]
        for (args, env, expected) in cases {
            let all = env.merging(["FZF_DEFAULT_OPTS_FILE": file.path]) { $1 }
            let r = try runAsFzf(args, env: all)
            #expect(r.status == 1 && r.stdoutText == expected, "\(args) \(env): \(r.stdoutText) \(r.stderr)")
            if let fzf = Programs.fzf {
                #expect(run(fzf, args, environment: all, timeout: 60).stdoutText == expected, "fzf \(args) \(env)")
            }
        }
        // An empty FZF_DEFAULT_OPTS_FILE names no file.
        expectOutput(try runAsFzf(["-f", "b"], stdin: lines(["a", "b"]), env: ["FZF_DEFAULT_OPTS_FILE": ""]), bytes("b\n"))
    }

    @Test("A missing options file, or a bad option in it or in FZF_DEFAULT_OPTS, is an error naming where, exit 2")
    func badDefaultOpts() throws {
        let missing = try runAsFzf(["-f", "a"], env: ["FZF_DEFAULT_OPTS_FILE": "/nonexistent/fzfrc"])
        #expect(missing.status == 2 && missing.stdout.isEmpty)
        #expect(missing.stderr == "tick: FZF_DEFAULT_OPTS_FILE: cannot read '/nonexistent/fzfrc': No such file or directory\n")
        let directory = try temporaryDirectory("fzfrc")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("fzfrc")
        try "--height 40%\n--nosuch\n".write(to: file, atomically: true, encoding: .utf8)
        let inFile = try runAsFzf(["-f", "a"], env: ["FZF_DEFAULT_OPTS_FILE": file.path])
        #expect(inFile.status == 2)
        #expect(inFile.stderr == "tick: FZF_DEFAULT_OPTS_FILE (\(file.path)): unknown option: --nosuch\n")
        let inVariable = try runAsFzf(["-f", "a"], env: ["FZF_DEFAULT_OPTS": "--nosuch"])
        #expect(inVariable.status == 2)
        #expect(inVariable.stderr == "tick: FZF_DEFAULT_OPTS: unknown option: --nosuch\n")
        let quoting = try runAsFzf(["-f", "a"], env: ["FZF_DEFAULT_OPTS": "--prompt 'x"])
        #expect(quoting.status == 2 && quoting.stderr == "tick: FZF_DEFAULT_OPTS: unterminated single quote\n")
    }

    @Test("Each name reads only its own variables: tick TICK_DEFAULT_OPTS (fzf's syntax), fzf FZF_DEFAULT_OPTS and FZF_DEFAULT_OPTS_FILE")
    func ownVariables() throws {
        let items = lines(["a", "b"])
        let fzfOpts = ["FZF_DEFAULT_OPTS": "--nosuch", "FZF_DEFAULT_OPTS_FILE": "/nonexistent"]
        expectOutput(runTick(["-f", "b"], stdin: items, env: fzfOpts), bytes("b\n"))
        expectOutput(try runAsFzf(["-f", "b"], stdin: items, env: ["TICK_DEFAULT_OPTS": "--nosuch"]), bytes("b\n"))
        expectOutput(runTick(["-f", ""], stdin: items, env: ["TICK_DEFAULT_OPTS": "# json, for jq\n--json # not lines\n"]), bytes(#"["a","b"]"# + "\n"))
        let bad = runTick(["-f", ""], stdin: items, env: ["TICK_DEFAULT_OPTS": "--nosuch"])
        #expect(bad.status == 2 && bad.stderr == "tick: TICK_DEFAULT_OPTS: unknown option '--nosuch'\n")
    }

    // MARK: FZF_DEFAULT_COMMAND

    @Test("With stdin a terminal, FZF_DEFAULT_COMMAND's lines are the items: run by $SHELL (else sh), stderr dropped; tick ignores it")
    func defaultCommand() throws {
        let (directory, fzf) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        let command = #"printf 'x y\nz\n'; echo oops >&2; echo "$0""#
        for (shell, name) in [("/bin/bash", "/bin/bash"), ("", "sh")] {
            let run = try onTerminal(fzf, ["--filter", ""], in: directory, env: ["FZF_DEFAULT_COMMAND": command, "SHELL": shell])
            let r = run.wait(timeout: 30)
            #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
            #expect(r.stdoutText == "x y\nz\n\(name)\n")
            if let real = Programs.fzf {
                let f = try onTerminal(real, ["--filter", ""], in: directory, env: ["FZF_DEFAULT_COMMAND": command, "SHELL": shell]).wait(timeout: 30)
                #expect(f.stdoutText == r.stdoutText, "fzf printed \(f.stdoutText)")
            }
        }
        // Under the name tick the walker lists the directory (the link) instead.
        let walked = try onTerminal(Programs.tick, ["--filter", ""], in: directory, env: ["FZF_DEFAULT_COMMAND": command]).wait(timeout: 30)
        #expect(walked.stdoutText == "fzf\n")
    }

    @Test("A list from FZF_DEFAULT_COMMAND is ranked with the path scheme unless --scheme or --tiebreak is given, as fzf ranks it")
    func pathSchemeOnTerminal() throws {
        let (directory, fzf) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        let command = #"printf 'src/foo/bar.c\nfoo/src/bar.c\nbar/foo.c\nfoobar/x.c\n'"#
        // Worked out with fzf 0.74.5 on the same list.
        let cases: [([String], String)] = [
            ([], "bar/foo.c\nfoobar/x.c\nsrc/foo/bar.c\nfoo/src/bar.c\n"),
            (["--scheme", "default"], "foobar/x.c\nfoo/src/bar.c\nbar/foo.c\nsrc/foo/bar.c\n"),
            (["--tiebreak", "index"], "foo/src/bar.c\nfoobar/x.c\nsrc/foo/bar.c\nbar/foo.c\n"),
        ]
        for (args, expected) in cases {
            let r = try onTerminal(fzf, ["--filter", "foo"] + args, in: directory, env: ["FZF_DEFAULT_COMMAND": command]).wait(timeout: 30)
            #expect(r.stdoutText == expected, "\(args)")
            if let real = Programs.fzf {
                let f = try onTerminal(real, ["--filter", "foo"] + args, in: directory, env: ["FZF_DEFAULT_COMMAND": command]).wait(timeout: 30)
                #expect(f.stdoutText == expected, "fzf \(args)")
            }
        }
    }

    @Test("FZF_DEFAULT_COMMAND streams into the picker, and its whole process group is killed when tick accepts")
    func defaultCommandKilledOnAccept() throws {
        let (directory, fzf) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pidFile = directory.appendingPathComponent("pid")
        let command = "echo apple; echo banana; sleep 300 & echo $! > '\(pidFile.path)'; wait"
        let run = try onTerminal(fzf, [], in: directory, env: ["FZF_DEFAULT_COMMAND": command])
        // The input stays open (the sleep holds it): the count shows beside the spinner.
        #expect(run.waitForScreen { $0.lines.contains { $0.dropFirst(2).hasPrefix("2/2 ") } }, "\(run.lines)")
        let sleeper = try #require(pid(in: pidFile))
        run.send("\r")
        let r = run.finish(alternateScreen: true)
        #expect(r.status == 0 && r.stdoutText == "apple\n")
        #expect(hasEnded(sleeper), "the command's sleep \(sleeper) still runs")
    }

    @Test("A failing FZF_DEFAULT_COMMAND that gave nothing is said as fzf says it: [Command failed: false] (test_fzf_default_command_failure)")
    func defaultCommandFailure() throws {
        let (directory, fzf) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try onTerminal(fzf, [], in: directory, env: ["FZF_DEFAULT_COMMAND": "false"])
        #expect(run.waitForText("[Command failed: false]"), "\(run.lines)")
        run.send("\u{1B}")
        #expect(run.finish(alternateScreen: true).status == 130)
        // A command that fails after giving items: the items, and no word of it (as fzf).
        let partial = try onTerminal(fzf, [], in: directory, env: ["FZF_DEFAULT_COMMAND": "echo apple; exit 3"])
        #expect(partial.waitForCount("1/1"), "\(partial.lines)")
        #expect(!partial.screenText.contains("Command failed"))
        partial.send("\r")
        #expect(partial.finish(alternateScreen: true).stdoutText == "apple\n")
    }

    @Test("FZF_DEFAULT_COMMAND's process group is killed when a signal ends tick while --filter waits for it")
    func defaultCommandKilledBySignal() throws {
        let (directory, fzf) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pidFile = directory.appendingPathComponent("pid")
        let command = "echo apple; sleep 300 & echo $! > '\(pidFile.path)'; wait"
        let run = try onTerminal(fzf, ["--filter", "a"], in: directory, env: ["FZF_DEFAULT_COMMAND": command])
        let sleeper = try #require(pid(in: pidFile))
        run.signal(SIGTERM)
        let r = run.wait(timeout: 20)
        #expect(r.status == 128 + SIGTERM)
        #expect(hasEnded(sleeper), "the command's sleep \(sleeper) still runs")
    }

    // MARK: The picker as fzf

    /// Starts tick as fzf on `items` under a pseudo-terminal and waits for all of them.
    private func fzfPicker(_ args: [String], _ items: [String], link: String) throws -> PseudoTerminalRun {
        let run = try PseudoTerminalRun(executable: link, arguments: args, environment: ["NO_COLOR": ""],
                                        stdin: Array(items.map { $0 + "\n" }.joined().utf8))
        #expect(run.waitForCount("\(items.count)/\(items.count)"))
        return run
    }

    /// Types `query`, presses Tab on its one match, and clears the query again.
    private func tick(_ query: String, in run: PseudoTerminalRun, total: Int) {
        run.send(query)
        #expect(run.waitForCount("1/\(total)"))
        run.send("\t")
        run.send("\u{15}")
        #expect(run.waitForCount("\(total)/\(total)"))
    }

    @Test("One pick by default: Tab ticks nothing and Enter prints the band's item only")
    func singleByDefault() throws {
        let (directory, fzf) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try fzfPicker([], ["apple", "banana", "cherry"], link: fzf)
        tick("cherry", in: run, total: 3)
        tick("banana", in: run, total: 3)
        run.send("\r")
        let r = run.finish(alternateScreen: true)
        #expect(r.status == 0)
        #expect(r.stdoutText == "apple\n")
    }

    @Test("-m picks several, printed in the order they were ticked (tick prints them in input order)")
    func multiInSelectionOrder() throws {
        let (directory, fzf) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try fzfPicker(["-m"], ["apple", "banana", "cherry"], link: fzf)
        tick("cherry", in: run, total: 3)
        tick("apple", in: run, total: 3)
        // fzf's info line counts the ticks in brackets.
        #expect(run.waitForCount("3/3 (2)"))
        run.send("\r")
        let r = run.finish(alternateScreen: true)
        #expect(r.status == 0 && r.stdoutText == "cherry\napple\n")
    }

    @Test("fzf's screen: full screen, the prompt on the last line, the info line above it, the best match above that")
    func listLayout() throws {
        let (directory, fzf) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try fzfPicker([], ["apple", "banana", "cherry"], link: fzf)
        let lines = run.lines
        // As fzf 0.74.5 draws `printf 'apple\nbanana\ncherry\n' | fzf` on 80×24.
        #expect(lines.count == 24 && lines[23] == ">", "\(lines)")
        #expect(lines[22] == "  3/3 " + String(repeating: "─", count: 73), "\(lines)")
        #expect(PseudoTerminalRun.row(showing: "apple", in: lines) == 21, "\(lines)")
        #expect(PseudoTerminalRun.row(showing: "cherry", in: lines) == 19, "\(lines)")
        run.send("\u{1B}")
        _ = run.finish(alternateScreen: true)
        // tick's screen under the name fzf stays inline, off the alternate screen.
        let own = try fzfPicker(["--screen", "tick"], ["apple", "banana", "cherry"], link: fzf)
        own.send("\u{1B}")
        #expect(own.finish().status == 130)
    }

    @Test("fzf's exit codes: 0 picked, 1 Enter with no match, 130 Esc, 2 a bad option, 1 --filter matching nothing")
    func exitCodes() throws {
        let (directory, fzf) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        let noMatch = try fzfPicker([], ["apple", "banana"], link: fzf)
        noMatch.send("zzz")
        #expect(noMatch.waitForCount("0/2"))
        noMatch.send("\r")
        let r1 = noMatch.finish(alternateScreen: true)
        #expect(r1.status == 1 && r1.stdout.isEmpty)
        let escaped = try fzfPicker([], ["apple", "banana"], link: fzf)
        escaped.send("\u{1B}")
        let r130 = escaped.finish(alternateScreen: true)
        #expect(r130.status == 130 && r130.stdout.isEmpty)
        #expect(try runAsFzf(["--nosuch"]).status == 2)
        #expect(try runAsFzf(["-f", "zzz"], stdin: lines(["a"])).status == 1)
    }

    // MARK: make install

    @Test("make install makes no fzf link unless FZF_LINK=1 (or install-fzf-link); it never replaces another fzf; uninstall removes only its link")
    func installLink() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let prefix = try temporaryDirectory("fzf-prefix")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let fm = FileManager.default
        let fzf = prefix.appendingPathComponent("bin/fzf").path
        func make(_ args: [String]) -> RunResult {
            run("/usr/bin/env", ["make", "-s", "-C", root.path] + args + ["PREFIX=\(prefix.path)", "BINARY=\(Programs.tick)"], timeout: 120)
        }
        #expect(make(["install"]).status == 0)
        #expect(!fm.fileExists(atPath: fzf))
        #expect(make(["install", "FZF_LINK=1"]).status == 0)
        #expect(try fm.destinationOfSymbolicLink(atPath: fzf) == "tick")
        #expect(run(fzf, ["--version"]).stdoutText.hasPrefix("0.74.0 (tick "))
        #expect(make(["uninstall"]).status == 0)
        #expect(!fm.fileExists(atPath: fzf) && !fm.fileExists(atPath: prefix.appendingPathComponent("bin/tick").path))
        // An fzf of the user's own is left alone, and the request fails saying so.
        #expect(make(["install"]).status == 0)
        try "#!/bin/sh\n".write(toFile: fzf, atomically: true, encoding: .utf8)
        let refused = make(["install-fzf-link"])
        #expect(refused.status != 0 && refused.stderr.contains("left alone"))
        #expect(make(["uninstall"]).status == 0)
        #expect(try String(contentsOfFile: fzf, encoding: .utf8) == "#!/bin/sh\n")
    }
}
