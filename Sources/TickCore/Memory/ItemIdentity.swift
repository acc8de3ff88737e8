/// What tells an item apart for `--remember` and `--preselect`: its `--key-nth` fields when
/// they are given, else its value (its `--accept-nth` fields, else its bytes), without a final
/// `\r` (docs/SPEC.md §4).
public struct ItemIdentity: Sendable {
    var projection: ItemProjection

    public init(options: Options) {
        projection = ItemProjection(acceptNth: options.keyNth.map(FieldTemplate.init) ?? options.acceptNth, keyNth: nil,
                                    delimiter: options.delimiter)
    }

    /// The identity of the item whose bytes are `bytes`.
    public mutating func of(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var value = projection.withItem(index: 0, bytes: bytes) { Array($0.value) }
        if value.last == 0x0D { value.removeLast() }
        return value
    }
}
