/// Fills an `ItemStore` from raw input bytes as they arrive.
///
/// Callers ask for space, read into it, and commit what they read; the builder finds the
/// separators, seals full chunks and carries a partial item over to the next chunk. A single
/// item larger than a chunk gets a chunk of its own, grown as needed. `store` may be taken at
/// any time as a snapshot of the complete items so far.
public struct ItemStoreBuilder {
    /// Bytes per chunk unless an item needs more.
    public static let chunkSize = 1 << 20

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
    private(set) var finished = false

    /// - Parameters:
    ///   - separator: `\n`, or NUL for `--read0`.
    ///   - headerLines: how many first items become the header instead.
    public init(separator: UInt8 = 0x0A, headerLines: Int = 0) {
        self.separator = separator
        self.headerLinesLeft = headerLines
        self.current = Chunk(capacity: Self.chunkSize)
    }

    /// Every complete item so far, as a snapshot that later reads do not change.
    public var store: ItemStore {
        var s = sealed
        if current.count > 0 { s.append(current) }
        return s
    }

    /// The number of complete items so far.
    public var count: Int { sealed.count + current.count }

    /// The number of header lines read so far.
    public var headerCount: Int { sealed.header.count }

    /// Space to read at least `minimum` bytes into; commit what was written with `commit(_:)`.
    public mutating func reserve(minimum: Int = 64 << 10) -> UnsafeMutableBufferPointer<UInt8> {
        // Keep one byte spare for the separator the last item may need.
        if current.storage.capacity - used - 1 < minimum { startNewChunk(needing: minimum) }
        return UnsafeMutableBufferPointer(start: current.storage.base + used,
                                          count: current.storage.capacity - used - 1)
    }

    /// Records that `n` bytes were written into the space from `reserve`.
    public mutating func commit(_ n: Int) {
        used += n
        scan()
    }

    /// Appends `bytes` (a convenience for tests and small inputs).
    public mutating func append(_ bytes: some Collection<UInt8>) {
        var rest = Array(bytes)[...]
        while !rest.isEmpty {
            let space = reserve(minimum: min(rest.count, 64 << 10))
            let n = min(space.count, rest.count)
            _ = UnsafeMutableBufferPointer(rebasing: space[0..<n]).initialize(from: rest.prefix(n))
            rest = rest.dropFirst(n)
            commit(n)
        }
    }

    /// Ends the input: a final item without a separator is kept.
    public mutating func finish() {
        guard !finished else { return }
        finished = true
        let lastStart = Int(current.starts[current.starts.count - 1])
        let storage = current.storage
        if used > lastStart {
            storage.base[used] = separator
            used += 1
            scan()
        }
    }

    private mutating func scan() {
        let base = current.storage.base
        var i = scanned
        let end = used
        while i < end {
            i = SeparatorScan.first(separator, in: base, from: i, to: end) + 1
            if i <= end { current.starts.append(UInt32(i)) }
        }
        scanned = end
        // Header lines come first: move them out of the chunk into `header`.
        while headerLinesLeft > 0 && current.count > 0 {
            sealed.header.append(Array(current.item(0)))
            current.starts.removeFirst()
            headerLinesLeft -= 1
        }
    }

    private mutating func startNewChunk(needing minimum: Int) {
        let tailStart = Int(current.starts[current.starts.count - 1])
        let old = current.storage
        let tail = used - tailStart
        var next = Chunk(capacity: max(Self.chunkSize, (tail + minimum + 1) * 2))
        next.storage.base.update(from: old.base + tailStart, count: tail)
        used = tail
        scanned = tail
        if current.count > 0 { sealed.append(current) }
        swap(&current, &next)
    }
}
