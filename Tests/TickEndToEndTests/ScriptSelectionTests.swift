// What a script acts on is exactly what the user picked (issue 27): an item's identity for
// --remember and --preselect, --single's start, -1/-0 the same everywhere, no HOME, CI, line
// mode's remembered query, and messages that show bytes as the picker does.
import Foundation
import Testing
import TickTestSupport

/// Runs tick with no terminal, as CI and cron do.
private func headless(_ arguments: [String], _ items: [String], env: [String: String] = [:]) -> RunResult {
    runTick(arguments, stdin: lines(items), env: env, newSession: true, timeout: 10)
}

@Suite("Scripts act on exactly what the user picked")
struct ScriptSelectionTests {
    static let deploys = ["api 1.0.0", "web 1.0.0", "db 2.0.0"]
    static let keyed = ["--json-object", "--key-nth", "1", "--accept-nth", "2"]

    @Test("--remember with --key-nth: the item ticked, and only it, comes back, even after its value changed")
    func rememberByKey() throws {
        let home = try stateHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let env = ["XDG_STATE_HOME": home.path]
        let run = try picker(Self.keyed + ["--remember", "same"], input: Self.deploys, environment: env)
        #expect(run.waitForCount("3/3"), "\(run.screenText)")
        run.send(Keys.tab)
        #expect(run.waitForText("1 ticked"))
        run.send(Keys.enter)
        let picked = run.finish()
        #expect(picked.status == 0 && picked.stdoutText == "{\"api\":\"1.0.0\"}\n", "\(picked.stderr)")

        let next = headless(Self.keyed + ["--remember", "same", "--no-tty=defaults"], Self.deploys, env: env)
        expectDefaults(next, bytes("{\"api\":\"1.0.0\"}\n"))
        let bumped = headless(Self.keyed + ["--remember", "same", "--no-tty=defaults"], ["api 1.0.1", "web 1.0.0", "db 2.0.0"], env: env)
        expectDefaults(bumped, bytes("{\"api\":\"1.0.1\"}\n"))
    }

    @Test("--preselect with --key-nth names a key")
    func preselectByKey() {
        let r = headless(Self.keyed + ["--preselect", "web", "--no-tty=defaults"], Self.deploys)
        expectDefaults(r, bytes("{\"web\":\"1.0.0\"}\n"))
    }

    @Test("Of two equal items, only the one ticked is remembered")
    func rememberOneOfTwins() throws {
        let home = try stateHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let env = ["XDG_STATE_HOME": home.path]
        let items = ["dup", "dup", "x"]
        let run = try picker(["--remember", "twins", "--json-lines"], input: items, environment: env)
        #expect(run.waitForCount("3/3"), "\(run.screenText)")
        run.send(Keys.down)
        run.send(Keys.tab)
        #expect(run.waitForText("1 ticked"))
        run.send(Keys.enter)
        let picked = run.finish()
        #expect(picked.stdoutText == "{\"index\":1,\"text\":\"dup\",\"value\":\"dup\"}\n", "\(picked.stderr)")
        let next = headless(["--remember", "twins", "--json-lines", "--no-tty=defaults"], items, env: env)
        expectDefaults(next, bytes("{\"index\":1,\"text\":\"dup\",\"value\":\"dup\"}\n"))
    }

