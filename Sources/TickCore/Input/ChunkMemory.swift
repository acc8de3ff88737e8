/// Where the blocks of input chunks come from, and how big a chunk is after the first.
///
/// The core takes memory from the Swift heap. The engine hands the reader large pages instead
/// (`ChunkMemory.largePages`, in `TickEngine`): a million lines fill 80 MiB, and asking the
/// kernel for it 4 KiB at a time, a page fault each, cost the reader more than reading did.
public struct ChunkMemory: Sendable {
    /// Bytes for a chunk after the first (a multiple of 4); longer items get multiples of it.
    public let chunkSize: Int
    /// A block of at least the given number of bytes, aligned to 4.
    public let allocate: @Sendable (Int) -> UnsafeMutableRawPointer
    /// Gives back a block `allocate` returned, with the byte count it was asked for.
    public let release: @Sendable (UnsafeMutableRawPointer, Int) -> Void

    public init(chunkSize: Int, allocate: @escaping @Sendable (Int) -> UnsafeMutableRawPointer,
                release: @escaping @Sendable (UnsafeMutableRawPointer, Int) -> Void) {
        precondition(chunkSize >= 1 << 12 && chunkSize % 4 == 0, "a chunk must hold at least 4 KiB")
        self.chunkSize = chunkSize
        self.allocate = allocate
        self.release = release
    }

    /// The Swift heap, in chunks of a little under 1 MiB (so that a block and the allocator's
    /// own header take whole pages).
    public static let heap = ChunkMemory(
        chunkSize: (1 << 20) - 64,
        allocate: { UnsafeMutableRawPointer.allocate(byteCount: $0, alignment: 4) },
        release: { block, _ in block.deallocate() })
}
