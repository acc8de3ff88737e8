/// A random `--bind` value in fzf 0.74.5's language, written twice: as tick is given it, and as
/// fzf is. The two differ only where the value names one of tick's own keys or actions
/// (`FuzzBindingWords.tickKeys`, `.tickActions`): fzf gets a word of its own of the same kind
/// there, so that the two must be accepted or refused alike.
///
/// Values are built from the grammar (keys and events, several keys to one chain, pairs joined
/// by commas, chains joined by `+`, `KEY:+…`, arguments in all 16 delimiter pairs or after a
/// colon, arguments that hold commas, colons, pluses, closers and whole nested chains), with
/// words fzf does not know, numbers that are zero or negative, and then, one time in three,
/// mutated: characters dropped, doubled, swapped or put in.
public struct FuzzBinding: Sendable {
    /// The value as tick is given it.
    public var tick: String
    /// The value as fzf is given it.
    public var fzf: String

    /// One piece of a value: a character, or a word of tick's own with fzf's stand-in.
    enum Piece: Equatable {
        case char(Character)
        case own(tick: String, fzf: String)

        var isOwn: Bool { if case .own = self { true } else { false } }
    }

    /// A random value.
    public static func random(_ r: inout SeededRandom) -> FuzzBinding {
        while true {
            var b = Builder()
            for n in 0..<(r.oneIn(3) ? r.int(2...3) : 1) {
                if n > 0 { b.add(",") }
                b.binding(&r)
            }
            var pieces = b.pieces
            if r.oneIn(3) {
                for _ in 0..<r.int(1...3) { mutate(&pieces, &r) }
            }
            // The characters must not spell one of tick's own words (a mutation joining `alt-f`
            // and `1`): fzf would be given the same word and refuse it.
            if spellsOwnWord(pieces) { continue }
            return FuzzBinding(tick: render(pieces, tick: true), fzf: render(pieces, tick: false))
        }
    }

    static func render(_ pieces: [Piece], tick: Bool) -> String {
        var out = ""
        for p in pieces {
            switch p {
            case .char(let c): out.append(c)
            case .own(let t, let f): out += tick ? t : f
            }
        }
        return out
    }

    /// Whether the characters between tick's own words hold one of them (any case).
    static func spellsOwnWord(_ pieces: [Piece]) -> Bool {
        var runs: [String] = [""]
        for p in pieces {
            if case .char(let c) = p { runs[runs.count - 1].append(c) } else { runs.append("") }
        }
        let words = FuzzBindingWords.tickKeys + FuzzBindingWords.tickActions
        return runs.contains { run in
            let lower = run.lowercased()
            return words.contains { lower.contains($0) }
        }
    }

    /// Characters a mutation puts in: the delimiters, the separators, a blank, a letter, a
    /// dash, a backslash and a quote.
    static let insertable: [Character] = Array("()[]{}<>~!@#$%^&*;/|,:+ a-\\'")

    /// Drops, doubles, swaps or puts in a character, or drops a word of tick's own; never
    /// next to such a word, whose neighbours keep it apart in both writings.
    static func mutate(_ pieces: inout [Piece], _ r: inout SeededRandom) {
        func free(_ i: Int) -> Bool {
            i >= 0 && i < pieces.count && !pieces[i].isOwn
                && !(i > 0 && pieces[i - 1].isOwn) && !(i + 1 < pieces.count && pieces[i + 1].isOwn)
        }
        guard !pieces.isEmpty else { return }
        let i = r.int(0..<pieces.count)
        switch r.int(0..<5) {
        case 0 where free(i): pieces.remove(at: i)
        case 1 where free(i): pieces.insert(pieces[i], at: i)
        case 2 where free(i) && free(i + 1): pieces.swapAt(i, i + 1)
        case 3 where free(i) && (i == 0 || free(i - 1)): pieces.insert(.char(r.pick(insertable)), at: i)
        case 4 where pieces[i].isOwn: pieces.remove(at: i)
        default: break
        }
    }
}
