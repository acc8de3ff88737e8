/// The keys of one query's matches in input order, as the pieces the workers produced them.
///
/// Joining the pieces into one array cost a copy of every key and the page faults of a new
/// block on every keystroke (4 to 5 ms for a million matches); narrowing and publishing the
/// best walk the pieces instead, and only a full ranking joins them.
struct MatchKeys: Sendable {
    /// Each worker piece's keys, in input order (one key per match, or two: see
    /// `MatchCollector`).
    var pieces: [[UInt64]]
    /// The number of keys in all pieces.
    let count: Int

    init(pieces: [[UInt64]]) {
        self.pieces = pieces
        count = pieces.reduce(0) { $0 + $1.count }
    }

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
