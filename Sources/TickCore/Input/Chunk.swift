/// One block of memory holding input bytes from its start up and item boundaries from its end
/// down: allocated once, never moved, freed with the last reference.
///
/// Boundary `j` is a `UInt32` in the `j`-th 4-byte slot counted back from the end of the block.
/// Boundary 0 is where the first item starts; boundary `k + 1` is one past item `k`'s separator.
/// Bytes and boundaries grow towards each other, so the block is full when they meet, and it
/// needs no offset array of its own beside it.
///
/// Bytes and boundaries already holding items never change again, so a snapshot on another
/// thread may read them while the reader writes further on in the same block (hence
/// `@unchecked`: the pointer is shared, the memory under it is written once).
public final class ChunkStorage: @unchecked Sendable {
    @usableFromInline let base: UnsafeMutablePointer<UInt8>
    /// The block's size in bytes: a multiple of 4, at most `UInt32.max`.
    @usableFromInline let capacity: Int

    /// Gives the block back (nil for a view, whose `owner` gives it back).
    private let release: (@Sendable (UnsafeMutableRawPointer, Int) -> Void)?
    /// The block a view shows part of, kept alive by the view (nil for a block of its own).
    private let owner: ChunkStorage?

    init(capacity: Int, memory: ChunkMemory) {
        precondition(capacity >= 8 && capacity % 4 == 0 && capacity <= Int(UInt32.max),
                     "an input block must hold between 8 bytes and 4 GiB")
        self.capacity = capacity
        release = memory.release
        owner = nil
        base = memory.allocate(capacity).bindMemory(to: UInt8.self, capacity: capacity)
    }

    /// A view of `block` whose boundary 0 is `block`'s boundary `skipped`: the same bytes, the
    /// first `skipped` items hidden (`--tail`). The boundaries lie back from the end, so
    /// shortening the block by their slots is all it takes; nothing is copied.
    init(viewOf block: ChunkStorage, skipping skipped: Int) {
        base = block.base
        capacity = block.capacity - 4 * skipped
        release = nil
        owner = block.owner ?? block
    }

    deinit { release?(UnsafeMutableRawPointer(base), capacity) }

    /// The address of boundary slot `j` (slot 0 is the last four bytes).
    @inlinable
    func slot(_ j: Int) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(base + (capacity &- 4 &* (j &+ 1)))
    }

    /// Boundary `j`.
    @inline(__always)
    func boundary(_ j: Int) -> Int { Int(slot(j).load(as: UInt32.self)) }

    /// Sets boundary `j` to `offset`.
    @inline(__always)
    func setBoundary(_ j: Int, _ offset: Int) { slot(j).storeBytes(of: UInt32(offset), as: UInt32.self) }
}

/// One block of input bytes and the items that lie wholly inside it.
///
/// Every item in the block is followed by exactly one separator byte (the last item of the input
/// gets one written for it), so item `k` runs from boundary `k` to boundary `k + 1` less one. A
/// chunk is a value: a copy taken while the reader goes on appending keeps seeing its own items.
public struct Chunk: Sendable {
    @usableFromInline private(set) var storage: ChunkStorage
    /// The number of complete items.
    public internal(set) var count = 0
    /// Whether every item byte is ASCII, known once the chunk is full or the input has ended
    /// (false until then): the matcher then skips its per-item check on every keystroke.
    public internal(set) var isASCII = false
    /// Which items hold a byte below 0x21 (a blank or a control character), set with `isASCII`:
    /// the matcher's estimates need it on every keystroke (`Matcher.estimate`).
    @usableFromInline var blankItems: ItemBits? = nil
    /// Which items hold a byte of 0x80 or more, set with `isASCII` when that is false (nil for an
    /// ASCII chunk): the picker's sweep (`Matcher.sweep`) leaves only those to the slower path.
    @usableFromInline var wideItems: ItemBits? = nil

    init(capacity: Int, memory: ChunkMemory = .heap) {
        storage = ChunkStorage(capacity: capacity, memory: memory)
        storage.setBoundary(0, 0)
    }

    /// The bytes of item `k` (separator excluded).
    @inlinable
    public func item(_ k: Int) -> UnsafeBufferPointer<UInt8> {
        precondition(k >= 0 && k < count, "item index out of range")
        let slot = storage.slot(k)
        let s = Int(slot.load(as: UInt32.self)), e = Int((slot - 4).load(as: UInt32.self)) &- 1
        return UnsafeBufferPointer(start: storage.base + s, count: e &- s)
    }

    /// One past the separator of the last complete item (where the next item starts).
    var end: Int { storage.boundary(count) }

    /// Bytes not yet holding items or boundaries, after `used` bytes were written.
    func free(after used: Int) -> Int { storage.capacity - 4 * (count + 1) - used }
}

