extension JSONScanner {
    static let trueBytes = Array("true".utf8), falseBytes = Array("false".utf8), nullBytes = Array("null".utf8)

    /// A byte between tokens. Inlined into `scan`: between the tokens of compact JSON a call per
    /// byte cost as much as the work.
    @inline(__always)
    mutating func structure(_ b: UInt8, at i: Int) {
        switch b {
        case 0x20, 0x09, 0x0D: takePending(); return
        case 0x0A: takePending(); line += 1; return
        case 0x00 where nulSeparates && stack.isEmpty: takePending(); return
        default: break
        }
        guard let top = stack.indices.last else {
            if needsBlank { return fail("expected a new line between values", byte: b) }
            return beginValue(b, at: i)
        }
        let frame = stack[top]
        switch frame.expect {
        case .firstKey, .key:
            if b == 0x22 {
                lex = .string
                stringIsKey = true
                key.removeAll(keepingCapacity: true)
                if frame.depth >= 0 && frame.depth < itemsPath.count, case .member = itemsPath[frame.depth] {
                    collectsKey = true
                }
            } else if b == UInt8(ascii: "}") && frame.expect == .firstKey {
                close(at: i)
            } else {
                fail("expected a member name in quotes", byte: b)
            }
        case .colon:
            if b == UInt8(ascii: ":") { stack[top].expect = .value } else { fail("expected ':' after a member name", byte: b) }
        case .value, .firstValue:
            if b == UInt8(ascii: "]") && frame.expect == .firstValue { close(at: i) } else { beginValue(b, at: i) }
        case .commaOrClose:
            if b == UInt8(ascii: ",") {
                stack[top].expect = frame.isObject ? .key : .value
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
        if let parent = stack.last {
            holdsItems = parent.holdsItems
            if parent.depth >= 0 && parent.depth < itemsPath.count {
                switch itemsPath[parent.depth] {
                case .member: if parent.isObject && parent.memberOnPath { depth = parent.depth + 1 }
                case .index(let n): if !parent.isObject && parent.index == n { depth = parent.depth + 1 }
                }
            }
        } else {
            depth = 0
        }
        let isTarget = depth == itemsPath.count
        let opensItems = isTarget && b == UInt8(ascii: "[")
        if !inItem && (holdsItems || (isTarget && !opensItems)) {
            inItem = true
            itemStart = i
            itemDepth = stack.count
            itemLine = line
        }
        switch b {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard stack.count < Self.depthLimit else { return fail("values nest deeper than \(Self.depthLimit)", byte: b) }
            let isObject = b == UInt8(ascii: "{")
            stack.append(Frame(isObject: isObject, expect: isObject ? .firstKey : .firstValue, depth: depth, holdsItems: opensItems))
        case 0x22:
            lex = .string
            stringIsKey = false
            collectsKey = false
        case UInt8(ascii: "-"), 0x30...0x39:
            lex = .number
            number = b == UInt8(ascii: "-") ? .minus : b == 0x30 ? .zero : .int
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            lex = .literal
            literal = b == UInt8(ascii: "t") ? Self.trueBytes : b == UInt8(ascii: "f") ? Self.falseBytes : Self.nullBytes
            literalAt = 1
        default:
            fail("expected a value", byte: b)
        }
    }

    /// A byte in a string that is not plain printable ASCII.
    mutating func stringByte(_ c: UInt8, at i: Int) {
        switch c {
        case 0x22:
            lex = .structure
            if stringIsKey {
                let top = stack.count - 1
                stack[top].expect = .colon
                if collectsKey {
                    collectsKey = false
                    let depth = stack[top].depth
                    guard case .member(let wanted) = itemsPath[depth] else { return }
                    stack[top].memberOnPath = Self.keyText(key) == wanted
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
            switch c {
            case 0xC2...0xDF: (utf8Left, utf8Low, utf8High) = (1, 0x80, 0xBF)
            case 0xE0: (utf8Left, utf8Low, utf8High) = (2, 0xA0, 0xBF)
            case 0xED: (utf8Left, utf8Low, utf8High) = (2, 0x80, 0x9F)
            case 0xE1...0xEF: (utf8Left, utf8Low, utf8High) = (2, 0x80, 0xBF)
            case 0xF0: (utf8Left, utf8Low, utf8High) = (3, 0x90, 0xBF)
            case 0xF1...0xF3: (utf8Left, utf8Low, utf8High) = (3, 0x80, 0xBF)
            case 0xF4: (utf8Left, utf8Low, utf8High) = (3, 0x80, 0x8F)
            default: return fail("a string holds bytes that are not UTF-8", byte: c)
            }
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

    /// Closes the container whose last byte is at `i`.
    mutating func close(at i: Int) {
        stack.removeLast()
        valueEnded(at: i + 1)
    }

    /// A value ended before `end`: an item when it is one, and its container expects what
    /// follows a value (at the top level, white space).
    @inline(__always)
    mutating func valueEnded(at end: Int) {
        if inItem && stack.count == itemDepth {
            let item = Item(start: itemStart, end: end, spansLines: line != itemLine)
            if stack.isEmpty { pending = item } else { items.append(item) }
            inItem = false
        }
        guard let top = stack.indices.last else {
            needsBlank = true
            return
        }
        stack[top].expect = .commaOrClose
        stack[top].memberOnPath = false
        if !stack[top].isObject { stack[top].index += 1 }
    }

    /// Records a problem at byte `b`: the rest of the line is skipped (the rest of the input
    /// inside an array of items, or under an items path).
    mutating func fail(_ message: String, byte b: UInt8) {
        let ends = !itemsPath.isEmpty || stack.contains { $0.holdsItems }
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
        stack.removeAll()
        lex = .structure
        inItem = false
        collectsKey = false
        needsBlank = false
        lowSurrogateDue = false
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
