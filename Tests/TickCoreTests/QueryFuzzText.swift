import TickTestSupport
@testable import TickCore

/// The pieces random queries and item texts are made of: each piece's bytes and the
/// characters the parser and matcher must read in them.
struct FuzzAtom {
    var bytes: [UInt8]
    /// Scalar values, or `0x11_0000 + byte` for a byte that is not valid UTF-8.
    var chars: [UInt32]
    /// The characters in lower case (what a case-insensitive term holds).
    var lowered: [UInt32]

    init(_ s: String, lowered: String? = nil) {
        bytes = Array(s.utf8)
        chars = s.unicodeScalars.map(\.value)
        self.lowered = (lowered ?? s).unicodeScalars.map(\.value)
    }

    init(invalid: [UInt8]) {
        bytes = invalid
        chars = invalid.map { 0x11_0000 + UInt32($0) }
        lowered = chars
    }

    var isUpper: Bool { lowered != chars }

    /// The bytes of the lower-case form (the same bytes when there is none).
    var loweredBytes: [UInt8] {
        isUpper ? Array(String(String.UnicodeScalarView(lowered.compactMap(Unicode.Scalar.init))).utf8) : bytes
    }

    /// Letters, digits and word delimiters.
    static let word: [FuzzAtom] =
        "abcxyz019/_-.:".map { FuzzAtom(String($0)) } + "ABXZ".map { FuzzAtom(String($0), lowered: $0.lowercased()) }
    /// Accented, Greek, CJK and emoji characters, a combining mark, and invalid UTF-8 (two
    /// bytes of a three-byte sequence, cut short, are two invalid bytes).
    static let foreign: [FuzzAtom] = [
        FuzzAtom("é"), FuzzAtom("É", lowered: "é"), FuzzAtom("ä"), FuzzAtom("Ä", lowered: "ä"), FuzzAtom("ω"),
        FuzzAtom("Ω", lowered: "ω"), FuzzAtom("日"), FuzzAtom("😀"), FuzzAtom("\u{301}"), FuzzAtom("ß"),
        FuzzAtom(invalid: [0xFF]), FuzzAtom(invalid: [0xC0]), FuzzAtom(invalid: [0xE2, 0x82]),
    ]
    /// The characters of the query syntax, which are also plain characters inside a term.
    static let syntax: [FuzzAtom] = "'^$!|\\".map { FuzzAtom(String($0)) }
    /// Blanks that are not the query's separator: tab, no-break space, ideographic space.
    static let blanks: [FuzzAtom] = [FuzzAtom("\t"), FuzzAtom("\u{A0}"), FuzzAtom("\u{3000}")]

    /// A random atom of an item's text: mostly word characters, and all the rest.
    static func textAtom(_ r: inout SeededRandom) -> FuzzAtom {
        switch r.int(0..<10) {
        case 0: return r.pick(foreign)
        case 1: return r.pick(syntax)
        case 2: return r.oneIn(2) ? FuzzAtom(" ") : r.pick(blanks)
        default: return r.pick(word)
        }
    }

    /// A random item: atoms, sometimes blanks around them, sometimes a final `\r`.
    static func text(_ r: inout SeededRandom, atoms: ClosedRange<Int> = 0...16) -> [FuzzAtom] {
        var text: [FuzzAtom] = []
        if r.oneIn(5) { text += r.pick(["  ", "\t", "\u{A0}", " \u{3000}"]).unicodeScalars.map { FuzzAtom(String($0)) } }
        for _ in 0..<r.int(atoms) { text.append(textAtom(&r)) }
        if r.oneIn(5) { text += r.pick([" ", " \t", "\u{A0}", "\u{3000}"]).unicodeScalars.map { FuzzAtom(String($0)) } }
        if r.oneIn(8) { text.append(FuzzAtom("\r")) }
        return text
    }
}

/// A query built as terms of known kinds, then written in the query syntax: parsing what is
/// written must give the terms back.
struct FuzzQuery {
    struct Term {
        var kind: Query.Kind
        var inverse: Bool
        var body: [FuzzAtom]
    }

    /// Groups of alternatives.
    var groups: [[Term]] = []
    /// Whether plain terms are fuzzy (false: `--exact`).
    var fuzzy = true

    /// A random query of 1–3 groups of 1–3 terms.
    static func random(_ r: inout SeededRandom) -> FuzzQuery {
        var q = FuzzQuery()
        q.fuzzy = !r.oneIn(4)
        for _ in 0..<r.int(1...3) {
            q.groups.append((0..<r.int(1...3)).map { _ in
                let kind: Query.Kind = r.pick([.fuzzy, .fuzzy, .exact, .boundary, .prefix, .suffix, .whole])
                return Term(kind: kind, inverse: r.oneIn(4), body: body(&r))
            })
        }
        return q
    }

    /// A term's characters: syntax characters only inside (never `\`), blanks anywhere.
    static func body(_ r: inout SeededRandom) -> [FuzzAtom] {
        let n = r.int(1...6)
        return (0..<n).map { i in
            switch r.int(0..<8) {
            case 0: return r.pick(FuzzAtom.foreign)
            case 1 where i > 0 && i < n - 1: return r.pick(FuzzAtom.syntax.filter { $0.bytes != [0x5C] })
            case 2: return FuzzAtom(" ")
            case 3: return r.pick(FuzzAtom.blanks)
            default: return r.pick(FuzzAtom.word)
            }
        }
    }

    /// The query as typed.
    var text: [UInt8] {
        var out: [UInt8] = []
        for (g, group) in groups.enumerated() {
            if g > 0 { out += Array("  ".prefix(1 + g % 2).utf8) }
            for (t, term) in group.enumerated() {
                if t > 0 { out += Array(" | ".utf8) }
                out += written(term)
            }
        }
        return out
    }

    /// One term in the query syntax.
    func written(_ term: Term) -> [UInt8] {
        let body = term.body.flatMap { $0.bytes == [0x20] ? [0x5C, 0x20] : $0.bytes }
        let quote: [UInt8] = [0x27]
        var out: [UInt8] = term.inverse ? [0x21] : []
        switch term.kind {
        case .fuzzy: out += (fuzzy && !term.inverse ? [] : quote) + body
        case .exact: out += (fuzzy && !term.inverse ? quote : []) + body
        case .boundary: out += quote + body + quote
        case .prefix: out += [0x5E] + body
        case .suffix: out += body + [0x24]
        case .whole: out += [0x5E] + body + [0x24]
        }
        return out
    }

    /// The pattern a term must hold: lower-cased unless some letter is upper case (smart case).
    func pattern(_ term: Term) -> [UInt32] {
        term.body.contains { $0.isUpper } ? term.body.flatMap(\.chars) : term.body.flatMap(\.lowered)
    }
}
