// fzf's spellings, run as fzf's own filter tests run them (the cases of test/test_filter.rb in
// junegunn/fzf that use them, with their expected output): a script written for fzf runs with
// tick in its place.
import Foundation
import Testing
import TickTestSupport

@Suite("fzf's spellings")
struct FzfSpellingTests {
    /// `tick ARGS` on `input` lines; the output lines.
    static func tick(_ args: [String], _ input: [String]) -> [String] {
        let r = runTick(args, stdin: lines(input))
        return r.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    static let seq123 = (1...123).map(String.init)

    @Test("-e and +e: exact and fuzzy (test_exact)")
    func exact() {
        #expect(Self.tick(["-f", "13"], Self.seq123).count == 4)
        #expect(Self.tick(["-f", "13", "-e"], Self.seq123).count == 2)
        #expect(Self.tick(["-f", "13", "+e"], Self.seq123).count == 4)
        #expect(Self.tick(["-f", "13", "-e", "--no-exact"], Self.seq123).count == 4)
    }

    @Test("-x: smart case for each term (test_smart_case_for_each_term); -f\"1 00$\" and +x (test_default_extended)")
    func extended() {
        #expect(Self.tick(["-x", "-f", "foo Fbar"], ["Foo bar"]).count == 1)
        #expect(Self.tick(["-f", "1 00$"], (1...100).map(String.init)) == ["100"])
        // +x (fzf's --no-extended): the whole query is one fuzzy term, blanks and operators
        // included (test_default_extended); the rows below are fzf 0.74.5's output.
        #expect(Self.tick(["-f", "1 00$", "+x"], (1...100).map(String.init)) == [])
        let items = ["a b", "ab", "b a", "^a", "x^ya", "A b", "!a"]
        #expect(Self.tick(["-f", "a b", "+x"], items) == ["a b", "A b"])
        #expect(Self.tick(["-f", "^a", "--no-extended"], items) == ["^a", "x^ya"])
        #expect(Self.tick(["-f", "A b", "+x"], items) == ["A b"])
        #expect(Self.tick(["-f", "!a", "+x"], items) == ["!a"])
        #expect(Set(Self.tick(["-f", "a b", "+x", "-x"], items)) == ["a b", "b a", "A b", "ab"], "-x after +x is extended again")
    }

    @Test("-n LIST and -nLIST are --nth (test_nth_suffix_match, test_tiebreak_length_with_nth)")
    func nth() {
        #expect(Self.tick(["-d,", "-fbar$", "-n2"], ["foo,bar,baz"]) == ["foo,bar,baz"])
        let input = ["1:hell", "123:hello", "12345:he", "1234567:h"]
        let output = ["1:hell", "12345:he", "123:hello", "1234567:h"]
        #expect(Self.tick(["-fh"], input) == output)
        #expect(Self.tick(["-fh", "-n2", "-d:"], input) == output)
        #expect(Self.tick(["-fh", "-n", "2", "-d:"], input) == output)
    }

    @Test("--with-nth field lists and templates, with -x -n 2.. (test_with_nth_basic, test_with_nth_template)")
    func withNth() {
        let input = ["hello world ", "byebye"]
        #expect(Self.tick(["-f^he hehe", "-x", "-n", "2..", "--with-nth", "2,1,1"], input) == ["hello world "])
        #expect(Self.tick(["-f^he he.he.", "-x", "-n", "2..", "--with-nth", "{2} {1}. {1}."], input) == ["hello world "])
        // A template that only reorders, with literal text between.
        #expect(Self.tick(["-f", "world: hello", "--with-nth", "{2}: {1}"], input) == ["hello world "])
        let bad = runTick(["--with-nth", "no placeholder {x}", "-f", ""], stdin: lines(input))
        #expect(bad.status == 2 && bad.stderr.contains("--with-nth"))
    }

    @Test("--accept-nth takes --with-nth's templates; the printed values are fzf's (fzf 0.74 --filter)")
    func acceptNthTemplates() {
        // Expected lines as fzf 0.74.5 prints them for the same input and options.
        let cases: [(arguments: [String], input: [String], expected: [String])] = [
            (["--accept-nth", "{2}:{1}", "-f", "x"], ["a b c", "x y z"], ["y:x"]),
            (["--accept-nth", "{1}", "-f", ""], ["a b c", "x y z"], ["a", "x"]),
            (["-d", ",", "--accept-nth", "{2} {1}", "-f", ""], ["a,b,c"], ["b a"]),
            (["--accept-nth", "{3..} [{-1}]", "-f", ""], ["a b c"], ["c [c]"]),
            (["--accept-nth", "{4}x", "-f", ""], ["a b c"], ["x"]),
            (["--accept-nth", "2,1", "-f", ""], ["a b c"], ["b a"]),
        ]
        for c in cases {
            #expect(Self.tick(c.arguments, c.input) == c.expected, "\(c.arguments)")
            if let fzf = Programs.fzf {
                let r = run(fzf, c.arguments, stdin: lines(c.input), timeout: 20)
                #expect(r.stdoutText.split(separator: "\n").map(String.init) == c.expected, "fzf \(c.arguments)")
            }
        }
        // The template makes the value everywhere a value is used: JSON, --preselect.
        let json = runTick(["--accept-nth", "{2}={1}", "--json", "-f", ""], stdin: lines(["a b", "c d"]))
        #expect(json.stdoutText == "[\"b=a\",\"d=c\"]\n")
        let preselected = runTick(["--accept-nth", "{2}={1}", "--preselect", "d=c", "--no-tty=defaults"],
                                  stdin: lines(["a b", "c d"]), newSession: true)
        #expect(preselected.stdoutText == "d=c\n", "\(preselected.stderr)")
        let bad = runTick(["--accept-nth", "{}", "-f", ""], stdin: lines(["a"]))
        #expect(bad.status == 2 && bad.stderr.contains("--accept-nth"), "\(bad.stderr)")
    }

    @Test("--ansi and --no-ansi with --with-nth (test_with_nth_ansi, test_with_nth_no_ansi)")
    func ansi() {
        let coloured = "\u{1B}[33mhello \u{1B}[34;1mworld\u{1B}[m "
        #expect(Self.tick(["-f^he hehe", "-x", "-n", "2..", "--with-nth", "2,1,1", "--ansi"], [coloured, "byebye"]) == ["hello world "])
        #expect(Self.tick(["-fhehe", "-x", "-n", "2..", "--with-nth", "2,1,1", "--no-ansi"], [coloured, "byebye"]) == [coloured])
        #expect(Self.tick(["-fhehe", "-x", "-n", "2..", "--with-nth", "2,1,1", "--ansi", "--no-ansi"], [coloured, "byebye"]) == [coloured])
    }

    @Test("--algo=v2 and --tiebreak begin (test_tiebreak_begin_algo_v2); -x with a negation (test_tiebreak)")
    func algo() {
        #expect(Self.tick(["-fbar", "--tiebreak=begin", "--algo=v2"], ["baz foo bar", "foo bar baz"]) == ["foo bar baz", "baz foo bar"])
        // v1 is taken and scores as v2; an unknown algorithm is an error naming both.
        #expect(Self.tick(["-fbar", "--tiebreak=begin", "--algo=v1"], ["baz foo bar", "foo bar baz"]) == ["foo bar baz", "baz foo bar"])
        let v3 = runTick(["-fbar", "--algo=v3"], stdin: lines(["bar"]))
        #expect(v3.status == 2 && v3.stderr.contains("v1, v2"))
        let input = ["--foobar--------", "-----foobar---", "----foobar--", "-------foobar-"]
        #expect(Self.tick(["-f!z foobar", "-x", "--tiebreak", "begin"], input)
                == ["--foobar--------", "----foobar--", "-----foobar---", "-------foobar-"])
        #expect(Self.tick(["-f!z", "-x", "--tiebreak", "end"], input) == input)
    }

