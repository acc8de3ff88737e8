/// What the list shows and searches of a JSON item: the `--with-nth` paths, or by default the
/// item's scalar values.
public struct JSONShownText: Sendable {
    /// `--with-nth`'s template (its paths), or nil for the default.
    let template: FieldTemplate?
    private var tokens: [Range<Int>] = []
    /// The template laid out flat when it holds only text, paths and `{n}` (what `--with-nth`
    /// gives JSON items): `FieldTemplate.apply` copies each part out of its enum, a retain and
    /// a release per part and item.
    private let flat: [FlatPart]?
    /// The text of `flat`'s `.text` parts.
    private let literals: [UInt8]
    /// The template's paths (looked up when not noted).
    private let lookedUp: [JSONPath]

    /// One part of `flat`: only numbers, nothing to retain.
    private enum FlatPart {
        case text(start: Int, end: Int)
        /// The value of path `k` of `paths`.
        case path(Int)
        case index
    }

    public init(template: FieldTemplate?) {
        self.template = template
        var flat: [FlatPart]? = []
        var literals: [UInt8] = []
        var paths = 0
        for part in template?.parts ?? [] {
            switch part {
            case .text(let bytes):
                flat?.append(.text(start: literals.count, end: literals.count + bytes.count))
                literals += bytes
            case .path:
                flat?.append(.path(paths))
                paths += 1
            case .index: flat?.append(.index)
            case .fields: flat = nil
            }
        }
        self.flat = template == nil ? nil : flat
        self.literals = literals
        lookedUp = template?.paths ?? []
    }

    /// The paths whose values `append` takes, in the order of its `captured` offsets.
    public var paths: [JSONPath] { template?.paths ?? [] }

    /// Appends the shown text of `item` (one JSON value) to `out`; new lines in it become
    /// blanks, so that it stays one line. `captured`: where the values of `paths` lie in `item`
    /// (`JSONScanner.captured`), or nil to look them up.
    public mutating func append(_ item: UnsafeBufferPointer<UInt8>, index: Int, captured: UnsafeBufferPointer<Int>? = nil,
                                into out: inout [UInt8]) {
        let start = out.count
        if let flat, let captured {
            for part in flat {
                switch part {
                case .text(let from, let to): out += literals[from..<to]
                case .index: out += String(index).utf8
                case .path(let k):
                    if let range = JSONCapturePlan.value(k, of: lookedUp[k], captured: captured, in: item) { JSONValueText.append(UnsafeBufferPointer(rebasing: item[range]), into: &out) }
                }
            }
        } else if let template {
            template.apply(item, index: index, delimiter: .blanks, captured: captured, tokens: &tokens, into: &out)
        } else {
            Self.appendDefault(item, into: &out)
        }
        Self.blankNewlines(&out, from: start)
    }

    /// Turns the new lines of `out` from `start` on into blanks: sixteen bytes a test (a
    /// byte-by-byte loop over every shown text took half of `append`).
    private static func blankNewlines(_ out: inout [UInt8], from start: Int) {
        out.withUnsafeMutableBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            var i = start
            while let hit = ByteScan.firstIndex(of: 0x0A, or: 0x0A, in: base, from: i, to: bytes.count) {
                base[hit] = 0x20
                i = hit + 1
            }
        }
    }

    /// A scalar's text; an object's scalar members' texts two blanks apart; an object with no
    /// scalar member, or an array, as one line of JSON.
    static func appendDefault(_ item: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        var cursor = JSONCursor(item)
        cursor.skipBlanks()
        guard cursor.at < item.count, item[cursor.at] == UInt8(ascii: "{") else {
            JSONValueText.append(item, into: &out)
            return
        }
        let start = out.count
        var scalars = 0
        cursor.at += 1
        while true {
            cursor.skipBlanks()
            guard cursor.at < item.count, item[cursor.at] == 0x22 else { break }
            cursor.at = cursor.stringEnd(from: cursor.at)
            cursor.skipBlanks()
            guard cursor.at < item.count, item[cursor.at] == UInt8(ascii: ":") else { break }
            cursor.at += 1
            cursor.skipBlanks()
            let end = cursor.valueEnd(from: cursor.at)
            if cursor.at < end, item[cursor.at] != UInt8(ascii: "{"), item[cursor.at] != UInt8(ascii: "[") {
                if scalars > 0 { out += [0x20, 0x20] }
                scalars += 1
                JSONValueText.append(UnsafeBufferPointer(rebasing: item[cursor.at..<end]), into: &out)
            }
            cursor.at = end
            cursor.skipBlanks()
            guard cursor.at < item.count, item[cursor.at] == UInt8(ascii: ",") else { break }
            cursor.at += 1
        }
        if scalars == 0 { out.removeLast(out.count - start); JSONValueText.appendCompact(item, into: &out) }
    }
}
