// fzf's `**<Tab>` completion from `tick --bash`, `--zsh` and `--fish`, in the real shells on a
// pseudo-terminal (docs/SPEC.md §8): paths, directories, processes, hosts and variables, the
// trigger's variables, and zsh loading tick's script before compinit.
import Foundation
import Testing
import TickTestSupport

@Suite("Shell ** completion")
struct StarStarCompletionTests {
    typealias Shell = ShellBindingTests.Shell

    /// Whether the last non-empty line of the screen is `shell`'s prompt (the shell reads again).
    static func atPrompt(_ run: PseudoTerminalRun, _ shell: Shell) -> Bool {
        run.screen.lines.last { !$0.isEmpty }.map(shell.isPrompt) == true
    }

    /// Types `line` and Tab, and waits for the picker's count `shown/total` (nil: any count).
    static func open(_ run: PseudoTerminalRun, _ line: String, shown: Int? = nil, total: Int? = nil,
                     sourceLocation: SourceLocation = #_sourceLocation) {
        run.send(line)
        run.send("\t")
        let count = shown.map { "\($0)/\(total.map(String.init) ?? "")" } ?? "/"
        #expect(run.waitForScreen(timeout: 20) { s in
            s.lines.contains { l in l.first?.isNumber == true && l.contains(count) && l.contains("[ Cancel ]") }
        },
                "no picker showing \(count) for '\(line)':\n\(run.screenText)", sourceLocation: sourceLocation)
    }

    /// Waits until the command line (the last prompt line) is exactly `line` after the prompt
    /// (trailing blanks aside: the screen's lines have none).
    static func expectLine(_ run: PseudoTerminalRun, _ shell: Shell, _ line: String,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        let trimmed = line.hasSuffix(" ") ? String(line.dropLast()) : line
        #expect(run.waitForScreen(timeout: 20) { s in
            s.lines.last { !$0.isEmpty }.map { $0.hasPrefix(shell.prompt) && $0.dropFirst(shell.prompt.count) == trimmed } == true
        }, "the line is not '\(line)':\n\(run.screenText)", sourceLocation: sourceLocation)
    }

    static func finish(_ run: PseudoTerminalRun, _ dir: String) {
        run.send("\u{15}exit\r")
        #expect(!run.wait(timeout: 20).timedOut)
        for d in [dir, dir + "-home"] { try? FileManager.default.removeItem(atPath: d) }
    }

    @Test("DIR/** Tab: two ticked files below DIR replace the word, quoted, each one argument", arguments: ShellBindingTests.shells)
    func paths(shell: Shell) throws {
        let (run, dir) = try ShellBindingTests.start(shell)
        defer { Self.finish(run, dir) }
        try FileManager.default.createDirectory(atPath: dir + "/src", withIntermediateDirectories: true)
        for name in ["one two.c", "three.c", "four.h"] {
            #expect(FileManager.default.createFile(atPath: dir + "/src/" + name, contents: Data()))
        }
        // The walker lists src/ itself and its three files.
        Self.open(run, "printf '[%s]\\n' src/**", shown: 4, total: 4)
        run.send(".c")
        #expect(run.waitForScreen(timeout: 20) { $0.lines.contains { $0.hasPrefix("2/4 ") } }, "\(run.screenText)")
        run.send("\u{1B}a")
        #expect(run.waitForText("2 ticked", timeout: 20))
        run.send("\r")
        let quoted = shell.name == "fish" ? "'src/one two.c'" : "src/one\\ two.c"
        #expect(run.waitForScreen(timeout: 20) { s in s.lines.contains { $0.contains(quoted) && $0.contains("src/three.c") && !$0.contains("**") } },
                "\(run.screenText)")
        run.send("\r")
        #expect(run.waitForScreen(timeout: 20) { s in s.lines.contains("[src/one two.c]") && s.lines.contains("[src/three.c]") },
                "\(run.screenText)")
    }

    @Test("cd ** Tab: directories only, one of them", arguments: ShellBindingTests.shells)
    func directories(shell: Shell) throws {
        let (run, dir) = try ShellBindingTests.start(shell)
        defer { Self.finish(run, dir) }
        for d in ["sub dir", "other"] { try FileManager.default.createDirectory(atPath: dir + "/" + d, withIntermediateDirectories: true) }
        Self.open(run, "cd **", shown: 2, total: 2)
        run.send("sub")
        #expect(run.waitForScreen(timeout: 20) { $0.lines.contains { $0.hasPrefix("1/2 ") } }, "\(run.screenText)")
        // Alt-A ticks nothing in a single pick: only the current directory is inserted.
        run.send("\u{1B}a")
        run.send("\r")
        Self.expectLine(run, shell, shell.name == "fish" ? "cd 'sub dir/'" : "cd sub\\ dir/")
        run.send("\rpwd\r")
        #expect(run.waitForScreen(timeout: 20) { s in s.lines.contains(dir + "/sub dir") }, "\(run.screenText)")
    }

    @Test("kill -9 ** Tab: the picked process's pid is inserted", arguments: ShellBindingTests.shells)
    func processes(shell: Shell) throws {
        let sleeper = Process()
        sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
        // A duration of its own, so that the query finds this process alone.
        let mark = "4242.\(UInt32.random(in: 100_000...999_999))"
        sleeper.arguments = [mark]
        try sleeper.run()
        // SIGKILL: a child of the test runner may ignore SIGTERM, and it must not outlive a failure.
        defer { if sleeper.isRunning { kill(sleeper.processIdentifier, SIGKILL); sleeper.waitUntilExit() } }
        let (run, dir) = try ShellBindingTests.start(shell)
        defer { Self.finish(run, dir) }
        Self.open(run, "kill -9 **")
        run.send("'\(mark)")
        #expect(run.waitForScreen(timeout: 20) { $0.lines.contains { $0.hasPrefix("1/") && $0.contains("[ Cancel ]") } }, "\(run.screenText)")
        run.send("\r")
        Self.expectLine(run, shell, "kill -9 \(sleeper.processIdentifier) ")
        run.send("\r")
        let deadline = Date().addingTimeInterval(20)
        while sleeper.isRunning && Date() < deadline { usleep(10_000) }
        #expect(!sleeper.isRunning, "the picked process was not killed:\n\(run.screenText)")
    }

    @Test("ssh ** Tab: hosts from ~/.ssh/config and known_hosts, patterns left out", arguments: ShellBindingTests.shells)
    func hosts(shell: Shell) throws {
        let (run, dir) = try ShellBindingTests.start(shell)
        defer { Self.finish(run, dir) }
        let ssh = dir + "-home/.ssh"
        try FileManager.default.createDirectory(atPath: ssh, withIntermediateDirectories: true)
        try "Host alpha-qz beta-qz*\n  HostName gamma-qz.example # a comment\n".write(toFile: ssh + "/config", atomically: true, encoding: .utf8)
        try "[delta-qz.example]:2222,10.9.8.7 ssh-ed25519 AAAA\n|1|hashed= ssh-ed25519 AAAA\n".write(toFile: ssh + "/known_hosts", atomically: true, encoding: .utf8)
        Self.open(run, "ssh **")
        run.send("qz")
        #expect(run.waitForScreen(timeout: 20) { $0.lines.contains { $0.hasPrefix("3/") && $0.contains("[ Cancel ]") } }, "\(run.screenText)")
        for host in ["alpha-qz", "gamma-qz.example", "delta-qz.example"] {
            #expect(run.screen.lines.contains { $0.hasSuffix(" " + host) }, "\(host) not listed:\n\(run.screenText)")
        }
        run.send("\u{15}delta")
        #expect(run.waitForScreen(timeout: 20) { $0.lines.contains { $0.hasPrefix("1/") } }, "\(run.screenText)")
        run.send("\r")
        Self.expectLine(run, shell, "ssh delta-qz.example ")
    }

    @Test("unset ** Tab: exported variable names, several", arguments: ShellBindingTests.shells)
    func variables(shell: Shell) throws {
        let (run, dir) = try ShellBindingTests.start(shell)
        defer { Self.finish(run, dir) }
        let fish = shell.name == "fish"
        run.send(fish ? "set -gx TICKVQ_ONE 1; set -gx TICKVQ_TWO 2\r" : "export TICKVQ_ONE=1 TICKVQ_TWO=2\r")
        let unset = fish ? "set -e" : "unset"
        Self.open(run, "\(unset) **")
        run.send("tickvq")
        #expect(run.waitForScreen(timeout: 20) { $0.lines.contains { $0.hasPrefix("2/") && $0.contains("[ Cancel ]") } }, "\(run.screenText)")
        run.send("\u{1B}a")
        #expect(run.waitForText("2 ticked", timeout: 20))
        run.send("\r")
        #expect(run.waitForScreen(timeout: 20) { s in s.lines.contains { $0.hasSuffix("\(unset) TICKVQ_ONE TICKVQ_TWO") || $0.hasSuffix("\(unset) TICKVQ_TWO TICKVQ_ONE") } },
                "\(run.screenText)")
        run.send("\recho \"[$TICKVQ_ONE$TICKVQ_TWO]\"\r")
        #expect(run.waitForScreen(timeout: 20) { $0.lines.contains("[]") }, "\(run.screenText)")
    }

    @Test("The trigger: FZF_COMPLETION_TRIGGER changes it, TICK_COMPLETION_TRIGGER over it", arguments: ShellBindingTests.shells)
    func trigger(shell: Shell) throws {
        let (run, dir) = try ShellBindingTests.start(shell)
        defer { Self.finish(run, dir) }
        try FileManager.default.createDirectory(atPath: dir + "/only", withIntermediateDirectories: true)
        let set = shell.name == "fish" ? "set -g " : ""
        let eq = shell.name == "fish" ? " " : "="
        run.send("\(set)FZF_COMPLETION_TRIGGER\(eq)',,'\r")
        Self.open(run, "cd ,,", shown: 1, total: 1)
        run.send("\r")
        Self.expectLine(run, shell, "cd only/")
        run.send("\u{15}\(set)TICK_COMPLETION_TRIGGER\(eq)'++'\r")
        Self.open(run, "cd ++", shown: 1, total: 1)
        run.send("\r")
        Self.expectLine(run, shell, "cd only/")
    }

    @Test("zsh: tick --zsh sourced before compinit still completes ** and tick's own options")
    func zshBeforeCompinit() throws {
        var zsh = ShellBindingTests.shells[1]
        zsh.load = "source <(tick --zsh); autoload -Uz compinit; compinit -u -D"
        let (run, dir) = try ShellBindingTests.start(zsh)
        defer { Self.finish(run, dir) }
        try FileManager.default.createDirectory(atPath: dir + "/only", withIntermediateDirectories: true)
        Self.open(run, "cd **", shown: 1, total: 1)
        run.send("\r")
        Self.expectLine(run, zsh, "cd only/")
        run.send("\u{15}tick --walker-ro\t")
        Self.expectLine(run, zsh, "tick --walker-root=")
    }
}
