// `--bind` against fzf (docs/SPEC.md §4, "`--bind` is written in fzf 0.74's language"): random
// values in fzf's grammar, mutated now and then, are accepted or refused by the built tick as by
// the fzf the tests install, except for tick's own keys and actions, the documented list in
// `FuzzBindingWords`. Both are asked with `--bind VALUE --version`: that runs no command and
// reads no input, exits 0 once the options are read, and 2 for a bad option.
import Foundation
import Testing
import TickTestSupport

@Suite("Fuzz: --bind accepted and refused as fzf does", .serialized)
struct BindGrammarFuzzTests {
    /// The reference fzf; a missing one fails (Scripts/test-setup.sh installs it).
    func reference() throws -> String {
        try #require(Programs.fzf, "no fzf: run sh Scripts/test-setup.sh, or set TICK_FZF")
    }

    /// Whether `program` takes `--bind value`: true for exit 0, false for exit 2 with a message,
    /// nil (and an issue) for anything else.
    func verdict(_ result: RunResult, _ program: String, _ context: @autoclosure () -> String) -> Bool? {
        if result.status == 0 && !result.timedOut { return true }
        if result.status == 2 && !result.stderr.isEmpty { return false }
        Issue.record("\(program) exit \(result.status), stderr \(FuzzRun.literal(result.stderr)): \(context())")
        return nil
    }

    @Test("The probe tells a refused binding from a taken one, and nothing else fails it")
    func probe() throws {
        let fzf = try reference()
        let version = run(fzf, ["--version"], timeout: 20)
        #expect(version.status == 0 && version.stdoutText.hasPrefix("0.74.5"), "\(version.stdoutText) \(version.stderr)")
        for (value, taken) in [("ctrl-a:up", true), ("up:", true), ("ctrl-a:nope", false), ("every(0):up", false)] {
            let f = run(fzf, ["--bind", value, "--version"], timeout: 20)
            #expect(verdict(f, "fzf", value) == taken, "fzf \(value): \(f.status) \(f.stderr)")
            // A refusal is --bind's, and says which part is wrong.
            if !taken { #expect(f.stderr.contains("unknown action: nope") || f.stderr.contains("every()"), "\(f.stderr)") }
        }
    }

    @Test("tick takes a random --bind value exactly when fzf does; a refusal is one line")
    func sameVerdicts() throws {
        let fzf = try reference()
        let fuzz = FuzzRun("bind grammar", cases: 400)
        var differing = 0
        var taken = 0
        fuzz.forEachCase { k, r in
            let value = FuzzBinding.random(&r)
            let context = "\(fuzz.context(case: k)): tick --bind \(FuzzRun.literal(value.tick))"
                + (value.fzf == value.tick ? "" : ", fzf --bind \(FuzzRun.literal(value.fzf))")
            let f = run(fzf, ["--bind", value.fzf, "--version"], timeout: 20)
            let t = runTick(["--bind", value.tick, "--version"], timeout: 20)
            guard let fzfTakes = verdict(f, "fzf", context), let tickTakes = verdict(t, "tick", context) else { return }
            if fzfTakes { taken += 1 }
            if tickTakes != fzfTakes {
                differing += 1
                Issue.record("""
                    tick \(tickTakes ? "takes" : "refuses") what fzf \(fzfTakes ? "takes" : "refuses"): \(context)
                      tick: \(t.stderr.isEmpty ? "exit 0" : t.stderr)  fzf: \(f.stderr.isEmpty ? "exit 0" : f.stderr)
                    """)
            }
            if !tickTakes {
                #expect(t.stderr.hasPrefix("tick: --bind: ") && t.stderr.hasSuffix("\n")
                        && t.stderr.dropLast().allSatisfy { $0 != "\n" }, "\(FuzzRun.literal(t.stderr)): \(context)")
            }
        }
        // Both answers must be common, or the generator tests too little.
        let n = fuzz.cases.count
        #expect(n < 50 || (taken > n / 4 && taken < n * 3 / 4), "fzf took \(taken) of \(n)")
        #expect(differing == 0, "\(differing) of \(n) values differ")
    }

    @Test("The documented difference is exact: tick takes each of its own keys and actions, fzf refuses it")
    func ownWords() throws {
        let fzf = try reference()
        let values = FuzzBindingWords.tickKeys.map { "\($0):up" } + FuzzBindingWords.tickActions.map { "ctrl-a:\($0)" }
        for value in values {
            #expect(verdict(runTick(["--bind", value, "--version"], timeout: 20), "tick", value) == true, "tick: \(value)")
            #expect(verdict(run(fzf, ["--bind", value, "--version"], timeout: 20), "fzf", value) == false, "fzf: \(value)")
        }
        // And fzf takes the stand-ins it is given for them.
        let standIns = Set(FuzzBindingWords.tickKeys.map(FuzzBindingWords.fzfStandIn(forKey:)))
        for key in standIns.sorted() {
            #expect(verdict(run(fzf, ["--bind", "\(key):\(FuzzBindingWords.fzfStandInAction)", "--version"], timeout: 20),
                            "fzf", key) == true, "fzf: \(key)")
        }
    }

    @Test("docs/SPEC.md names the same list: each of tick's own actions, and the keys its own names add")
    func documented() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let spec = try String(contentsOf: root.appendingPathComponent("docs/SPEC.md"), encoding: .utf8)
        let start = try #require(spec.range(of: "**tick's own keys and actions**"), "SPEC has no section on tick's own keys and actions")
        let section = String(spec[start.upperBound...]).components(separatedBy: "\n\n")[0]
        let keys = FuzzBindingWords.tickKeyBases.filter { !$0.hasPrefix("f") } + ["f1", "f12"]
        for word in FuzzBindingWords.tickActions + keys where !section.contains("`\(word)`") {
            Issue.record("SPEC's list of tick's own keys and actions does not name `\(word)`")
        }
    }
}
