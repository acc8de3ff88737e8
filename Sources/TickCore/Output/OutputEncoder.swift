/// Turns the chosen items into the bytes tick prints, in any format of docs/SPEC.md §5.
///
/// Items are fed one at a time, their bytes copied straight into one reused buffer, so a long
/// result is written in large pieces (`drain` hands over what is ready) and nothing is
/// allocated per item. A `--json-object` is held back whole until `finish()`: its keys are
/// checked as they come, and a duplicate is reported as an error naming it.
public struct OutputEncoder {
    /// What went wrong while encoding.
    public enum Failure: Error, Equatable {
        /// Two items of a `--json-object` share a key.
        case duplicateKey(key: [UInt8], first: Int, second: Int)
    }

    public let format: OutputFormat
    /// The query line, with `--print-query`.
    let query: [UInt8]?
    /// The name of the key that accepted, with `--expect` (empty for Enter).
    let acceptKey: [UInt8]?
    /// Lines `print(…)` queued: after the key line, or as `printed` in the JSON wrapper.
    let printed: [[UInt8]]
    /// The bytes written and not yet handed over.
    private var out = OutputBuffer(capacity: 1 << 17)
    private var count = 0
    private var keys = JSONKeyTable()
    /// The group whose array is open (`--json-groups`).
    private var openGroup = -1
    /// Whether nothing is handed over before `finish()` (`--json-object`).
    private let holdsBack: Bool
    private var finished = false
    /// How many items had bytes that JSON could not carry and were replaced.
    public private(set) var replacedItems = 0

    public init(format: OutputFormat, query: [UInt8]? = nil, acceptKey: [UInt8]? = nil, printed: [[UInt8]] = []) {
        self.format = format
        self.query = query
        self.acceptKey = acceptKey
        self.printed = printed
        holdsBack = format == .jsonObject
        begin()
    }

    private var wrapped: Bool { query != nil || acceptKey != nil || !printed.isEmpty }

    private mutating func begin() {
        switch format {
        case .lines(let terminator):
            if let query { out.append(query); out.append(terminator) }
            if let acceptKey { out.append(acceptKey); out.append(terminator) }
            for line in printed { out.append(line); out.append(terminator) }
        case .jsonArray, .jsonObject, .jsonLines, .jsonGroups:
            if wrapped {
                out.append(UInt8(ascii: "{"))
                JSONText.appendKey("query", to: &out)
                JSONText.appendString(query ?? [], to: &out)
                out.append(UInt8(ascii: ","))
                JSONText.appendKey("key", to: &out)
                JSONText.appendString(acceptKey ?? [], to: &out)
                out.append(UInt8(ascii: ","))
                if !printed.isEmpty {
                    JSONText.appendKey("printed", to: &out)
                    out.append(UInt8(ascii: "["))
                    for (n, line) in printed.enumerated() {
                        if n > 0 { out.append(UInt8(ascii: ",")) }
                        JSONText.appendString(line, to: &out)
                    }
                    out.append(UInt8(ascii: "]"))
                    out.append(UInt8(ascii: ","))
                }
                JSONText.appendKey("selected", to: &out)
            }
            switch format {
            case .jsonObject, .jsonGroups: out.append(UInt8(ascii: "{"))
            case .jsonLines: if wrapped { out.append(UInt8(ascii: "[")) }
            default: out.append(UInt8(ascii: "["))
            }
        }
    }

    /// Adds item `index` whose bytes are `bytes`, its value and key cut by `projection`;
    /// `shown`: the text the list showed for it, when not its bytes (`--input json`).
    /// `group`: its group, when the items have groups.
    public mutating func add(index: Int, bytes: UnsafeBufferPointer<UInt8>, shown: UnsafeBufferPointer<UInt8>? = nil,
                             group: OutputGroup? = nil, projection: inout ItemProjection) throws(Failure) {
        try projection.withItem(index: index, bytes: bytes) { (item: OutputItemView) throws(Failure) in
            var item = item
            if let shown { item.text = shown }
            item.group = group
            try add(item)
        }
    }

    /// Adds one item.
    public mutating func add(_ item: OutputItem) throws(Failure) {
        try item.withView { (view: OutputItemView) throws(Failure) in try add(view) }
    }

