import Testing
@testable import TickCore

private func range(_ begin: Int?, _ end: Int?) -> FieldList.Range { FieldList.Range(begin: begin, end: end) }

/// The fields `delimiter` splits `text` into, as strings (each with its delimiter).
private func fields(_ text: String, _ delimiter: Delimiter) -> [String] {
    let b = Array(text.utf8)
    var tokens: [Range<Int>] = []
    b.withUnsafeBufferPointer { delimiter.tokenize($0, into: &tokens) }
    return tokens.map { String(decoding: b[$0], as: UTF8.self) }
}

/// What `--accept-nth list` prints for `text` (fields joined, final delimiter dropped).
private func accept(_ text: String, _ list: String, _ delimiter: Delimiter = .blanks, strip: Bool = true) throws -> String {
    let fieldList = try FieldList(parsing: list)
    var tokens: [Range<Int>] = []
    var out: [UInt8] = []
    Array(text.utf8).withUnsafeBufferPointer {
        FieldSelection.join($0, fields: fieldList, delimiter: delimiter, stripTrailing: strip, tokens: &tokens, into: &out)
    }
    return String(decoding: out, as: UTF8.self)
}

@Suite("Field lists and delimiters")
struct FieldListTests {
    @Test("Field lists parse single fields, fields from the end, ranges and open ranges")
    func parsing() throws {
        #expect(try FieldList(parsing: "1").ranges == [range(1, 1)])
        #expect(try FieldList(parsing: "-1").ranges == [range(-1, -1)])
        #expect(try FieldList(parsing: "2..3").ranges == [range(2, 3)])
        #expect(try FieldList(parsing: "2..").ranges == [range(2, nil)])
        #expect(try FieldList(parsing: "..2").ranges == [range(nil, 2)])
        #expect(try FieldList(parsing: "..").ranges == [range(nil, nil)])
        #expect(try FieldList(parsing: "-3..-2").ranges == [range(-3, -2)])
        #expect(try FieldList(parsing: "1,3").ranges == [range(1, 1), range(3, 3)])
        #expect(try FieldList(parsing: "3,1..2,-1").ranges == [range(3, 3), range(1, 2), range(-1, -1)])
    }

    @Test("Zero, words, empty lists, double ranges and empty parts are rejected",
          arguments: ["0", "a", "", "1..2..3", ",", "1,", ",1", "0..2", "1..0", "1.5", " 1", "-0", "..."])
    func parsingErrors(text: String) {
        #expect(usageError { try FieldList(parsing: text) } != nil)
    }

    @Test("A parsing error names the wrong part")
    func parsingErrorMessage() throws {
        let error = try #require(usageError { try FieldList(parsing: "1,x") })
        #expect(error.message.contains("'x'"))
    }

    @Test("Resolving a range gives 0-based inclusive token indices, nil when out of range")
    func resolve() {
        #expect(FieldList.resolve(range(1, 1), count: 5) == 0...0)
        #expect(FieldList.resolve(range(-1, -1), count: 5) == 4...4)
        #expect(FieldList.resolve(range(2, 3), count: 5) == 1...2)
        #expect(FieldList.resolve(range(2, nil), count: 5) == 1...4)
        #expect(FieldList.resolve(range(nil, 2), count: 5) == 0...1)
        #expect(FieldList.resolve(range(nil, nil), count: 5) == 0...4)
        #expect(FieldList.resolve(range(-2, nil), count: 5) == 3...4)
        #expect(FieldList.resolve(range(2, 9), count: 5) == 1...4)
        #expect(FieldList.resolve(range(6, 6), count: 5) == nil)
        #expect(FieldList.resolve(range(-6, -6), count: 5) == nil)
        #expect(FieldList.resolve(range(3, 2), count: 5) == nil)
        #expect(FieldList.resolve(range(nil, nil), count: 0) == nil)
    }

    @Test("AWK-style splitting skips leading blanks and keeps each field's trailing blanks")
    func awkTokenize() {
        #expect(fields("  a  b\tc ", .blanks) == ["a  ", "b\t", "c "])
        #expect(fields("one", .blanks) == ["one"])
        #expect(fields("   ", .blanks) == [])
        #expect(fields("", .blanks) == [])
    }

    @Test("A string delimiter ends each field and stays with it")
    func stringTokenize() {
        let colon = Delimiter(":")
        #expect(fields("a:b:c", colon) == ["a:", "b:", "c"])
        #expect(fields("a::b", colon) == ["a:", ":", "b"])
        #expect(fields(":a", colon) == [":", "a"])
        #expect(fields("a:", colon) == ["a:"])
        #expect(fields("a b:c", colon) == ["a b:", "c"])
        #expect(fields("a::b:c", Delimiter("::")) == ["a::", "b:c"])
    }

    @Test("Backslash-t in a delimiter stands for a tab")
    func tabDelimiter() {
        #expect(Delimiter("\\t").bytes == [0x09])
        #expect(fields("a b\tc", Delimiter("\\t")) == ["a b\t", "c"])
    }

    @Test("Decoded text is split by characters, bytes by bytes")
    func decodedTokenize() {
        let arrow = Delimiter("→")
        let text = Array("a→b".utf8)
        var tokens: [Range<Int>] = []
        text.withUnsafeBufferPointer { arrow.tokenize($0, into: &tokens) }
        #expect(tokens == [0..<4, 4..<5])
        let chars: [UInt32] = "a→b".unicodeScalars.map(\.value)
        chars.withUnsafeBufferPointer { arrow.tokenize($0, into: &tokens) }
        #expect(tokens == [0..<2, 2..<3])
    }

    @Test("--accept-nth with a string delimiter joins fields and drops the final delimiter")
    func acceptNthString() throws {
        let colon = Delimiter(":")
        #expect(try accept("a:b:c", "3,1", colon) == "ca")
        #expect(try accept("a:b:c", "1,3", colon) == "a:c")
        #expect(try accept("a:b:c", "2,2", colon) == "b:b")
        #expect(try accept("a:b:c", "1,9", colon) == "a")
        #expect(try accept("a:b:c", "2..", colon) == "b:c")
        #expect(try accept("a:b:c", "..2", colon) == "a:b")
        #expect(try accept("a:b:c", "-1", colon) == "c")
        #expect(try accept("a:b:c", "9", colon) == "")
    }

    @Test("--accept-nth drops only one trailing delimiter string")
    func acceptNthOneDelimiter() throws {
        #expect(try accept("a::b", "1..2", Delimiter(":")) == "a:")
    }

    @Test("--accept-nth with AWK-style fields drops the final blanks")
    func acceptNthAwk() throws {
        #expect(try accept("a  b\tc ", "1,3") == "a  c")
        #expect(try accept("a  b\tc ", "3,1") == "c a")
        #expect(try accept("a  b\tc ", "2,2") == "b\tb")
        #expect(try accept("  a  b\tc ", "..") == "a  b\tc")
    }

    @Test("Without stripping (--with-nth) the delimiters stay")
    func joinWithoutStrip() throws {
        #expect(try accept("a:b:c", "3,1", Delimiter(":"), strip: false) == "ca:")
        #expect(try accept("a  b\tc ", "1", strip: false) == "a  ")
    }
}
