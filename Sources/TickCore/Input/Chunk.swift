/// One block of input bytes and the items that lie wholly inside it.
///
/// Every item in the block is followed by exactly one separator byte (the last item of the input
/// gets one written for it), so item `k` is `bytes[starts[k] ..< starts[k + 1] - 1]`. A chunk owns
/// its memory; once sealed it never changes, so readers on other threads may share it.
public final class Chunk: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt8>
    let capacity: Int
    /// Bytes written so far.
    var used = 0
    /// Where each item starts, plus one past the separator of the last complete item.
    var starts: [UInt32] = [0]

    init(capacity: Int) {
        self.capacity = capacity
        self.base = .allocate(capacity: max(capacity, 1))
    }

    deinit { base.deallocate() }

    /// The number of complete items.
    public var count: Int { starts.count - 1 }

    /// The bytes of item `k` (separator excluded).
    @inline(__always)
    public func item(_ k: Int) -> UnsafeBufferPointer<UInt8> {
        let s = Int(starts[k]), e = Int(starts[k + 1]) - 1
        return UnsafeBufferPointer(start: base + s, count: e - s)
    }
}
