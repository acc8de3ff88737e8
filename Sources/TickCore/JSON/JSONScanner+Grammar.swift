extension JSONScanner {
    static let trueBytes = Array("true".utf8), falseBytes = Array("false".utf8), nullBytes = Array("null".utf8)

    /// A byte between tokens. Inlined into `scan`: between the tokens of compact JSON a call per
    /// byte cost as much as the work.
    @inline(__always)
    mutating func structure(_ b: UInt8, at i: Int) {
        switch b {
        case 0x20, 0x09, 0x0D: takePending(); return
        case 0x0A: takePending(); line += 1; return
        case 0x00 where nulSeparates && level == 0: takePending(); return
        default: break
        }
        guard level > 0 else {
            if needsBlank { return fail("expected a new line between values", byte: b) }
            return beginValue(b, at: i)
        }
        let frame = top
        switch frame.expect {
        case .firstKey, .key:
            if b == 0x22 {
                lex = .string
                stringIsKey = true
                if frame.node >= 0 {
                    // Inside an item: its bytes stay in the caller's buffer, where the name is read.
                    keyStart = plan.hasMembers(frame.node) ? i + 1 : -1
                } else if frame.depth >= 0 && frame.depth < itemsPath.count, case .member = itemsPath[frame.depth] {
                    key.removeAll(keepingCapacity: true)
                    collectsKey = true
                }
            } else if b == UInt8(ascii: "}") && frame.expect == .firstKey {
                close(at: i)
            } else {
                fail("expected a member name in quotes", byte: b)
            }
        case .colon:
            if b == UInt8(ascii: ":") { top.expect = .value } else { fail("expected ':' after a member name", byte: b) }
        case .value, .firstValue:
            if b == UInt8(ascii: "]") && frame.expect == .firstValue { close(at: i) } else { beginValue(b, at: i) }
        case .commaOrClose:
            if b == UInt8(ascii: ",") {
                top.expect = frame.isObject ? .key : .value
            } else if b == UInt8(ascii: frame.isObject ? "}" : "]") {
                close(at: i)
            } else {
                fail(frame.isObject ? "expected ',' or '}'" : "expected ',' or ']'", byte: b)
            }
        }
    }

    /// The first byte of a value.
    mutating func beginValue(_ b: UInt8, at i: Int) {
        var depth = -1
        var holdsItems = false
        // Inside an item no value is on the items path (the item's own members are below the
        // path's end): the walk down the path is for values outside items.
        if !inItem && level == 0 {
            depth = 0
        } else if !inItem {
            let parent = top
            holdsItems = parent.holdsItems
            if parent.depth >= 0 && parent.depth < itemsPath.count {
                switch itemsPath[parent.depth] {
                case .member: if parent.isObject && parent.memberOnPath { depth = parent.depth + 1 }
                case .index(let n): if !parent.isObject && parent.index == n { depth = parent.depth + 1 }
                }
            }
        }
        let isTarget = depth == itemsPath.count
        let opensItems = isTarget && b == UInt8(ascii: "[")
        var node: Int32 = -1
        if !inItem && (holdsItems || (isTarget && !opensItems)) {
            inItem = true
            itemStart = i
            itemDepth = level
            itemLine = line
            if capturing { node = 0 }
        } else if capturing && inItem && level > 0 && top.node >= 0 {
            node = top.isObject ? top.child : plan.element(of: top.node, top.index)
        }
        if node >= 0 { noteStart(node, at: i) }
        switch b {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard level < Self.depthLimit else { return fail("values nest deeper than \(Self.depthLimit)", byte: b) }
            let isObject = b == UInt8(ascii: "{")
            push(Frame(isObject: isObject, expect: isObject ? .firstKey : .firstValue, depth: depth, holdsItems: opensItems, node: node))
        case 0x22:
            lex = .string
            stringIsKey = false
            collectsKey = false
            valueNode = node
        case UInt8(ascii: "-"), 0x30...0x39:
            valueNode = node
            lex = .number
            number = b == UInt8(ascii: "-") ? .minus : b == 0x30 ? .zero : .int
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            valueNode = node
            lex = .literal
            literal = b == UInt8(ascii: "t") ? Self.trueBytes : b == UInt8(ascii: "f") ? Self.falseBytes : Self.nullBytes
            literalAt = 1
        default:
            fail("expected a value", byte: b)
        }
    }

    /// A byte in a string that is not plain printable ASCII.
    mutating func stringByte(_ c: UInt8, at i: Int, in base: UnsafePointer<UInt8>) {
        switch c {
        case 0x22:
            lex = .structure
            if stringIsKey {
                top.expect = .colon
                let node = top.node
                if keyStart >= 0 && node >= 0 {
                    let name = UnsafeBufferPointer(start: base + keyStart, count: i - keyStart)
                    let child = name.contains(0x5C) ? Self.keyText(Array(name)).withUnsafeBufferPointer { plan.member(of: node, $0) }
                        : plan.member(of: node, name)
                    top.child = child
                    keyStart = -1
                } else if collectsKey {
                    collectsKey = false
                    let depth = top.depth
                    guard case .member(let wanted) = itemsPath[depth] else { return }
                    top.memberOnPath = Self.keyText(key) == wanted
                }
            } else {
                valueEnded(at: i + 1)
            }
        case 0x5C:
            lex = .escape
            if collectsKey { key.append(c) }
        case 0..<0x20:
            fail("a string holds a control character (write it as an escape)", byte: c)
        default:
            guard let lead = JSONBytes.utf8Lead(c) else { return fail("a string holds bytes that are not UTF-8", byte: c) }
            (utf8Left, utf8Low, utf8High) = lead
            lex = .utf8
            if collectsKey { key.append(c) }
        }
    }

    /// The four digits of a `\u` escape were read: surrogates must come in pairs.
    mutating func escapedScalarRead() {
        let high = hexValue >= 0xD800 && hexValue < 0xDC00
        let low = hexValue >= 0xDC00 && hexValue < 0xE000
        if lowSurrogateDue != low {
            lowSurrogateDue = false
            return fail("a lone surrogate in a \\u escape", byte: 0x30)
        }
        lowSurrogateDue = high
        lex = .string
    }

    /// The characters of a member name read raw (escapes decoded).
    static func keyText(_ raw: [UInt8]) -> [UInt8] {
        guard raw.contains(0x5C) else { return raw }
        let quoted = [0x22] + raw + [0x22]
        var out: [UInt8] = []
        quoted.withUnsafeBufferPointer { JSONValueText.appendDecodedString($0, into: &out) }
        return out
    }

    /// Opens a container: `frame` becomes the top, the one it was goes under it.
    @inline(__always)
    mutating func push(_ frame: Frame) {
        if level > 0 { under.append(top) }
        top = frame
        level += 1
    }

    /// Closes the top container: the one under it becomes the top.
    @inline(__always)
    mutating func pop() {
        level -= 1
        if level > 0 { top = under.removeLast() }
    }

    /// Closes the container whose last byte is at `i`.
    mutating func close(at i: Int) {
        valueNode = top.node
        pop()
        valueEnded(at: i + 1)
    }

    /// A value on a noted path begins at `i`: the values of the paths through it are cleared
    /// (an earlier member with the same key had them), and the paths that end at it start.
    mutating func noteStart(_ node: Int32, at i: Int) {
        for k in plan.below[Int(node)].range {
            let slot = plan.slotList[k]
            (slots[2 * slot], slots[2 * slot + 1]) = (Int(JSONCapturePlan.missing), Int(JSONCapturePlan.missing))
        }
        for k in plan.slots[Int(node)].range { slots[2 * plan.slotList[k]] = i - itemStart }
    }

    /// A value ended before `end`: an item when it is one, and its container expects what
    /// follows a value (at the top level, white space).
    @inline(__always)
    mutating func valueEnded(at end: Int) {
        if valueNode >= 0 {
            for k in plan.slots[Int(valueNode)].range { slots[2 * plan.slotList[k] + 1] = end - itemStart }
            valueNode = -1
        }
        if inItem && level == itemDepth {
            var item = Item(start: itemStart, end: end, spansLines: line != itemLine)
            if capturing {
                item.captureAt = captured.count
                // Through a buffer pointer: appending the array itself retained and released it
                // for every item.
                slots.withUnsafeBufferPointer { captured.append(contentsOf: $0) }
            }
            if level == 0 { pending = item } else { items.append(item) }
            inItem = false
        }
        guard level > 0 else {
            needsBlank = true
            return
        }
        top.expect = .commaOrClose
        top.memberOnPath = false
        top.child = -1
        if !top.isObject { top.index += 1 }
    }

    /// Records a problem at byte `b`: the rest of the line is skipped (the rest of the input
    /// inside an array of items, or under an items path).
    mutating func fail(_ message: String, byte b: UInt8) {
        let ends = !itemsPath.isEmpty || (level > 0 && top.holdsItems) || under.contains { $0.holdsItems }
        problems.append(Problem(line: line, message: message, endsInput: ends))
        reset()
        if ends {
            isDead = true
        } else if b == 0x0A {
            line += 1
        } else {
            skipping = true
        }
    }

    /// White space (or the end) came after a top-level value: it is whole.
    mutating func takePending() {
        needsBlank = false
        if let item = pending { items.append(item) }
        pending = nil
    }

    mutating func reset() {
        pending = nil
        under.removeAll()
        level = 0
        lex = .structure
        inItem = false
        collectsKey = false
        keyStart = -1
        needsBlank = false
        lowSurrogateDue = false
        valueNode = -1
    }

    /// The number state after byte `b`, or nil when `b` does not continue the number.
    static func step(_ state: NumberState, _ b: UInt8) -> NumberState? {
        let digit = b >= 0x30 && b <= 0x39
        let e = b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
        switch state {
        case .minus: return b == 0x30 ? .zero : digit ? .int : nil
        case .zero: return b == UInt8(ascii: ".") ? .dot : e ? .exp : nil
        case .int: return digit ? .int : b == UInt8(ascii: ".") ? .dot : e ? .exp : nil
        case .dot: return digit ? .frac : nil
        case .frac: return digit ? .frac : e ? .exp : nil
        case .exp: return b == UInt8(ascii: "+") || b == UInt8(ascii: "-") ? .expSign : digit ? .expDigits : nil
        case .expSign, .expDigits: return digit ? .expDigits : nil
        }
    }

    /// Whether a number may end in `state`.
    static func accepts(_ state: NumberState) -> Bool {
        state == .zero || state == .int || state == .frac || state == .expDigits
    }
}
