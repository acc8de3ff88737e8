/// Values appended one at a time and never changed afterwards, in blocks shared by every copy:
/// a snapshot copies no per-item array, and reads its values up to its own `count` while the
/// one writer appends past it (the contract `ChunkStorage` keeps for item bytes).
public struct AppendColumn<Element: Sendable>: Sendable {
    /// One block of slots, each written once by the writer before any snapshot counts it.
    final class Block: @unchecked Sendable {
        let base: UnsafeMutablePointer<Element>
        /// Slots initialised so far (the writer's alone; read only when the block is freed).
        var written = 0

        init(capacity: Int) { base = .allocate(capacity: capacity) }

        deinit {
            base.deinitialize(count: written)
            base.deallocate()
        }
    }

    private var blocks: [Block] = []
    /// log2 of a block's slots.
    private let shift: Int
    public private(set) var count = 0

    /// An empty column whose blocks hold `1 << shift` values.
    public init(shift: Int) {
        self.shift = shift
    }

    public subscript(index: Int) -> Element {
        blocks[index >> shift].base[index & ((1 << shift) - 1)]
    }

    /// Appends `value`. Only the writer appends: a snapshot that appended would write into
    /// blocks it shares.
    mutating func append(_ value: Element) {
        let slot = count & ((1 << shift) - 1)
        if slot == 0 { blocks.append(Block(capacity: 1 << shift)) }
        let block = blocks[count >> shift]
        (block.base + slot).initialize(to: value)
        block.written += 1
        count += 1
    }
}
