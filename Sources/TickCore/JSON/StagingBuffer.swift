/// A growable byte buffer read into in place: the unfinished JSON item and the bytes of the
/// latest read (`JSONItemBuilder`). Its memory moves only in `reserve`.
final class StagingBuffer {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    /// Where its blocks come from: the reader's large pages take one page fault where the heap's
    /// fresh memory took one per 4 KiB of the first read.
    private let memory: ChunkMemory
    /// Bytes held, from `base`.
    var count = 0

    init(capacity: Int = 1 << 16, memory: ChunkMemory = .heap) {
        self.memory = memory
        self.capacity = capacity
        base = memory.allocate(capacity).bindMemory(to: UInt8.self, capacity: capacity)
    }

    deinit { memory.release(UnsafeMutableRawPointer(base), capacity) }

    /// At least `n` free bytes after `count`, to write into (then add to `count`).
    func reserve(_ n: Int) -> UnsafeMutableBufferPointer<UInt8> {
        if capacity - count < n {
            var grown = capacity
            while grown - count < n { grown *= 2 }
            let moved = memory.allocate(grown).bindMemory(to: UInt8.self, capacity: grown)
            moved.update(from: base, count: count)
            memory.release(UnsafeMutableRawPointer(base), capacity)
            base = moved
            capacity = grown
        }
        return UnsafeMutableBufferPointer(start: base + count, count: capacity - count)
    }

    /// Drops the first `n` bytes, moving the rest down.
    func dropFirst(_ n: Int) {
        precondition(n <= count)
        if n < count { base.update(from: base + n, count: count - n) }
        count -= n
    }
}
