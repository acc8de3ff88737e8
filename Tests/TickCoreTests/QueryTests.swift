import Testing
@testable import TickCore

/// The scalar values of `s`, as a term's `pattern` holds them.
private func scalars(_ s: String) -> [UInt32] { s.unicodeScalars.map(\.value) }

/// The only term of a query that has exactly one.
private func onlyTerm(_ q: Query) -> Query.Term? {
    guard q.sets.count == 1, q.sets[0].count == 1 else { return nil }
    return q.sets[0][0]
}

@Suite("Query parsing")
struct QueryTests {
    @Test("Blank-separated terms each form their own set, all of which must match")
    func andOfTerms() {
        let q = Query("foo bar")
        #expect(q.sets.count == 2)
        #expect(q.sets.map(\.count) == [1, 1])
        #expect(q.sets[0][0].pattern == scalars("foo"))
        #expect(q.sets[1][0].pattern == scalars("bar"))
        #expect(q.sets[0][0].kind == .fuzzy)
        #expect(q.sets[0][0].inverse == false)
    }

    @Test("Runs of blanks and blanks around the query separate nothing more")
    func extraBlanks() {
        let q = Query("   foo    bar  ")
        #expect(q.sets.map { $0.map(\.pattern) } == [[scalars("foo")], [scalars("bar")]])
    }

    @Test("A bar between two terms makes them alternatives of one set")
    func orGroup() {
        let q = Query("foo | bar baz")
        #expect(q.sets.count == 2)
        #expect(q.sets[0].map(\.pattern) == [scalars("foo"), scalars("bar")])
        #expect(q.sets[1].map(\.pattern) == [scalars("baz")])
    }

    @Test("Several bars chain alternatives into one set")
    func orChain() {
        let q = Query("a | b | c")
        #expect(q.sets.count == 1)
        #expect(q.sets[0].map(\.pattern) == [scalars("a"), scalars("b"), scalars("c")])
    }

    @Test("A leading bar is a plain fuzzy term, not an operator")
    func leadingBar() {
        let q = Query("| foo")
        #expect(q.sets.count == 2)
        #expect(q.sets[0][0].pattern == [0x7C])
        #expect(q.sets[0][0].kind == .fuzzy)
        #expect(q.sets[1][0].pattern == scalars("foo"))
    }

    @Test("A trailing bar adds no term")
    func trailingBar() {
        let q = Query("foo |")
        #expect(q.sets.count == 1)
        #expect(q.sets[0].map(\.pattern) == [scalars("foo")])
    }

    @Test("A quote makes an exact term and is not part of the pattern")
    func exactTerm() throws {
        let t = try #require(onlyTerm(Query("'foo")))
        #expect(t.kind == .exact)
        #expect(t.inverse == false)
        #expect(t.pattern == scalars("foo"))
    }

    @Test("Quotes on both sides make a word-boundary term")
    func boundaryTerm() throws {
        let t = try #require(onlyTerm(Query("'foo'")))
        #expect(t.kind == .boundary)
        #expect(t.pattern == scalars("foo"))
    }

    @Test("Caret, dollar and both make prefix, suffix and whole-text terms")
    func anchors() throws {
        let prefix = try #require(onlyTerm(Query("^foo")))
        #expect(prefix.kind == .prefix)
        #expect(prefix.pattern == scalars("foo"))
        let suffix = try #require(onlyTerm(Query("foo$")))
        #expect(suffix.kind == .suffix)
        #expect(suffix.pattern == scalars("foo"))
        let whole = try #require(onlyTerm(Query("^foo$")))
        #expect(whole.kind == .whole)
        #expect(whole.pattern == scalars("foo"))
    }

    @Test("A bang makes an inverse exact term; bang-quote an inverse fuzzy one")
    func inverseTerms() throws {
        let exact = try #require(onlyTerm(Query("!foo")))
        #expect(exact.inverse)
        #expect(exact.kind == .exact)
        #expect(exact.pattern == scalars("foo"))
        let fuzzy = try #require(onlyTerm(Query("!'foo")))
        #expect(fuzzy.inverse)
        #expect(fuzzy.kind == .fuzzy)
        #expect(fuzzy.pattern == scalars("foo"))
    }

    @Test("Inverse anchors keep their anchor: !^t, !t$ and !^t$")
    func inverseAnchors() throws {
        let prefix = try #require(onlyTerm(Query("!^foo")))
        #expect(prefix.inverse && prefix.kind == .prefix && prefix.pattern == scalars("foo"))
        let suffix = try #require(onlyTerm(Query("!foo$")))
        #expect(suffix.inverse && suffix.kind == .suffix && suffix.pattern == scalars("foo"))
        let whole = try #require(onlyTerm(Query("!^foo$")))
        #expect(whole.inverse && whole.kind == .whole && whole.pattern == scalars("foo"))
    }

    @Test("Backslash-blank is a literal blank inside one term")
    func escapedBlank() {
        let q = Query("foo\\ bar baz")
        #expect(q.sets.map { $0.map(\.pattern) } == [[scalars("foo bar")], [scalars("baz")]])
    }

    @Test("A backslash before anything but a blank is kept literally")
    func plainBackslash() throws {
        let t = try #require(onlyTerm(Query("a\\b")))
        #expect(t.pattern == [0x61, 0x5C, 0x62])
    }

