/// The keys of a `--json-object` written so far, found again without copying any of them.
///
/// A key is known by where its encoded bytes sit in the output buffer (a `--json-object` is
/// held back whole, so they stay there); the table is open addressing over those ranges.
struct JSONKeyTable {
    private struct Entry {
        var start: Int
        var count: Int
        var item: Int
        var hash: Int
    }

    private var entries: [Entry] = []
    /// Entry numbers, -1 for a free slot; the count is a power of two.
    private var slots: [Int] = []

    /// Records the key at `range` of `buffer` as item `item`'s; when an earlier item has the
    /// same key, records nothing and returns that item.
    mutating func insert(_ range: Range<Int>, item: Int, in buffer: OutputBuffer) -> Int? {
        let hash = buffer.withBytes(range) { key in
            var hasher = Hasher()
            hasher.combine(bytes: UnsafeRawBufferPointer(key))
            return hasher.finalize()
        }
        if entries.count * 2 >= slots.count { rehash(slotCount: Swift.max(64, slots.count * 2)) }
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] >= 0 {
            let entry = entries[slots[slot]]
            if entry.hash == hash && entry.count == range.count && buffer.withBytes(0..<buffer.count, { all in
                all[entry.start..<(entry.start + entry.count)].elementsEqual(all[range])
            }) {
                return entry.item
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = entries.count
        entries.append(Entry(start: range.lowerBound, count: range.count, item: item, hash: hash))
        return nil
    }

    private mutating func rehash(slotCount: Int) {
        slots = [Int](repeating: -1, count: slotCount)
        let mask = slotCount - 1
        for (number, entry) in entries.enumerated() {
            var slot = entry.hash & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = number
        }
    }
}