    @Test("-m, --multi, --multi=N, +m, --no-multi, --reverse and --layout default are accepted with their meaning")
    func pickerSpellings() throws {
        for args in [["-m"], ["--multi"], ["+m"], ["--no-multi"], ["--reverse"], ["--layout=default"], ["--multi=2"]] {
            let r = runTick(args + ["-f", "a"], stdin: lines(["a"]))
            #expect(r.status == 0, "\(args): \(r.stderr)")
        }
        // --multi=N is --limit N: --min above it is refused as --min above --limit is.
        let over = runTick(["--multi=2", "--min", "3", "-f", "a"], stdin: lines(["a"]))
        #expect(over.status == 2 && over.stderr.contains("--min"), "\(over.stderr)")
        // +m is --single: a tick limit of one, which --min 2 cannot meet.
        let single = runTick(["+m", "--min", "2", "-f", "a"], stdin: lines(["a"]))
        #expect(single.status == 2, "\(single.stderr)")
    }

    @Test("fzf options tick does not draw are accepted (--border, --color, --info, --tmux)")
    func advice() {
        for option in ["--border", "--color=dark", "--info=inline", "--tmux", "--margin=1", "--no-border"] {
            let r = runTick([option, "-f", "a"], stdin: lines(["a"]))
            #expect(r.status == 0 && r.stdoutText == "a\n", "\(option): \(r.stderr)")
        }
    }

    @Test("--disabled and --phony are taken; --filter still filters with them, as fzf 0.74.5 does")
    func disabledTaken() {
        for option in ["--disabled", "--phony"] {
            let r = runTick([option, "-f", "a"], stdin: lines(["a", "b"]))
            #expect(r.status == 0 && r.stdoutText == "a\n", "\(option): \(r.stderr)")
        }
    }
}
