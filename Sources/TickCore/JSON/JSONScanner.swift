/// Finds the items of a JSON input as its bytes arrive, checking every byte (RFC 8259:
/// numbers, escapes, no raw control characters in strings, UTF-8 in strings), with no tree.
///
/// The input is a sequence of top-level values separated by white space (and NUL with
/// `--read0`). The *target* is each top-level value, or with an items path (`--input-items`)
/// the value at that path in each: a target that is an array gives its elements as items, any
/// other target is one item. Everything else is checked and dropped.
///
/// Bytes are handed over in order with `scan(_:from:to:)`, at any boundaries; offsets are the
/// caller's (a buffer it may shift down with `rebase(by:)`, keeping the unfinished item).
/// Found items and problems pile up in `items` and `problems` until taken.
public struct JSONScanner {
    /// An item found: its bytes' offsets, without white space around it.
    public struct Item: Equatable, Sendable {
        public var start: Int
        public var end: Int
        /// Whether the item's text runs over more than one line.
        public var spansLines: Bool
        /// Where the item's noted values start in `captured` (with captures).
        public var captureAt = 0
    }

    /// Bytes that are not JSON.
    public struct Problem: Equatable, Sendable {
        /// The 1-based line of the offending byte.
        public var line: Int
        public var message: String
        /// Whether the rest of the input is left out (inside the array of items, nothing can be
        /// trusted after a fault); otherwise the scanner starts again on the next line.
        public var endsInput: Bool
    }

    /// How deep values may nest.
    public static let depthLimit = 512

    let itemsPath: [JSONPath.Step]
    let nulSeparates: Bool
    /// The paths whose values are noted in each item, and whether there are any.
    let plan: JSONCapturePlan
    let capturing: Bool
    public internal(set) var items: [Item] = []
    /// For each item found, two offsets per path given (`captures`), relative to the item's
    /// start: where the path's value starts and ends; `JSONCapturePlan.missing` twice when the
    /// item has none, `JSONCapturePlan.notCaptured` twice for a path not followed.
    public internal(set) var captured: [Int] = []
    public internal(set) var problems: [Problem] = []
    /// The line being read (1-based).
    public internal(set) var line = 1
    /// Where the item being read began, if one is (or one that ended, not yet known whole).
    public var unfinishedStart: Int? { pending?.start ?? (inItem ? itemStart : nil) }
    /// Whether a problem ended the input: the rest is ignored.
    public internal(set) var isDead = false

    enum Lex { case structure, string, escape, hex, utf8, number, literal }
    enum Expect { case firstKey, key, colon, value, firstValue, commaOrClose }
    enum NumberState { case minus, zero, int, dot, frac, exp, expSign, expDigits }

    struct Frame {
        var isObject: Bool
        var expect: Expect
        /// How many steps of the items path lead here (-1: off the path).
        var depth: Int
        /// Whether this is the target array, whose elements are items.
        var holdsItems: Bool
        var index = 0
        /// Whether the member whose name was just read is the path's next step.
        var memberOnPath = false
        /// Inside an item: this value's node of `plan` (-1: on no noted path).
        var node: Int32 = -1
        /// The node of the member whose name was just read (-1: none).
        var child: Int32 = -1
    }

    /// The innermost open container (when `level` > 0), and those around it, outermost first:
    /// the top is read and changed at every token, and kept out of the array for it.
    var top = Frame(isObject: false, expect: .value, depth: -1, holdsItems: false)
    var under: [Frame] = []
    /// How many containers are open.
    var level = 0
    var lex = Lex.structure
    var skipping = false
    /// A top-level value just ended: white space must come before the next.
    var needsBlank = false
    var stringIsKey = false
    var collectsKey = false
    /// Where the name being read of a member on a noted path starts (-1: none being read).
    var keyStart = -1
    var key: [UInt8] = []
    var hexLeft = 0
    var hexValue: UInt32 = 0
    /// A `\u` escape of a high surrogate was read: the low one must follow at once.
    var lowSurrogateDue = false
    var utf8Left = 0
    var utf8Low: UInt8 = 0x80
    var utf8High: UInt8 = 0xBF
    var number = NumberState.int
    var literal: [UInt8] = []
    var literalAt = 0
    var inItem = false
    var itemStart = 0
    var itemDepth = 0
    var itemLine = 0
    /// A top-level item that ended: it is one once white space (or the end) follows it.
    var pending: Item?
    /// Whether an item that lies whole in the bytes at hand is read in one pass
    /// (`fastItem`); off only in tests, which compare both ways.
    var readsWholeItems = true
    /// The noted values of the item being read (see `captured`).
    var slots: [Int] = []
    /// The node of the scalar being read, or of the container just closed (-1: none).
    var valueNode: Int32 = -1

    /// A scanner of items at `itemsPath` (empty: each top-level value, or its elements when it
    /// is an array); `nulSeparates`: NUL separates top-level values too (`--read0`); the values
    /// at `captures` (paths in each item) are noted as the items are read (`captured`).
    public init(itemsPath: JSONPath? = nil, nulSeparates: Bool = false, captures: [JSONPath] = []) {
        self.itemsPath = itemsPath?.steps ?? []
        self.nulSeparates = nulSeparates
        plan = JSONCapturePlan(captures)
        capturing = !plan.isEmpty
        slots = Array(repeating: Int(JSONCapturePlan.notCaptured), count: 2 * captures.count)
    }