    @Test("--single starts the band on the preselected item: Enter prints it")
    func singleStartsOnPreselected() throws {
        let run = try picker(["--single", "--preselect", "beta"], input: ["alpha", "beta", "gamma"])
        #expect(run.waitForCount("3/3"), "\(run.screenText)")
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.status == 0 && r.stdoutText == "beta\n", "\(r.stderr)")
    }

    @Test("--single with a remembered item starts on it, and keeps it remembered")
    func singleStartsOnRemembered() throws {
        let home = try stateHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let env = ["XDG_STATE_HOME": home.path]
        let first = try picker(["--single", "--remember", "one"], input: ["alpha", "beta", "gamma"], environment: env)
        #expect(first.waitForCount("3/3"))
        first.send(Keys.down + Keys.down)
        first.send(Keys.enter)
        #expect(first.finish().stdoutText == "gamma\n")
        let again = try picker(["--single", "--remember", "one"], input: ["alpha", "beta", "gamma"], environment: env)
        #expect(again.waitForCount("3/3"))
        again.send(Keys.enter)
        #expect(again.finish().stdoutText == "gamma\n")
    }

    @Test("--single --preselect dup on dup dup x: the picker, line mode and the defaults all print the first dup")
    func singleDuplicatesAgree() throws {
        let items = ["dup", "dup", "x"]
        let arguments = ["--single", "--preselect", "dup", "--json-lines"]
        let expected = "{\"index\":0,\"text\":\"dup\",\"value\":\"dup\"}\n"
        let run = try picker(arguments, input: items)
        #expect(run.waitForCount("3/3"))
        run.send(Keys.enter)
        #expect(run.finish().stdoutText == expected)
        let line = try picker(arguments, input: items, environment: ["TERM": "dumb"], echo: false)
        #expect(line.waitForText("Pick (e.g. 1 3 5-7):"))
        line.send("\r")
        #expect(line.finish().stdoutText == expected)
        expectDefaults(headless(arguments + ["--no-tty=defaults"], items), bytes(expected))
    }

    @Test("-1 answers without a terminal as with one, --no-tty=defaults or not")
    func selectOneWithoutTerminal() {
        expectOutput(headless(["-1", "--no-tty=defaults"], ["only"]), bytes("only\n"))
        expectOutput(headless(["-1"], ["only"]), bytes("only\n"))
    }

    @Test("-1 obeys --min: one match is not enough, so the picker asks (and without a terminal, --no-tty decides)")
    func selectOneObeysMin() throws {
        let run = try picker(["-1", "--min", "2"], input: ["only"])
        #expect(run.waitForCount("1/1"), "the picker opened:\n\(run.screenText)")
        run.send(Keys.esc)
        #expect(run.finish().status == 130)
        let r = headless(["-1", "--min", "2"], ["only"])
        #expect(r.status == 2 && r.stdout.isEmpty && r.stderr.contains("needs a terminal"), "\(r.stderr)")
    }

    @Test("-1 with --confirm asks at a terminal before printing the lone match")
    func selectOneConfirms() throws {
        let run = try picker(["-1", "--confirm"], input: ["only"])
        #expect(run.waitForText("Print 1 item? [y/N]"), "\(run.screenText)")
        run.send("y")
        let r = run.finish()
        #expect(r.status == 0 && r.stdoutText == "only\n")
        let line = try picker(["-1", "--confirm"], input: ["only"], environment: ["TERM": "dumb"], echo: false)
        #expect(line.waitForText("Pick (e.g. 1 3 5-7):"), "line mode asks too:\n\(line.screenText)")
        line.send("q\r")
        #expect(line.finish().status == 130)
    }

    @Test("--remember without HOME or XDG_STATE_HOME warns and goes on")
    func rememberWithoutHome() {
        let r = run(Programs.tick, ["--remember", "deploy", "--no-tty=defaults", "--preselect", "b"], stdin: lines(["a", "b"]),
                    environment: ["HOME": "", "XDG_STATE_HOME": ""], newSession: true, timeout: 10)
        #expect(r.status == 0 && r.stdoutText == "b\n", "\(r.stderr)")
        #expect(r.stderr.hasPrefix("tick: warning: --remember deploy: neither XDG_STATE_HOME nor HOME"), "\(r.stderr)")
    }

    @Test("With CI set, tick answers as without a terminal even when it has one; CI=false and --ignore-ci open the picker")
    func continuousIntegration() throws {
        let ci = try picker(["--no-tty=defaults", "--preselect", "b"], input: ["a", "b"], environment: ["CI": "true"])
        let r = ci.finish()
        #expect(r.status == 0 && r.stdoutText == "b\n", "\(r.stderr)")
        let error = try picker([], input: ["a", "b"], environment: ["CI": "1"])
        let e = error.finish()
        #expect(e.status == 2 && e.stderr.contains("CI is set") && e.stderr.contains("--ignore-ci"), "\(e.stderr)")
        for (env, arguments) in [(["CI": "false"], [String]()), (["CI": "0"], []), (["CI": "true"], ["--ignore-ci"])] {
            let run = try picker(arguments, input: ["a", "b"], environment: env)
            #expect(run.waitForCount("2/2"), "\(env) \(arguments): the picker opened")
            run.send(Keys.esc)
            #expect(run.finish().status == 130)
        }
    }

    @Test("Line mode with a remembered query lists the ticked items it hides, and / clears it")
    func lineModeRememberedQuery() throws {
        let home = try stateHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let env = ["XDG_STATE_HOME": home.path, "TERM": "dumb"]
        let items = ["alpha", "beta", "gamma"]
        let first = try picker(["--remember", "q"], input: items, environment: env, echo: false)
        #expect(first.waitForText("Pick (e.g. 1 3 5-7):"))
        first.send("1\r")
        #expect(first.finish().stdoutText == "alpha\n")
        // Remember the query "ga" with alpha ticked: -q sets it, the ticks come back.
        let second = try picker(["--remember", "q", "-q", "ga"], input: items, environment: env, echo: false)
        #expect(second.waitForText("Pick (e.g. 1 3 5-7):"))
        #expect(second.lines.contains("  1  gamma") && second.lines.contains("✓ 2  alpha"), "\(second.screenText)")
        second.send("\r")
        #expect(second.finish().stdoutText == "alpha\n")
        let third = try picker(["--remember", "q"], input: items, environment: env, echo: false)
        #expect(third.waitForText("/ clears the query 'ga'"), "\(third.screenText)")
        third.send("/\r")
        #expect(third.waitForText("3  gamma"), "every item listed:\n\(third.screenText)")
        third.send("2\r")
        #expect(third.finish().stdoutText == "beta\n")
        let fourth = try picker(["--remember", "q"], input: items, environment: env, echo: false)
        #expect(fourth.waitForText("Pick (e.g. 1 3 5-7):"))
        #expect(!fourth.screenText.contains("clears the query"), "the cleared query was saved:\n\(fourth.screenText)")
        fourth.send("q\r")
        _ = fourth.finish()
    }

    @Test("Messages show escape and control bytes as the picker does: ␛ and ␍, never raw")
    func messagesAreSafe() {
        let title = "\u{1B}]0;pwned\u{07}"
        let r = headless(["--no-tty=defaults", "--preselect", title, "--preselect", "a\r"], ["a", "b"])
        #expect(r.status == 1)
        #expect(!r.stderr.contains("\u{1B}") && !r.stderr.contains("\u{07}") && !r.stderr.contains("\r"), "\(r.stderr.debugDescription)")
        #expect(r.stderr.contains("'␛]0;pwned␇'") && r.stderr.contains("'a␍'"), "\(r.stderr)")
        let keys = headless(["--no-tty=defaults", "--preselect-all", "--json-object", "--key-nth", "1"], ["\u{1B}[2J k", "\u{1B}[2J k"])
        #expect(keys.status == 2 && keys.stdout.isEmpty)
        #expect(!keys.stderr.contains("\u{1B}") && keys.stderr.contains("␛[2J"), "\(keys.stderr.debugDescription)")
    }

    @Test("A version 1 memory (values only) still works by value, and with --key-nth is reported and ignored, never read as keys")
    func versionOneMemory() throws {
        let home = try stateHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let env = ["XDG_STATE_HOME": home.path]
        let file = home.appendingPathComponent("tick/old.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Saved by an old tick with --accept-nth 2 after ticking api: the value 1.0.0, which web shares.
        let value = Data("1.0.0".utf8).base64EncodedString()
        try Data("{\"format\":\"tick-memory\",\"version\":1,\"query\":\"\",\"ticked\":[\"\(value)\"]}\n".utf8).write(to: file)
        let byValue = headless(["--accept-nth", "2", "--remember", "old", "--no-tty=defaults"], Self.deploys, env: env)
        expectDefaults(byValue, bytes("1.0.0\n"))
        let keyed = headless(Self.keyed + ["--remember", "old", "--no-tty=defaults", "--preselect", "db"], Self.deploys, env: env)
        #expect(keyed.status == 0 && keyed.stdoutText == "{\"db\":\"2.0.0\"}\n", "\(keyed.stderr)")
        #expect(keyed.stderr.hasPrefix("tick: warning: cannot use the memory 'old'") && keyed.stderr.contains("--key-nth"), "\(keyed.stderr)")
    }
}

/// Expects a `--no-tty=defaults` run that printed `expected`, with the one stderr line that says
/// it answered without asking.
private func expectDefaults(_ r: RunResult, _ expected: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(!r.timedOut && r.status == 0, "status \(r.status); stderr: \(r.stderr)", sourceLocation: sourceLocation)
    #expect(r.stderr.hasPrefix("tick: --no-tty=defaults printed ") && r.stderr.contains(" without asking: ")
            && r.stderr.split(separator: "\n").count == 1, "stderr: \(r.stderr)", sourceLocation: sourceLocation)
    expectBytes(r.stdout, expected, sourceLocation: sourceLocation)
}
