/// The keys of one query's matches in input order, as the pieces the workers produced them.
///
/// Joining the pieces into one array cost a copy of every key and the page faults of a new
/// block on every keystroke (4 to 5 ms for a million matches); narrowing and publishing the
/// best walk the pieces instead, and only a full ranking joins them.
struct MatchKeys: Sendable {
    /// Each worker piece's keys, in input order (one key per match, or two: see
    /// `MatchCollector`).
    var pieces: [[UInt64]]
    /// For each piece, where each match's word ended (`Matcher.SweepOutput`), or nothing when
    /// the piece was not swept: a word typed on is looked for from there.
    var ends: [[UInt8]]
    /// The number of keys in all pieces.
    let count: Int

    init(pieces: [[UInt64]], ends: [[UInt8]] = []) {
        self.pieces = pieces
        self.ends = ends.count == pieces.count ? ends : pieces.map { _ in [] }
        count = pieces.reduce(0) { $0 + $1.count }
    }

    init(_ found: [KeyPiece]) {
        self.init(pieces: found.map(\.keys), ends: found.map(\.ends))
    }

    /// These keys with `other`'s ends, where a piece of `other` holds the same number of keys:
    /// the exact keys of the same matches, found again.
    func withEnds(of other: MatchKeys) -> MatchKeys {
        guard other.pieces.count == pieces.count else { return self }
        return MatchKeys(pieces: pieces, ends: pieces.indices.map { other.pieces[$0].count == pieces[$0].count ? other.ends[$0] : [] })
    }

    /// The bytes the ends take.
    var endsSize: Int { ends.reduce(0) { $0 + $1.count } }

    /// Every key in one array, in input order.
    func joined() -> [UInt64] {
        if pieces.count == 1 { return pieces[0] }
        var all: [UInt64] = []
        all.reserveCapacity(count)
        for piece in pieces { all.append(contentsOf: piece) }
        return all
    }

    /// Calls `body` with every key, in input order.
    @inline(__always)
    func forEach(_ body: (UInt64) -> Void) {
        for piece in pieces {
            for key in piece { body(key) }
        }
    }
}

/// One piece of a pass's matches: the keys, and where each match's word ended when the piece
/// was swept (else empty).
struct KeyPiece: Sendable {
    var keys: [UInt64]
    var ends: [UInt8] = []
}
