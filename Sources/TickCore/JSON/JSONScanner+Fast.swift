/// The scanner's fast path: an item that lies whole in the bytes at hand is read in one pass
/// (`JSONSkip` for the values no path needs, a walk down the capture plan for the others),
/// with none of the byte-by-byte machine's state kept per token. On anything else (a fault,
/// an item cut by the read's end) it leaves no trace, and the machine reads the item from its
/// first byte as it always did: the same items, values, faults and lines either way.
extension JSONScanner {
    /// Reads the item that starts at `i` (its first byte `b`, not white space) when one does
    /// and it lies whole before `end`, and returns the offset past it; nil when the byte-by-byte
    /// machine must read on from `i`.
    @inline(__always)
    mutating func fastItem(_ b: UInt8, _ base: UnsafePointer<UInt8>, at i: Int, to end: Int) -> Int? {
        if level > 0 {
            // An element of the array of items.
            guard top.holdsItems, top.expect == .value || top.expect == .firstValue, b != UInt8(ascii: "]") else { return nil }
        } else {
            // A top-level value that is an item itself (not the array whose elements are).
            guard itemsPath.isEmpty, !needsBlank, b != UInt8(ascii: "["), b != 0 else { return nil }
        }
        itemStart = i
        var newlines = 0
        let depthLeft = Self.depthLimit - level
        let e = capturing ? capturedValue(base, i, end, node: 0, depthLeft: depthLeft, newlines: &newlines)
            : JSONSkip.value(base, i, end, depthLeft: depthLeft, newlines: &newlines)
        guard e >= 0 else { return nil }
        // What the machine does at an item's first and last byte.
        inItem = true
        itemDepth = level
        itemLine = line
        line += newlines
        valueNode = -1
        valueEnded(at: e)
        return e
    }

    /// The value at `i` inside an item, on the plan's node `node` (-1: on no noted path), its
    /// noted values written to `slots` as `noteStart` and `valueEnded` write them.
    mutating func capturedValue(_ base: UnsafePointer<UInt8>, _ i: Int, _ end: Int, node: Int32, depthLeft: Int,
                                newlines: inout Int) -> Int {
        guard node >= 0 else { return JSONSkip.value(base, i, end, depthLeft: depthLeft, newlines: &newlines) }
        noteStart(node, at: i)
        let e: Int
        switch base[i] {
        case UInt8(ascii: "{") where plan.hasMembers(node):
            e = depthLeft > 0 ? capturedObject(base, i, end, node: node, depthLeft: depthLeft - 1, newlines: &newlines) : -1
        case UInt8(ascii: "[") where plan.hasElements(node):
            e = depthLeft > 0 ? capturedArray(base, i, end, node: node, depthLeft: depthLeft - 1, newlines: &newlines) : -1
        default:
            e = JSONSkip.value(base, i, end, depthLeft: depthLeft, newlines: &newlines)
        }
        if e >= 0 {
            for k in plan.slots[Int(node)].range { slots[2 * plan.slotList[k] + 1] = e - itemStart }
        }
        return e
    }

    /// An object on the plan: each member's value on the node its name leads to.
    mutating func capturedObject(_ base: UnsafePointer<UInt8>, _ i: Int, _ end: Int, node: Int32, depthLeft: Int,
                                 newlines: inout Int) -> Int {
        var j = JSONSkip.blanks(base, i &+ 1, end, &newlines)
        guard j < end else { return -1 }
        if base[j] == UInt8(ascii: "}") { return j &+ 1 }
        while true {
            guard j < end, base[j] == 0x22 else { return -1 }
            let nameEnd = JSONSkip.string(base, j, end)
            guard nameEnd >= 0 else { return -1 }
            let name = UnsafeBufferPointer(start: base + j + 1, count: nameEnd - j - 2)
            let child = name.contains(0x5C) ? Self.keyText(Array(name)).withUnsafeBufferPointer { plan.member(of: node, $0) }
                : plan.member(of: node, name)
            j = JSONSkip.blanks(base, nameEnd, end, &newlines)
            guard j < end, base[j] == UInt8(ascii: ":") else { return -1 }
            j = JSONSkip.blanks(base, j &+ 1, end, &newlines)
            guard j < end else { return -1 }
            j = capturedValue(base, j, end, node: child, depthLeft: depthLeft, newlines: &newlines)
            guard j >= 0 else { return -1 }
            j = JSONSkip.blanks(base, j, end, &newlines)
            guard j < end else { return -1 }
            if base[j] == UInt8(ascii: "}") { return j &+ 1 }
            guard base[j] == UInt8(ascii: ",") else { return -1 }
            j = JSONSkip.blanks(base, j &+ 1, end, &newlines)
        }
    }

    /// An array on the plan: each element on the node its index leads to.
    mutating func capturedArray(_ base: UnsafePointer<UInt8>, _ i: Int, _ end: Int, node: Int32, depthLeft: Int,
                                newlines: inout Int) -> Int {
        var j = JSONSkip.blanks(base, i &+ 1, end, &newlines)
        guard j < end else { return -1 }
        if base[j] == UInt8(ascii: "]") { return j &+ 1 }
        var index = 0
        while true {
            guard j < end else { return -1 }
            j = capturedValue(base, j, end, node: plan.element(of: node, index), depthLeft: depthLeft, newlines: &newlines)
            guard j >= 0 else { return -1 }
            index += 1
            j = JSONSkip.blanks(base, j, end, &newlines)
            guard j < end else { return -1 }
            if base[j] == UInt8(ascii: "]") { return j &+ 1 }
            guard base[j] == UInt8(ascii: ",") else { return -1 }
            j = JSONSkip.blanks(base, j &+ 1, end, &newlines)
        }
    }
}
