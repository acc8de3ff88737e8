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
    let base: UnsafeMutablePointer<UInt8>
    /// The block's size in bytes: a multiple of 4, at most `UInt32.max`.
    let capacity: Int

    init(capacity: Int) {
        precondition(capacity >= 8 && capacity % 4 == 0 && capacity <= Int(UInt32.max),
                     "an input block must hold between 8 bytes and 4 GiB")
        self.capacity = capacity
        base = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 4)
            .bindMemory(to: UInt8.self, capacity: capacity)
    }

    deinit { base.deallocate() }

    /// The address of boundary slot `j` (slot 0 is the last four bytes).
    @inline(__always)
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
    let storage: ChunkStorage
    /// The number of complete items.
    public internal(set) var count = 0
    /// Whether every item byte is ASCII, known once the chunk is full or the input has ended
    /// (false until then): the matcher then skips its per-item check on every keystroke.
    public internal(set) var isASCII = false

    init(capacity: Int) {
        storage = ChunkStorage(capacity: capacity)
        storage.setBoundary(0, 0)
    }

    /// The bytes of item `k` (separator excluded).
    @inline(__always)
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
    /// Records whether the bytes of every item are ASCII (once no item will be added).
    mutating func markASCII() {
        let first = storage.boundary(0)
        isASCII = UnicodeText.isASCII(UnsafeBufferPointer(start: storage.base + first, count: end - first))
    }
}
