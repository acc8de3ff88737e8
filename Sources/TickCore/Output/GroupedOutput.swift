/// The printed items' groups: `--json-lines`' `group` member, and `--json-groups`' order.
public enum GroupedOutput {
    /// The group of item `index` as the output names it.
    public static func group(of index: Int, in groups: GroupTable?) -> OutputGroup? {
        guard let groups else { return nil }
        let id = groups.group(of: index)
        return OutputGroup(id: id, name: groups.name(id))
    }

    /// `indices` group by group for `--json-groups`: groups in the order they first appear in
    /// the input, each group's items in the order given. Two names that JSON writes alike (bytes
    /// that are not UTF-8 both become U+FFFD) are one key: their items go under the first.
    public static func arrange(_ indices: [Int], groups: GroupTable) -> [(index: Int, group: OutputGroup)] {
        var keyOf: [Int: OutputGroup] = [:]
        var idOfKey: [[UInt8]: OutputGroup] = [:]
        for index in indices {
            let id = groups.group(of: index)
            guard keyOf[id] == nil else { continue }
            let name = groups.name(id)
            var written = OutputBuffer()
            _ = JSONText.appendString(name, to: &written)
            let key = written.bytes
            if let first = idOfKey[key], first.id < id {
                keyOf[id] = first
            } else {
                let group = OutputGroup(id: id, name: name)
                // A later item's group may come first in the input: the lowest id keeps the key.
                if let other = idOfKey[key] {
                    for (k, v) in keyOf where v == other { keyOf[k] = group }
                }
                idOfKey[key] = group
                keyOf[id] = group
            }
        }
        let keyed = indices.enumerated().map { (position: $0.offset, index: $0.element, group: keyOf[groups.group(of: $0.element)]!) }
        return keyed.sorted { ($0.group.id, $0.position) < ($1.group.id, $1.position) }.map { ($0.index, $0.group) }
    }
}
