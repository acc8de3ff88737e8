// fzf's --history FILE end to end: the file each run leaves, held to what the real fzf leaves
// with the same keys (fzf's test_history).
import Foundation
import Testing
import TickTestSupport

@Suite("--history, end to end")
struct HistoryFileTests {
    static let ctrlP = "\u{10}", ctrlN = "\u{0E}"

    /// Runs `program` with `--history FILE --history-size=4` and `more` on 1…100 through `steps`.
    func run(_ program: String, _ file: String, _ more: [String] = [], steps: [ScriptStep]) throws -> ScriptRun {
        try SideBySide.run(program, ["--history=\(file)", "--history-size=4"] + more, input: (1...100).map(String.init), steps: steps)
    }

    func contents(_ file: String) -> String? { try? String(contentsOfFile: file, encoding: .utf8) }

    @Test("Each run that ends with a query adds it (the oldest dropped past --history-size); Ctrl-P and Ctrl-N browse; Esc adds nothing; --bind wins over the defaults")
    func sameFileAsFzf() throws {
        let (directory, fzf) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        var programs = [("tick as fzf", fzf)]
        if let real = Programs.fzf { programs.append(("fzf", real)) }
        for (name, program) in programs {
            let file = directory.appendingPathComponent("history-\(programs.firstIndex { $0.0 == name }!)").path
            for (query, picked) in [("00", "100"), ("11", "11"), ("22", "22"), ("33", "33"), ("44", "44")] {
                let r = try run(program, file, steps: [ScriptStep(query, count: "1/100"), ScriptStep(Keys.enter)])
                #expect(r.stuck == nil && r.result.stdoutText == picked + "\n", "\(name): \(query)")
            }
            #expect(contents(file) == "11\n22\n33\n44\n", "\(name)")
            let browsed = try run(program, file, steps: [
                ScriptStep("", count: "100/100"), ScriptStep(Self.ctrlP + Self.ctrlP, count: "1/100"),
                ScriptStep(Keys.backspace + "1", count: "1/100"), ScriptStep(Self.ctrlP, count: "1/100"),
                ScriptStep(Self.ctrlN + "0", count: "0/100"), ScriptStep(Keys.enter),
            ])
            #expect(browsed.stuck == nil && browsed.result.status == 1, "\(name): \(browsed.stuck?.screen ?? "")")
            #expect(contents(file) == "22\n33\n44\n310\n", "\(name)")
            let cancelled = try run(program, file, steps: [ScriptStep("55", count: "1/100"), ScriptStep(Keys.esc)])
            #expect(cancelled.result.status == 130, "\(name)")
            #expect(contents(file) == "22\n33\n44\n310\n", "\(name)")
            let rebound = try run(program, file, ["--bind", "ctrl-p:next-history,ctrl-n:previous-history"], steps: [
                ScriptStep("", count: "100/100"), ScriptStep(Self.ctrlN + Self.ctrlN + Self.ctrlN + Self.ctrlN + Self.ctrlP, count: "1/100"),
                ScriptStep(Keys.enter),
            ])
            #expect(rebound.result.stdoutText == "33\n", "\(name)")
            #expect(contents(file) == "33\n44\n310\n33\n", "\(name)")
            // -1 answers without the picker: nothing is added.
            let early = try run(program, file, ["-1", "-q", "55"], steps: [])
            #expect(early.result.stdoutText == "55\n", "\(name)")
            #expect(contents(file) == "33\n44\n310\n33\n", "\(name)")
        }
    }

    @Test("A missing file is made empty (mode 0600); one that cannot be read is exit 2 with a message")
    func fileErrors() throws {
        let directory = try temporaryDirectory("history")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("new").path
        let made = runTick(["--history", file, "-f", "1"], stdin: lines(["1"]))
        #expect(made.status == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        #expect((attributes[.posixPermissions] as? Int) == 0o600 && (attributes[.size] as? Int) == 0)
        let refused = runTick(["--history", directory.path, "-f", "1"], stdin: lines(["1"]))
        #expect(refused.status == 2 && refused.stderr.hasPrefix("tick: --history: invalid history file: "), "\(refused.stderr)")
    }
}
