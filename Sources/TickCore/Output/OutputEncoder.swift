/// Turns the chosen items into the bytes tick prints, in any format of SPEC §5.
///
/// Items are fed one at a time so a long result can be written in pieces (`take()` hands over
/// what is ready). JSON needs the whole list before `--json-object` keys can be checked, so
/// keys are remembered as they come and a duplicate is reported as an error naming it.
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
    private var out: [UInt8] = []
    private var count = 0
    private var seenKeys: [[UInt8]: Int] = [:]
    /// How many items had bytes that JSON could not carry and were replaced.
    public private(set) var replacedItems = 0

    public init(format: OutputFormat, query: [UInt8]? = nil, acceptKey: [UInt8]? = nil) {
        self.format = format
        self.query = query
        self.acceptKey = acceptKey
        begin()
    }

    private var wrapped: Bool { query != nil || acceptKey != nil }

    private mutating func begin() {
        switch format {
        case .lines(let terminator):
            if let query { out.append(contentsOf: query); out.append(terminator) }
            if let acceptKey { out.append(contentsOf: acceptKey); out.append(terminator) }
        case .jsonArray, .jsonObject, .jsonLines:
            if wrapped {
                out.append(UInt8(ascii: "{"))
                JSONText.appendKey("query", to: &out)
                JSONText.appendString(query ?? [], to: &out)
                out.append(UInt8(ascii: ","))
                JSONText.appendKey("key", to: &out)
                JSONText.appendString(acceptKey ?? [], to: &out)
                out.append(UInt8(ascii: ","))
                JSONText.appendKey("selected", to: &out)
            }
            switch format {
            case .jsonObject: out.append(UInt8(ascii: "{"))
            case .jsonLines: if wrapped { out.append(UInt8(ascii: "[")) }
            default: out.append(UInt8(ascii: "["))
            }
        }
    }

    /// Adds one item.
    public mutating func add(_ item: OutputItem) throws(Failure) {
        var valid = true
        switch format {
        case .lines(let terminator):
            out.append(contentsOf: item.value)
            out.append(terminator)
        case .jsonArray:
            if count > 0 { out.append(UInt8(ascii: ",")) }
            valid = JSONText.appendString(item.value, to: &out)
        case .jsonObject:
            // Keys are compared as JSON will carry them: two keys that differ only in invalid
            // bytes both become U+FFFD and would collide in the reader.
            let key = item.key ?? Array(String(item.index).utf8)
            var encodedKey: [UInt8] = []
            valid = JSONText.appendString(key, to: &encodedKey)
            if let first = seenKeys[encodedKey] { throw .duplicateKey(key: key, first: first, second: item.index) }
            seenKeys[encodedKey] = item.index
            if count > 0 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: encodedKey)
            out.append(UInt8(ascii: ":"))
            valid = JSONText.appendString(item.value, to: &out) && valid
        case .jsonLines:
            if wrapped && count > 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "{"))
            JSONText.appendKey("index", to: &out)
            out.append(contentsOf: Array(String(item.index).utf8))
            out.append(UInt8(ascii: ","))
            JSONText.appendKey("text", to: &out)
            valid = JSONText.appendString(item.text, to: &out)
            out.append(UInt8(ascii: ","))
            JSONText.appendKey("value", to: &out)
            valid = JSONText.appendString(item.value, to: &out) && valid
            if let key = item.key {
                out.append(UInt8(ascii: ","))
                JSONText.appendKey("key", to: &out)
                valid = JSONText.appendString(key, to: &out) && valid
            }
            out.append(UInt8(ascii: "}"))
            if !wrapped { out.append(0x0A) }
        }
        if !valid { replacedItems += 1 }
        count += 1
    }

    /// Closes the document; call once, after the last item.
    public mutating func finish() {
        switch format {
        case .lines: return
        case .jsonArray: out.append(UInt8(ascii: "]"))
        case .jsonObject: out.append(UInt8(ascii: "}"))
        case .jsonLines:
            guard wrapped else { return }
            out.append(UInt8(ascii: "]"))
        }
        if wrapped { out.append(UInt8(ascii: "}")) }
        out.append(0x0A)
    }

    /// The bytes ready so far; they are handed over and forgotten.
    public mutating func take() -> [UInt8] {
        defer { out.removeAll(keepingCapacity: true) }
        return out
    }

    /// The number of bytes waiting to be taken.
    public var pending: Int { out.count }
}
