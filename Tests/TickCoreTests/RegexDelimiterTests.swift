import Testing
@testable import TickCore

/// The fields `delimiter` splits `text` into (each with its delimiter), by bytes and by
/// decoded characters; the test fails when the two disagree.
private func fields(_ text: String, _ delimiter: String) -> [String] {
    let d = Delimiter(delimiter)
    let b = Array(text.utf8)
    var tokens: [Range<Int>] = []
    b.withUnsafeBufferPointer { d.tokenize($0, into: &tokens) }
    let byBytes = tokens.map { String(decoding: b[$0], as: UTF8.self) }
    let scalars = text.unicodeScalars.map(\.value)
    scalars.withUnsafeBufferPointer { d.tokenize($0, into: &tokens) }
    let byScalars = tokens.map { String(String.UnicodeScalarView(scalars[$0].compactMap(Unicode.Scalar.init))) }
    #expect(byBytes == byScalars, "bytes and decoded characters split \(text.debugDescription) alike")
    return byBytes
}

/// What `--accept-nth list` prints for `text`.
private func accept(_ text: String, _ list: String, _ delimiter: String) throws -> String {
    let fieldList = try FieldList(parsing: list)
    var tokens: [Range<Int>] = []
    var out: [UInt8] = []
    Array(text.utf8).withUnsafeBufferPointer {
        FieldSelection.join($0, fields: fieldList, delimiter: Delimiter(delimiter), stripTrailing: true,
                            tokens: &tokens, into: &out)
    }
    return String(decoding: out, as: UTF8.self)
}

// Expected fields worked out by hand from fzf's rule (each field ends with the match that
// follows it) and checked against fzf 0.74.5 `--accept-nth` on the same lines.
@Suite("Regular-expression delimiters")
struct RegexDelimiterTests {
    @Test("A delimiter with a metacharacter is a regular expression")
    func regexFields() {
        #expect(fields("a::b:c", ":+") == ["a::", "b:", "c"])
        #expect(fields("a  b\tc", "\\s+") == ["a  ", "b\t", "c"])
        #expect(fields("a,b;c", "[,;]") == ["a,", "b;", "c"])
        #expect(fields("a1b22c", "\\d+") == ["a1", "b22", "c"])
        #expect(fields("axxbxc", "x.") == ["axx", "bxc"])
    }

    @Test("fzf-tab-completion's [NBSP VT] class splits its lines")
    func nonBreakingSpaceAndVerticalTab() throws {
        let d = "[\u{a0}\u{0B}]"
        let line = "ls -l\u{a0}ls\u{0B}-l\u{a0}1\u{a0}shown"
        #expect(fields(line, d) == ["ls -l\u{a0}", "ls\u{0B}", "-l\u{a0}", "1\u{a0}", "shown"])
        #expect(try accept(line, "5,4", d) == "shown1")
        #expect(try accept("a\u{a0}b\u{0B}c", "2", "[\\x{a0}\\v]") == "b")
    }

    @Test("Go's escapes mean what they mean in Go: \\v is one character, \\s is ASCII, \\072 is octal")
    func goEscapes() {
        // Swift's \v is every vertical space and its \s takes in U+00A0 and \v; Go's do not.
        #expect(fields("a\u{0C}b\u{0B}c", "[\\v]+") == ["a\u{0C}b\u{0B}", "c"])
        #expect(fields("a\u{a0}b c\u{0B}d", "\\s+") == ["a\u{a0}b ", "c\u{0B}d"])
        #expect(fields("a:b", "\\072") == ["a:", "b"])
        #expect(fields("a\u{0B}b.c", "..") == ["a\u{0B}", "b.", "c"])
        #expect(fields("aéb", "\\pL") == ["a", "é", "b"])
    }

    @Test("One character, an escape Go refuses, or a pattern that does not compile is a literal string")
    func literalFallbacks() {
        #expect(fields("a.b.c", ".") == ["a.", "b.", "c"])
        #expect(fields("a|b", "|") == ["a|", "b"])
        #expect(fields("a(b(c", "(") == ["a(", "b(", "c"])
        #expect(fields("a[b", "[") == ["a[", "b"])
        #expect(fields("x\u{a0}y", "[\\u00a0\\v]") == ["x\u{a0}y"])
        #expect(fields("a[\\u00a0\\v]b", "[\\u00a0\\v]") == ["a[\\u00a0\\v]", "b"])
        #expect(Delimiter("a+").isRegex && !Delimiter("+").isRegex && !Delimiter(":").isRegex)
    }

    @Test("Empty matches split between characters, not right after a match (as Go's FindAll)")
    func emptyMatches() {
        #expect(fields("ab", "x*") == ["", "a", "b"])
        #expect(fields("a:b", ":*") == ["", "a:", "b"])
    }

    @Test("The last field chosen loses the match that ends it")
    func trailingMatch() throws {
        #expect(try accept("a::b:c", "1", ":+") == "a")
        #expect(try accept("a1b22c", "2", "\\d+") == "b")
        #expect(try accept("a,b;c", "3,1", "[,;]") == "ca")
        #expect(try accept("a..b..c", "2", "..") == "")
    }

    @Test("A regular expression and the same text as a string are different delimiters")
    func equality() {
        #expect(Delimiter(":+") == Delimiter(":+"))
        #expect(Delimiter(":+") != Delimiter(bytes: Array(":+".utf8)))
    }

    @Test("A one-class pattern is matched by a scan, with Regex's matches",
          arguments: [":+", "[,;]", "\\s+", "[\u{a0}\u{0B}]", "[\\x{a0}\\v]+", "\\t+", "[a-c]", "[\\s:]+", "\\x3a", "\\|+"])
    func classScan(pattern: String) throws {
        let p = try #require(DelimiterPattern(pattern))
        let scan = try #require(p.simple, "\(pattern) is a class")
        for text in ["a::b:c", "a ,b;;c", " \t a\u{a0}\u{0B}b\u{0C}c  ", "abcabd", "é:ü::ß|x||", "", "\u{a0}\u{a0}x"] {
            let b = Array(text.utf8)
            let byScan = b.withUnsafeBufferPointer { scan.matches(in: $0) }
            let byRegex = b.withUnsafeBufferPointer { DelimiterPattern.regexMatches(p.regex, in: $0) }
            #expect(byScan == byRegex, "\(pattern) on \(text.debugDescription)")
        }
    }

    @Test("Other patterns are left to Regex")
    func notAClass() {
        for pattern in ["x.", "..", "a|b", ":*", "[^a-z]+", "\\d+x", "(a)"] {
            #expect(DelimiterPattern(pattern).map { $0.simple == nil } ?? true, "\(pattern)")
        }
    }
}