    /// Adds one item, copying its bytes straight into the output.
    public mutating func add(_ item: OutputItemView) throws(Failure) {
        var valid = true
        switch format {
        case .lines(let terminator):
            let value = item.value
            out.write(maxCount: value.count + 1) { at in
                if let base = value.baseAddress { at.update(from: base, count: value.count) }
                at[value.count] = terminator
                return value.count + 1
            }
        case .jsonArray:
            if count > 0 { out.append(UInt8(ascii: ",")) }
            valid = appendValue(item)
        case .jsonObject:
            valid = try addMember(item)
        case .jsonLines:
            if wrapped && count > 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "{"))
            JSONText.appendKey("index", to: &out)
            out.appendDecimal(item.index)
            out.append(UInt8(ascii: ","))
            JSONText.appendKey("text", to: &out)
            valid = JSONText.appendString(item.text, to: &out)
            out.append(UInt8(ascii: ","))
            JSONText.appendKey("value", to: &out)
            valid = appendValue(item) && valid
            if let group = item.group {
                out.append(UInt8(ascii: ","))
                JSONText.appendKey("group", to: &out)
                valid = JSONText.appendString(group.name, to: &out) && valid
            }
            if let key = item.key {
                out.append(UInt8(ascii: ","))
                JSONText.appendKey("key", to: &out)
                valid = JSONText.appendString(key, to: &out) && valid
            }
            out.append(UInt8(ascii: "}"))
            if !wrapped { out.append(0x0A) }
        case .jsonGroups:
            valid = addToGroup(item)
        }
        if !valid { replacedItems += 1 }
        count += 1
    }

    /// Writes a value of `--json-groups`, after its group's key when the group changed (items
    /// come group by group); whether no byte had to be replaced.
    private mutating func addToGroup(_ item: OutputItemView) -> Bool {
        let group = item.group ?? OutputGroup(id: 0, name: [])
        var valid = true
        if count > 0 && group.id == openGroup {
            out.append(UInt8(ascii: ","))
        } else {
            if count > 0 { out.append(Array("],".utf8)) }
            valid = JSONText.appendString(group.name, to: &out)
            out.append(Array(":[".utf8))
            openGroup = group.id
        }
        return appendValue(item) && valid
    }

    /// Writes `"key":value` of a `--json-object`, or nothing and throws when the key is taken;
    /// whether no byte had to be replaced.
    private mutating func addMember(_ item: OutputItemView) throws(Failure) -> Bool {
        let mark = out.count
        if count > 0 { out.append(UInt8(ascii: ",")) }
        // Keys are compared as JSON will carry them: two keys that differ only in invalid
        // bytes both become U+FFFD and would collide in the reader.
        let keyStart = out.count
        var valid = true
        if let key = item.key {
            valid = JSONText.appendString(key, to: &out)
        } else {
            out.append(0x22)
            out.appendDecimal(item.index)
            out.append(0x22)
        }
        if let first = keys.insert(keyStart..<out.count, item: item.index, in: out) {
            out.removeLast(from: mark)
            let key = item.key.map { Array($0) } ?? Array(String(item.index).utf8)
            throw .duplicateKey(key: key, first: first, second: item.index)
        }
        out.append(UInt8(ascii: ":"))
        return appendValue(item) && valid
    }

    /// Writes the item's value: its JSON as it is (`null` when empty), or its bytes as a
    /// string; whether no byte had to be replaced.
    private mutating func appendValue(_ item: OutputItemView) -> Bool {
        guard let json = item.json else { return JSONText.appendString(item.value, to: &out) }
        if json.isEmpty {
            out.append(Array("null".utf8))
        } else {
            out.write(maxCount: json.count) { at in
                if let base = json.baseAddress { at.update(from: base, count: json.count) }
                return json.count
            }
        }
        return true
    }

    /// Closes the document; call once, after the last item.
    public mutating func finish() {
        finished = true
        switch format {
        case .lines: return
        case .jsonArray: out.append(UInt8(ascii: "]"))
        case .jsonObject: out.append(UInt8(ascii: "}"))
        case .jsonGroups: out.append(Array((count > 0 ? "]}" : "}").utf8))
        case .jsonLines:
            guard wrapped else { return }
            out.append(UInt8(ascii: "]"))
        }
        if wrapped { out.append(UInt8(ascii: "}")) }
        out.append(0x0A)
    }

    /// The number of bytes ready to be handed over: all that is written, except that a
    /// `--json-object` is held back whole until `finish()` (a duplicate key found late must
    /// not leave half a document behind).
    public var pending: Int { holdsBack && !finished ? 0 : out.count }

    /// Calls `body` with the bytes ready (when there are any), then forgets them.
    public mutating func drain<E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> Void) throws(E) {
        guard pending > 0 else { return }
        defer { out.removeAll() }
        try out.withBytes(0..<out.count, body)
    }

    /// The bytes ready so far, as an array; they are handed over and forgotten (for tests: the
    /// writer reads the buffer in place).
    public mutating func take() -> [UInt8] {
        var bytes: [UInt8] = []
        drain { bytes = Array($0) }
        return bytes
    }

    // fzf's state actions
    /// The output of `print-query`: the query alone, as a line (with the format's terminator) or
    /// as a JSON string on a line.
    public static func queryOnly(_ query: [UInt8], format: OutputFormat) -> [UInt8] {
        var out = OutputBuffer()
        if case .lines(let terminator) = format {
            out.append(query)
            out.append(terminator)
        } else {
            JSONText.appendString(query, to: &out)
            out.append(0x0A)
        }
        return out.bytes
    }
}
