// `-d`/`--delimiter` as a regular expression (docs/SPEC.md §2): the fields tick cuts with a
// delimiter must be fzf's, for `--nth` (what is searched) and `--accept-nth` (what is printed).
import Foundation
import Testing

enum DelimiterCases {
    static let delimiters = [
        ":+", "\\s+", "[,;]", "\\d+", "x.", "..", "[\u{a0}\u{0B}]", "[\\x{a0}\\v]", "\\t+", "a|b", ":*", "[^a-z]+",
        // fzf takes these literally: one character, or an escape Go refuses.
        ".", "|", "(", "[\\u00a0\\v]", ":",
    ]
    static let lines = [
        "a::b:c", "a  b\tc d", "a,b;c", "a1b22c3", "axxbxc", "a..b..c", "ls -l\u{a0}ls\u{0B}-l\u{a0}1\u{a0}shown",
        "x\u{a0}y\u{0B}z\u{0C}w", "a\t\tb\tc", "a|b|c", "ab", "(a(b(c", "é:ü::ß", "a.b.c", "[\\u00a0\\v]x",
    ]
    static let fieldArguments: [[String]] = [
        ["--accept-nth", "2"], ["--accept-nth", "1,3"], ["--accept-nth", "-1"], ["--accept-nth", "2.."],
        ["--accept-nth", "{2}:{1}"], ["--nth", "1", "--filter", "b"], ["--nth", "2", "--filter", "b$"],
        ["--nth", "1", "--filter", "a$"], ["--with-nth", "2", "--filter", "c"],
    ]
}

@Suite("Regular-expression delimiters as fzf's", .enabled(if: Programs.fzf != nil, "fzf not found: set TICK_FZF"))
struct DelimiterParityTests {
    @Test("tick -d PATTERN cuts the fields fzf cuts", arguments: DelimiterCases.delimiters, DelimiterCases.fieldArguments)
    func sameFields(delimiter: String, fieldArguments: [String]) throws {
        let fzf = try #require(Programs.fzf)
        let args = ["-d", delimiter] + fieldArguments + (fieldArguments.contains("--filter") ? [] : ["--filter", ""])
        let input = lines(DelimiterCases.lines)
        let expected = run(fzf, args, stdin: input)
        try #require(expected.status == 0 || expected.status == 1, "fzf failed: \(expected.stderr)")
        let got = runTick(args, stdin: input)
        #expect(got.status == expected.status, "exit status; tick stderr: \(got.stderr)")
        #expect(show(got.stdout) == show(expected.stdout), "tick \(args)")
    }
}

@Suite("Regular-expression delimiters")
struct RegexDelimiterEndToEndTests {
    @Test("fzf-tab-completion's lines: fields 6,5,4 shown, field 2 searched")
    func tabCompletionLines() {
        let d = "[\u{a0}\u{0B}]"
        let items = ["full\u{a0}value\u{a0}1\u{a0}disp\u{0B}lay\u{a0}show\u{a0}pre", "other\u{a0}x\u{a0}2\u{a0}d\u{a0}s\u{a0}p"]
        // Field 2 of the first is "value\u{a0}": "value" matches it, and only it.
        expectLines(filter("value", items, ["-d", d, "--nth", "2", "--accept-nth", "1"]), ["full"])
        expectLines(filter("lay", items, ["-d", d, "--nth", "5", "--accept-nth", "6,5,4"]), ["show\u{a0}lay\u{a0}disp"])
    }

    @Test("A template's placeholders are cut by the pattern")
    func templatePlaceholders() {
        expectLines(filter("", ["a::b:c"], ["-d", ":+", "--accept-nth", "{2}-{3}"]), ["b-c"])
    }

    @Test("A printed template loses one trailing delimiter, as each of its fields does (fzf 0.74.5)")
    func templateTrailingDelimiter() {
        expectLines(filter("", ["a:b", "c:"], ["-d", ":", "--accept-nth", "{1}:{2}:"]), ["a:b", "c:"])
        expectLines(filter("", ["a::b"], ["-d", ":+", "--accept-nth", "{2}::"]), ["b"])
        expectLines(filter("", ["a b", " x  y "], ["--accept-nth", "{2} "]), ["b", "y"])
    }
}
