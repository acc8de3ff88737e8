import Foundation
import Testing

/// `--filter QUERY --bench DURATION` through the binary, beside the real fzf 0.74.5: one line of
/// times in fzf's form, with the same items and matches, in place of the matches.
@Suite("--bench beside fzf")
struct FilterBenchEndToEndTests {
    /// fzf's line: `  N iterations  avg: Xms  min: Xms  max: Xms  total: Xs  items: N  matches: M (P%)  ingestion: Xms`.
    static var form: Regex<(Substring, Substring, Substring, Substring, Substring)> { #/^  (\d+) iterations  avg: \d+\.\d\dms  min: \d+\.\d\dms  max: \d+\.\d\dms  total: \d+\.\d\ds  items: (\d+)  matches: (\d+) \((\d+\.\d\d)%\)  ingestion: \d+\.\d\dms\n$/# }

    @Test("One line of times with fzf's items and matches; the matches are not printed")
    func line() throws {
        let input = Array((1...100_000).map { "\($0)\n" }.joined().utf8)
        let tick = run(Programs.tick, ["--filter", "12", "--bench", "200ms"], stdin: input)
        #expect(tick.status == 0)
        let ours = try #require(tick.stdoutText.wholeMatch(of: Self.form), "\(tick.stdoutText)")
        #expect(Int(ours.1)! >= 1)
        #expect(ours.2 == "100000")
        let fzfBinary = try #require(Programs.fzf)
        let fzf = run(fzfBinary, ["--filter", "12", "--bench", "200ms"], stdin: input)
        let theirs = try #require(fzf.stdoutText.wholeMatch(of: Self.form), "\(fzf.stdoutText)")
        #expect((ours.2, ours.3, ours.4) == (theirs.2, theirs.3, theirs.4))
    }

    @Test("A bad duration is exit 2 with one line; 0 filters as without --bench")
    func badAndZero() {
        let bad = run(Programs.tick, ["--filter", "1", "--bench", "10"], stdin: Array("1\n".utf8))
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--bench"))
        let zero = run(Programs.tick, ["--filter", "1", "--bench", "0"], stdin: Array("1\n2\n".utf8))
        #expect(zero.stdoutText == "1\n")
    }
}
