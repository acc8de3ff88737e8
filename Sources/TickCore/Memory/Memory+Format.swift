/// The file format of a memory, version 2: one JSON object on one line.
///
/// ```
/// {"format":"tick-memory","version":2,"query":"sw","ticked":[{"identity":"YWxwaGE=","occurrence":0}]}
/// ```
///
/// `query` is a JSON string; each tick holds the item's identity in Base64, because it is
/// bytes (invalid UTF-8, NUL with `--read0`…) that a JSON string cannot carry exactly, and its
/// occurrence among items with that identity. Members other than these are ignored, so a later
/// version may add some; a version other than 1 and 2 is refused rather than misread.
/// Version 1 (`"ticked":["YWxwaGE=",…]`, values only) is read as values: the k-th copy of a
/// value is its k-th occurrence, which prints what was printed, and `keptValuesOnly` says so.
extension Memory {
    /// The value of `format` that marks tick's memory files.
    public static let formatName = "tick-memory"
    /// The version this tick writes.
    public static let formatVersion = 2

    /// The file's bytes.
    public func encoded() -> [UInt8] {
        var out: [UInt8] = []
        out += Array("{\"format\":\"\(Self.formatName)\",\"version\":\(Self.formatVersion),\"query\":".utf8)
        Self.appendJSONString(query, to: &out)
        out += Array(",\"ticked\":[".utf8)
        for (i, tick) in ticks.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            out += Array("{\"identity\":\"".utf8)
            out += Base64.encode(tick.identity)
            out += Array("\",\"occurrence\":\(tick.occurrence)}".utf8)
        }
        out += Array("]}\n".utf8)
        return out
    }

    /// Reads a memory file back; the error says what is wrong with it.
    public init(decoding bytes: [UInt8]) throws(MemoryFormatError) {
        let document: JSONValue
        do { document = try JSONValue.parse(bytes) } catch { throw MemoryFormatError("not valid JSON: \(error.message)") }
        guard case .object = document else { throw MemoryFormatError("not a JSON object") }
        guard document["format"] == .string(Self.formatName) else {
            throw MemoryFormatError("not a tick memory file (no \"format\":\"\(Self.formatName)\")")
        }
        guard case .number(let versionText) = document["version"], let version = Int(versionText) else {
            throw MemoryFormatError("no version number")
        }
        guard version == 1 || version == Self.formatVersion else {
            throw MemoryFormatError("version \(versionText) is not supported (this tick reads versions 1 and \(Self.formatVersion))")
        }
        guard case .string(let query) = document["query"] else { throw MemoryFormatError("no \"query\" string") }
        guard case .array(let entries) = document["ticked"] else { throw MemoryFormatError("no \"ticked\" array") }
        var ticks: [Tick] = []
        ticks.reserveCapacity(entries.count)
        var copies: [[UInt8]: Int] = [:]
        for (i, entry) in entries.enumerated() {
            if version == 1 {
                guard case .string(let text) = entry, let value = Base64.decode(Array(text.utf8)) else {
                    throw MemoryFormatError("ticked value \(i + 1) is not a Base64 string")
                }
                var identity = value
                if identity.last == 0x0D { identity.removeLast() }
                ticks.append(Tick(identity: identity, occurrence: copies[identity, default: 0]))
                copies[identity, default: 0] += 1
                continue
            }
            guard case .string(let text)? = entry["identity"], let identity = Base64.decode(Array(text.utf8)) else {
                throw MemoryFormatError("tick \(i + 1) has no Base64 \"identity\" string")
            }
            guard case .number(let count)? = entry["occurrence"], let occurrence = Int(count), occurrence >= 0 else {
                throw MemoryFormatError("tick \(i + 1) has no \"occurrence\" count")
            }
            ticks.append(Tick(identity: identity, occurrence: occurrence))
        }
        self.init(query: query, ticks: ticks)
        keptValuesOnly = version == 1
    }

    /// Appends `text` as a JSON string (a Swift string is valid Unicode: only `"`, `\` and
    /// control characters need escapes).
    static func appendJSONString(_ text: String, to out: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        out.append(UInt8(ascii: "\""))
        for b in text.utf8 {
            switch b {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                out += [UInt8(ascii: "\\"), b]
            case 0..<0x20, 0x7F:
                out += Array("\\u00".utf8) + [hex[Int(b >> 4)], hex[Int(b & 15)]]
            default:
                out.append(b)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
