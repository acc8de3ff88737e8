/// Which group each item belongs to (`--group-nth`, `--group-pattern`): a group is its name,
/// and groups are numbered in the order they first appear in the input.
///
/// A value shared with snapshots like `ItemStore`: the builder appends, a snapshot reads the
/// items and groups it counts.
public struct GroupTable: Sendable {
    /// Item → group id.
    public private(set) var ids = AppendColumn<UInt32>(shift: 16)
    /// Group id → name.
    public private(set) var names = AppendColumn<[UInt8]>(shift: 8)

    public init() {}

    /// The number of items with a group.
    public var count: Int { ids.count }

    /// The number of groups.
    public var groupCount: Int { names.count }

    /// The group of item `index`.
    public func group(of index: Int) -> Int { Int(ids[index]) }

    /// The name of group `id`.
    public func name(_ id: Int) -> [UInt8] { names[id] }

    mutating func appendItem(group: UInt32) { ids.append(group) }

    mutating func appendGroup(_ name: [UInt8]) -> UInt32 {
        names.append(name)
        return UInt32(names.count - 1)
    }
}

/// Gives ids to group names as items arrive: the same name is the same group, a new name the
/// next id. An item whose name is the previous item's costs one comparison; another is found
/// in a hash table of the names' bytes, kept flat (no array made and hashed per item: grouping
/// 100,000 titles by their first word, that was a fifth of the time).
public struct GroupBuilder: Sendable {
    public private(set) var table = GroupTable()
    /// Open addressing: a group id, or `UInt32.max` for an empty slot; a power of two long.
    private var slots = [UInt32](repeating: .max, count: 64)
    /// Per group id: its name's hash, and where its name ends in `nameBytes` (it starts
    /// where the previous one ends).
    private var hashes: [UInt64] = []
    private var nameEnds: [Int] = []
    private var nameBytes: [UInt8] = []
    private var last: UInt32?

    public init() {}

    /// The id of the group named `name`, a new one when the name is new.
    public mutating func id(of name: UnsafeBufferPointer<UInt8>) -> UInt32 {
        if let last, isNamed(last, name) { return last }
        let hash = Self.hash(name)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != .max {
            let id = slots[slot]
            if hashes[Int(id)] == hash && isNamed(id, name) {
                last = id
                return id
            }
            slot = (slot + 1) & mask
        }
        let id = table.appendGroup(Array(name))
        hashes.append(hash)
        nameBytes.append(contentsOf: name)
        nameEnds.append(nameBytes.count)
        slots[slot] = id
        if 2 * hashes.count > slots.count { grow() }
        last = id
        return id
    }

    /// Puts the next item in group `id`.
    public mutating func addItem(group id: UInt32) { table.appendItem(group: id) }

    /// Puts the next item in the group named `name`.
    public mutating func addItem(named name: UnsafeBufferPointer<UInt8>) { addItem(group: id(of: name)) }

    /// Whether group `id` is named `name`.
    private func isNamed(_ id: UInt32, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = id == 0 ? 0 : nameEnds[Int(id) - 1], end = nameEnds[Int(id)]
        guard end - start == name.count else { return false }
        return nameBytes.withUnsafeBufferPointer { bytes in
            guard let stored = bytes.baseAddress, let wanted = name.baseAddress else { return true }
            return Self.same(stored + start, wanted, count: name.count)
        }
    }

    /// Whether the `count` bytes at `a` and `b` are the same: eight at a time (the generic
    /// `elementsEqual` took as long as hashing the name).
    @inline(__always)
    static func same(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
        var k = 0
        while k &+ 8 <= count {
            if UnsafeRawPointer(a + k).loadUnaligned(as: UInt64.self) != UnsafeRawPointer(b + k).loadUnaligned(as: UInt64.self) { return false }
            k &+= 8
        }
        while k < count {
            if a[k] != b[k] { return false }
            k &+= 1
        }
        return true
    }

    /// Twice the slots, every id placed again by its hash.
    private mutating func grow() {
        slots = [UInt32](repeating: .max, count: 2 * slots.count)
        let mask = slots.count - 1
        for (id, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != .max { slot = (slot + 1) & mask }
            slots[slot] = UInt32(id)
        }
    }

    /// FNV-1a over the bytes, mixed at the end so that the low bits (the slot) depend on all.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return (h ^ (h >> 29)) &* 0xbf58_476d_1ce4_e5b9 ^ (h >> 32)
    }
}
