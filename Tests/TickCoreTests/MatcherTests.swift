import Testing
@testable import TickCore

/// Matches `item` against `query` with a fresh matcher; positions are always asked for.
private func hit(_ query: Query, _ item: [UInt8], _ configuration: Matcher.Configuration = .init()) -> Matcher.Hit? {
    var matcher = Matcher(query: query, configuration: configuration)
    return item.withUnsafeBufferPointer { matcher.match($0, positions: true) }
}

private func hit(_ query: String, _ item: String, _ configuration: Matcher.Configuration = .init()) -> Matcher.Hit? {
    hit(Query(query), Array(item.utf8), configuration)
}

/// A matcher configuration with the given field options.
private func config(
    nth: String? = nil, withNth: String? = nil, delimiter: Delimiter = .blanks, tiebreaks: [Tiebreak]? = nil
) throws -> Matcher.Configuration {
    var c = Matcher.Configuration()
    c.nth = try nth.map { try FieldList(parsing: $0) }
    c.withNth = try withNth.map { try FieldTemplate(parsing: $0) }
    c.delimiter = delimiter
    c.tiebreaks = tiebreaks
    return c
}

@Suite("Matcher")
struct MatcherTests {
    // MARK: Ranking, in the spirit of fzy's tests (smaller rank = better)

    @Test("Prefers matches at word starts: fb scores higher on foo-bar than on afoobxr")
    func prefersWordStarts() throws {
        let wordStart = try #require(hit("fb", "foo-bar"))
        let inside = try #require(hit("fb", "afoobxr"))
        // f at the start: 16 + 2 × 10; a gap of three: -3 -1 -1; b after '-': 16 + 8.
        #expect(wordStart.score == 55)
        // f inside a word: 16; a gap of two: -3 -1; b inside a word: 16.
        #expect(inside.score == 28)
        #expect(wordStart.rank < inside.rank)
        #expect(wordStart.positions == [0, 4])
        #expect(inside.positions == [1, 4])
    }

    @Test("Prefers consecutive characters over scattered ones")
    func prefersConsecutive() throws {
        let run = try #require(hit("bar", "xbarx"))
        let scattered = try #require(hit("bar", "xbxaxrx"))
        #expect(run.score == 16 + 20 + 20)
        #expect(scattered.score == 16 - 3 + 16 - 3 + 16)
        #expect(run.rank < scattered.rank)
        #expect(run.positions == [1, 2, 3])
        #expect(scattered.positions == [1, 3, 5])
    }

    @Test("Prefers camelCase humps")
    func prefersCamelCase() throws {
        let camel = try #require(hit("fb", "FooBar"))
        let flat = try #require(hit("fb", "Foobar"))
        #expect(camel.score == 36 - 4 + 16 + 7)
        #expect(flat.score == 36 - 4 + 16)
        #expect(camel.rank < flat.rank)
    }

    @Test("Prefers a match after a slash in a path")
    func prefersAfterSlash() throws {
        let slash = try #require(hit("b", "foo/bar"))
        let dash = try #require(hit("b", "foo-bar"))
        let none = try #require(hit("b", "fooxbar"))
        #expect(slash.score == 16 + 2 * 9)
        #expect(dash.score == 16 + 2 * 8)
        #expect(none.score == 16)
        #expect(slash.rank < dash.rank && dash.rank < none.rank)
    }

    @Test("An earlier match wins a tie under --tiebreak begin; the default leaves it to input order")
    func prefersEarlierMatch() throws {
        let early = try #require(hit("ab", "c ab cc", config(tiebreaks: [.begin])))
        let late = try #require(hit("ab", "cc c ab", config(tiebreaks: [.begin])))
        #expect(early.score == 62 && late.score == 62)
        #expect(early.rank < late.rank)
        let a = try #require(hit("ab", "c ab cc"))
        let b = try #require(hit("ab", "cc c ab"))
        #expect(a.rank == b.rank)
    }

    @Test("The shorter item wins the length tiebreak; blanks at either end do not count")
    func shorterWins() throws {
        let short = try #require(hit("ab", "ab"))
        let long = try #require(hit("ab", "ab cd"))
        let padded = try #require(hit("ab", "  ab  "))
        #expect(short.score == 62 && long.score == 62 && padded.score == 62)
        #expect(short.rank < long.rank)
        #expect(short.rank == padded.rank)
    }