    @Test("A tab does not separate terms")
    func tabInsideTerm() throws {
        let t = try #require(onlyTerm(Query("a\tb")))
        #expect(t.pattern == [0x61, 0x09, 0x62])
    }

    @Test("A lone bang, caret or quote is ignored")
    func loneOperatorsIgnored() {
        #expect(Query("!").isEmpty)
        #expect(Query("^").isEmpty)
        #expect(Query("'").isEmpty)
        let q = Query("! foo ^ '")
        #expect(q.sets.map { $0.map(\.pattern) } == [[scalars("foo")]])
    }

    @Test("A lone dollar is a plain fuzzy term for the dollar sign")
    func loneDollar() throws {
        let t = try #require(onlyTerm(Query("$")))
        #expect(t.kind == .fuzzy)
        #expect(t.pattern == [0x24])
    }

    @Test("Smart case: a term with an upper-case letter is case-sensitive, others are not")
    func smartCase() {
        let q = Query("Foo bar")
        #expect(q.sets[0][0].folding.caseSensitive == true)
        #expect(q.sets[0][0].pattern == scalars("Foo"))
        #expect(q.sets[1][0].folding.caseSensitive == false)
        #expect(q.sets[1][0].pattern == scalars("bar"))
    }

    @Test("Smart case looks at the term's letters, not at its operators")
    func smartCaseWithOperators() throws {
        #expect(try #require(onlyTerm(Query("!Foo"))).folding.caseSensitive == true)
        #expect(try #require(onlyTerm(Query("^foo$"))).folding.caseSensitive == false)
    }

    @Test("Smart case sees non-ASCII upper-case letters")
    func smartCaseNonASCII() throws {
        let upper = try #require(onlyTerm(Query("École")))
        #expect(upper.folding.caseSensitive == true)
        #expect(upper.pattern == scalars("École"))
        let lower = try #require(onlyTerm(Query("école")))
        #expect(lower.folding.caseSensitive == false)
    }

    @Test("Ignore-case lowers the pattern; respect-case keeps lower-case terms sensitive")
    func caseModes() throws {
        let ignored = try #require(onlyTerm(Query("FoO", caseMode: .ignore)))
        #expect(ignored.folding.caseSensitive == false)
        #expect(ignored.pattern == scalars("foo"))
        let respected = try #require(onlyTerm(Query("foo", caseMode: .respect)))
        #expect(respected.folding.caseSensitive == true)
        #expect(respected.pattern == scalars("foo"))
    }

    @Test("Accent folding applies to plain terms only, and not with --literal")
    func normalization() throws {
        #expect(try #require(onlyTerm(Query("cafe"))).folding.normalize == true)
        let accented = try #require(onlyTerm(Query("café")))
        #expect(accented.folding.normalize == false)
        #expect(accented.pattern == scalars("café"))
        #expect(try #require(onlyTerm(Query("cafe", normalize: false))).folding.normalize == false)
    }

    @Test("Under --exact plain terms are exact and a quote flips a term to fuzzy")
    func exactMode() throws {
        let plain = try #require(onlyTerm(Query("foo", fuzzy: false)))
        #expect(plain.kind == .exact)
        let quoted = try #require(onlyTerm(Query("'foo", fuzzy: false)))
        #expect(quoted.kind == .fuzzy)
        #expect(quoted.pattern == scalars("foo"))
        let prefix = try #require(onlyTerm(Query("^foo", fuzzy: false)))
        #expect(prefix.kind == .prefix)
        let inverse = try #require(onlyTerm(Query("!'foo", fuzzy: false)))
        #expect(inverse.kind == .fuzzy && inverse.inverse)
    }

    // fzf (src/pattern.go, parseTerms) checks `'t'` before the exactness flip, so it is a
    // boundary term whatever the mode and also after `!`.
    @Test("Quotes on both sides make a boundary term under --exact too, as in fzf")
    func boundaryInExactMode() throws {
        let t = try #require(onlyTerm(Query("'foo'", fuzzy: false)))
        #expect(t.kind == .boundary)
        #expect(t.pattern == scalars("foo"))
    }

    @Test("Bang with quotes on both sides makes an inverse boundary term, as in fzf")
    func inverseBoundary() throws {
        let t = try #require(onlyTerm(Query("!'foo'")))
        #expect(t.inverse)
        #expect(t.kind == .boundary)
        #expect(t.pattern == scalars("foo"))
    }

    @Test("A query of blanks or lone operators is empty")
    func emptiness() {
        #expect(Query("").isEmpty)
        #expect(Query("    ").isEmpty)
        #expect(Query("! ^ '").isEmpty)
        #expect(!Query("a").isEmpty)
    }

    @Test("A query of inverse terms only cannot be ranked")
    func rankability() {
        #expect(!Query("!foo").isRankable)
        #expect(!Query("!foo !^bar").isRankable)
        #expect(Query("!foo bar").isRankable)
        #expect(Query("!foo | bar").isRankable)
    }

    @Test("Invalid UTF-8 in a query becomes values that stand for the bytes")
    func invalidBytes() throws {
        let t = try #require(onlyTerm(Query([0x61, 0xFF])))
        #expect(t.pattern == [0x61, 0x11_0000 + 0xFF])
    }
}
