import Foundation
import Testing
@testable import TickCore
import TickTestSupport

/// Quoting item text for the shell that reads it: which shells tick knows, and every
/// placeholder's words read back by the real sh, bash, zsh, dash and fish.
@Suite("Shell dialects: item text quoted for the shell that reads it")
struct ShellDialectTests {
    @Test("Shells are known by their program's name: POSIX ones, fish, busybox's sh; others are not")
    func names() {
        for program in ["sh", "/bin/sh", "/bin/dash", "/usr/bin/bash", "/usr/local/bin/zsh", "-zsh", "/usr/bin/zsh-5.9", "ksh93", "mksh", "yash"] {
            #expect(ShellDialect(program: program) == .posix, "\(program)")
        }
        #expect(ShellDialect(program: "/usr/bin/fish") == .fish)
        #expect(ShellDialect(program: "/opt/homebrew/bin/fish") == .fish)
        #expect(ShellDialect(program: "/bin/busybox", next: "sh") == .posix)
        #expect(ShellDialect(program: "/bin/busybox", next: "-c") == nil)
        for program in ["/bin/tcsh", "csh", "/usr/bin/nu", "elvish", "xonsh", "pwsh", "python3", "/tmp/fzf-test-shell", ""] {
            #expect(ShellDialect(program: program) == nil, "\(program)")
        }
    }

    @Test("POSIX words: single-quoted runs, each ' outside them as \\', never '' inside a run")
    func posixWords() {
        let q = { (s: String) in String(decoding: ShellDialect.posix.quote(Array(s.utf8)), as: UTF8.self) }
        #expect(q("a b") == "'a b'")
        #expect(q("it's") == #"'it'\''s'"#)
        #expect(q("'") == #"\'"#)
        #expect(q("''x") == #"\'\''x'"#)
        #expect(q("") == "''")
        #expect(q(#"a\b"#) == #"'a\b'"#)
    }

    @Test("fish words: single-quoted, with \\ and ' escaped as fish reads them there")
    func fishWords() {
        let q = { (s: String) in String(decoding: ShellDialect.fish.quote(Array(s.utf8)), as: UTF8.self) }
        #expect(q("a b") == "'a b'")
        #expect(q(#"x\'y"#) == #"'x\\\'y'"#)
        #expect(q(#"end\"#) == #"'end\\'"#)
        #expect(q("") == "''")
    }

    @Test("The command shell: SHELL or --with-shell when tick knows its quoting, else sh -c")
    func commandShell() {
        let env = { (shell: String?) in { (name: String) in name == "SHELL" ? shell : nil } }
        let fish = CommandShell(withShell: nil, environment: env("/usr/bin/fish"))
        #expect(fish.words == ["/usr/bin/fish", "-c"] && fish.dialect == .fish)
        #expect(CommandShell(withShell: nil, environment: env("/bin/zsh")).dialect == .posix)
        #expect(CommandShell(withShell: nil, environment: env("/bin/tcsh")).words == ["sh", "-c"])
        #expect(CommandShell(withShell: nil, environment: env(nil)).words == ["sh", "-c"])
        #expect(CommandShell(withShell: ["fish", "-c"], environment: env("/bin/bash")).dialect == .fish)
        #expect(CommandShell(withShell: ["bash", "-O", "extglob", "-c"], environment: env("/usr/bin/fish")).dialect == .posix)
    }

    @Test("--with-shell naming a shell whose quoting tick does not know is refused in one line")
    func unknownWithShell() throws {
        let error = usageError { try OptionParser.parse(["--with-shell", "nu -c"]) }
        #expect(error?.message == "--with-shell: tick cannot quote item text for 'nu' (it knows sh, bash, dash, zsh, ksh, mksh, yash and fish)")
        #expect(usageError { try OptionParser.parse(["--with-shell", "fish -c"]) } == nil)
        #expect(usageError { try OptionParser.parse(["--with-shell", "busybox sh -c"]) } == nil)
    }

    /// The fields of one record the dump command prints, NUL-ended.
    static func fields(_ out: [UInt8]) -> [[UInt8]] {
        var fields = out.split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
        if fields.last == [] { fields.removeLast() }
        return fields
    }

    @Test("Every placeholder's words reach the command as the exact bytes, and nothing runs, under sh, bash, zsh, dash and fish")
    func realShells() throws {
        let dir = NSTemporaryDirectory() + "tick-dialect-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let items = HostileItems.items(directory: dir)
        let query = HostileItems.query(directory: dir)
        let tab = UInt8(ascii: "\t")
        // Each item has two tab-separated fields: a hostile text and the next one.
        let lines = items.indices.map { items[$0] + [tab] + items[($0 + 1) % items.count] }
        let template = "/usr/bin/printf '%s\\0' {} {+} {q} {n} {1} {-1} {2..} {+1} x{}y {f} {+f}"
        for shell in HostileItems.shells {
            let command = CommandShell(withShell: nil, environment: { $0 == "SHELL" ? shell : nil })
            #expect(command.words == [shell, "-c"])
            for (n, line) in lines.enumerated() {
                var written: [[UInt8]] = []
                let ticked = [lines[(n + 3) % lines.count], line]
                let context = PreviewCommand.Context(band: n, ticked: [(n + 3) % lines.count, n], text: { lines[$0] }, query: query,
                                                     delimiter: Delimiter("\\t"), dialect: command.dialect,
                                                     writeFile: { bytes in
                                                         written.append(bytes)
                                                         return "\(dir)/file 'n\\ \(written.count)"
                                                     })
                let run = try #require(ByteCommand.run(command.argv(PreviewCommand.expand(template, context))), "\(shell): did not end")
                #expect(run.status == 0, "\(shell), item \(n): status \(run.status)")
                let next = items[(n + 1) % items.count]
                let expected: [[UInt8]] = [line, ticked[0], ticked[1], Array(query.utf8), Array("\(n)".utf8), items[n], next, next,
                                           items[(n + 3) % items.count], items[n], Array("x".utf8) + line + Array("y".utf8),
                                           Array("\(dir)/file 'n\\ 1".utf8), Array("\(dir)/file 'n\\ 2".utf8)]
                let exact = Self.fields(run.stdout) == expected
                #expect(exact, "\(shell), item \(n): the command got \(FuzzRun.literal(run.stdout))")
                let files = written == [line + [0x0A], ticked[0] + [0x0A] + ticked[1] + [0x0A]]
                #expect(files, "\(shell), item \(n): the {f} files held other bytes")
            }
            #expect(HostileItems.created(in: dir) == [], "\(shell) ran item text")
        }
    }
}