    /// Forgets the items, problems and noted values found so far (the caller took them).
    public mutating func takeFound() -> (items: [Item], problems: [Problem], captured: [Int]) {
        let found = (items, problems, captured)
        items.removeAll(keepingCapacity: true)
        problems.removeAll()
        // A top-level item not yet known whole keeps its values.
        if capturing, let at = pending?.captureAt {
            captured = Array(captured[at..<(at + slots.count)])
            pending?.captureAt = 0
        } else {
            captured.removeAll(keepingCapacity: true)
        }
        return found
    }

    /// Moves every offset held down by `shift` (the caller dropped that many bytes before the
    /// unfinished item).
    public mutating func rebase(by shift: Int) {
        itemStart -= shift
        if keyStart >= 0 { keyStart -= shift }
        pending?.start -= shift
        pending?.end -= shift
    }

    /// Reads `base[start..<end]`.
    public mutating func scan(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) {
        var i = start
        while i < end && !isDead {
            let b = base[i]
            if skipping {
                if b == 0x0A { skipping = false; line += 1 }
                i += 1
                continue
            }
            switch lex {
            case .structure:
                if b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D {
                    // A run of white space at once (indentation), then what it ends.
                    i = JSONBytes.blanksEnd(base, from: i, to: end, newlines: &line)
                    takePending()
                } else if readsWholeItems, let next = fastItem(b, base, at: i, to: end) {
                    i = next
                } else {
                    structure(b, at: i)
                    i += 1
                }
            case .string:
                if lowSurrogateDue && b != 0x5C {
                    fail("a lone surrogate in a \\u escape", byte: b)
                    i += 1
                    continue
                }
                let j = JSONBytes.plainStringEnd(base, from: i, to: end)
                if collectsKey { key.append(contentsOf: UnsafeBufferPointer(start: base + i, count: j - i)) }
                i = j
                guard i < end else { return }
                stringByte(base[i], at: i, in: base)
                i += 1
            case .utf8:
                if b < utf8Low || b > utf8High {
                    fail("a string holds bytes that are not UTF-8", byte: b)
                } else {
                    if collectsKey { key.append(b) }
                    utf8Left -= 1
                    (utf8Low, utf8High) = (0x80, 0xBF)
                    if utf8Left == 0 { lex = .string }
                }
                i += 1
            case .escape:
                switch b {
                case _ where lowSurrogateDue && b != 0x75: fail("a lone surrogate in a \\u escape", byte: b)
                case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74: lex = .string
                case 0x75: lex = .hex; hexLeft = 4; hexValue = 0
                default: fail("invalid escape in a string", byte: b)
                }
                if collectsKey { key.append(b) }
                i += 1
            case .hex:
                if (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x66) {
                    if collectsKey { key.append(b) }
                    hexLeft -= 1
                    hexValue = hexValue << 4 | UInt32(b <= 0x39 ? b - 0x30 : (b | 0x20) - 0x57)
                    if hexLeft == 0 { escapedScalarRead() }
                } else {
                    fail("expected four hexadecimal digits after \\u", byte: b)
                }
                i += 1
            case .number:
                if number == .int || number == .frac || number == .expDigits {
                    // A run of digits at once.
                    var j = i
                    while j < end && base[j] &- 0x30 < 10 { j += 1 }
                    if j > i {
                        i = j
                        continue
                    }
                }
                if let next = Self.step(number, b) {
                    number = next
                    i += 1
                } else if Self.accepts(number) {
                    lex = .structure
                    valueEnded(at: i)
                } else {
                    fail("invalid number", byte: b)
                    i += 1
                }
            case .literal:
                if b == literal[literalAt] {
                    literalAt += 1
                    i += 1
                    if literalAt == literal.count {
                        lex = .structure
                        valueEnded(at: i)
                    }
                } else {
                    fail("expected true, false or null", byte: b)
                    i += 1
                }
            }
        }
    }

    /// Ends the input (`end`: the offset past the last byte); a value left open is a problem.
    public mutating func finish(at end: Int) {
        guard !isDead, !skipping else { return }
        if lex == .number && Self.accepts(number) {
            lex = .structure
            valueEnded(at: end)
        }
        takePending()
        if lex != .structure || level > 0 {
            problems.append(Problem(line: line, message: "the input ends inside a value", endsInput: true))
            reset()
            isDead = true
        }
    }

    /// Whether `bytes` are exactly one JSON value.
    public static func isValid(_ bytes: [UInt8]) -> Bool {
        var scanner = JSONScanner()
        bytes.withUnsafeBufferPointer { p in
            if let base = p.baseAddress { scanner.scan(base, from: 0, to: p.count) }
        }
        scanner.finish(at: bytes.count)
        return scanner.problems.isEmpty && scanner.items == [Item(start: 0, end: bytes.count, spansLines: scanner.line > 1)]
    }
}
