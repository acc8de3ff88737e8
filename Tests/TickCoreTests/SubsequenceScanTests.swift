import Testing
import TickTestSupport
@testable import TickCore

/// The fuzzy term's subsequence test (`FuzzyAlgorithm.isSubsequence`, block by block in
/// `ByteScan.orderedEnd`) against a byte-at-a-time walk.
@Suite("Subsequence scan")
struct SubsequenceScanTests {
    /// One past where the leftmost occurrence of `pattern` ends in `text`, walking byte by
    /// byte, either case of a letter; 0 when there is none.
    static func naiveEnd(_ pattern: [UInt8], _ text: [UInt8]) -> Int {
        func fold(_ c: UInt8) -> UInt8 { c >= 0x41 && c <= 0x5A ? c + 0x20 : c }
        var j = 0
        for (i, c) in text.enumerated() where fold(c) == fold(pattern[j]) {
            j += 1
            if j == pattern.count { return i + 1 }
        }
        return 0
    }

    /// A random text of up to 80 bytes over a few letters and separators, and a pattern of
    /// `lengths` lower-case characters over some of them.
    static func randomCase(_ rng: inout SeededRandom, lengths: ClosedRange<Int>) -> (text: [UInt8], pattern: [UInt8]) {
        let alphabet = Array("abcAB/._-".utf8)
        let text = (0..<rng.int(0...80)).map { _ in alphabet[rng.int(0..<alphabet.count)] }
        let pattern = (0..<rng.int(lengths)).map { _ in alphabet[rng.int(0..<5)] | 0x20 }
        return (text, pattern)
    }

    /// Hands `body` 20,000 random cases (`randomCase`) drawn from `seed`, with the generator
    /// for draws of its own; returns how many it said were found.
    static func countFound(seed: UInt64, lengths: ClosedRange<Int>,
                           _ body: (inout SeededRandom, _ text: [UInt8], _ pattern: [UInt8]) -> Bool) -> Int {
        var rng = SeededRandom(seed: seed)
        var found = 0
        for _ in 0..<20_000 {
            let (text, pattern) = randomCase(&rng, lengths: lengths)
            if body(&rng, text, pattern) { found += 1 }
        }
        return found
    }

    static func scan(_ pattern: String, _ text: [UInt8]) -> Bool {
        let matcher = Matcher(query: Query(pattern))
        guard let term = matcher.loneFuzzyTerm else { return false }
        return text.withUnsafeBufferPointer { FuzzyAlgorithm.isSubsequence(term.pattern, $0.baseAddress!, $0.count) }
    }

    @Test("Random texts of every length up to 80 and patterns of one to seven characters agree with the walk")
    func randomTexts() {
        let checked = Self.countFound(seed: 0x5355_4253, lengths: 1...7) { _, text, pattern in
            let expected = Self.naiveEnd(pattern, text) > 0
            #expect(Self.scan(String(decoding: pattern, as: UTF8.self), text) == expected,
                    "pattern \(String(decoding: pattern, as: UTF8.self)) text \(String(decoding: text, as: UTF8.self))")
            return expected
        }
        // Both answers were seen many times.
        #expect(checked > 2_000 && checked < 18_000)
    }

    @Test("Characters on either side of each 16-byte block boundary, and in the last block's overlap",
          arguments: [16, 17, 31, 32, 33, 47, 64, 100])
    func blockEdges(length: Int) {
        for first in 0..<length {
            for second in first..<length {
                var text = [UInt8](repeating: 0x78, count: length)
                text[first] = 0x61
                text[second] = 0x62
                // "ab" is found exactly when the a comes before the b.
                #expect(Self.scan("ab", text) == (first < second), "a at \(first), b at \(second), length \(length)")
                // The same character twice needs two places.
                #expect(Self.scan("aa", text) == false)
                text[second] = 0x61
                #expect(Self.scan("aa", text) == (first < second), "a at \(first) and \(second), length \(length)")
            }
        }
    }

    @Test("A pattern character repeated, and an upper-case text")
    func repeatsAndCase() {
        let text = Array("/USR/LIB/X86_64-LINUX-GNU/LIBSWIFTFOUNDATION.SO".utf8)
        #expect(Self.scan("libswiftfoundation", text))
        // L at 5, 16 and 26, I at 6, 17, 27 and 31, B at 7 and 28.
        #expect(Self.scan("lliib", text))
        #expect(!Self.scan("lliibb", text))
        #expect(Self.scan("lllib", text))
        #expect(!Self.scan("llllib", text))
        #expect(!Self.scan("libswiftfoundationz", text))
    }

    @Test("Where the leftmost occurrence ends, whole or after the characters already found, agrees with the walk")
    func ends() {
        let found = Self.countFound(seed: 0x454E_4453, lengths: 2...7) { rng, text, pattern in
            let matcher = Matcher(query: Query(String(decoding: pattern, as: UTF8.self)))
            guard let term = matcher.loneFuzzyTerm else { return false }
            let expected = Self.naiveEnd(pattern, text)
            let end = text.withUnsafeBufferPointer { FuzzyAlgorithm.subsequenceEnd(term.pattern, $0.baseAddress!, $0.count) }
            #expect(end == expected, "pattern \(String(decoding: pattern, as: UTF8.self)) text \(String(decoding: text, as: UTF8.self))")
            // The first k characters' end, then the rest looked for from there, end where the whole does.
            let k = rng.int(1..<pattern.count)
            let head = Self.naiveEnd(Array(pattern[..<k]), text)
            if head > 0 {
                let rest = text.withUnsafeBufferPointer {
                    FuzzyAlgorithm.subsequenceEnd(term.pattern.dropping(k), $0.baseAddress! + head, $0.count - head)
                }
                #expect((rest == 0 ? 0 : rest + head) == expected, "pattern \(String(decoding: pattern, as: UTF8.self)) after \(k)")
            }
            return expected > 0
        }
        #expect(found > 2_000 && found < 18_000)
    }

    @Test("One character in either case, looked for sixteen bytes at a time, is found where the walk finds it")
    func oneCharacter() {
        let found = Self.countFound(seed: 0x4F4E_4531, lengths: 1...1) { _, text, pattern in
            let needle = ByteScan.Needle(pattern[0], or: pattern[0] & ~0x20)
            let end = text.withUnsafeBufferPointer { ByteScan.end(of: needle, in: $0.baseAddress ?? UnsafePointer(bitPattern: 1)!, $0.count) }
            #expect(end == Self.naiveEnd(pattern, text), "\(String(decoding: pattern, as: UTF8.self)) in \(String(decoding: text, as: UTF8.self))")
            return end > 0
        }
        // Both answers were seen many times (one character is missing from about one text in twenty).
        #expect(found > 10_000 && found < 19_800)
        // At every place of texts around the block's size, and not past the length given.
        for length in [1, 15, 16, 17, 31, 32, 33, 48] {
            for at in 0..<length {
                var text = [UInt8](repeating: 0x78, count: length + 16)
                text[at] = 0x41
                text[length] = 0x61
                let needle = ByteScan.Needle(0x61, or: 0x41)
                #expect(text.withUnsafeBufferPointer { ByteScan.end(of: needle, in: $0.baseAddress!, length) } == at + 1)
                text[at] = 0x78
                #expect(text.withUnsafeBufferPointer { ByteScan.end(of: needle, in: $0.baseAddress!, length) } == 0,
                        "the byte just past \(length) bytes is not looked at")
            }
        }
    }
}
