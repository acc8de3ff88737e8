// Matching and ranking through the binary (docs/SPEC.md §2 fields, §3 search). Every expected order
// here was worked out by hand from fzf's scoring rules (a match is worth 16; a word start after
// a blank earns 10, after a delimiter 9, after other punctuation 8, a camelCase hump 7, and the
// first query character's bonus counts twice; a consecutive character keeps the bonus of its
// run's first character (at least 4); a gap costs 3, plus 1 per extra character), then shorter
// items, then input order.
import Foundation
import Testing

@Suite("Filter matching and ranking")
struct FilterMatchingTests {
    // MARK: Case

    @Test("A lower-case query ignores case (smart case)")
    func smartCaseLower() {
        expectLines(filter("apple", ["Apple", "apple", "APPLE", "banana"]), ["Apple", "apple", "APPLE"])
    }

    @Test("A query with an upper-case letter respects case (smart case)")
    func smartCaseUpper() {
        expectLines(filter("Apple", ["Apple", "apple", "APPLE"]), ["Apple"])
    }

    @Test("-i ignores case even for an upper-case query")
    func ignoreCase() {
        expectLines(filter("APPLE", ["Apple", "apple", "APPLE", "pear"], ["-i"]), ["Apple", "apple", "APPLE"])
        expectLines(filter("APPLE", ["Apple", "apple", "APPLE", "pear"], ["--ignore-case"]), ["Apple", "apple", "APPLE"])
    }

    @Test("+i respects case even for a lower-case query")
    func respectCase() {
        expectLines(filter("apple", ["Apple", "apple", "APPLE"], ["+i"]), ["apple"])
    }

    // MARK: Fuzzy and exact

    @Test("Plain terms match fuzzily and rank a word-start match above a mid-word exact one")
    func fuzzyRanking() {
        // abc: 16*3 + 20 + 10 + 10 = 88; axbxc: 16+20 -3 +16 -3 +16 = 62; xabcx: 48 + 4 + 4 = 56.
        expectLines(filter("abc", ["axbxc", "abc", "xabcx", "acb"]), ["abc", "axbxc", "xabcx"])
    }

    @Test("-e makes plain terms exact substrings")
    func exactFlag() {
        expectLines(filter("abc", ["axbxc", "abc", "xabcx"], ["-e"]), ["abc", "xabcx"])
        expectLines(filter("abc", ["axbxc", "abc", "xabcx"], ["--exact"]), ["abc", "xabcx"])
    }

    @Test("A 'term is an exact substring")
    func quotedExact() {
        expectLines(filter("'abc", ["axbxc", "abc", "zabcz"]), ["abc", "zabcz"])
    }

    @Test("A 'term' is an exact match at word boundaries, also with -e")
    func boundaryExact() {
        let items = ["doc", "x doc y", "xdocy", "d-o-c", "doc'"]
        // doc and doc' score alike (shorter first); "x doc y" is longer.
        expectLines(filter("'doc'", items), ["doc", "doc'", "x doc y"])
        expectLines(filter("'doc'", items, ["-e"]), ["doc", "doc'", "x doc y"])
    }

    @Test("!'term' excludes items with the term at word boundaries")
    func inverseBoundary() {
        expectLines(filter("!'doc'", ["doc", "x doc y", "xdocy", "d-o-c", "doc'"]), ["xdocy", "d-o-c"])
    }

    @Test("With -e a 'term is fuzzy again")
    func quoteFlipsExact() {
        // doc: 88; d-o-c: 36 - 3 + 24 - 3 + 24 = 78; xdocy: 16 + 20 + 20 = 56; cod has no match.
        expectLines(filter("'doc", ["xdocy", "cod", "d-o-c", "doc"], ["-e"]), ["doc", "d-o-c", "xdocy"])
    }

    @Test("^term matches a prefix, shorter items first on equal scores")
    func prefix() {
        expectLines(filter("^lib", ["usr/lib", "lib/usr", "libx"]), ["libx", "lib/usr"])
    }

    @Test("term$ matches a suffix, a match after a delimiter ranking first")
    func suffix() {
        expectLines(filter("lib$", ["usr/lib", "lib/usr", "xlib"]), ["usr/lib", "xlib"])
    }

    @Test("!term excludes items containing it, in input order")
    func inverse() {
        expectLines(filter("!lib", ["usr/lib", "bin", "lib/usr", "etc"]), ["bin", "etc"])
    }

