extension JSONPath {
    /// Where the value this path names lies in `json` (one JSON value, as an item stores it),
    /// without the white space around it; nil when nothing is there.
    ///
    /// No tree is built: an object's members are walked and their keys compared (escapes
    /// decoded only in a key that has one), other values skipped. Of two members with one key
    /// the last counts, as in jq. Bytes that are not JSON find nothing, and never read past
    /// `json`.
    public func value(in json: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var cursor = JSONCursor(json)
        cursor.skipBlanks()
        // `json` is one value: it ends where its trailing white space begins (finding its end by
        // walking it would walk the whole item once more for every path).
        var end = json.count
        while end > cursor.at && JSONCursor.isBlank(json[end - 1]) { end -= 1 }
        var range = cursor.at..<(steps.isEmpty ? cursor.valueEnd(from: cursor.at) : end)
        for step in steps {
            guard let found = cursor.find(step, in: range) else { return nil }
            range = found
        }
        return range.isEmpty ? nil : range
    }
}

/// Walks JSON text that is taken to be valid, bounds checked at every byte.
struct JSONCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var at = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    static func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }

    mutating func skipBlanks() {
        while at < bytes.count && Self.isBlank(bytes[at]) { at += 1 }
    }

    /// The end of the value that starts at `start`.
    func valueEnd(from start: Int) -> Int {
        guard start < bytes.count else { return start }
        switch bytes[start] {
        case UInt8(ascii: "\""): return stringEnd(from: start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var i = start
            while i < bytes.count {
                switch bytes[i] {
                case UInt8(ascii: "\""): i = stringEnd(from: i); continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return i + 1 }
                default: break
                }
                i += 1
            }
            return bytes.count
        default:
            var i = start
            while i < bytes.count {
                let b = bytes[i]
                if Self.isBlank(b) || b == UInt8(ascii: ",") || b == UInt8(ascii: "}") || b == UInt8(ascii: "]")
                    || b == UInt8(ascii: ":") { break }
                i += 1
            }
            return i
        }
    }

    /// The end of the string whose `"` is at `start` (past its closing quote).
    func stringEnd(from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        return min(JSONBytes.stringEnd(base, from: start, to: bytes.count), bytes.count)
    }

    /// The value `step` names inside the value at `range`.
    mutating func find(_ step: JSONPath.Step, in range: Range<Int>) -> Range<Int>? {
        guard !range.isEmpty else { return nil }
        switch (step, bytes[range.lowerBound]) {
        case (.member(let key), UInt8(ascii: "{")): return member(key, in: range)
        case (.index(let n), UInt8(ascii: "[")): return element(n, in: range)
        default: return nil
        }
    }

    /// The last member named `key` of the object at `range`.
    private mutating func member(_ key: [UInt8], in range: Range<Int>) -> Range<Int>? {
        var found: Range<Int>? = nil
        at = range.lowerBound + 1
        while true {
            skipBlanks()
            guard at < range.upperBound, bytes[at] == UInt8(ascii: "\"") else { return found }
            let keyStart = at
            at = stringEnd(from: at)
            let matches = keyEquals(keyStart..<at, key)
            skipBlanks()
            guard at < range.upperBound, bytes[at] == UInt8(ascii: ":") else { return found }
            at += 1
            skipBlanks()
            let end = valueEnd(from: at)
            if matches && end > at { found = at..<end }
            at = end
            skipBlanks()
            guard at < range.upperBound, bytes[at] == UInt8(ascii: ",") else { return found }
            at += 1
        }
    }

    /// The element `n` (from the end when negative) of the array at `range`.
    private mutating func element(_ n: Int, in range: Range<Int>) -> Range<Int>? {
        var elements: [Range<Int>] = []
        at = range.lowerBound + 1
        while true {
            skipBlanks()
            guard at < range.upperBound, bytes[at] != UInt8(ascii: "]") else { break }
            let end = valueEnd(from: at)
            guard end > at else { break }
            if n >= 0 && elements.count == n { return at..<end }
            elements.append(at..<end)
            at = end
            skipBlanks()
            guard at < range.upperBound, bytes[at] == UInt8(ascii: ",") else { break }
            at += 1
        }
        guard n < 0, elements.count + n >= 0 else { return nil }
        return elements[elements.count + n]
    }

    /// Whether the JSON string at `range` (quotes included) spells `key`.
    private func keyEquals(_ range: Range<Int>, _ key: [UInt8]) -> Bool {
        guard range.count >= 2 else { return false }
        let inner = UnsafeBufferPointer(rebasing: bytes[(range.lowerBound + 1)..<(range.upperBound - 1)])
        if !inner.contains(UInt8(ascii: "\\")) { return inner.elementsEqual(key) }
        var decoded: [UInt8] = []
        JSONValueText.appendDecodedString(UnsafeBufferPointer(rebasing: bytes[range]), into: &decoded)
        return decoded == key
    }
}
