/// A growable byte buffer that output is written into, reused from one block to the next.
///
/// The storage is an array kept at its full capacity, so writers get a raw pointer to room
/// they reserved and fill it without a check per byte; `count` says how much is written.
/// Emptying keeps the capacity: a long output reuses one allocation.
public struct OutputBuffer {
    private var storage: [UInt8]
    /// The number of bytes written.
    public private(set) var count = 0

    public init(capacity: Int = 0) {
        storage = [UInt8](repeating: 0, count: capacity)
    }

    /// Calls `body` with room for at least `maxCount` bytes after the last one; `body`
    /// returns how many it wrote there.
    @inline(__always)
    mutating func write(maxCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if storage.count - count < maxCount { grow(to: count + maxCount) }
        let start = count
        count += storage.withUnsafeMutableBufferPointer { body($0.baseAddress! + start) }
    }

    private mutating func grow(to needed: Int) {
        let capacity = Swift.max(needed, storage.count * 2, 256)
        storage.append(contentsOf: repeatElement(0, count: capacity - storage.count))
    }

    /// Appends one byte.
    @inline(__always)
    public mutating func append(_ byte: UInt8) {
        write(maxCount: 1) { $0.pointee = byte; return 1 }
    }

    /// Appends `bytes`.
    @inline(__always)
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        write(maxCount: bytes.count) { $0.update(from: base, count: bytes.count); return bytes.count }
    }

    /// Appends `bytes`.
    public mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends `n` in decimal, without going through a `String`.
    public mutating func appendDecimal(_ n: Int) {
        var magnitude = n.magnitude
        var digits = 1
        var rest = magnitude / 10
        while rest > 0 { digits += 1; rest /= 10 }
        let sign = n < 0 ? 1 : 0
        write(maxCount: digits + sign) { p in
            if sign == 1 { p.pointee = UInt8(ascii: "-") }
            var at = p + sign + digits
            repeat {
                at -= 1
                at.pointee = 0x30 + UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            return digits + sign
        }
    }

    /// Drops every byte from `count` on (undoing a write that must not stay).
    public mutating func removeLast(from count: Int) {
        precondition(count >= 0 && count <= self.count, "OutputBuffer.removeLast(from:) out of range")
        self.count = count
    }

    /// Forgets every byte, keeping the capacity.
    public mutating func removeAll() { count = 0 }

    /// Calls `body` with the written bytes of `range`.
    @inline(__always)
    public func withBytes<R, E: Error>(
        _ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R
    ) throws(E) -> R {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "OutputBuffer.withBytes range out of bounds")
        return try storage.withUnsafeBufferPointer { (all: UnsafeBufferPointer<UInt8>) throws(E) -> R in
            try body(UnsafeBufferPointer(rebasing: all[range]))
        }
    }

    /// The written bytes, as an array (for tests and small outputs).
    public var bytes: [UInt8] { Array(storage[0..<count]) }
}
