import Testing
@testable import TickCore

/// `--bench DURATION`: Go's duration grammar (fzf reads it with `time.ParseDuration`) and fzf
/// 0.74.5's line of times, worked out by hand.
@Suite("--bench: durations and fzf's line of times")
struct FilterBenchTests {
    @Test("Durations as Go reads them: numbers with units, summed; 0 alone; signed")
    func durations() {
        let cases: [(String, Double?)] = [
            ("300ms", 300), ("1.5s", 1500), ("1m30s", 90_000), ("1h", 3_600_000), ("2us", 0.002), ("2µs", 0.002),
            ("500ns", 0.0005), (".5s", 500), ("1.s", 1000), ("0", 0), ("-1s", -1000), ("+2s", 2000),
            ("", nil), ("1", nil), ("x", nil), ("1x", nil), ("s", nil), (".s", nil), ("1s2", nil), ("--1s", nil),
        ]
        for (text, expected) in cases {
            #expect(GoDuration.milliseconds(text) == expected, "\(text)")
        }
    }

    @Test("--bench takes a duration; 0 or less is no benchmark; a bad one is a usage error")
    func option() throws {
        #expect(try OptionParser.parse(["--bench", "250ms"], defaults: nil).bench == 250)
        #expect(try OptionParser.parse(["--bench", "0"], defaults: nil).bench == nil)
        #expect(throws: UsageError.self) { try OptionParser.parse(["--bench", "10"], defaults: nil) }
    }

    // avg 6.75 / 3 = 2.25 ms; total 0.00675 s; 8146 of 100000 is 8.146%.
    @Test("The line reads as fzf's")
    func report() {
        var bench = FilterBench(items: 100_000, ingestion: 18.17)
        bench.passes = [2, 1.5, 3.25]
        bench.matches = 8146
        #expect(bench.report == "  3 iterations  avg: 2.25ms  min: 1.50ms  max: 3.25ms  total: 0.01s  items: 100000  matches: 8146 (8.15%)  ingestion: 18.17ms\n")
        #expect(FilterBench(items: 0, ingestion: 0.5).report.contains("matches: 0 (NaN%)"))
    }
}