extension Chunk {
    /// Records whether the bytes of every item are ASCII, which items hold a byte below 0x21,
    /// and, when some are not ASCII, which (once no item will be added), in one pass over the
    /// chunk's bytes.
    mutating func markASCII() {
        let first = storage.boundary(0), last = end
        let base = storage.base
        let bits = ItemBits(count: count)
        var wide: ItemBits? = nil
        var k = 0
        // The separator that ends item k: a byte below 0x21 there is not the item's.
        var itemEnd = count > 0 ? storage.boundary(1) &- 1 : 0
        /// The item that holds offset `at`, or `count` for the separator's bytes after the last.
        @inline(__always) func item(_ at: Int) -> Int? {
            while at > itemEnd && k &+ 1 < count {
                k &+= 1
                itemEnd = storage.boundary(k &+ 1) &- 1
            }
            return at < itemEnd ? k : nil
        }
        @inline(__always) func markWide(_ at: Int) {
            if wide == nil { wide = ItemBits(count: count) }
            if let k = item(at) { wide!.set(k) }
        }
        var i = first
        while i &+ 8 <= last {
            let w = SeparatorScan.word(at: base + i)
            var hits = ByteScan.blankOrControlBytes(w)
            var high = w & 0x8080_8080_8080_8080
            // Offsets in ascending order, so that `item` only walks forward.
            while hits != 0 || high != 0 {
                let h = hits.trailingZeroBitCount, g = high.trailingZeroBitCount
                if h < g {
                    if let k = item(i &+ h >> 3) { bits.set(k) }
                    hits &= hits &- 1
                } else {
                    markWide(i &+ g >> 3)
                    high &= high &- 1
                }
            }
            i &+= 8
        }
        while i < last {
            if base[i] < 0x21, let k = item(i) { bits.set(k) }
            if base[i] >= 0x80 { markWide(i) }
            i &+= 1
        }
        isASCII = wide == nil
        blankItems = bits
        wideItems = wide
    }

    /// This chunk without its first `skipped` items (`--tail`): a view of the same block, whose
    /// item `k` is this chunk's item `skipped + k`, with what is known of its items moved along.
    func droppingFirst(_ skipped: Int) -> Chunk {
        precondition(skipped >= 0 && skipped <= count, "a chunk cannot drop more items than it holds")
        guard skipped > 0 else { return self }
        var chunk = self
        chunk.storage = ChunkStorage(viewOf: storage, skipping: skipped)
        chunk.count = count - skipped
        chunk.blankItems = blankItems?.dropping(skipped, of: count)
        chunk.wideItems = wideItems?.dropping(skipped, of: count)
        return chunk
    }

    /// The bytes its items take, separators included.
    var byteCount: Int { end &- storage.boundary(0) }

    /// This chunk, with `isASCII` worked out (`--filter` matches a chunk once, on a worker:
    /// one pass over its bytes there spares a check per item).
    public func checkingASCII() -> Chunk {
        var chunk = self
        let first = storage.boundary(0)
        chunk.isASCII = UnicodeText.isASCII(UnsafeBufferPointer(start: storage.base + first, count: byteCount))
        return chunk
    }

    /// A new chunk, from `memory`, holding only items `kept` (ascending positions in this
    /// chunk) in that order: what `--filter` keeps of a chunk once it is matched.
    public func compacted(keeping kept: [Int], memory: ChunkMemory = .heap) -> Chunk {
        var bytes = 0
        for k in kept { bytes += storage.boundary(k &+ 1) - storage.boundary(k) }
        var chunk = Chunk(capacity: max(8, (bytes + 4 * (kept.count + 1) + 3) & ~3), memory: memory)
        var used = 0
        for k in kept {
            let start = storage.boundary(k), length = storage.boundary(k &+ 1) - start
            (chunk.storage.base + used).update(from: storage.base + start, count: length)
            used += length
            chunk.storage.setBoundary(chunk.count &+ 1, used)
            chunk.count &+= 1
        }
        chunk.isASCII = isASCII
        return chunk
    }

    /// Whether item `k` holds a byte below 0x21; nil when not known (the chunk is not sealed).
    @inlinable
    public func holdsBlank(_ k: Int) -> Bool? { blankItems.map { $0.contains(k) } }
}

/// A fixed set of item positions in a chunk, written while the chunk is sealed and only read
/// afterwards.
@usableFromInline
final class ItemBits: @unchecked Sendable {
    @usableFromInline let words: UnsafeMutablePointer<UInt64>

    init(count: Int) {
        let wordCount = max((count + 63) / 64, 1)
        words = .allocate(capacity: wordCount)
        words.initialize(repeating: 0, count: wordCount)
    }

    deinit { words.deallocate() }

    /// The set of positions `k - dropped` for the positions `k` of this set among `count`
    /// (the positions of a chunk that hides its first `dropped` items).
    func dropping(_ dropped: Int, of count: Int) -> ItemBits {
        let kept = count - dropped
        let bits = ItemBits(count: kept)
        let shift = dropped & 63, first = dropped >> 6, last = (count + 63) / 64 - 1
        for i in 0..<(kept + 63) / 64 {
            let w = first + i
            var word = words[w] >> UInt64(shift)
            if shift > 0 && w < last { word |= words[w + 1] << UInt64(64 - shift) }
            bits.words[i] = word
        }
        // Bits past the last position stay clear, as a new set's are.
        if kept & 63 != 0 { bits.words[(kept - 1) >> 6] &= (1 << UInt64(kept & 63)) - 1 }
        return bits
    }

    @inline(__always)
    func set(_ k: Int) { words[k >> 6] |= 1 << UInt64(k & 63) }

    @inlinable
    func contains(_ k: Int) -> Bool { words[k >> 6] & (1 << UInt64(k & 63)) != 0 }
}
