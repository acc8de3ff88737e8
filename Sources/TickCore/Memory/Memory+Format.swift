/// The file format of a memory, version 1: one JSON object on one line.
///
/// ```
/// {"format":"tick-memory","version":1,"query":"sw","ticked":["YWxwaGE=","Z2FtbWE="]}
/// ```
///
/// `query` is a JSON string; `ticked` holds the values in Base64, because a value is bytes
/// (invalid UTF-8, `\r`, NUL with `--read0`…) that a JSON string cannot carry exactly. Members
/// other than these are ignored, so a later version may add some; a different `version` is
/// refused rather than misread.
extension Memory {
    /// The value of `format` that marks tick's memory files.
    public static let formatName = "tick-memory"
    /// The version this tick writes and reads.
    public static let formatVersion = 1

    /// The file's bytes.
    public func encoded() -> [UInt8] {
        var out: [UInt8] = []
        out += Array("{\"format\":\"\(Self.formatName)\",\"version\":\(Self.formatVersion),\"query\":".utf8)
        Self.appendJSONString(query, to: &out)
        out += Array(",\"ticked\":[".utf8)
        for (i, value) in values.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "\""))
            out += Base64.encode(value)
            out.append(UInt8(ascii: "\""))
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
        guard version == Self.formatVersion else {
            throw MemoryFormatError("version \(versionText) is not supported (this tick reads version \(Self.formatVersion))")
        }
        guard case .string(let query) = document["query"] else { throw MemoryFormatError("no \"query\" string") }
        guard case .array(let entries) = document["ticked"] else { throw MemoryFormatError("no \"ticked\" array") }
        var values: [[UInt8]] = []
        values.reserveCapacity(entries.count)
        for (i, entry) in entries.enumerated() {
            guard case .string(let text) = entry, let value = Base64.decode(Array(text.utf8)) else {
                throw MemoryFormatError("ticked value \(i + 1) is not a Base64 string")
            }
            values.append(value)
        }
        self.init(query: query, values: values)
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
