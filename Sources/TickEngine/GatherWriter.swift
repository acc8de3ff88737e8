import Glibc

/// Writes lines that lie in the item store straight from it, many per system call (`writev`),
/// without copying them into a buffer first.
///
/// `--filter` prints hundreds of thousands of matches in rank order, each somewhere else in
/// memory; copying each into an output buffer was a quarter of the time after reading. Each line
/// is handed over as an address and a length instead, and the kernel gathers them. An item in
/// the store is followed by the input's separator byte, so when that is the output's terminator
/// too a line goes out in one piece (consecutive items in one), and its bytes are never touched
/// here.
public final class GatherWriter {
    /// How many pieces one call hands over (the system's limit, `IOV_MAX`, is 1,024 on Linux).
    static let batch = 1024

    private let fd: Int32
    /// Whether every item is followed in the store by the terminator (the input's separator).
    private let itemsEndWithTerminator: Bool
    /// The terminator's byte, at an address that lives as long as the writer.
    private let terminatorByte: UnsafeMutablePointer<UInt8>
    private var pieces: [iovec] = []

    /// A writer to `fd` of lines ended by `terminator`, of items read with `separator`.
    public init(fd: Int32, terminator: UInt8, separator: UInt8) {
        self.fd = fd
        itemsEndWithTerminator = terminator == separator
        terminatorByte = .allocate(capacity: 1)
        terminatorByte.initialize(to: terminator)
        pieces.reserveCapacity(Self.batch)
    }

    deinit { terminatorByte.deallocate() }

    /// Adds `items` (item bytes in the store, each followed there by the input's separator) as
    /// lines; false when a write failed (`errno` says why). The caller looks up a batch of
    /// addresses before handing them over: the lookups do not wait on one another.
    public func add(_ items: [UnsafeBufferPointer<UInt8>]) -> Bool {
        for item in items {
            guard add(item) else { return false }
        }
        return true
    }

    /// Writes what is left; false when a write failed.
    public func finish() -> Bool { flush() }

    /// Adds the line `item` (its bytes in the item store) and its terminator.
    private func add(_ item: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = item.baseAddress else { return add(terminatorByte, 1) }
        if itemsEndWithTerminator { return add(start, item.count + 1) }
        return add(start, item.count) && add(terminatorByte, 1)
    }

    /// Writes every piece added; false when a write failed.
    private func flush() -> Bool {
        var first = 0
        defer { pieces.removeAll(keepingCapacity: true) }
        return pieces.withUnsafeMutableBufferPointer { all in
            while first < all.count {
                let n = writev(fd, all.baseAddress! + first, Int32(all.count - first))
                if n < 0 {
                    if Descriptor.writeMayGoOn(fd) { continue }
                    return false
                }
                // Skip what was written: whole pieces, then part of one.
                var left = n
                while first < all.count && left >= all[first].iov_len {
                    left -= all[first].iov_len
                    first += 1
                }
                if left > 0 {
                    all[first].iov_base += left
                    all[first].iov_len -= left
                }
            }
            return true
        }
    }

    private func add(_ start: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        // Bytes that follow the last piece join it.
        if let last = pieces.last, let base = last.iov_base,
           base.assumingMemoryBound(to: UInt8.self) + last.iov_len == start, start != terminatorByte {
            pieces[pieces.count - 1].iov_len += count
            return true
        }
        pieces.append(iovec(iov_base: UnsafeMutableRawPointer(mutating: start), iov_len: count))
        return pieces.count < Self.batch || flush()
    }
}
