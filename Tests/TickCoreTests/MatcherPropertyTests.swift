import Testing
@testable import TickCore

private func lower(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b | 0x20 : b }

private func isAlphanumeric(_ b: UInt8) -> Bool {
    (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
}

/// Whether `query` is a subsequence of `text`, ignoring ASCII case.
private func isSubsequence(_ query: [UInt8], of text: [UInt8]) -> Bool {
    var k = 0
    for b in text where k < query.count && lower(b) == query[k] { k += 1 }
    return k == query.count
}

/// Matches `text` with and without positions; checks that both agree on score and rank.
private func match(_ query: [UInt8], _ text: [UInt8]) -> Matcher.Hit? {
    var matcher = Matcher(query: Query(query))
    let withPositions = text.withUnsafeBufferPointer { matcher.match($0, positions: true) }
    let without = text.withUnsafeBufferPointer { matcher.match($0, positions: false) }
    #expect(withPositions?.score == without?.score)
    #expect(withPositions?.rank == without?.rank)
    return withPositions
}

/// Checks the positions of a fuzzy hit of `query` in ASCII `text`.
private func expectSpelled(_ query: [UInt8], in text: [UInt8], at positions: [Int]) {
    #expect(positions.count == query.count)
    #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 })
    #expect(positions.allSatisfy { $0 >= 0 && $0 < text.count })
    if positions.count == query.count && positions.allSatisfy({ $0 >= 0 && $0 < text.count }) {
        #expect(positions.map { lower(text[$0]) } == query)
    }
}

private let alphabet = Array("abcxyzABCXYZ019-_/. ".utf8)

@Suite("Matcher properties")
struct MatcherPropertyTests {
    @Test("A subsequence of a text always matches and its positions spell the query")
    func subsequencesMatch() throws {
        var rng = SplitMix64(seed: 0x7469_636B_0001)
        var checked = 0
        for _ in 0..<3000 {
            let n = rng.int(1...80)
            let text = (0..<n).map { _ in alphabet[rng.int(0..<alphabet.count)] }
            let candidates = text.indices.filter { isAlphanumeric(text[$0]) }
            guard !candidates.isEmpty else { continue }
            let m = rng.int(1...min(8, candidates.count))
            var chosen = Set<Int>()
            while chosen.count < m { chosen.insert(candidates[rng.int(0..<candidates.count)]) }
            let query = chosen.sorted().map { lower(text[$0]) }
            let found = try #require(match(query, text), "\(query) in \(text)")
            expectSpelled(query, in: text, at: found.positions)
            checked += 1
        }
        #expect(checked > 2500)
    }

    @Test("A random query matches exactly when it is a subsequence")
    func matchesIffSubsequence() {
        var rng = SplitMix64(seed: 0x7469_636B_0002)
        let letters = Array("abcxyz019".utf8)
        var misses = 0
        for _ in 0..<3000 {
            let text = (0..<rng.int(0...40)).map { _ in alphabet[rng.int(0..<alphabet.count)] }
            let query = (0..<rng.int(1...6)).map { _ in letters[rng.int(0..<letters.count)] }
            let expected = isSubsequence(query, of: text)
            let found = match(query, text)
            #expect((found != nil) == expected, "\(query) in \(text)")
            if let found { expectSpelled(query, in: text, at: found.positions) }
            if !expected { misses += 1 }
        }
        #expect(misses > 500)
    }

    @Test("Texts too long for the score table still match, with correct positions")
    func longTexts() throws {
        var rng = SplitMix64(seed: 0x7469_636B_0003)
        for _ in 0..<20 {
            let n = rng.int(13_000...20_000)
            let text = (0..<n).map { _ in alphabet[rng.int(0..<alphabet.count)] }
            let candidates = text.indices.filter { isAlphanumeric(text[$0]) }
            var chosen = Set<Int>()
            while chosen.count < 8 { chosen.insert(candidates[rng.int(0..<candidates.count)]) }
            let query = chosen.sorted().map { lower(text[$0]) }
            #expect(n * query.count > ScoringScheme.maxMatrixCells)
            let found = try #require(match(query, text))
            expectSpelled(query, in: text, at: found.positions)
        }
        let absent = Array(repeating: UInt8(ascii: "a"), count: 20_000)
        #expect(match(Array("ab".utf8) + Array(repeating: UInt8(ascii: "a"), count: 4), absent) == nil)
    }

    @Test("An exact term on a substring of the text matches contiguously")
    func exactSubstrings() throws {
        var rng = SplitMix64(seed: 0x7469_636B_0004)
        for _ in 0..<2000 {
            let text = (0..<rng.int(1...60)).map { _ in alphabet[rng.int(0..<alphabet.count)] }
            let start = rng.int(0..<text.count)
            var end = start
            while end < text.count && end - start < 5 && isAlphanumeric(text[end]) { end += 1 }
            guard end > start else { continue }
            let sub = text[start..<end].map(lower)
            let found = try #require(match([UInt8(ascii: "'")] + sub, text), "\(sub) in \(text)")
            expectSpelled(sub, in: text, at: found.positions)
            #expect(found.positions.last! - found.positions.first! == sub.count - 1)
        }
    }

    @Test("Random bytes never crash the matcher and positions stay in range")
    func randomBytes() {
        var rng = SplitMix64(seed: 0x7469_636B_0005)
        let pool: [UInt8] = [0x61, 0x62, 0x41, 0x20, 0x0D, 0x0A, 0x09, 0xC3, 0xA9, 0x89, 0xE2, 0x82, 0xAC,
                             0xF0, 0x9F, 0x98, 0x80, 0xFF, 0xFE, 0xC0, 0xED, 0xA0, 0x2F, 0x5F]
        for _ in 0..<3000 {
            let text = (0..<rng.int(0...30)).map { _ in pool[rng.int(0..<pool.count)] }
            let query = (0..<rng.int(1...4)).map { _ in pool[rng.int(0..<pool.count)] }
            if let found = match(query, text) {
                #expect(zip(found.positions, found.positions.dropFirst()).allSatisfy { $0 < $1 })
                #expect(found.positions.allSatisfy { $0 >= 0 && $0 < text.count })
            }
        }
    }
}
