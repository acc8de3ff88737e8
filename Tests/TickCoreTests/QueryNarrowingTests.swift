import Testing
@testable import TickCore

/// The indices of the `items` that `query` matches.
private func matches(_ query: Query, _ items: [[UInt8]]) -> Set<Int> {
    var m = Matcher(query: query)
    return Set(items.indices.filter { i in items[i].withUnsafeBufferPointer { m.match($0) } != nil })
}

@Suite("Query narrowing")
struct QueryNarrowingTests {
    @Test("Typing on narrows", arguments: [
        ("a", "ab"), ("ab", "ab c"), ("ab", "abC"), ("^ab", "^abc"), ("'ab", "'abc"), ("ab", "ab$"),
        ("a | b", "a | b c"), ("!x", "!x a"), ("e", "é"), ("ab", "^abc$"), ("'ab", "'abc'"),
    ])
    func narrows(old: String, new: String) {
        #expect(Query(new).narrows(Query(old)))
    }

    @Test("Changes that can match more do not narrow", arguments: [
        ("ab", "ab | c"), ("!ab", "!abc"), ("ab$", "abc$"), ("'ab'", "'abc'"),
        ("abc", "ab"), ("", "a"), ("aB", "aBc".lowercased()), ("é", "ée".replacingOccurrences(of: "é", with: "e")),
        ("'ab", "ab"), ("^ab", "ab"), ("ab", "b"),
    ])
    func doesNotNarrow(old: String, new: String) {
        #expect(!Query(new).narrows(Query(old)))
    }

    @Test("Whenever a query narrows another, its matches are among the other's (seeded random)")
    func narrowingIsSound() {
        var rng = SplitMix64(seed: 0x5EED_0003)
        let itemAlphabet = Array("abcABC é-/_.x1 ".unicodeScalars)
        let queryAlphabet = Array("abcAB é'^$!| \\x".unicodeScalars)
        func random(_ alphabet: [Unicode.Scalar], _ length: Int) -> String {
            var s = String.UnicodeScalarView()
            for _ in 0..<length { s.append(alphabet[Int(rng.next() % UInt64(alphabet.count))]) }
            return String(s)
        }
        let items = (0..<200).map { _ in Array(random(itemAlphabet, Int(rng.next() % 12)).utf8) }
        var narrowed = 0
        for _ in 0..<1500 {
            let old = random(queryAlphabet, 1 + Int(rng.next() % 5))
            let new = old + random(queryAlphabet, 1 + Int(rng.next() % 3))
            for mode in [Query.CaseMode.smart, .ignore, .respect] {
                let o = Query(old, caseMode: mode), n = Query(new, caseMode: mode)
                guard n.narrows(o) else { continue }
                narrowed += 1
                let extra = matches(n, items).subtracting(matches(o, items))
                #expect(extra.isEmpty, "'\(new)' matched \(extra.map { String(decoding: items[$0], as: UTF8.self) }) but '\(old)' did not")
            }
        }
        // The check must have had something to check.
        #expect(narrowed > 500)
    }
}
