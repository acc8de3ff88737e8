// fzf's placeholders in commands, run through tick under the name fzf and through fzf 0.74.5 on
// the same items (docs/SPEC.md §4, "Commands of actions"; fzf's test_preview_flags,
// test_preview_asterisk, test_preview_file, test_execute_multi, test_accept_nth_template and
// test_transform read these through fzf's screen): each command prints what its placeholders
// became. The expected outputs were printed by fzf 0.74.5 and are checked against it again
// when it is installed.
import Foundation
import Testing
import TickTestSupport

@Suite("Placeholders as fzf fills them in")
struct PlaceholderParityTests {
    /// One run: the items, the arguments, and what fzf 0.74.5 printed.
    struct Case: CustomStringConvertible {
        var input: String
        var arguments: [String]
        var expected: String
        var description: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        // Fields with and without their white space, raw words, every match, indices, the
        // picker's state, escaped and unknown braces.
        Case(input: "  foo  bar \n\tbar  foo\n", arguments: ["--multi", "--bind", #"load:select-all+become(printf "[%s]\n" {1} {s1} {s-1} {s..} {} {+} {*} {*n} {s2} {r} {n} {+n} {q} {s} {rs2} {+s2} {fzf:action} {fzf:prompt} \{} \{q} x{x} {{1}})"#],
             expected: "[foo]\n[foo  ]\n[bar ]\n[foo  bar ]\n[  foo  bar ]\n[  foo  bar ]\n[\tbar  foo]\n[  foo  bar ]\n[\tbar  foo]\n[0]\n[1]\n[bar ]\n[foo]\n[bar]\n[0]\n[0]\n[1]\n[]\n[  foo  bar ]\n[bar]\n[bar ]\n[foo]\n[select-all]\n[> ]\n[{}]\n[{q}]\n[x{x}]\n[{foo}]\n"),
        // Files: {+f}, {+f2}, {+nf}, {+fn}, {*f1}, {f}, {sf2}, NUL-ended with --print0.
        Case(input: "foo bar\nbar foo\n", arguments: ["--multi", "--print0", "--bind", "load:toggle+become(cat {+f} {+f2} {+nf} {+fn} {*f1} {f} {sf2})"],
             expected: "foo bar\0bar\0" + "0\0" + "0\0" + "foo\0bar\0" + "foo bar\0" + "bar\0"),
        // The query's fields, and fields with a delimiter.
        Case(input: "a , b , c\n", arguments: ["-d,", "--query", " b  c ", "--bind", #"load:become(printf "[%s]\n" {2} {s2} {2..} {q:1} {q:s2} {q:-1} {q:x} {q:..} {fzf:query})"#],
             expected: "[b]\n[ b ]\n[b , c]\n[b]\n[c ]\n[c]\n[{q:x}]\n[b  c]\n[ b  c ]\n"),
        // No match: the query forces the run, and each item placeholder is one empty word.
        Case(input: "a b\nc d\n", arguments: ["--query", "zzz", "--bind", #"load:become(printf "[%s]\n" {} {+} {n} {1} {q} {q:1} {*} {*n} {fzf:action}; cat {f} {+fn})"#],
             expected: "[]\n[]\n[]\n[]\n[zzz]\n[zzz]\n[start]\n\n''\n"),
        // execute-multi: {} is the ticked items.
        Case(input: "foo'bar\nfoo\"bar\nfoo$bar\nfoobar\n", arguments: ["--multi", "--bind", #"load:toggle+up+toggle+up+toggle+become(echo {+}; echo x)"#],
             expected: "foo'bar foo\"bar foo$bar\nx\n"),
        // --accept-nth's template: {n} is the item's index.
        Case(input: "foo  ,bar,baz\n", arguments: ["-d", " *, *", "--accept-nth", "[{n}] 1st: {1}, 3rd: {3}, 2nd: {2}", "--bind", "load:accept"],
             expected: "[0] 1st: foo, 3rd: baz, 2nd: bar\n"),
        Case(input: "a:b\nc:d\ne:f\n", arguments: ["-d", ":", "--multi", "--accept-nth", "{n}={2}", "--bind", "load:select-all+accept"],
             expected: "0=b\n1=d\n2=f\n"),
    ]

    /// What `program` prints for `c` under a pseudo-terminal (the command shell sh).
    static func output(_ program: String, _ c: Case) throws -> PseudoTerminalRun.Result {
        let run = try PseudoTerminalRun(executable: program, arguments: c.arguments, environment: ["SHELL": "/bin/sh", "NO_COLOR": ""],
                                        stdin: Array(c.input.utf8))
        return run.wait(timeout: 20)
    }

    @Test("Each placeholder is replaced as fzf replaces it", arguments: cases)
    func parity(_ c: Case) throws {
        let (directory, fzf) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        let tick = try Self.output(fzf, c)
        #expect(!tick.timedOut && tick.status == 0, "tick: \(tick.status) \(tick.stderr)")
        #expect(tick.stdoutText == c.expected, "tick printed \(tick.stdoutText.debugDescription)")
        if let real = Programs.fzf {
            let f = try Self.output(real, c)
            #expect(f.stdoutText == c.expected, "fzf printed \(f.stdoutText.debugDescription)")
        }
    }

    @Test("execute-multi runs with the terminal as execute does, {} being the ticked items (the band item when none is)")
    func executeMulti() throws {
        let (directory, fzf) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out").path
        let input = "foo'bar\nfoo\"bar\nfoo$bar\nfoobar\n"
        let bind = "load:execute-multi(echo {}/{+}/{n} >> '\(out)')+toggle+up+toggle+up+toggle+execute-multi(echo {}/{+}/{n} >> '\(out)')+accept"
        for program in [fzf] + (Programs.fzf.map { [$0] } ?? []) {
            try? FileManager.default.removeItem(atPath: out)
            let run = try PseudoTerminalRun(executable: program, arguments: ["--multi", "--bind", bind],
                                            environment: ["SHELL": "/bin/sh", "NO_COLOR": ""], stdin: Array(input.utf8))
            let r = run.wait(timeout: 20)
            #expect(!r.timedOut && r.status == 0, "\(program): \(r.status) \(r.stderr)")
            let written = try String(contentsOfFile: out, encoding: .utf8)
            #expect(written == "foo'bar/foo'bar/0\nfoo'bar foo\"bar foo$bar/foo'bar foo\"bar foo$bar/0 1 2\n", "\(program): \(written)")
        }
    }
}

@Suite("Placeholders that follow the picker: the matches, the last action")
struct PlaceholderScreenTests {
    @Test("A preview using {*} runs again when the matches change (fzf's test_preview_asterisk)")
    func previewOfMatches() throws {
        let (directory, fzf) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        // tick's screen: fzf's draws no preview pane yet (docs/SPEC.md §4).
        let run = try PseudoTerminalRun(executable: fzf, arguments: ["--screen", "tick", "--multi", "--preview", "echo [{}/{+}/{*}/{*n}]"],
                                        environment: ["SHELL": "/bin/sh", "NO_COLOR": ""], stdin: Array("1\n2\n3\n4\n5\n".utf8))
        #expect(run.waitForText("[1/1/1 2 3 4 5/0 1 2 3 4]"), "\(run.lines)")
        run.send(Keys.shiftTab)
        #expect(run.waitForText("[2/1/1 2 3 4 5/0 1 2 3 4]"), "\(run.lines)")
        run.send(Keys.shiftTab)
        #expect(run.waitForText("[3/1 2/1 2 3 4 5/0 1 2 3 4]"), "\(run.lines)")
        run.send("5")
        #expect(run.waitForText("[5/1 2/5/4]"), "\(run.lines)")
        run.send(Keys.esc)
        _ = run.finish()
    }

    @Test("{fzf:action} is the last action's name: start, then up (fzf's test_transform)")
    func lastAction() throws {
        let (directory, fzf) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try PseudoTerminalRun(executable: fzf, arguments: ["--bind", #"focus:transform:echo "change-prompt(<{fzf:action}> )""#],
                                        environment: ["SHELL": "/bin/sh", "NO_COLOR": ""], stdin: Array("1\n2\n3\n".utf8))
        #expect(run.waitForText("<start>"), "\(run.lines)")
        run.send(Keys.up)
        #expect(run.waitForText("<up>"), "\(run.lines)")
        run.send(Keys.esc)
        _ = run.finish(alternateScreen: true)
    }
}