    @Test("The pathname tiebreak counts characters before the last slash, not bytes (fzf 0.74.5: a/xfoo ties ü/xfoo)")
    func pathnameCountsCharacters() throws {
        let c = try config(tiebreaks: [.pathname])
        let plain = try #require(hit("foo", "a/xfoo", c))
        let accented = try #require(hit("foo", "ü/xfoo", c))
        #expect(plain.score == accented.score)
        // Both matches start two characters after the slash; fzf before 0.74.5 counted the
        // slash's place in bytes, so the accented path ranked first.
        #expect(plain.rank == accented.rank)
    }

    // MARK: Term kinds

    @Test("An exact term needs a contiguous substring")
    func exactSubstring() throws {
        #expect(try #require(hit("'abc", "xxabcxx")).positions == [2, 3, 4])
        #expect(hit("'abc", "axbxc") == nil)
    }

    @Test("Under --exact plain terms are substrings and quoted terms fuzzy")
    func exactMode() {
        #expect(hit(Query("abc", fuzzy: false), bytes("axbxc")) == nil)
        #expect(hit(Query("abc", fuzzy: false), bytes("xabcx"))?.positions == [1, 2, 3])
        #expect(hit(Query("'abc", fuzzy: false), bytes("axbxc"))?.positions == [0, 2, 4])
    }

    @Test("A boundary term matches only a whole word")
    func boundary() {
        #expect(hit("'ab'", "x ab y")?.positions == [2, 3])
        #expect(hit("'ab'", "x-ab-y")?.positions == [2, 3])
        #expect(hit("'ab'", "xab y") == nil)
        #expect(hit("'ab'", "x aby") == nil)
    }

    @Test("A prefix term ignores leading blanks; a suffix term ignores trailing blanks")
    func prefixAndSuffix() {
        #expect(hit("^abc", "abcdef")?.positions == [0, 1, 2])
        #expect(hit("^abc", "  abc")?.positions == [2, 3, 4])
        #expect(hit("^abc", "xabc") == nil)
        #expect(hit("abc$", "xxabc")?.positions == [2, 3, 4])
        #expect(hit("abc$", "xabc  ")?.positions == [1, 2, 3])
        #expect(hit("abc$", "abcx") == nil)
    }

    @Test("A whole-text term needs the whole text, blanks around it aside")
    func whole() {
        #expect(hit("^abc$", "abc")?.positions == [0, 1, 2])
        #expect(hit("^abc$", "  abc ")?.positions == [2, 3, 4])
        #expect(hit("^abc$", "abcd") == nil)
        #expect(hit("^abc$", "xabc") == nil)
    }

    @Test("An inverse term excludes items containing it and adds no score or position")
    func inverse() throws {
        #expect(hit("!abc", "xxabcxx") == nil)
        let kept = try #require(hit("!abc", "axbxc"))
        #expect(kept.score == 0)
        #expect(kept.positions == [])
        #expect(hit("!^abc", "abcd") == nil)
        #expect(hit("!^abc", "xabc") != nil)
        #expect(hit("!abc$", "xabc") == nil)
        #expect(hit("!abc$", "abcx") != nil)
    }

    @Test("Alternatives match when either does; all sets must match")
    func orAndAnd() {
        #expect(hit("abc | xyz", "xyz")?.positions == [0, 1, 2])
        #expect(hit("abc | xyz", "abc")?.positions == [0, 1, 2])
        #expect(hit("abc | xyz", "def") == nil)
        #expect(hit("abc xyz", "abc") == nil)
        #expect(hit("abc xyz", "xyz abc")?.positions == [0, 1, 2, 4, 5, 6])
        #expect(hit("!abc | xyz", "abc xyz") != nil)
        #expect(hit("!abc | xyz", "abc") == nil)
    }

    // MARK: Case and accents

    @Test("Smart case: lower-case queries ignore case, others respect it")
    func smartCase() {
        #expect(hit("abc", "xABCx") != nil)
        #expect(hit("Abc", "abc") == nil)
        #expect(hit("Abc", "xAbc")?.positions == [1, 2, 3])
        #expect(hit(Query("abc", caseMode: .respect), bytes("ABC")) == nil)
        #expect(hit(Query("ABC", caseMode: .ignore), bytes("abc")) != nil)
    }

    @Test("A plain letter matches its accented forms, not the other way round")
    func accentFolding() {
        #expect(hit("cafe", "café")?.positions == [0, 1, 2, 3])
        #expect(hit("e", "É") != nil)
        #expect(hit("CAFE", "CAFÉ") != nil)
        #expect(hit("café", "café") != nil)
        #expect(hit("café", "cafe") == nil)
        #expect(hit("é", "e") == nil)
    }

