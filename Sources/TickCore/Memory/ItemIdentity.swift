/// What tells an item apart for `--remember` and `--preselect`: its `--key-nth` fields when
/// they are given, else its value (its `--accept-nth` fields, else its bytes), without a final
/// `\r` (docs/SPEC.md §4). Across a reload, the `--id-nth` fields come first (`acrossReload`).
public struct ItemIdentity: Sendable {
    var projection: ItemProjection

    public init(options: Options) {
        self.init(fields: options.keyNth, paths: options.keyPaths, options: options)
    }

    /// The identity that carries ticks and the band across a reload: the `--id-nth` fields
    /// when given, else the identity of `--remember`.
    public static func acrossReload(_ options: Options) -> ItemIdentity {
        let paths = options.idNth == nil ? options.idPaths ?? (options.keyNth == nil ? options.keyPaths : nil) : nil
        return ItemIdentity(fields: options.idNth ?? options.keyNth, paths: paths, options: options)
    }

    /// An item's `fields` (or JSON `paths`) when given, else its value.
    private init(fields: FieldList?, paths: FieldTemplate?, options: Options) {
        projection = ItemProjection(acceptNth: paths ?? fields.map(FieldTemplate.init) ?? options.acceptNth, keyNth: nil,
                                    delimiter: options.delimiter)
    }

    /// The identity of the item whose bytes are `bytes`.
    public mutating func of(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var value = projection.withItem(index: 0, bytes: bytes) { Array($0.value) }
        if value.last == 0x0D { value.removeLast() }
        return value
    }
}
