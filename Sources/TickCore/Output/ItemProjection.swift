/// Derives an item's printed value and JSON key from its bytes (`--accept-nth`, `--key-nth`).
///
/// `--accept-nth` is a field list or a template (`'{2}:{1}'`), as `--with-nth` is; printed
/// fields lose the delimiter that ends them, as fzf prints them.
///
/// Fields are cut from the item without its final `\r`; with no field list the value is the
/// item's exact bytes, `\r` included. Cut fields are built in scratch buffers that are reused
/// from item to item, so projecting allocates nothing once they have grown.
public struct ItemProjection: Sendable {
    let acceptNth: FieldTemplate?
    let keyNth: FieldList?
    let delimiter: Delimiter
    /// With `--input json`: items are JSON, printed as JSON by the JSON formats, and so is
    /// the value `--accept-nth` names by a single path.
    let jsonItems: Bool
    /// `--key-nth` as JSON paths: the key is their text.
    let keyTemplate: FieldTemplate?
    /// What `{n}` adds to an item's index: under the name fzf, `--filter` reads `--header-lines`
    /// apart from the items, and fzf counts them in `{n}` (its first item after one header line
    /// is 1), as the picker does there by keeping them as its first items.
    public var numberOffset = 0
    private var tokens: [Range<Int>] = []
    private var value: [UInt8] = []
    private var key: [UInt8] = []

    public init(acceptNth: FieldTemplate?, keyNth: FieldList?, delimiter: Delimiter, jsonItems: Bool = false,
                keyTemplate: FieldTemplate? = nil) {
        self.acceptNth = acceptNth
        self.keyNth = keyNth
        self.delimiter = delimiter
        self.jsonItems = jsonItems
        self.keyTemplate = keyTemplate
    }

    /// The projection `options` ask for.
    public init(options: Options) {
        self.init(acceptNth: options.acceptNth, keyNth: options.keyNth, delimiter: options.delimiter,
                  jsonItems: options.inputFormat == .json, keyTemplate: options.keyPaths)
    }

    /// `--accept-nth`'s one path, when it is a single path: its value is printed as JSON.
    private var singlePath: JSONPath? {
        guard jsonItems, let parts = acceptNth?.parts, parts.count == 1, case .path(let path) = parts[0] else { return nil }
        return path
    }

    /// Calls `body` with the output view of item `index` whose bytes are `bytes`; the view's
    /// value and key may live in this projection's scratch buffers until the next call.
    @inline(__always)
    public mutating func withItem<R, E: Error>(
        index: Int, bytes: UnsafeBufferPointer<UInt8>, _ body: (OutputItemView) throws(E) -> R
    ) throws(E) -> R {
        guard acceptNth != nil || keyNth != nil || keyTemplate != nil else {
            return try body(OutputItemView(index: index, text: bytes, value: bytes, json: jsonItems ? bytes : nil))
        }
        cutFields(bytes, index: index)
        let (cutValue, cutKey) = (acceptNth != nil, keyNth != nil || keyTemplate != nil)
        var json: UnsafeBufferPointer<UInt8>? = jsonItems && !cutValue ? bytes : nil
        if let path = singlePath {
            // A path that found nothing is an empty value, printed as null.
            json = path.value(in: bytes).map { UnsafeBufferPointer(rebasing: bytes[$0]) } ?? UnsafeBufferPointer(start: nil, count: 0)
        }
        return try value.withUnsafeBufferPointer { (value: UnsafeBufferPointer<UInt8>) throws(E) -> R in
            try key.withUnsafeBufferPointer { (key: UnsafeBufferPointer<UInt8>) throws(E) -> R in
                try body(OutputItemView(index: index, text: bytes, value: cutValue ? value : bytes,
                                        key: cutKey ? key : nil, json: json))
            }
        }
    }

    /// Fills the scratch value and key with the fields of `bytes` (item `index`'s) their lists
    /// select.
    private mutating func cutFields(_ bytes: UnsafeBufferPointer<UInt8>, index: Int) {
        let body = bytes.last == 0x0D ? UnsafeBufferPointer(rebasing: bytes[0..<(bytes.count - 1)]) : bytes
        if let acceptNth {
            value.removeAll(keepingCapacity: true)
            acceptNth.apply(body, index: index + numberOffset, delimiter: delimiter, strippingTrailing: true, tokens: &tokens, into: &value)
        }
        if let keyNth {
            key.removeAll(keepingCapacity: true)
            FieldSelection.join(body, fields: keyNth, delimiter: delimiter, stripTrailing: true,
                                tokens: &tokens, into: &key)
        } else if let keyTemplate {
            key.removeAll(keepingCapacity: true)
            keyTemplate.apply(body, index: index + numberOffset, delimiter: delimiter, tokens: &tokens, into: &key)
        }
    }

    /// The output view of item `index` whose bytes are `bytes`, copied into arrays.
    public mutating func item(index: Int, bytes: UnsafeBufferPointer<UInt8>) -> OutputItem {
        withItem(index: index, bytes: bytes) { view in
            OutputItem(index: index, text: Array(view.text), value: Array(view.value), key: view.key.map { Array($0) },
                       json: view.json.map { Array($0) })
        }
    }
}