    @Test("!^term and !term$ exclude prefixes and suffixes")
    func inversePrefixSuffix() {
        let items = ["usr/lib", "lib/usr", "libx", "bin"]
        expectLines(filter("!^lib", items), ["usr/lib", "bin"])
        expectLines(filter("!lib$", items), ["lib/usr", "libx", "bin"])
    }

    @Test("a | b matches either term")
    func alternation() {
        expectLines(filter("bin | etc", ["usr/lib", "bin", "lib/usr", "etc"]), ["bin", "etc"])
    }

    @Test("Blank-separated terms must all match")
    func allTermsMustMatch() {
        expectLines(filter("usr lib", ["usr/lib", "usr/bin", "lib", "var/lib"]), ["usr/lib"])
        expectLines(filter("usr !bin", ["usr/lib", "usr/bin", "lib"]), ["usr/lib"])
    }

    @Test("A backslash-escaped blank is part of the term")
    func escapedBlank() {
        // "a b": 36 + 26 + 26 = 88; "a  b": 36 + 26 - 3 + 26 = 85; "ab" lacks the blank.
        expectLines(filter("a\\ b", ["a b", "ab", "a  b"]), ["a b", "a  b"])
    }

    @Test("An unaccented query matches accented letters; an accented one only itself")
    func accents() {
        expectLines(filter("cafe", ["café", "cafe", "cave"]), ["café", "cafe"])
        expectLines(filter("café", ["café", "cafe"]), ["café"])
    }

    // MARK: Ranking

    @Test("Word-start and consecutive bonuses rank fb first, foo-bar second, afoobxr last")
    func rankingFB() {
        // fb: 36 + 26 = 62; foo-bar: 36 - 5 + 24 = 55; afoobxr: 16 - 4 + 16 = 28.
        expectLines(filter("fb", ["afoobxr", "foo-bar", "fb"]), ["fb", "foo-bar", "afoobxr"])
    }

    @Test("A camelCase hump is a word start")
    func camelCase() {
        // fooBar: 36 - 4 + 23 = 55; foobar: 36 - 4 + 16 = 48.
        expectLines(filter("fb", ["foobar", "fooBar"]), ["fooBar", "foobar"])
    }

    @Test("Equal scores: shorter items first")
    func shorterFirst() {
        expectLines(filter("abc", ["abc def", "abc", "abc de"]), ["abc", "abc de", "abc def"])
    }

    @Test("Equal scores and lengths keep input order; --tac reverses it")
    func inputOrderTies() {
        // Both score 56 with "ab" after the '-'.
        expectLines(filter("ab", ["b-ab", "a-ab"]), ["b-ab", "a-ab"])
        expectLines(filter("ab", ["b-ab", "a-ab"], ["--tac"]), ["a-ab", "b-ab"])
        expectLines(filter("a", ["a1", "a2", "a3"], ["--tac"]), ["a3", "a2", "a1"])
    }

    @Test("--tiebreak index keeps input order for equal scores")
    func tiebreakIndex() {
        let items = ["abc def", "zzz", "abc"]
        expectLines(filter("abc", items), ["abc", "abc def"])
        expectLines(filter("abc", items, ["--tiebreak=index"]), ["abc def", "abc"])
    }

    @Test("--no-sort keeps input order; with --tac it is reversed")
    func noSort() {
        let items = ["xabcx", "axbxc", "zzz", "abc"]
        expectLines(filter("abc", items, ["--no-sort"]), ["xabcx", "axbxc", "abc"])
        expectLines(filter("abc", items, ["--no-sort", "--tac"]), ["abc", "axbxc", "xabcx"])
    }

    @Test("--tiebreak begin and end order equal scores by match position")
    func tiebreakBeginEnd() {
        let items = ["x-x-ab", "x-ab-x"]
        expectLines(filter("ab", items), ["x-x-ab", "x-ab-x"])
        expectLines(filter("ab", items, ["--tiebreak=begin"]), ["x-ab-x", "x-x-ab"])
        expectLines(filter("ab", items, ["--tiebreak", "end"]), ["x-x-ab", "x-ab-x"])
    }

    // MARK: Fields

