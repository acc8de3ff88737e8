import Testing
import TickTestSupport
@testable import TickCore

/// A random query as a user could type it: pieces of `text` (so that it often matches) and
/// random atoms, behind and before syntax characters, split by blanks and bars.
private func typedQuery(near text: [FuzzAtom], _ r: inout SeededRandom) -> [UInt8] {
    var out: [UInt8] = []
    for t in 0..<r.int(1...4) {
        if t > 0 { out += r.pick([[0x20], [0x20, 0x20], Array(" | ".utf8), [0x7C], [0x20, 0x7C]]) }
        var before = r.pick(["", "", "'", "^", "!", "!^", "!'", "$", "\\", "|"])
        var after = r.pick(["", "", "$", "'", "\\", "!"])
        var piece: [FuzzAtom]
        let k = r.int(1...4)
        switch r.int(0..<6) {
        case 0 where !text.isEmpty: // a run of the text
            let from = r.int(0..<text.count)
            piece = Array(text[from..<min(text.count, from + r.int(1...5))])
        case 1 where !text.isEmpty: // a subsequence of the text
            piece = text.filter { _ in r.oneIn(3) }
        case 2 where !text.isEmpty: // its start, as a prefix (or not)
            piece = Array(text.prefix(k))
            if r.oneIn(3) { before = r.pick(["^", "!^"]) }
        case 3 where !text.isEmpty: // its end, as a suffix (or not)
            piece = Array(text.suffix(k))
            if r.oneIn(3) { after = "$" }
        default:
            piece = (0..<r.int(0...5)).map { _ in FuzzAtom.textAtom(&r) }
        }
        // Blanks at a term's edges decide whether ^ and $ skip the item's blanks.
        if r.oneIn(5) { piece.insert(r.oneIn(2) ? FuzzAtom(" ") : r.pick(FuzzAtom.blanks), at: 0) }
        if r.oneIn(5) { piece.append(r.oneIn(2) ? FuzzAtom(" ") : r.pick(FuzzAtom.blanks)) }
        out += before.utf8
        for atom in piece {
            if atom.bytes == [0x20] && !r.oneIn(3) { out += [0x5C] }            // mostly `\ `
            out += r.oneIn(4) ? atom.bytes : atom.loweredBytes
        }
        out += after.utf8
    }
    return out
}

/// Matches `text` with positions and without; the two must agree on the score, and on the rank
/// unless a `begin` or `end` tiebreak reads the match's start: without positions that is, as in
/// fzf, where the first query character first occurs (finding the real one takes the backtrace),
/// which differs when the text starts with blanks.
private func match(_ matcher: inout Matcher, _ text: [UInt8], _ context: @autoclosure () -> String) -> Matcher.Hit? {
    let with = text.withUnsafeBufferPointer { matcher.match($0, positions: true) }
    let without = text.withUnsafeBufferPointer { matcher.match($0, positions: false) }
    let readsStart = matcher.configuration.tiebreaks?.contains { $0 == .begin || $0 == .end } ?? false
    #expect(with?.score == without?.score && (readsStart || with?.rank == without?.rank),
            "positions change the result: \(context())")
    return with
}

/// A random matcher configuration: scheme and tiebreaks change ranks, never what matches.
private func configuration(_ r: inout SeededRandom) -> Matcher.Configuration {
    var c = Matcher.Configuration()
    c.scheme = r.pick(ScoringScheme.Name.allCases)
    c.tiebreaks = r.oneIn(2) ? nil : try! Tiebreak.parseList(r.pick(["length", "begin", "end", "index", "end,length", "begin,end,length"]))
    return c
}

