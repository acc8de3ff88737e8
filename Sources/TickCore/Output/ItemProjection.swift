/// Derives an item's printed value and JSON key from its bytes (`--accept-nth`, `--key-nth`).
///
/// Fields are cut from the item without its final `\r`; with no field list the value is the
/// item's exact bytes, `\r` included.
public struct ItemProjection {
    let acceptNth: FieldList?
    let keyNth: FieldList?
    let delimiter: Delimiter
    private var tokens: [Range<Int>] = []

    public init(acceptNth: FieldList?, keyNth: FieldList?, delimiter: Delimiter) {
        self.acceptNth = acceptNth
        self.keyNth = keyNth
        self.delimiter = delimiter
    }

    /// The output view of item `index` whose bytes are `bytes`.
    public mutating func item(index: Int, bytes: UnsafeBufferPointer<UInt8>) -> OutputItem {
        let text = Array(bytes)
        var value = text
        var key: [UInt8]? = nil
        let body = bytes.last == 0x0D ? UnsafeBufferPointer(rebasing: bytes[0..<(bytes.count - 1)]) : bytes
        if let acceptNth {
            value = []
            FieldSelection.join(body, fields: acceptNth, delimiter: delimiter, stripTrailing: true,
                                tokens: &tokens, into: &value)
        }
        if let keyNth {
            var k: [UInt8] = []
            FieldSelection.join(body, fields: keyNth, delimiter: delimiter, stripTrailing: true,
                                tokens: &tokens, into: &k)
            key = k
        }
        return OutputItem(index: index, text: text, value: value, key: key)
    }
}
