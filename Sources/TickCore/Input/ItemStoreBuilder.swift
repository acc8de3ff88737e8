/// Fills an `ItemStore` from raw input bytes as they arrive.
///
/// Callers ask for space, read into it, and commit what they read; the builder finds the
/// separators and writes each item's boundary at the far end of the chunk. A new chunk starts
/// only when the current one is full, and takes the bytes after its last complete item along,
/// so every chunk but the last ends up nearly full. An item too long for a chunk gets a chunk
/// twice its size, grown as needed. `store` may be taken at any time as a snapshot of the
/// complete items so far.
public struct ItemStoreBuilder: ReadBuffer {
    /// Bytes of the first chunk, and of every chunk from the heap, unless an item needs more.
    public static let chunkSize = ChunkMemory.heap.chunkSize
    /// A chunk with less free space than this is full: a read into it would bring too little.
    static let minimumRead = 1 << 10
    /// The item length assumed, before any item is complete, to leave room for boundaries.
    static let assumedItemLength = 32
    /// The longest item a store holds, in bytes (its separator not counted): 4 GiB less 2 MiB.
    ///
    /// A chunk's boundaries are 32-bit offsets, so a chunk holds at most 4 GiB, and a new chunk
    /// takes the unfinished item along with room for one more read (at most `chunkSize`): an
    /// item this long still fits with that read after it. A reader stops at a longer one
    /// (`isUnfinishedTooLong`), since no chunk could hold it.
    public static let maximumItemLength = (1 << 32) - (2 << 20)

    /// The sealed chunks and the header.
    var sealed = ItemStore()
    let separator: UInt8
    var headerLinesLeft: Int
    /// The chunk being filled.
    var current: Chunk
    /// Bytes written so far into `current` (the reader's alone: snapshots never look past the
    /// last complete item).
    var used = 0
    /// Where the scan for separators resumes in `current`.
    var scanned = 0
    /// Whether full chunks are checked for non-ASCII bytes (see `init`).
    let marksASCII: Bool
    /// Where chunks after the first come from (the first comes from the heap: a small input
    /// costs no more than it did).
    let memory: ChunkMemory
    /// With `--ansi`: takes escape sequences out of the bytes as they are committed.
    var stripper: SGRStripper?
    /// The longest item allowed (`maximumItemLength`, or less for tests).
    public let itemLimit: Int
    /// With `--tail N`, how many of the last items are kept; nil keeps every item.
    public let tail: Int?
    private(set) var finished = false

    /// - Parameters:
    ///   - separator: `\n`, or NUL for `--read0`.
    ///   - headerLines: how many first items become the header instead.
    ///   - marksASCII: whether full chunks are checked for non-ASCII bytes (`Chunk.isASCII`):
    ///     worth it when the items are matched again and again (the picker), not when they are
    ///     matched once (`--filter`, which checks each item as it matches it).
    ///   - sgr: with `--ansi`, whether SGR sequences are stripped (`.strip`) and their styles
    ///     also recorded for drawing (`.record`).
    ///   - memory: where the chunks after the first come from.
    ///   - itemLimit: the longest item allowed, at most `maximumItemLength` (tests take less).
    ///   - tail: with `--tail N`, N: only the last N items are kept (see `store`), and a sealed
    ///     chunk is let go once every item in it is older than those.
    public init(separator: UInt8 = 0x0A, headerLines: Int = 0, marksASCII: Bool = true, sgr: SGRHandling = .keep,
                memory: ChunkMemory = .heap, itemLimit: Int = maximumItemLength, tail: Int? = nil) {
        precondition(itemLimit > 0 && itemLimit <= Self.maximumItemLength, "an item limit must lie within a chunk")
        precondition(tail.map { $0 > 0 } ?? true, "--tail keeps at least one item")
        self.itemLimit = itemLimit
        self.tail = tail
        self.separator = separator
        sealed.separator = separator
        self.headerLinesLeft = headerLines
        self.marksASCII = marksASCII
        self.memory = memory
        self.current = Chunk(capacity: Self.chunkSize)
        if sgr != .keep { stripper = SGRStripper(separator: separator, records: sgr == .record) }
    }

    /// What becomes of SGR sequences in the input.
    public enum SGRHandling: Sendable {
        /// They stay in the items (without `--ansi`).
        case keep
        /// They are taken out.
        case strip
        /// They are taken out and the styles they set are kept in `ItemStore.styles`.
        case record
    }

