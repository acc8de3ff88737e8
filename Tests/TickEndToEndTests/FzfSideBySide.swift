// Runs one script of keys through tick under the name fzf and through the real fzf, each under
// a pseudo-terminal, so that a test can hold tick's end result (stdout, exit status) to fzf's
// as well as to the value written in the test.
import Foundation
import Testing
import TickTestSupport

/// One step of a script: keys sent, then what the screen must show before the next step.
struct ScriptStep {
    /// fzf's spinner frames, in the first column of its info line while the input is read.
    static let spinner: Set<Character> = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The bytes sent, as the terminal sends keys.
    let keys: String
    /// The match count to wait for, `N/M` or `N/M (T)` standing alone on a line, as both fzf's
    /// info line and tick's toolbar show it, with the input read (tick's toolbar says `loading`
    /// until then); nil waits for nothing.
    let count: String?

    init(_ keys: String, count: String? = nil) {
        self.keys = keys
        self.count = count
    }

    /// Whether `line` shows `count` as a whole word (so `0/10` is not read in `10/10`), the
    /// input read: not on tick's toolbar saying `loading`, nor on fzf's info line with the
    /// spinner in its first column.
    static func shows(_ count: String, in line: String) -> Bool {
        if line.contains("loading") || line.first.map(spinner.contains) == true { return false }
        var rest = Substring(line)
        while let found = rest.range(of: count) {
            let before = found.lowerBound == line.startIndex ? " " : line[line.index(before: found.lowerBound)]
            let after = found.upperBound == line.endIndex ? " " : line[found.upperBound]
            if (before == " " || before == "\t") && (after == " " || after == "\t" || after == "─") { return true }
            rest = line[found.upperBound...]
        }
        return false
    }
}

/// What one program did with a script: its result, and the first step whose screen never came.
struct ScriptRun {
    let result: PseudoTerminalRun.Result
    /// The step (0-based) whose count did not show within the deadline, with the screen then.
    let stuck: (step: Int, screen: String)?
}

enum SideBySide {
    /// Runs `program` with `args` on `input` (nil: stdin stays open) under a pseudo-terminal
    /// and takes `steps`; after the last step the program must end by itself within 15 s (else
    /// it is killed and the result says it timed out; at once when a step got stuck).
    static func run(_ program: String, _ args: [String], input: [String]?, steps: [ScriptStep],
                    environment: [String: String] = [:]) throws -> ScriptRun {
        let run = try PseudoTerminalRun(executable: program, arguments: args,
                                        environment: ["NO_COLOR": "1"].merging(environment) { $1 },
                                        rows: 24, columns: 80,
                                        stdin: input.map { Array($0.map { $0 + "\n" }.joined().utf8) })
        var stuck: (Int, String)? = nil
        for (k, step) in steps.enumerated() where stuck == nil {
            run.send(step.keys)
            if let count = step.count,
               !run.waitForScreen(timeout: 10, { $0.lines.contains { ScriptStep.shows(count, in: $0) } }) {
                stuck = (k, run.screenText)
            }
        }
        return ScriptRun(result: run.wait(timeout: stuck == nil ? 15 : 1), stuck: stuck)
    }

    /// Runs the script through tick as fzf and, when installed, the real fzf; expects both to
    /// print `stdout` and exit with `status`, and neither to get stuck on a step.
    static func expect(_ args: [String], input: [String]?, steps: [ScriptStep], stdout: String, status: Int32,
                       environment: [String: String] = [:],
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (directory, fzf) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        var programs = [("tick as fzf", fzf)]
        if let real = Programs.fzf { programs.append(("fzf", real)) }
        for (name, program) in programs {
            let r = try run(program, args, input: input, steps: steps, environment: environment)
            if let stuck = r.stuck {
                Issue.record("\(name): step \(stuck.step) never showed its count; the screen:\n\(stuck.screen)",
                             sourceLocation: sourceLocation)
            }
            #expect(!r.result.timedOut, "\(name) did not exit", sourceLocation: sourceLocation)
            #expect(r.result.stdoutText == stdout, "\(name) printed \(r.result.stdoutText.debugDescription)",
                    sourceLocation: sourceLocation)
            #expect(r.result.status == status, "\(name) exited \(r.result.status): \(r.result.stderr)",
                    sourceLocation: sourceLocation)
        }
    }
}
