import Testing
@testable import TickCore

/// The items of a context: index → text.
private let items = ["  foo  bar ", "\tbar  foo", "a , b , c", "x'y"]

/// A context over `items`: the band item, the ticks, the matches, the query.
private func context(band: Int? = 0, ticked: [Int] = [], matched: [Int] = [], query: String = "",
                     delimiter: Delimiter = .blanks, allTicked: Bool = false) -> PreviewCommand.Context {
    PreviewCommand.Context(band: band, ticked: ticked, text: { Array(items[$0].utf8) }, query: query, delimiter: delimiter,
                           dialect: .posix, matched: { matched }, action: "up", prompt: "it's> ", allTicked: allTicked)
}

private func expand(_ template: String, _ c: PreviewCommand.Context) -> String {
    String(decoding: PreviewCommand.expand(template, c), as: UTF8.self)
}

/// fzf 0.74's placeholders (docs/SPEC.md §4, the man page's list; fzf's test_preview_flags,
/// test_preview_asterisk, test_preview_file, test_transform): each expected value below was
/// printed by fzf 0.74.5 for the same items (`become(printf '[%s]\n' …)`), with the quotes
/// a POSIX shell reads.
@Suite("Placeholders: fzf's grammar and what each is replaced by")
struct PlaceholderTests {
    @Test("Flags come before the fields (+ * s f r), n takes + or * before it and f either side; the rest is not a placeholder")
    func grammar() throws {
        let plusF1 = try #require(Placeholder("+f1"))
        let one = try FieldList(parsing: "1")
        #expect(plusF1.kind == .fields && plusF1.items == .ticked && plusF1.file && plusF1.fields == one)
        let s2 = try #require(Placeholder("s2"))
        #expect(s2.kind == .fields && s2.keepsSpace && !s2.file && s2.items == .band)
        let star = try #require(Placeholder("*"))
        #expect(star.kind == .item && star.items == .matched)
        #expect(Placeholder("*+")?.items == .matched, "* wins over +")
        for n in ["n", "+n", "*n", "fn", "nf", "+fn", "+nf", "*fn"] {
            #expect(Placeholder(Substring(n))?.kind == .index, "\(n)")
        }
        #expect(Placeholder("+nf")?.file == true && Placeholder("*n")?.items == .matched)
        #expect(Placeholder("r")?.raw == true && Placeholder("sr")?.kind == .item)
        #expect(Placeholder("q:s2")?.kind == .queryFields && Placeholder("q:s2")?.keepsSpace == true)
        #expect(Placeholder("fzf:query")?.kind == .query && Placeholder("fzf:action")?.kind == .action)
        #expect(Placeholder("fzf:prompt")?.kind == .prompt)
        // tick's older file spelling.
        #expect(Placeholder("+2f")?.file == true && Placeholder("+2f")?.items == .ticked && Placeholder("1f")?.kind == .fields)
        for text in ["x", "sn", "nn", "+q", "q:x", "q:", "fzf:other", " 1", "1 ", "1a", "-", "n+", "print"] {
            #expect(Placeholder(Substring(text)) == nil, "{\(text)} is not a placeholder")
        }
    }

    @Test("Every row of the placeholder table is written as the grammar reads it, and each kind has its row")
    func table() {
        for kind in Placeholder.Kind.allCases {
            let row = PlaceholderTable.row(kind)
            let template = CommandTemplate(row.spelling, syntax: PlaceholderSyntax(jsonPaths: true, groups: true))
            #expect(template.placeholders.map(\.kind) == [kind], "\(row.spelling)")
        }
        for row in PlaceholderTable.flags where !row.spelling.hasPrefix("\\") {
            #expect(CommandTemplate(row.spelling).placeholders.count == 1, "\(row.spelling)")
        }
        #expect(CommandTemplate("\\{}").placeholders.isEmpty)
    }

    @Test("{s…} keeps the white space around fields, {…} trims it; the delimiter ending a field goes either way")
    func whiteSpace() {
        #expect(expand("{1} {s1} {-1} {s-1} {..} {s..} {s2}", context()) == "'foo' 'foo  ' 'bar' 'bar ' 'foo  bar' 'foo  bar ' 'bar '")
        #expect(expand("{} {s}", context()) == "'  foo  bar ' '  foo  bar '")
        let comma = context(band: 2, delimiter: Delimiter(","))
        #expect(expand("{2} {s2} {2..}", comma) == "'b' ' b ' 'b , c'")
    }

