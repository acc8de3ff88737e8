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
    /// Room for `batch` pieces. Raw memory and a count kept in locals while a batch is added:
    /// an array in a class property was checked for exclusive access at every line (a tenth of
    /// the printing time).
    private let pieces: UnsafeMutablePointer<iovec>
    private var used = 0

    /// A writer to `fd` of lines ended by `terminator`, of items read with `separator`.
    public init(fd: Int32, terminator: UInt8, separator: UInt8) {
        self.fd = fd
        itemsEndWithTerminator = terminator == separator
        terminatorByte = .allocate(capacity: 1)
        terminatorByte.initialize(to: terminator)
        pieces = .allocate(capacity: Self.batch)
    }

    deinit {
        terminatorByte.deallocate()
        pieces.deallocate()
    }

    /// Adds `items` (item bytes in the store, each followed there by the input's separator) as
    /// lines; false when a write failed (`errno` says why). The caller looks up a batch of
    /// addresses before handing them over: the lookups do not wait on one another.
    public func add(_ items: [UnsafeBufferPointer<UInt8>]) -> Bool {
        var n = used
        defer { used = n }
        for item in items {
            if let start = item.baseAddress {
                if itemsEndWithTerminator {
                    guard add(start, item.count + 1, &n) else { return false }
                } else {
                    guard add(start, item.count, &n), add(terminatorByte, 1, &n) else { return false }
                }
            } else {
                guard add(terminatorByte, 1, &n) else { return false }
            }
        }
        return true
    }

    /// Writes what is left; false when a write failed.
    public func finish() -> Bool {
        defer { used = 0 }
        return flush(used)
    }

    /// Writes the first `count` pieces; false when a write failed.
    private func flush(_ count: Int) -> Bool {
        var first = 0
        while first < count {
            let n = writev(fd, pieces + first, Int32(count - first))
            if n < 0 {
                if Descriptor.writeMayGoOn(fd) { continue }
                return false
            }
            // Skip what was written: whole pieces, then part of one.
            var left = n
            while first < count && left >= pieces[first].iov_len {
                left -= pieces[first].iov_len
                first += 1
            }
            if left > 0 {
                pieces[first].iov_base += left
                pieces[first].iov_len -= left
            }
        }
        return true
    }

    /// Adds a piece after the `n` held (writing them out when that fills the room).
    @inline(__always)
    private func add(_ start: UnsafePointer<UInt8>, _ count: Int, _ n: inout Int) -> Bool {
        // Bytes that follow the last piece join it.
        if n > 0, let base = pieces[n - 1].iov_base,
           base.assumingMemoryBound(to: UInt8.self) + pieces[n - 1].iov_len == start, start != terminatorByte {
            pieces[n - 1].iov_len += count
            return true
        }
        pieces[n] = iovec(iov_base: UnsafeMutableRawPointer(mutating: start), iov_len: count)
        n += 1
        guard n == Self.batch else { return true }
        defer { n = 0 }
        return flush(n)
    }
}
