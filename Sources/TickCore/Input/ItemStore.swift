/// All items read so far: an append-only list of byte chunks, with the header lines apart.
///
/// An item is known by its 0-based index among items (header lines are not items). Its bytes
/// are exactly what was read between separators: nothing is decoded or normalised. A store is a
/// value: a snapshot handed to another thread stays valid and unchanged while reading goes on.
public struct ItemStore: Sendable {
    public private(set) var chunks: [Chunk] = []
    /// `firstIndex[c]` is the index of chunk `c`'s first item.
    public private(set) var firstIndex: [Int] = []
    /// The lines taken as header by `--header-lines`.
    public internal(set) var header: [[UInt8]] = []
    public private(set) var count = 0

    public init() {}

    mutating func append(_ chunk: Chunk) {
        firstIndex.append(count)
        chunks.append(chunk)
        count += chunk.count
    }

    /// The bytes of item `index`.
    public func item(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        // Binary search for the chunk holding `index`.
        var lo = 0, hi = chunks.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if firstIndex[mid] <= index { lo = mid } else { hi = mid - 1 }
        }
        return chunks[lo].item(index - firstIndex[lo])
    }

    /// The item's bytes as an array (for output and tests).
    public func bytes(_ index: Int) -> [UInt8] { Array(item(index)) }
}
