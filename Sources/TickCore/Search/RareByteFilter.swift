/// The items of a chunk that can match a query, found by looking for one of its characters in
/// the chunk's bytes all at once, instead of in each item one by one.
///
/// Every character of a term that is the only one of its group, and not an exclusion, is in
/// the text of every item that matches (whatever the term's kind: fuzzy, exact, prefix…). In an
/// ASCII chunk, the filter takes the one of those characters seen least in the first bytes of
/// the chunk, searches the chunk for it 16 bytes at a time, and offers only the items it is in.
/// `sw` over a million paths: a fifth of the items hold a `w`, and the other four fifths are
/// never looked at one by one.
///
/// It stands aside (and every item is matched) when the character is in most items of the
/// sample, and with `--with-nth`, whose template can add characters the item does not have.
public struct RareByteFilter: Sendable {
    /// The characters every match holds, each with its other case where its term ignores case.
    let needles: [ByteScan.Needle]

    /// How many bytes at the start of a chunk are counted to choose the character.
    static let sampleBytes = 16 << 10

    /// A filter for `query`, or nil when no character is required of every match (no group
    /// of one positive term with an ASCII pattern) or `configuration` has `--with-nth`.
    public init?(query: Query, configuration: Matcher.Configuration) {
        guard configuration.withNth == nil else { return nil }
        var needles: [ByteScan.Needle] = []
        for group in query.sets where group.count == 1 && !group[0].inverse {
            let term = group[0]
            guard term.pattern.allSatisfy({ $0 < 0x80 }) else { continue }
            for c in term.pattern {
                let (low, high) = term.asciiCases(of: c)
                if !needles.contains(where: { $0.a == low && $0.b == high }) { needles.append(ByteScan.Needle(low, or: high)) }
            }
        }
        guard !needles.isEmpty else { return nil }
        self.needles = needles
    }

    /// Calls `body` with each item of `chunk`, in order, whose bytes hold the character chosen
    /// for it, until `body` returns false. Returns false, without calling `body`, when the
    /// filter stands aside for this chunk (not ASCII, or no character rare enough in it): the
    /// caller then matches every item.
    public func forEachCandidate(in chunk: Chunk, _ body: (Int) -> Bool) -> Bool {
        guard chunk.isASCII, chunk.count > 0, let needle = rarest(in: chunk) else { return false }
        let storage = chunk.storage
        let base = UnsafePointer(storage.base)
        let end = chunk.end
        var k = 0
        var at = storage.boundary(0)
        while k < chunk.count && at < end {
            let found = ByteScan.end(of: needle, in: base + at, end &- at)
            if found == 0 { break }
            let p = at &+ found &- 1
            // The item whose bytes (or separator) hold `p`.
            while storage.boundary(k &+ 1) <= p { k &+= 1 }
            if !body(k) { break }
            k &+= 1
            at = storage.boundary(k)
        }
        return true
    }

    /// The needle seen least in the first `sampleBytes` of `chunk`, or nil when even that one
    /// is seen in half its items or more (the search would cost more than it spares).
    func rarest(in chunk: Chunk) -> ByteScan.Needle? {
        let start = chunk.storage.boundary(0), bytes = chunk.byteCount
        let sample = min(bytes, Self.sampleBytes)
        guard sample >= 16 else { return nil }
        let base = UnsafeRawPointer(chunk.storage.base + start)
        var best: ByteScan.Needle? = nil, fewest = Int.max
        for needle in needles {
            var seen = 0, i = 0
            while i &+ 16 <= sample && seen < fewest {
                let v = base.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                seen &+= needle.hits(in: v).nonzeroBitCount &>> 3
                i &+= 16
            }
            if seen < fewest { fewest = seen; best = needle }
        }
        // Items in the sample, by the chunk's mean item length.
        let items = sample * chunk.count / max(bytes, 1)
        return fewest * 2 < items ? best : nil
    }
}
