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
/// next id. An item whose name is the previous item's costs one comparison, no hashing.
public struct GroupBuilder: Sendable {
    public private(set) var table = GroupTable()
    private var ids: [[UInt8]: UInt32] = [:]
    private var last: (name: [UInt8], id: UInt32)?

    public init() {}

    /// The id of the group named `name`, a new one when the name is new.
    public mutating func id(of name: UnsafeBufferPointer<UInt8>) -> UInt32 {
        if let last, last.name.elementsEqual(name) { return last.id }
        let key = Array(name)
        let id: UInt32
        if let known = ids[key] {
            id = known
        } else {
            id = table.appendGroup(key)
            ids[key] = id
        }
        last = (key, id)
        return id
    }

    /// Puts the next item in group `id`.
    public mutating func addItem(group id: UInt32) { table.appendItem(group: id) }

    /// Puts the next item in the group named `name`.
    public mutating func addItem(named name: UnsafeBufferPointer<UInt8>) { addItem(group: id(of: name)) }
}
