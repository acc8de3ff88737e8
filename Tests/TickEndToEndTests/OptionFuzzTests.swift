// Random command lines through the built tick: whatever the options, it ends at once with 0, 1
// or 2, never by a signal, and a 2 comes with one `tick: ` line on stderr.
import Foundation
import Testing
import TickTestSupport

/// The options `tick --help` lists: `  -d, --delimiter STR`, `  +i, --no-ignore-case`,
/// `  --confirm[=TEXT]`.
private func helpOptions() -> [FuzzCommandLine.Option] {
    let help = runTick(["--help"]).stdoutText
    return help.split(separator: "\n").compactMap { line -> FuzzCommandLine.Option? in
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        guard line.hasPrefix("  "), let first = words.first, first.hasPrefix("-") || first.hasPrefix("+") else { return nil }
        let short = first.hasSuffix(",") ? String(first.dropLast()) : nil
        let longIndex = short == nil ? 0 : 1
        guard words.count > longIndex, words[longIndex].hasPrefix("--") else { return nil }
        let long = words[longIndex].dropFirst(2).prefix { $0 != "[" && $0 != "=" }
        // A value in upper case right after the name: `--query STR` (not `--confirm[=TEXT]`).
        let takesValue = words.count > longIndex + 1 && words[longIndex + 1].allSatisfy { $0.isUppercase || "=:,…K".contains($0) }
            && !words[longIndex].contains("[")
        return FuzzCommandLine.Option(long: String(long), short: short, takesValue: takesValue)
    }
}

@Suite("Fuzz: command lines through tick", .serialized)
struct OptionFuzzTests {
    @Test("Random options end tick at once with 0, 1 or 2, and a 2 says why on one tick: line")
    func randomCommandLines() throws {
        let options = helpOptions()
        // Every option of the help, the short ones too, or the generator is fuzzing too little.
        #expect(options.count > 40 && options.filter { $0.short != nil }.count > 8, "\(options.map(\.long))")
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("tick-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: state) }
        let fuzz = FuzzRun("command line", cases: 80)
        var statuses: [Int32: Int] = [:]
        fuzz.forEachCase { k, r in
            // Half the runs filter or print the defaults, so that they get past the terminal
            // check and read, match and print.
            let mode = r.pick([[], ["--filter", r.pick(["a", "", "'ga !x", "é | b$"])], ["--no-tty=defaults"]])
            let args = mode + FuzzCommandLine.random(options, &r)
            let defaults = FuzzCommandLine.randomDefaults(&r)
            var env = ["XDG_STATE_HOME": state.path, "HOME": state.path, "NO_COLOR": "1"]
            env["TICK_DEFAULT_OPTS"] = defaults
            // No terminal (as in CI): a picker must refuse at once, never wait for one. Run in the
            // scratch directory: a random value of an option that writes a file (`--history 😀`)
            // would otherwise leave that file in the repository.
            let result = runTick(args, stdin: lines(["alpha", "beta", "gamma é"]), env: env, newSession: true,
                                 directory: state.path, timeout: 20)
            let context = { "\(fuzz.context(case: k)): tick \(args.map(FuzzRun.literal).joined(separator: " ")) with TICK_DEFAULT_OPTS \(defaults.map(FuzzRun.literal) ?? "unset")" }
            statuses[result.status, default: 0] += 1
            #expect(!result.timedOut, "did not finish: \(context())")
            #expect([0, 1, 2].contains(result.status), "exit \(result.status), stderr \(FuzzRun.literal(String(result.stderr.prefix(400)))): \(context())")
            if result.status == 2 {
                let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(result.stderr.hasPrefix("tick: ") && result.stderr.hasSuffix("\n") && lines.count >= 2,
                        "stderr \(FuzzRun.literal(result.stderr)): \(context())")
                #expect(result.stdout.isEmpty, "stdout \(show(result.stdout)) with exit 2: \(context())")
            }
        }
        // Both ways out must be common: refusals, and runs that get as far as the input.
        #expect(fuzz.cases.count < 20 || statuses[2, default: 0] < fuzz.cases.count * 9 / 10, "exits: \(statuses)")
    }
}