    @Test("{r} is not quoted; {fzf:action} is the last action, bare; {fzf:prompt} and {fzf:query} are quoted; \\{} is text")
    func rawAndState() {
        #expect(expand("{r} {rs2} {+r}", context(ticked: [3])) == "  foo  bar  bar  x'y")
        #expect(expand("{fzf:action} {fzf:prompt} {fzf:query}", context(query: "q q")) == #"up 'it'\''s> ' 'q q'"#)
        #expect(expand(#"\{} \{q} x{x} {{1}}"#, context()) == "{} {q} x{x} {'foo'}")
    }

    @Test("{q:…} cuts the query at white space")
    func queryFields() {
        let c = context(query: " b  c ")
        #expect(expand("{q:1} {q:s2} {q:-1} {q:..} {q:x} {q}", c) == "'b' 'c ' 'c' 'b  c' {q:x} ' b  c '")
    }

    @Test("{*} and {*n} are every match in order; {+} is the ticks, else the band item")
    func matchesAndTicks() {
        let c = context(band: 1, matched: [0, 1])
        #expect(expand("{*} / {*n} / {+} / {+n} / {*1}", c) == "'  foo  bar ' '\tbar  foo' / 0 1 / '\tbar  foo' / 1 / 'foo' 'bar'")
        #expect(expand("{*} {*n}", context(matched: [])) == " ")
        #expect(expand("{+n} {+1}", context(ticked: [1, 0])) == "1 0 'bar' 'foo'")
    }

    @Test("With no band row: one empty word when the command runs anyway (it uses the query), none when it should not have run")
    func noBand() {
        #expect(expand("[{}] [{+}] [{n}] [{1}] [{q}]", context(band: nil, query: "zzz")) == "[''] [''] [''] [''] ['zzz']")
        // A transform always runs: its item placeholders are empty then.
        #expect(expand("[{}] [{n}] [{1}]", context(band: nil)) == "[] [] []")
    }

    @Test("execute-multi: {} and its fields and index are the ticked items, as with +")
    func allTicked() {
        #expect(expand("{}/{+}/{n}/{1}", context(ticked: [1, 3], allTicked: true)) == "'\tbar  foo' 'x'\\''y'/'\tbar  foo' 'x'\\''y'/1 3/'bar' 'x'\\''y'")
        #expect(expand("{}/{n}", context(allTicked: true)) == "'  foo  bar '/0", "no ticks: the band item")
    }

    @Test("{f} files hold the words unquoted, each ended by the terminator (an empty list is one terminator); n and f in any order")
    func files() {
        var written: [[UInt8]] = []
        var c = context(ticked: [1, 3], matched: [0, 1])
        c.fileTerminator = 0
        c.writeFile = { bytes in
            written.append(bytes)
            return "/tmp/f\(written.count)"
        }
        #expect(expand("{+f1} {+nf} {+fn} {*f} {sf2} {f} {+2f}", c)
            == "'/tmp/f1' '/tmp/f2' '/tmp/f3' '/tmp/f4' '/tmp/f5' '/tmp/f6' '/tmp/f7'")
        #expect(written.map { String(decoding: $0, as: UTF8.self) } == [
            "bar\0x'y\0", "1\03\0", "1\03\0", "  foo  bar \0\tbar  foo\0", "bar \0", "  foo  bar \0", "foo\0\0",
        ])
        written = []
        _ = expand("{*f}", context(matched: []).with(writer: { written.append($0); return "/x" }))
        #expect(written == [[0x0A]])
    }

    @Test("--accept-nth's template takes {n}, the item's index; --with-nth's keeps {n} as text")
    func acceptNthIndex() throws {
        let one = try FieldList(parsing: "1")
        let accept = try FieldTemplate(parsing: "[{n}] {2}", index: true)
        var projection = ItemProjection(acceptNth: accept, keyNth: nil, delimiter: Delimiter(","))
        let value = Array("a,b".utf8).withUnsafeBufferPointer { projection.item(index: 7, bytes: $0).value }
        #expect(String(decoding: value, as: UTF8.self) == "[7] b")
        #expect(try FieldTemplate(parsing: "{n}", index: true).parts == [.index])
        #expect(throws: UsageError.self) { try FieldTemplate(parsing: "{n}") }
        let options = try OptionParser.parse(["--accept-nth", "{n}:{1}"])
        #expect(options.acceptNth?.parts == [.index, .text(Array(":".utf8)), .fields(one)])
    }
}

private extension PreviewCommand.Context {
    func with(writer: @escaping ([UInt8]) -> String?) -> Self {
        var c = self
        c.writeFile = writer
        return c
    }
}