    @Test("--nth limits the search to the given fields but prints whole lines")
    func nth() {
        expectLines(filter("^foo", ["foo bar", "bar foo"], ["--nth", "2"]), ["bar foo"])
        expectLines(filter("^a", ["a b c", "c b a"], ["--nth", "-1"]), ["c b a"])
        expectLines(filter("^x", ["x y z", "y x z"], ["--nth", "2.."]), ["y x z"])
    }

    @Test("With several --nth ranges, ^ and $ apply to each range")
    func nthSeveralRanges() {
        let items = ["a b c", "b a c", "c b a"]
        expectLines(filter("^c", items, ["--nth", "1,3"]), ["a b c", "b a c", "c b a"])
        expectLines(filter("a$", items, ["--nth", "1,3"]), ["a b c", "c b a"])
    }

    @Test("--with-nth searches only the shown fields and prints the whole line")
    func withNth() {
        expectLines(filter("an", ["1 apple", "2 banana"], ["--with-nth", "2"]), ["2 banana"])
        expectLines(filter("1", ["1 apple", "2 banana"], ["--with-nth", "2"]), [])
    }

    @Test("-d sets a literal delimiter; \\t means tab")
    func delimiter() {
        expectLines(filter("a", ["a:b:c", "b:a:c"], ["-d", ":", "--nth", "2"]), ["b:a:c"])
        expectLines(filter("z", ["x y\tz", "z\tx y"], ["-d", "\\t", "--nth", "1"]), ["z\tx y"])
        expectLines(filter("2", ["1::2", "2::1"], ["--delimiter=::", "--nth=1"]), ["2::1"])
    }

    @Test("--accept-nth prints the chosen fields, without the last delimiter")
    func acceptNth() {
        expectLines(filter("", ["a:b:c"], ["-d", ":", "--accept-nth", "3,1"]), ["ca"])
        expectLines(filter("", ["  one   two  three"], ["--accept-nth", "2"]), ["two"])
        expectLines(filter("", ["  one   two  three"], ["--accept-nth", "-1"]), ["three"])
        expectLines(filter("", ["  one   two  three"], ["--accept-nth", "1..2"]), ["one   two"])
    }

    @Test("--accept-nth changes what is printed, not what is matched")
    func acceptNthMatchesWholeLine() {
        expectLines(filter("'alice", ["alice 30", "bob 25"], ["--accept-nth", "2"]), ["30"])
    }

    @Test("--accept-nth's {n} is the item's index in the input, not its place among the matches (as fzf 0.74.5 prints)")
    func acceptNthIndex() {
        let items = (1...30).map(String.init)
        // fzf 0.74.5: `seq 30 | fzf --filter 5 --accept-nth '{n}:{1}'` prints 4:5, 14:15, 24:25.
        expectLines(filter("5", items, ["--accept-nth", "{n}:{1}"]), ["4:5", "14:15", "24:25"])
        expectLines(filter("5", items, ["--accept-nth", "{n}", "--no-sort"]), ["4", "14", "24"])
        // Under the name tick the header lines are not items, as in its picker.
        expectLines(filter("", ["h", "a", "b"], ["--accept-nth", "{n}", "--header-lines", "1"]), ["0", "1"])
    }

    @Test("Under the name fzf, --filter's {n} counts the header lines, as fzf 0.74.5's does (and tick's picker under that name)")
    func acceptNthIndexAsFzf() throws {
        let (directory, fzf) = try fzfLink()
        defer { try? FileManager.default.removeItem(at: directory) }
        // fzf 0.74.5: `printf 'h\na\nb\n' | fzf --filter '' --accept-nth '{n}' --header-lines 1` prints 1, 2.
        let r = run(fzf, ["--filter", "", "--accept-nth", "{n}", "--header-lines", "1"], stdin: lines(["h", "a", "b"]))
        expectLines(r, ["1", "2"])
        expectLines(run(fzf, ["--filter", "5", "--accept-nth", "{n}"], stdin: lines((1...30).map(String.init))), ["4", "14", "24"])
    }

    @Test("--header-lines: the header is neither printed nor matched")
    func headerLines() {
        let items = ["NAME AGE", "alice 30", "bob 25"]
        expectLines(filter("", items, ["--header-lines", "1"]), ["alice 30", "bob 25"])
        expectLines(filter("NAME", items, ["--header-lines", "1"]), [])
        expectLines(filter("", ["only header"], ["--header-lines", "2"]), [])
    }
}
