import Testing
@testable import TickCore

/// Parses `args` after `sources` from the defaults of `name`.
private func parse(_ args: [String], as name: CommandName, _ sources: [(String, String)] = []) throws(UsageError) -> Options {
    try OptionParser.parse(args, sources: sources.map { OptionParser.Source(name: $0.0, text: $0.1) }, from: name.defaultOptions)
}

@Suite("The name tick runs under: tick or fzf (docs/SPEC.md §10)")
struct CommandNameTests {
    @Test("argv[0] whose last component is exactly fzf is fzf; anything else is tick")
    func fromArgv0() {
        for name in ["fzf", "/usr/local/bin/fzf", "./fzf", "bin//fzf"] { #expect(CommandName(argv0: name) == .fzf, "\(name)") }
        for name in ["tick", "/usr/bin/tick", "fzf-tmux", "myfzf", "/opt/fzf/tick", "FZF", "fzf.sh", ""] {
            #expect(CommandName(argv0: name) == .tick, "\(name)")
        }
    }

    @Test("As fzf: one pick unless -m, the list layout, selection order, 40% of the terminal, CI ignored")
    func fzfDefaults() throws {
        let o = try parse([], as: .fzf)
        #expect(o.limit == 1 && o.layout == .list && o.order == .selection && o.heightPercent == 40 && o.ignoreCI)
        #expect(try parse(["-m"], as: .fzf).limit == nil)
        #expect(try parse(["--multi"], as: .fzf).limit == nil)
        #expect(try parse(["--multi=3"], as: .fzf).limit == 3)
        #expect(try parse(["-m", "+m"], as: .fzf).limit == 1)
        #expect(try parse(["--height", "10"], as: .fzf).heightPercent == nil)
        #expect(try parse(["--layout", "reverse", "--order", "input"], as: .fzf).order == .input)
    }

    @Test("As tick: tick's own defaults; -m after --single lifts the limit, as in fzf")
    func tickDefaults() throws {
        let o = try parse([], as: .tick)
        #expect(o.limit == nil && o.layout == .wheel && o.order == .input && o.heightPercent == nil && !o.ignoreCI)
        #expect(try parse(["--single", "-m"], as: .tick).limit == nil)
    }

    @Test("Sources apply in order, then the command line; an error names its source")
    func sources() throws {
        let o = try parse(["--prompt", "c> "], as: .fzf, [("FILE", "--prompt 'a> ' --header x # comment"), ("VAR", "--prompt 'b> ' -m")])
        #expect(o.prompt == "c> " && o.header == "x" && o.limit == nil)
        #expect(try parse([], as: .fzf, [("FILE", "--prompt 'a> '"), ("VAR", "--prompt 'b> '")]).prompt == "b> ")
        #expect(usageError { try parse([], as: .fzf, [("FZF_DEFAULT_OPTS", "--nosuch")]) }?.message == "FZF_DEFAULT_OPTS: unknown option: --nosuch")
        #expect(usageError { try parse([], as: .fzf, [("F (x)", "--prompt 'a")]) }?.message == "F (x): unterminated single quote")
    }

    @Test("--version as fzf: fzf's version first, which fzf-marks' check (1e6, 1e3, 1 per part) reads as 74000")
    func fzfVersion() {
        #expect(Version.fzfLine(commit: nil) == "0.74.0 (tick \(Version.number))")
        #expect(Version.fzfLine(commit: "abc1234") == "0.74.0 (tick \(Version.number) abc1234)")
        #expect(Version.fzfLine(commit: "not a commit") == "0.74.0 (tick \(Version.number))")
    }
}