    @Test("--literal turns accent folding off")
    func literal() {
        #expect(hit(Query("cafe", normalize: false), bytes("café")) == nil)
        #expect(hit(Query("cafe", normalize: false), bytes("cafe")) != nil)
    }

    // MARK: Bytes

    @Test("An invalid byte is matched only by the same byte")
    func invalidBytes() {
        let item: [UInt8] = [0x61, 0xFF, 0x62]
        #expect(hit(Query("ab"), item)?.positions == [0, 2])
        #expect(hit(Query([0xFF]), item)?.positions == [1])
        #expect(hit(Query([0x61, 0xFF, 0x62]), item)?.positions == [0, 1, 2])
        #expect(hit(Query([0xFE]), item) == nil)
        #expect(hit(Query("ÿ"), item) == nil)          // U+00FF is not the byte 0xFF
        #expect(hit(Query("y"), item) == nil)          // nor does it fold like ÿ
        #expect(hit(Query("\u{FFFD}"), item) == nil)   // nor is it the replacement character
        #expect(hit(Query("e"), [0x63, 0xC3]) == nil)  // a truncated é is no é
        #expect(hit(Query([0xC3]), [0x63, 0xC3])?.positions == [1])
    }

    @Test("A final carriage return is not matched, one inside the item is")
    func carriageReturn() throws {
        #expect(hit("r$", "bar\r")?.positions == [2])
        #expect(hit("a$", "ba\r")?.positions == [1])
        #expect(hit("^ba$", "ba\r") != nil)
        #expect(hit("\r", "ba\r") == nil)
        #expect(hit("b\r", "ab\r") == nil)
        #expect(hit("\r", "a\rb")?.positions == [1])
        let withCR = try #require(hit("ab", "ab\r"))
        let without = try #require(hit("ab", "ab"))
        #expect(withCR.rank == without.rank)
    }

    // MARK: Fields

    @Test("--nth limits matching to the chosen fields, positions stay in the whole text")
    func nth() throws {
        let second = try config(nth: "2")
        #expect(hit("foo", "foo bar", second) == nil)
        #expect(hit("bar", "foo bar", second)?.positions == [4, 5, 6])
        #expect(hit("^bar", "foo bar", second) != nil)
        let last = try config(nth: "-1")
        #expect(hit("c", "a b c", last)?.positions == [4])
        #expect(hit("a", "a b c", last) == nil)
        // Field 1 is "foo " with its blank, which a suffix term ignores.
        #expect(hit("foo$", "foo bar", try config(nth: "1"))?.positions == [0, 1, 2])
    }

    @Test("Each term matches within one --nth range; a range joins its fields")
    func nthRanges() throws {
        #expect(hit("fz", "foo bar baz", try config(nth: "1,3")) == nil)
        #expect(hit("fz", "foo bar baz", try config(nth: "1..3"))?.positions == [0, 10])
        #expect(hit("fb", "foo bar baz", try config(nth: "1..2"))?.positions == [0, 4])
        #expect(hit("baz", "foo bar baz", try config(nth: "1,3"))?.positions == [8, 9, 10])
    }

    @Test("--with-nth changes the searched text, positions are in it")
    func withNth() throws {
        let rest = try config(withNth: "2..")
        #expect(hit("foo", "foo bar baz", rest) == nil)
        #expect(hit("baz", "foo bar baz", rest)?.positions == [4, 5, 6])
        // Fields 3 then 1 give "baz" + "foo ": z and f become neighbours.
        #expect(hit("zf", "foo bar baz", try config(withNth: "3,1"))?.positions == [2, 3])
    }

    @Test("A delimiter string splits fields for --nth")
    func delimiter() throws {
        let second = try config(nth: "2", delimiter: Delimiter(":"))
        #expect(hit("b", "a:b:c", second)?.positions == [2])
        #expect(hit("a", "a:b:c", second) == nil)
        #expect(hit("c", "a:b:c", second) == nil)
    }

    // fzf strips the delimiter after the last --nth field so that suffix terms work
    // (src/pattern.go, transformInput: "Strip the last delimiter to allow suffix match").
    @Test("A suffix term matches an --nth field without its trailing delimiter, as in fzf")
    func suffixOnDelimitedField() throws {
        #expect(hit("a$", "a:b", try config(nth: "1", delimiter: Delimiter(":")))?.positions == [0])
    }
}
