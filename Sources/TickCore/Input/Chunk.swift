/// The memory of one block of input bytes: allocated once, never moved, freed with the last
/// reference.
///
/// Bytes already holding items never change again, so a snapshot on another thread may read
/// them while the reader writes further on in the same block (hence `@unchecked`: the pointer
/// is shared, the bytes under it are written once).
public final class ChunkStorage: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt8>
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        self.base = .allocate(capacity: max(capacity, 1))
    }

    deinit { base.deallocate() }
}

/// One block of input bytes and the items that lie wholly inside it.
///
/// Every item in the block is followed by exactly one separator byte (the last item of the input
/// gets one written for it), so item `k` is `bytes[starts[k] ..< starts[k + 1] - 1]`. A chunk is
/// a value: a copy taken while the reader goes on appending keeps seeing its own items.
public struct Chunk: Sendable {
    let storage: ChunkStorage
    /// Where each item starts, plus one past the separator of the last complete item.
    var starts: [UInt32] = [0]

    init(capacity: Int) { storage = ChunkStorage(capacity: capacity) }

    /// The number of complete items.
    public var count: Int { starts.count - 1 }

    /// The bytes of item `k` (separator excluded).
    @inline(__always)
    public func item(_ k: Int) -> UnsafeBufferPointer<UInt8> {
        let s = Int(starts[k]), e = Int(starts[k + 1]) - 1
        return UnsafeBufferPointer(start: storage.base + s, count: e - s)
    }
}
