// The key bindings of `tick --bash`, `--zsh` and `--fish`, in the real shells on a
// pseudo-terminal: Ctrl-T inserts the ticked paths quoted so that each arrives as one
// argument, Ctrl-R picks a history line, Esc leaves the command line as it was.
import Foundation
import Testing
import TickTestSupport

@Suite("Shell key bindings")
struct ShellBindingTests {
    /// A shell, how it loads tick's script, and its prompt.
    struct Shell: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var load: String
        var prompt: String
        var testDescription: String { name }

        /// Whether `line` (trailing blanks trimmed) is a prompt line.
        func isPrompt(_ line: String) -> Bool {
            line == String(prompt.dropLast()) || line.hasPrefix(prompt)
        }
    }

    static let shells = [
        Shell(name: "bash", arguments: ["--norc", "--noprofile", "-i"], load: "eval \"$(tick --bash)\"", prompt: "$ "),
        Shell(name: "zsh", arguments: ["-f", "-i"], load: "source <(tick --zsh)", prompt: "% "),
        Shell(name: "fish", arguments: ["--no-config", "-C", "function fish_prompt; echo -n '> '; end", "-i"],
              load: "tick --fish | source", prompt: "> "),
    ]

    static let names = ["a b.txt", "it's.txt", "dollar$x.txt", "plain.txt"]

    /// Starts `shell` in a new directory holding `names`, with the built tick first on PATH,
    /// and loads tick's script; returns the run and the directory.
    static func start(_ shell: Shell) throws -> (PseudoTerminalRun, String) {
        let dir = NSTemporaryDirectory() + "tick-shell-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for name in names { #expect(FileManager.default.createFile(atPath: dir + "/" + name, contents: Data())) }
        // The shell's home (where fish writes its files) is beside the directory, not in it:
        // Ctrl-T lists hidden files and directories, as fzf's does.
        let home = dir + "-home"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let bin = URL(fileURLWithPath: Programs.tick).deletingLastPathComponent().path
        let path = try #require(ProcessInfo.processInfo.environment["PATH"])
        let program = try #require(["/usr/bin/", "/bin/"].map { $0 + shell.name }.first { FileManager.default.isExecutableFile(atPath: $0) },
                                   "\(shell.name) is not installed (.ci/run installs it)")
        let run = try PseudoTerminalRun(executable: program, arguments: shell.arguments,
                                        environment: ["PATH": bin + ":" + path, "HOME": home,
                                                      // zsh expands % in prompts: %% shows one.
                                                      "PS1": shell.name == "zsh" ? "%% " : shell.prompt,
                                                      "INPUTRC": "/dev/null", "HISTFILE": home + "/history",
                                                      "XDG_CONFIG_HOME": home, "XDG_DATA_HOME": home],
                                        rows: 30, columns: 100, interactive: true)
        #expect(run.waitForScreen(timeout: 20) { $0.lines.contains(where: shell.isPrompt) }, "no prompt:\n\(run.screenText)")
        run.send("cd '\(dir)' && \(shell.load)\r")
        #expect(run.waitForScreen(timeout: 20) { s in s.lines.last { !$0.isEmpty }.map(shell.isPrompt) == true },
                "the script did not load:\n\(run.screenText)")
        return (run, dir)
    }

    /// How many lines of the screen are exactly `line`.
    static func count(_ line: String, in run: PseudoTerminalRun) -> Int { run.screen.lines.filter { $0 == line }.count }

    @Test("Ctrl-T, a query, Alt-A, Enter: each ticked name arrives as one argument; Esc leaves the line", arguments: shells)
    func ctrlT(shell: Shell) throws {
        let (run, dir) = try Self.start(shell)
        defer { for d in [dir, dir + "-home"] { try? FileManager.default.removeItem(atPath: d) } }
        run.send("printf '[%s]\\n' ")
        run.send("\u{14}")
        #expect(run.waitForScreen(timeout: 20) { $0.lines.contains { $0.hasPrefix("4/4 ") } }, "\(run.screenText)")
        run.send("txt")
        #expect(run.waitForScreen(timeout: 20) { $0.lines.contains { $0.hasPrefix("4/4 ") } })
        run.send("\u{1B}a")
        #expect(run.waitForText("4 ticked", timeout: 20))
        run.send("\r")
        #expect(run.waitForScreen(timeout: 20) { s in s.lines.contains { $0.contains("printf") && $0.contains("plain.txt") } },
                "nothing inserted:\n\(run.screenText)")
        run.send("\r")
        #expect(run.waitForScreen(timeout: 20) { s in
            Self.names.allSatisfy { s.lines.contains("[\($0)]") } && s.lines.last { !$0.isEmpty }.map(shell.isPrompt) == true
        }, "each name as one argument:\n\(run.screenText)")
        // Esc: the line stays as typed.
        run.send("echo kept")
        run.send("\u{14}")
        #expect(run.waitForScreen(timeout: 20) { $0.lines.contains { $0.hasPrefix("4/4 ") } })
        run.send("\u{1B}")
        #expect(run.waitForScreen(timeout: 20) { s in !s.lines.contains { $0.hasPrefix("4/4 ") } && s.lines.contains { $0.hasSuffix("echo kept") } },
                "\(run.screenText)")
        run.send("\r")
        #expect(run.waitForScreen(timeout: 20) { $0.lines.contains("kept") }, "\(run.screenText)")
        run.send("exit\r")
        #expect(!run.wait(timeout: 20).timedOut)
    }

    @Test("A binding's options go on a line of their own after TICK_DEFAULT_OPTS, so a comment ending the user's does not swallow them", arguments: shells)
    func optionsAfterComment(shell: Shell) throws {
        let (run, dir) = try Self.start(shell)
        defer { for d in [dir, dir + "-home"] { try? FileManager.default.removeItem(atPath: d) } }
        let set = shell.name == "fish" ? "set -gx TICK_DEFAULT_OPTS " : "export TICK_DEFAULT_OPTS="
        run.send("\(set)'--no-sort # mine'\r")
        run.send("__tick_run '--print-query --filter added' </dev/null; echo status=\(shell.name == "fish" ? "$status" : "$?")\r")
        #expect(run.waitForScreen(timeout: 20) { $0.lines.contains("status=1") }, "\(run.screenText)")
        #expect(run.screen.lines.contains("added"), "the binding's options were lost:\n\(run.screenText)")
        run.send("exit\r")
        #expect(!run.wait(timeout: 20).timedOut)
    }

    @Test("bash Alt-C: the line becomes builtin cd and is accepted, so the prompt shows the new directory at once; the typed line comes back")
    func altCPrompt() throws {
        let (run, dir) = try Self.start(Self.shells[0])
        defer { for d in [dir, dir + "-home"] { try? FileManager.default.removeItem(atPath: d) } }
        run.send("mkdir sub-dir; PS1='[\\W]\\$ '\r")
        #expect(run.waitForScreen(timeout: 20) { s in s.lines.contains { $0.hasPrefix("[tick-shell-") } }, "\(run.screenText)")
        run.send("echo typed")
        run.send("\u{1B}c")
        #expect(run.waitForScreen(timeout: 20) { s in s.lines.contains { $0.contains("[ Done ]") } }, "\(run.screenText)")
        run.send("\r")
        #expect(run.waitForScreen(timeout: 20) { s in
            s.lines.contains { $0.hasSuffix("builtin cd -- sub-dir/") } && s.lines.contains { $0.hasPrefix("[sub-dir]") && $0.hasSuffix(" echo typed") }
        }, "\(run.screenText)")
        run.send("\u{15}exit\r")
        #expect(!run.wait(timeout: 20).timedOut)
    }

    @Test("Ctrl-R picks a history line into the command line; Esc leaves the line", arguments: Array(shells.prefix(2)))
    func ctrlR(shell: Shell) throws {
        let (run, dir) = try Self.start(shell)
        defer { for d in [dir, dir + "-home"] { try? FileManager.default.removeItem(atPath: d) } }
        run.send("echo first-entry\r")
        #expect(run.waitForScreen(timeout: 20) { $0.lines.contains("first-entry") })
        run.send("echo second-entry\r")
        // Ctrl-R only once the line editor reads again: before, the terminal's own line
        // discipline takes it (reprint).
        #expect(run.waitForScreen(timeout: 20) { s in
            s.lines.contains("second-entry") && s.lines.last { !$0.isEmpty }.map(shell.isPrompt) == true
        })
        run.send("\u{12}")
        #expect(run.waitForScreen(timeout: 20) { s in s.lines.contains { $0.contains("[ Done ]") } }, "\(run.screenText)")
        // Newest first: the band is on the last command.
        #expect(run.waitForScreen(timeout: 20) { s in s.lines.contains { $0.hasPrefix(">") && $0.hasSuffix("echo second-entry") } },
                "\(run.screenText)")
        run.send("first")
        #expect(run.waitForScreen(timeout: 20) { s in s.lines.contains { $0.hasPrefix(">") && $0.hasSuffix("echo first-entry") } })
        run.send("\r")
        #expect(run.waitForScreen(timeout: 20) { s in !s.lines.contains { $0.contains("[ Done ]") } })
        run.send("\r")
        #expect(run.waitForScreen(timeout: 20) { s in
            s.lines.filter { $0 == "first-entry" }.count == 2 && s.lines.last { !$0.isEmpty }.map(shell.isPrompt) == true
        }, "\(run.screenText)")
        // Esc keeps what was typed.
        run.send("echo typed")
        run.send("\u{12}")
        #expect(run.waitForScreen(timeout: 20) { s in s.lines.contains { $0.contains("[ Done ]") } })
        run.send("\u{1B}")
        #expect(run.waitForScreen(timeout: 20) { s in !s.lines.contains { $0.contains("[ Done ]") } })
        run.send("\r")
        #expect(run.waitForScreen(timeout: 20) { $0.lines.contains("typed") }, "\(run.screenText)")
        run.send("exit\r")
        #expect(!run.wait(timeout: 20).timedOut)
    }

    @Test("The scripts carry the completions that completions/ ships, and tick's own path for a PATH without it")
    func scripts() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for (flag, file) in [("--bash", "completions/tick.bash"), ("--zsh", "completions/_tick"), ("--fish", "completions/tick.fish")] {
            let r = runTick([flag])
            #expect(r.status == 0)
            let completions = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            #expect(r.stdoutText.contains(completions), "\(flag) does not carry \(file) as it is")
            let resolved = URL(fileURLWithPath: Programs.tick).resolvingSymlinksInPath().path
            #expect(r.stdoutText.contains(resolved), "\(flag) does not name \(resolved)")
            #expect(!r.stdoutText.contains("@TICK_PATH@"))
        }
    }
}
