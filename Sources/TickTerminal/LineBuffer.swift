/// Bytes read from the terminal, cut into lines.
struct LineBuffer {
    private var bytes: [UInt8] = []

    mutating func append(_ more: [UInt8]) { bytes += more }

    /// The first whole line, without its `\n`, removed from the buffer; nil until one is whole.
    mutating func takeLine() -> [UInt8]? {
        guard let end = bytes.firstIndex(of: 0x0A) else { return nil }
        let line = Array(bytes[..<end])
        bytes.removeSubrange(...end)
        return line
    }
}