    /// Every complete item so far (with `tail`, the last ones), as a snapshot that later reads
    /// do not change.
    public var store: ItemStore {
        var s = sealed
        if let stripper { s.styles = stripper.log }
        if current.count > 0 { s.append(current) }
        if let tail { s.keepLast(tail) }
        return s
    }

    /// The chunks that are full: no later read adds items to them (with `tail`, those holding
    /// the last items, the first one perhaps hiding some).
    public var sealedStore: ItemStore {
        var s = sealed
        if let stripper { s.styles = stripper.log }
        if let tail { s.keepLast(tail - min(tail, current.count)) }
        return s
    }

    /// Lets go of the sealed chunks, handed over already to whoever keeps them (`--filter`, which
    /// keeps only the matches): their memory is freed once that one is done with them. `store`
    /// and `sealedStore` hold only the chunks sealed since; indices go on counting.
    public mutating func forgetSealed() { sealed.forgetChunks() }

    /// The number of complete items so far.
    public var count: Int { sealed.count + current.count }

    /// The number of header lines read so far.
    public var headerCount: Int { sealed.header.count }

    /// Bytes of the item not yet ended by a separator (a header line's too).
    public var unfinishedLength: Int { used - current.end }

    /// Whether the unfinished item is longer than `itemLimit`: nothing more may be reserved or
    /// committed (the next chunk might not hold it), and the input is refused.
    public var isUnfinishedTooLong: Bool { unfinishedLength > itemLimit }

    /// Drops the unfinished item, so that `finish` does not keep it (an input refused for it).
    public mutating func dropUnfinished() {
        used = current.end
        scanned = used
        _ = stripper?.takePending()
    }

    /// Space to read into: what is left of the current chunk, or a new chunk when that is full;
    /// commit what was written with `commit(_:)`.
    ///
    /// The space (at most `chunkSize` bytes) leaves room for the boundaries of the items a read
    /// of it is likely to complete, judged by the items so far. When a read completes more, the
    /// bytes that do not fit move to the next chunk.
    public mutating func reserve() -> UnsafeMutableBufferPointer<UInt8> {
        precondition(!isUnfinishedTooLong, "the reader reserves no space once an item is longer than itemLimit")
        // Bytes held back by the stripper go first: they are committed again with the read.
        guard let held = stripper?.pending, !held.isEmpty else { return freeSpace() }
        let space = freeSpace(holding: held.count)
        _ = UnsafeMutableBufferPointer(rebasing: space[..<held.count]).initialize(fromContentsOf: held)
        return UnsafeMutableBufferPointer(rebasing: space[held.count...])
    }

    /// The space `reserve` offers, before any bytes held back are put in it: at least `held`
    /// bytes and some room to read after them (a held-back escape string may be kilobytes).
    private mutating func freeSpace(holding held: Int = 0) -> UnsafeMutableBufferPointer<UInt8> {
        if current.free(after: used) < Self.minimumRead + held { startNewChunk(separatorAt: used) }
        let free = current.free(after: used)
        let (bytes, items) = density
        let n = max(held + Self.minimumRead / 4, Int(Double(free) * Double(bytes) / Double(bytes + 4 * items)))
        return UnsafeMutableBufferPointer(start: current.storage.base + used, count: min(n, free, Self.chunkSize))
    }

    /// Records that `n` bytes were written into the space from `reserve`.
    public mutating func commit(_ n: Int) {
        if stripper != nil, n > 0 || !stripper!.pending.isEmpty {
            used += stripper!.strip(current.storage.base + used, count: stripper!.pending.count + n)
        } else {
            used += n
        }
        scan()
    }

    /// Appends one whole item, `bytes` (which hold no separator), and its separator.
    ///
    /// When the current chunk has room, the bytes are copied and the boundary written at once,
    /// with no search for separators (the JSON reader stores items one by one: going through
    /// `reserve`/`commit` twice for each took a fifth of its time).
    public mutating func appendItem(_ bytes: UnsafeBufferPointer<UInt8>) {
        let n = bytes.count
        if stripper == nil && headerLinesLeft == 0 && scanned == used && used == current.end
            && current.free(after: used) >= n + 1 + 4 {
            let storage = current.storage
            if let source = bytes.baseAddress { (storage.base + used).update(from: source, count: n) }
            storage.base[used + n] = separator
            used += n + 1
            scanned = used
            storage.setBoundary(current.count + 1, used)
            current.count += 1
            return
        }
        append(bytes)
        append(CollectionOfOne(separator))
    }

