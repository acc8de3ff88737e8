// The helper scripts in examples/, run for real: each against a fixture of its own (a
// temporary git repository, an ssh config, a sleeping process, a list of deploy targets),
// under a pseudo-terminal with keys sent, or without any terminal as in CI. The scripts find
// the built tick through $TICK (and PATH), so they are tested with the binary under test.
import Foundation
import Testing
import TickTestSupport

/// The examples and what they run with.
private enum Example {
    /// `examples/` in the package.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("examples")

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// The environment of every run: the built tick as $TICK and first on PATH, git without the
    /// user's or the system's configuration, and a fixed identity for commits.
    static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        let tickDirectory = URL(fileURLWithPath: Programs.tick).deletingLastPathComponent().path
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return [
            "TICK": Programs.tick, "PATH": tickDirectory + ":" + path, "NO_COLOR": "",
            "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_AUTHOR_NAME": "Example", "GIT_AUTHOR_EMAIL": "example@example.invalid",
            "GIT_COMMITTER_NAME": "Example", "GIT_COMMITTER_EMAIL": "example@example.invalid",
        ].merging(extra) { $1 }
    }

    /// Starts example `name` with `arguments` under a pseudo-terminal, in `directory` (through
    /// `sh`, which changes to it and then becomes the script). stdin is empty.
    static func picker(_ name: String, _ arguments: [String] = [], in directory: URL? = nil,
                       environment extra: [String: String] = [:]) throws -> PseudoTerminalRun {
        let (executable, argv) = command(name, arguments, in: directory)
        return try PseudoTerminalRun(executable: executable, arguments: argv, environment: environment(extra),
                                     rows: 24, columns: 100, stdin: [])
    }

    /// Runs example `name` without a terminal: in a new session (no controlling terminal, as in
    /// CI or cron), stdin empty.
    static func run(_ name: String, _ arguments: [String] = [], in directory: URL? = nil,
                    environment extra: [String: String] = [:]) -> RunResult {
        let (executable, argv) = command(name, arguments, in: directory)
        return TickEndToEndTests.run(executable, argv, environment: environment(extra), newSession: true, timeout: 60)
    }

    private static func command(_ name: String, _ arguments: [String], in directory: URL?) -> (String, [String]) {
        guard let directory else { return (path(name), arguments) }
        return ("/bin/sh", ["-c", "cd \"$0\" && exec \"$@\"", directory.path, path(name)] + arguments)
    }
}

/// Runs git in `directory`, records an issue if it fails, and returns its stdout.
@discardableResult
private func git(_ arguments: [String], in directory: URL, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    let r = run("/usr/bin/env", ["git", "-C", directory.path] + arguments, environment: Example.environment())
    #expect(r.status == 0, "git \(arguments.joined(separator: " ")): \(r.stderr)", sourceLocation: sourceLocation)
    return r.stdoutText
}

/// Writes `text` to `name` in `directory`.
private func write(_ text: String, to name: String, in directory: URL) throws {
    try Data(text.utf8).write(to: directory.appendingPathComponent(name))
}

extension PseudoTerminalRun {
    /// Waits until the prompt line shows `query` and the toolbar shows exactly `matches`
    /// matching rows (out of any total), with matching finished.
    func waitForQuery(_ query: String, matches: Int, timeout: Double = 10) -> Bool {
        waitForScreen(timeout: timeout) { s in
            guard s.lines.first == "> " + query else { return false }
            return s.lines.contains { line in
                guard let count = line.split(separator: " ").first, !line.contains("loading") else { return false }
                let parts = count.split(separator: "/")
                return parts.count == 2 && parts[0] == "\(matches)" && parts[1].allSatisfy(\.isNumber)
            }
        }
    }
}

private let ctrlU = "\u{15}"

@Suite("examples/", .serialized)
struct ExampleTests {
    // MARK: git-delete-merged

