/// All items read so far: an append-only list of byte chunks, with the header lines apart.
///
/// An item is known by its 0-based index among items (header lines are not items). Its bytes
/// are exactly what was read between separators: nothing is decoded or normalised. A store is a
/// value: a snapshot handed to another thread stays valid and unchanged while reading goes on.
///
/// With `--tail N` the store keeps only the last N items (`keepLast`): indices go on counting
/// from the first item read, and the oldest items' indices, below `startIndex`, hold nothing.
public struct ItemStore: Sendable {
    public private(set) var chunks: [Chunk] = []
    /// `firstIndex[c]` is the index of chunk `c`'s first item.
    public private(set) var firstIndex: [Int] = []
    /// The lines taken as header by `--header-lines`.
    public internal(set) var header: [[UInt8]] = []
    /// One past the index of the last item: the number of items read, the dropped ones counted.
    public private(set) var count = 0
    /// The index of the first item kept: 0 unless items were let go (`keepLast`, `forgetChunks`).
    public private(set) var startIndex = 0
    /// The indices of the items kept, `startIndex ..< count`.
    public var indices: Range<Int> { startIndex..<count }
    /// The number of items kept.
    public var keptCount: Int { count - startIndex }
    /// Whether item `index` is kept: read, and not dropped by `--tail`.
    @inline(__always)
    public func holds(_ index: Int) -> Bool { index >= startIndex && index < count }
    /// `chunks.count / count` as a 32-bit fraction, for `chunkIndex`'s first guess.
    private var guessScale: UInt64 = 0
    /// With `--ansi`, the styles the input's SGR sequences set, by input line (header lines
    /// first); empty otherwise.
    public internal(set) var styles = StyleLog()
    /// The byte that follows each item in its chunk: the separator it was read with (`\n`, or
    /// NUL for `--read0` and the walker's paths). Stores of one picker can differ: stdin's and
    /// a reload's.
    public internal(set) var separator: UInt8 = 0x0A
    /// With `--input json`, the text shown and searched for each item (see `searched`).
    public internal(set) var json: JSONColumns? = nil
    /// With `--group-nth` or `--group-pattern`, the group of each item.
    public internal(set) var groups: GroupTable? = nil

    public init() {}

    /// Lets go of the chunks (their items' indices stay counted, so that the next chunk's go on
    /// from there): a reader whose chunks are kept elsewhere (`--filter`).
    mutating func forgetChunks() {
        chunks = []
        firstIndex = []
        startIndex = count
    }

    /// Lets go of the chunks whose items all lie before index `start` (the builder's
    /// `--tail`: only whole chunks, so that what it keeps are the blocks it wrote).
    mutating func dropChunks(before start: Int) {
        var whole = 0
        while whole < chunks.count && (whole + 1 < chunks.count ? firstIndex[whole + 1] : count) <= start { whole += 1 }
        guard whole > 0 else { return }
        chunks.removeFirst(whole)
        firstIndex.removeFirst(whole)
        startIndex = firstIndex.first ?? count
        rescale()
    }

    /// Keeps only the last `n` items (`--tail`): the chunks wholly older are let go (their
    /// memory is freed with the last snapshot holding them), and the first chunk kept hides its
    /// items older than the last `n` (`Chunk.droppingFirst`). Indices do not change.
    public mutating func keepLast(_ n: Int) {
        let start = count - n
        guard n >= 0, start > startIndex else { return }
        dropChunks(before: start)
        if let first = firstIndex.first, first < start {
            chunks[0] = chunks[0].droppingFirst(start - first)
            firstIndex[0] = start
        }
        startIndex = start
        rescale()
    }

    /// A store of `chunks` in this order, with `header` as its header lines, its items read
    /// with `separator`.
    public init(chunks: [Chunk], header: [[UInt8]], separator: UInt8 = 0x0A) {
        for chunk in chunks { append(chunk) }
        self.header = header
        self.separator = separator
    }

    mutating func append(_ chunk: Chunk) {
        if chunks.isEmpty { startIndex = count }
        firstIndex.append(count)
        chunks.append(chunk)
        count += chunk.count
        rescale()
    }

    private mutating func rescale() {
        let kept = keptCount
        guessScale = kept > 0 ? (UInt64(chunks.count) << 32) / UInt64(kept) : 0
    }

    /// The bytes the items take in the chunks, separators included.
    public var byteCount: Int { chunks.reduce(0) { $0 + $1.byteCount } }

    /// The bytes of item `index`.
    public func item(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        let c = chunkIndex(of: index)
        return chunks[c].item(index - firstIndex[c])
    }

    /// The chunk holding item `index`.
    ///
    /// Chunks are nearly full, so they hold similar numbers of items: the guess from the
    /// average is usually right or one off; a binary search covers the rest.
    public func chunkIndex(of index: Int) -> Int {
        let n = chunks.count
        guard n > 1 else { return 0 }
        var lo = 0, hi = n - 1
        // The average guess by a multiplication: a division per item was a tenth of printing.
        let guess = min(hi, Int((UInt64(truncatingIfNeeded: index &- startIndex) &* guessScale) >> 32))
        if firstIndex[guess] <= index {
            if guess == hi || firstIndex[guess + 1] > index { return guess }
            lo = guess + 1
        } else {
            hi = guess - 1
        }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if firstIndex[mid] <= index { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The style spans of item `index` (`--ansi`).
    public func spans(_ index: Int) -> [StyleSpan] {
        styles.isEmpty ? [] : styles.spans(line: header.count + index)
    }

    /// The style spans of header line `n` (`--header-lines`, `--ansi`).
    public func headerSpans(_ n: Int) -> [StyleSpan] {
        styles.isEmpty ? [] : styles.spans(line: n)
    }

    /// The item's bytes as an array (for output and tests).
    public func bytes(_ index: Int) -> [UInt8] { Array(item(index)) }
}