    /// Ends the input: a final item without a separator is kept.
    public mutating func finish() {
        guard !finished else { return }
        finished = true
        if let held = stripper?.takePending(), !held.isEmpty {
            // A sequence cut short by the end of the input is kept as it was.
            let space = freeSpace(holding: held.count)
            _ = UnsafeMutableBufferPointer(rebasing: space[..<held.count]).initialize(fromContentsOf: held)
            used += held.count
            scan()
        }
        defer { if marksASCII { current.markASCII() } }
        guard used > current.end else { return }
        if current.free(after: used) < 1 { startNewChunk(separatorAt: used) }
        current.storage.base[used] = separator
        used += 1
        scan()
    }

    /// Bytes and items of the latest chunk that has items (separators included), to guess how
    /// many boundaries a read will bring.
    private var density: (bytes: Int, items: Int) {
        guard let chunk = current.count > 0 ? current : sealed.chunks.last else { return (Self.assumedItemLength, 1) }
        return (chunk.byteCount, chunk.count)
    }

    /// Finds the separators in the bytes committed since the last scan.
    private mutating func scan() {
        while scanned < used {
            let storage = current.storage
            if headerLinesLeft > 0 {
                // Header lines come first and are copied out: boundary 0 moves past each.
                let p = SeparatorScan.first(separator, in: storage.base, from: scanned, to: used)
                guard p < used else { scanned = used; return }
                let start = storage.boundary(0)
                sealed.header.append(Array(UnsafeBufferPointer(start: storage.base + start, count: p - start)))
                storage.setBoundary(0, p + 1)
                scanned = p + 1
                headerLinesLeft -= 1
                continue
            }
            let found = SeparatorScan.record(separator, in: storage.base, from: scanned, to: used,
                                             slotsDownFrom: storage.slot(current.count + 1),
                                             limit: max(0, current.free(after: used)) / 4)
            current.count += found.written
            scanned = found.stop
            if scanned < used { startNewChunk(separatorAt: scanned) }
        }
    }

    /// Seals the current chunk, which is full, and goes on in a new one.
    ///
    /// `p` is the first separator whose boundary found no free slot, or `used` when the chunk
    /// merely has no room left to read into. The bytes after the last complete item are copied
    /// to the new chunk. The items among them that end before their slot would begin are still
    /// recorded in the old chunk (their slots may now cover bytes that were copied) and dropped
    /// from the copy.
    private mutating func startNewChunk(separatorAt p: Int) {
        let old = current.storage
        let cut = current.end
        let next = Chunk(capacity: Self.capacity(holding: used - cut, chunkSize: memory.chunkSize), memory: memory)
        let moved = next.storage.base
        moved.update(from: old.base + cut, count: used - cut)
        var end = p, consumed = cut
        while end < used && old.capacity - 4 * (current.count + 2) > end {
            old.setBoundary(current.count + 1, end + 1)
            current.count += 1
            consumed = end + 1
            end = SeparatorScan.first(separator, in: moved, from: consumed - cut, to: used - cut) + cut
        }
        if consumed > cut {
            UnsafeMutableRawPointer(moved).copyMemory(from: moved + (consumed - cut), byteCount: used - consumed)
        }
        if current.count > 0 {
            if marksASCII { current.markASCII() }
            sealed.append(current)
            // The chunks older than the last `tail` items go; a chunk partly older stays whole
            // (the snapshots hide its first items), so that the builder's chunks are all blocks.
            if let tail { sealed.dropChunks(before: sealed.count - tail) }
        }
        current = next
        used -= consumed
        scanned = end - consumed
    }

    /// The size of a new chunk that takes `tail` bytes along and still has room to read: the
    /// usual size, or twice the tail for a long item, so that a huge item is copied only a few
    /// times while it grows.
    static func capacity(holding tail: Int, chunkSize: Int) -> Int {
        let largest = Int(UInt32.max) & ~3
        // `maximumItemLength` keeps the reader from coming here with more.
        precondition(tail + minimumRead + 8 <= largest, "a chunk holds at most 4 GiB")
        return min(largest, max(chunkSize, (2 * (tail + minimumRead) + 3) & ~3))
    }
}