    /// A repository on `main` with two merged branches (one merged by a merge commit, one
    /// pointing into main's history) and one unmerged branch.
    private func branchRepository() throws -> URL {
        let repo = try temporaryDirectory("branches")
        git(["init", "-q", "-b", "main"], in: repo)
        git(["commit", "-q", "--allow-empty", "-m", "start"], in: repo)
        git(["branch", "old-fix"], in: repo)
        git(["switch", "-q", "-c", "feature/login"], in: repo)
        git(["commit", "-q", "--allow-empty", "-m", "login"], in: repo)
        git(["switch", "-q", "main"], in: repo)
        git(["merge", "-q", "--no-ff", "-m", "merge login", "feature/login"], in: repo)
        git(["switch", "-q", "-c", "wip"], in: repo)
        git(["commit", "-q", "--allow-empty", "-m", "not merged"], in: repo)
        git(["switch", "-q", "main"], in: repo)
        return repo
    }

    private func branches(_ repo: URL) -> [String] {
        git(["for-each-ref", "--format=%(refname:short)", "refs/heads/"], in: repo)
            .split(separator: "\n").map(String.init)
    }

    @Test("git-delete-merged lists only the merged branches; the two ticked are deleted, the rest stay")
    func deleteMerged() throws {
        let repo = try branchRepository()
        defer { try? FileManager.default.removeItem(at: repo) }
        #expect(branches(repo) == ["feature/login", "main", "old-fix", "wip"])

        let run = try Example.picker("git-delete-merged", in: repo)
        #expect(run.waitForCount("2/2"), "\(run.screenText)")
        #expect(run.waitForText("Branches merged into HEAD"))
        #expect(!run.screenText.contains("wip") && !run.screenText.contains("main"), "\(run.screenText)")
        run.send(Keys.tab)
        run.send(Keys.tab)
        #expect(run.waitForText("[ Delete (2) ]"), "\(run.screenText)")
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText.contains("Deleted branch feature/login"), "\(r.stdoutText)")
        #expect(r.stdoutText.contains("Deleted branch old-fix"), "\(r.stdoutText)")
        #expect(branches(repo) == ["main", "wip"])
    }

    @Test("git-delete-merged: Esc deletes nothing and exits 130; -n prints the command instead of deleting")
    func deleteMergedCancelAndDryRun() throws {
        let repo = try branchRepository()
        defer { try? FileManager.default.removeItem(at: repo) }

        let cancelled = try Example.picker("git-delete-merged", in: repo)
        #expect(cancelled.waitForCount("2/2"), "\(cancelled.screenText)")
        cancelled.send(Keys.tab)
        #expect(cancelled.waitForText("1 ticked"))
        cancelled.send(Keys.esc)
        let c = cancelled.finish()
        #expect(c.status == 130)
        #expect(c.stdout.isEmpty)
        #expect(branches(repo) == ["feature/login", "main", "old-fix", "wip"])

        let dry = try Example.picker("git-delete-merged", ["-n"], in: repo)
        #expect(dry.waitForCount("2/2"), "\(dry.screenText)")
        dry.send(Keys.down)
        dry.send(Keys.tab)
        #expect(dry.waitForText("1 ticked"))
        dry.send(Keys.enter)
        let d = dry.finish()
        #expect(d.status == 0, "stderr: \(d.stderr)")
        #expect(d.stdoutText == "git branch -d -- old-fix\n")
        #expect(branches(repo) == ["feature/login", "main", "old-fix", "wip"])
    }

    @Test("git-delete-merged without a terminal: tick's error (exit 2) is passed on and nothing is deleted")
    func deleteMergedWithoutTerminal() throws {
        let repo = try branchRepository()
        defer { try? FileManager.default.removeItem(at: repo) }
        let r = Example.run("git-delete-merged", in: repo)
        #expect(r.status == 2, "stderr: \(r.stderr)")
        #expect(r.stderr.contains("--filter"), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(branches(repo) == ["feature/login", "main", "old-fix", "wip"])
    }

    // MARK: git-stage

    @Test("git-stage lists unstaged and untracked files; exactly the ticked ones are staged, odd names included")
    func stage() throws {
        let repo = try temporaryDirectory("stage")
        defer { try? FileManager.default.removeItem(at: repo) }
        git(["init", "-q", "-b", "main"], in: repo)
        try write("one\n", to: "tracked file.txt", in: repo)
        try write("kept\n", to: "untouched.txt", in: repo)
        git(["add", "."], in: repo)
        git(["commit", "-q", "-m", "start"], in: repo)
        try write("one\ntwo\n", to: "tracked file.txt", in: repo)
        try write("new\n", to: "new file.txt", in: repo)
        // A leading `:` starts pathspec magic (`:odd…` would mean `odd…` at the top, which does
        // not exist), and `*` could match the decoy: the script must add the name literally.
        try write("odd\n", to: ":odd 'name' *.txt", in: repo)
        try write("decoy\n", to: "odd 'name' decoy.txt", in: repo)
        try FileManager.default.createDirectory(at: repo.appendingPathComponent("sub dir"), withIntermediateDirectories: true)
        try write("not this\n", to: "sub dir/skip me.txt", in: repo)
        try write("staged\n", to: "staged.txt", in: repo)
        git(["add", "staged.txt"], in: repo)

        // Run from a subdirectory: the paths of `git status --porcelain` are the top's.
        let run = try Example.picker("git-stage", in: repo.appendingPathComponent("sub dir"))
        #expect(run.waitForCount("5/5"), "staged.txt and untouched.txt are not listed:\n\(run.screenText)")
        #expect(run.waitForText(" M tracked file.txt"), "\(run.screenText)")
        for (query, entry) in [("tracked", " M tracked file.txt"), ("odd *", "?? :odd 'name' *.txt"),
                               ("new", "?? new file.txt")] {
            run.send(ctrlU + query)
            #expect(run.waitForQuery(query, matches: 1), "query \(query):\n\(run.screenText)")
            #expect(run.screenText.contains(entry), "\(run.screenText)")
            run.send(Keys.tab)
        }
        #expect(run.waitForText("3 ticked"), "\(run.screenText)")
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let staged = git(["diff", "--cached", "--name-only", "-z"], in: repo)
            .split(separator: "\0").map(String.init).sorted()
        #expect(staged == [":odd 'name' *.txt", "new file.txt", "staged.txt", "tracked file.txt"])
    }

    // MARK: ssh-pick

    /// An ssh config with a wildcard block, a line of two hosts, `Host=`, a lower-case
    /// keyword, patterns and negations, and `HostName` lines that are not hosts.
    private func sshConfig() throws -> URL {
        let directory = try temporaryDirectory("ssh")
        try write("""
            Host *
                ServerAliveInterval 30

            Host alpha beta
                HostName alpha.example.invalid
            Host=gamma
              HostName 192.0.2.7
            host *.internal !bastion beta
                User ops

            """, to: "config", in: directory)
        return directory
    }

    @Test("ssh-pick offers the Host names without patterns and runs $SSH with the one picked")
    func sshPick() throws {
        let directory = try sshConfig()
        defer { try? FileManager.default.removeItem(at: directory) }
        let env = ["SSH_CONFIG": directory.appendingPathComponent("config").path, "SSH": "echo"]
        let run = try Example.picker("ssh-pick", ["--", "uptime"], environment: env)
        #expect(run.waitForCount("3/3"), "\(run.screenText)")
        #expect(run.lines.contains("> alpha") && run.lines.contains("  beta") && run.lines.contains("  gamma"),
                "\(run.screenText)")
        run.send(Keys.down)
        #expect(run.waitForText("> beta"))
        run.send(Keys.enter)
        let r = run.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText == "beta uptime\n")
    }

    @Test("ssh-pick QUERY with one matching host connects at once; a missing config is an error")
    func sshPickQuery() throws {
        let directory = try sshConfig()
        defer { try? FileManager.default.removeItem(at: directory) }
        let env = ["SSH_CONFIG": directory.appendingPathComponent("config").path, "SSH": "echo"]
        let run = try Example.picker("ssh-pick", ["gam"], environment: env)
        let r = run.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText == "gamma\n")
        let missing = Example.run("ssh-pick", environment: ["SSH_CONFIG": directory.appendingPathComponent("none").path])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read"), "\(missing.stderr)")
    }

    // MARK: kill-pick

    /// Starts `sleep 1000` under a unique name (a symbolic link to sleep), so that the picker
    /// can find it by typing the name; returns its pid and the name.
    private func sleeper(in directory: URL) throws -> (pid: pid_t, name: String) {
        try sleeper(in: directory, named: "tick-sleeper-" + UUID().uuidString.prefix(8).lowercased())
    }

    /// Starts `sleep 1000` as `directory/name` (a symbolic link to sleep); returns its pid and
    /// the name.
    private func sleeper(in directory: URL, named name: String) throws -> (pid: pid_t, name: String) {
        let link = directory.appendingPathComponent(name).path
        let sleep = FileManager.default.isExecutableFile(atPath: "/usr/bin/sleep") ? "/usr/bin/sleep" : "/bin/sleep"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: sleep)
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(link), strdup("1000"), nil]
        defer { argv.forEach { free($0) } }
        // Nothing of ours may leak into it (another test's stdin pipe would never see its end):
        // /dev/null for 0, 1 and 2, and every other descriptor closed.
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd in Int32(0)...2 { posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", O_RDWR, 0) }
        try #require(ChildProcess.addCloseFrom(&actions, 3), "glibc 2.34 or later is needed")
        // And the signals the test process may block or ignore, back to their defaults.
        var pid: pid_t = 0
        let spawned = ChildProcess.withSignalAttributes(defaults: [SIGTERM, SIGHUP, SIGINT, SIGPIPE]) {
            posix_spawn(&pid, link, &actions, &$0, argv, environ)
        }
        try #require(spawned == 0, "cannot start \(link): error \(spawned)")
        return (pid, name)
    }

    /// How `pid` (a child of ours) ended: its raw wait status, once reaped, waiting up to
    /// `timeout` seconds; nil if it still runs.
    private func ending(of pid: pid_t, timeout: Double = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        repeat {
            if waitpid(pid, &status, WNOHANG) == pid { return status }
            usleep(10_000)
        } while Date() < deadline
        return nil
    }

    /// Kills and reaps `pid` unless `ended` (it has been reaped: its pid may be reused).
    private func stop(_ pid: pid_t, ended: Int32?) {
        guard ended == nil else { return }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
    }

    /// Runs kill-pick under a terminal, types `name` as an exact term, ticks the one match, accepts and confirms.
    private func killPick(_ arguments: [String], name: String, environment: [String: String] = [:],
                          confirmation: String) throws -> PseudoTerminalRun.Result {
        let run = try Example.picker("kill-pick", arguments, environment: environment)
        #expect(run.waitForText("PID"), "the ps header stays on top:\n\(run.screenText)")
        // An exact term: a fuzzy one also matches long command lines of other processes
        // (a CI runner's inline script matched the sleeper's name letter by letter).
        run.send("'" + name)
        #expect(run.waitForQuery("'" + name, matches: 1), "\(run.screenText)")
        #expect(run.screenText.contains(name + " 1000"), "\(run.screenText)")
        run.send(Keys.tab)
        #expect(run.waitForText("1 ticked"), "\(run.screenText)")
        run.send(Keys.enter)
        #expect(run.waitForText(confirmation + " [y/N]"), "\(run.screenText)")
        run.send("y")
        return run.finish()
    }

    @Test("kill-pick: the process found by typing, ticked and confirmed gets SIGTERM")
    func killPickTerminates() throws {
        let directory = try temporaryDirectory("kill")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (pid, name) = try sleeper(in: directory)
        var ended: Int32?
        defer { stop(pid, ended: ended) }
        // A decoy whose command line has the name's letters spread out, as a CI runner's long
        // inline script once did: a fuzzy query matches it too, the exact one typed must not.
        let decoy = try sleeper(in: directory, named: "decoy-" + name.map { "\($0)." }.joined())
        defer { stop(decoy.pid, ended: nil) }

        let r = try killPick([], name: name, confirmation: "Send TERM to 1 processes?")
        #expect(r.status == 0, "stderr: \(r.stderr)")
        ended = ending(of: pid)
        let status = try #require(ended, "the process is still running")
        #expect(status & 0x7F == SIGTERM, "wait status \(status)")
    }

    @Test("kill-pick -s HUP hands the signal and the ticked pid to $KILL")
    func killPickSignalOption() throws {
        let directory = try temporaryDirectory("kill")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (pid, name) = try sleeper(in: directory)
        var ended: Int32?
        defer { stop(pid, ended: ended) }

        let r = try killPick(["-s", "HUP"], name: name, environment: ["KILL": "echo"],
                             confirmation: "Send HUP to 1 processes?")
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText == "-s HUP -- \(pid)\n")
        ended = ending(of: pid, timeout: 0.2)
        #expect(ended == nil, "KILL=echo must not signal anything")
    }

    // MARK: ci-deploy

    /// A targets file, with a comment and a blank line, and a deploy command that records
    /// each target it is run with in `deployed.log`.
    private func deployFixture() throws -> URL {
        let directory = try temporaryDirectory("deploy")
        try write("# where this service runs\nstaging\n\nprod eu\nprod us\n", to: "targets", in: directory)
        try write("#!/bin/sh\nprintf '%s\\n' \"$1\" >>\"$(dirname \"$0\")/deployed.log\"\n", to: "deploy", in: directory)
        chmod(directory.appendingPathComponent("deploy").path, 0o755)
        return directory
    }

    private func deployed(_ directory: URL) -> String? {
        try? String(contentsOf: directory.appendingPathComponent("deployed.log"), encoding: .utf8)
    }

    @Test("ci-deploy without a terminal deploys to the -d targets and exits 0")
    func deployDefaultsInCI() throws {
        let directory = try deployFixture()
        defer { try? FileManager.default.removeItem(at: directory) }
        let r = Example.run("ci-deploy", ["-f", directory.appendingPathComponent("targets").path,
                                          "-d", "prod eu", "-d", "staging"],
                            environment: ["DEPLOY": directory.appendingPathComponent("deploy").path])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText == "staging\nprod eu\n")
        #expect(deployed(directory) == "staging\nprod eu\n")
    }

    @Test("ci-deploy without a terminal and without defaults deploys nothing and exits 1")
    func deployNoDefaultsInCI() throws {
        let directory = try deployFixture()
        defer { try? FileManager.default.removeItem(at: directory) }
        let r = Example.run("ci-deploy", ["staging", "prod eu"],
                            environment: ["DEPLOY": directory.appendingPathComponent("deploy").path])
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("nothing deployed"), "\(r.stderr)")
        #expect(deployed(directory) == nil)
    }

    @Test("ci-deploy at a terminal: untick the default, tick one target, confirm with y: that target is deployed")
    func deployPicked() throws {
        let directory = try deployFixture()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Example.picker("ci-deploy", ["-f", directory.appendingPathComponent("targets").path,
                                                   "-d", "staging"],
                                     environment: ["DEPLOY": directory.appendingPathComponent("deploy").path])
        #expect(run.waitForCount("3/3"), "\(run.screenText)")
        #expect(run.waitForText("1 ticked"), "the default starts ticked:\n\(run.screenText)")
        run.send(Keys.altD)
        #expect(run.waitForText("0 ticked"))
        run.send("eu")
        #expect(run.waitForCount("1/3"), "\(run.screenText)")
        run.send(Keys.tab)
        #expect(run.waitForText("[ Deploy (1) ]"), "\(run.screenText)")
        run.send(Keys.enter)
        #expect(run.waitForText("Deploy to 1 targets? [y/N]"), "\(run.screenText)")
        run.send("y")
        let r = run.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText == "prod eu\n")
        #expect(deployed(directory) == "prod eu\n")
    }

    @Test("ci-deploy at a terminal: Esc deploys nothing and exits 130")
    func deployCancelled() throws {
        let directory = try deployFixture()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Example.picker("ci-deploy", ["-d", "staging", "staging", "prod eu"],
                                     environment: ["DEPLOY": directory.appendingPathComponent("deploy").path])
        #expect(run.waitForCount("2/2"), "\(run.screenText)")
        run.send(Keys.esc)
        let r = run.finish()
        #expect(r.status == 130)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("cancelled"), "\(r.stderr)")
        #expect(deployed(directory) == nil)
    }

    @Test("ci-deploy -r: the choice made at a terminal is what a later run without one deploys")
    func deployRemembered() throws {
        let directory = try deployFixture()
        defer { try? FileManager.default.removeItem(at: directory) }
        let env = ["XDG_STATE_HOME": directory.appendingPathComponent("state").path]
        let targets = ["staging", "prod eu", "prod us"]

        let run = try Example.picker("ci-deploy", ["-r"] + targets, environment: env)
        #expect(run.waitForCount("3/3"), "\(run.screenText)")
        run.send(Keys.down + Keys.down + Keys.tab)
        #expect(run.waitForText("1 ticked"), "\(run.screenText)")
        run.send(Keys.enter)
        #expect(run.waitForText("[y/N]"), "\(run.screenText)")
        run.send("y")
        let picked = run.finish()
        #expect(picked.status == 0, "stderr: \(picked.stderr)")
        #expect(picked.stdoutText == "prod us\n")

        let ci = Example.run("ci-deploy", ["-r"] + targets, environment: env)
        #expect(ci.status == 0, "stderr: \(ci.stderr)")
        #expect(ci.stdoutText == "prod us\n")
    }

    @Test("ci-deploy -r under env -i (no HOME, no PATH, as CI jobs run it): a warning, and the -d targets are deployed")
    func deployWithEmptyEnvironment() throws {
        let directory = try deployFixture()
        defer { try? FileManager.default.removeItem(at: directory) }
        let r = TickEndToEndTests.run("/usr/bin/env", ["-i", "TICK=" + Programs.tick, "DEPLOY=" + directory.appendingPathComponent("deploy").path,
                                                       Example.path("ci-deploy"), "-r", "-d", "prod eu", "staging", "prod eu"],
                                      newSession: true, timeout: 60)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdoutText == "prod eu\n")
        #expect(deployed(directory) == "prod eu\n")
        #expect(r.stderr.hasPrefix("tick: warning: --remember ci-deploy: neither XDG_STATE_HOME nor HOME"), "\(r.stderr)")
    }

    // MARK: kube-pick

    /// kubectl's pods as a fixture, and `echo` for kubectl.
    private var kubeEnvironment: [String: String] {
        let fixture = Example.directory.deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/kubectl-pods.json").path
        return ["PODS_JSON": fixture, "KUBECTL": "echo"]
    }

    @Test("kube-pick: two pods of a namespace ticked get the command, each with its namespace and name")
    func kubePickRuns() throws {
        let run = try Example.picker("kube-pick", ["'monitoring", "--", "logs", "--tail=5"], environment: kubeEnvironment)
        #expect(run.waitForQuery("'monitoring", matches: 2), "\(run.screenText)")
        #expect(run.screenText.contains("monitoring  grafana-8c9d  Failed"), "\(run.screenText)")
        // Pods come under their namespace's heading, with its count.
        #expect(run.screen.lines.contains { $0.split(separator: " ") == ["monitoring", "2"] }, "\(run.screenText)")
        run.send(Keys.tab)
        run.send(Keys.tab)
        #expect(run.waitForText("2 ticked"), "\(run.screenText)")
        run.send(Keys.enter)
        let result = run.finish()
        #expect(result.status == 0)
        #expect(result.stdoutText == "logs --tail=5 -n monitoring prometheus-0\nlogs --tail=5 -n monitoring grafana-8c9d\n")
    }

    @Test("kube-pick: Esc runs nothing and exits 130")
    func kubePickCancel() throws {
        let run = try Example.picker("kube-pick", environment: kubeEnvironment)
        #expect(run.waitForText("6/6"), "\(run.screenText)")
        run.send(Keys.esc)
        let result = run.finish()
        #expect(result.status == 130)
        #expect(result.stdout.isEmpty)
    }
}