@Suite("Fuzz: query parser and matcher")
struct QueryFuzzTests {
    @Test("A query written from known terms parses back to those terms")
    func writtenQueriesParseBack() {
        let fuzz = FuzzRun("query round trip", cases: 4000)
        fuzz.forEachCase { k, r in
            let q = FuzzQuery.random(&r)
            let text = q.text
            let parsed = Query(text, fuzzy: q.fuzzy)
            let context = { "\(fuzz.context(case: k)): \(FuzzRun.literal(text)) fuzzy: \(q.fuzzy)" }
            #expect(parsed.sets.map(\.count) == q.groups.map(\.count), "\(context())")
            guard parsed.sets.map(\.count) == q.groups.map(\.count) else { return }
            for (group, expected) in zip(parsed.sets, q.groups) {
                for (term, want) in zip(group, expected) {
                    #expect(term.kind == want.kind && term.inverse == want.inverse, "\(context()): \(term.kind) \(term.inverse)")
                    #expect(term.pattern == q.pattern(want), "\(context()): pattern \(term.pattern)")
                    #expect(term.folding.caseSensitive == want.body.contains { $0.isUpper }, "\(context()): case")
                }
            }
        }
    }

    @Test("Random typed queries never crash, and match exactly the items the reference matcher finds")
    func typedQueriesMatchLikeTheReference() {
        let fuzz = FuzzRun("query matching", cases: 5000)
        var decided = 0, matched = 0
        fuzz.forEachCase { k, r in
            let atoms = FuzzAtom.text(&r, atoms: 0...12)
            let queryText = typedQuery(near: atoms, &r)
            let fuzzy = !r.oneIn(4)
            let caseMode: Query.CaseMode = r.pick([.smart, .smart, .ignore, .respect])
            let query = Query(queryText, fuzzy: fuzzy, caseMode: caseMode, normalize: !r.oneIn(4))
            var matcher = Matcher(query: query, configuration: configuration(&r))
            let items = [atoms.flatMap(\.bytes)] + (0..<3).map { _ in FuzzAtom.text(&r).flatMap(\.bytes) }
            for item in items {
                let context = { "\(fuzz.context(case: k)): query \(FuzzRun.literal(queryText)) fuzzy \(fuzzy) \(caseMode) item \(FuzzRun.literal(item))" }
                let hit = match(&matcher, item, context())
                if let hit {
                    let searched = item.withUnsafeBufferPointer { matcher.searchedText($0) }
                    let chars = ReferenceUTF8.matcherChars(searched).count
                    #expect(zip(hit.positions, hit.positions.dropFirst()).allSatisfy { $0 < $1 }, "\(context())")
                    #expect(hit.positions.allSatisfy { $0 >= 0 && $0 < chars }, "\(context()): \(hit.positions)")
                }
                guard let expected = ReferenceMatcher.matches(query, item) else { continue }
                decided += 1
                if expected { matched += 1 }
                #expect((hit != nil) == expected, "\(context())")
            }
        }
        // The generator must keep both answers common, or the comparison proves little.
        #expect(fuzz.cases.count < 100 || decided > fuzz.cases.count * 3 && matched > fuzz.cases.count / 2 && matched < decided - fuzz.cases.count / 2,
                "decided \(decided), matched \(matched)")
    }

    @Test("An ASCII item scores, ranks and highlights the same on the byte path as decoded")
    func asciiPathAgreesWithDecodedPath() {
        let fuzz = FuzzRun("matcher byte path", cases: 4000)
        let letters = FuzzAtom.word + FuzzAtom.syntax.filter { $0.bytes != [0x5C] } + [FuzzAtom(" "), FuzzAtom("\t")]
        fuzz.forEachCase { k, r in
            let atoms = (0..<r.int(0...20)).map { _ in r.pick(letters) }
            // No `\`: an escaped blank would match the appended blank below only as ASCII.
            let queryText = typedQuery(near: atoms, &r).filter { $0 < 0x80 && $0 != 0x5C }
            var matcher = Matcher(query: Query(queryText, fuzzy: !r.oneIn(4)), configuration: configuration(&r))
            // A trailing blank, ASCII or not: the same character class, trimmed the same way,
            // but the no-break space sends the item through decoding.
            let text = atoms.flatMap(\.bytes)
            let context = { "\(fuzz.context(case: k)): query \(FuzzRun.literal(queryText)) item \(FuzzRun.literal(text))" }
            let ascii = match(&matcher, text + [0x20], context())
            let decoded = match(&matcher, text + [0xC2, 0xA0], context())
            #expect(ascii == decoded, "\(context())")
        }
    }
}
