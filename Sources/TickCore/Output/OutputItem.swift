/// One chosen item as the output sees it.
public struct OutputItem: Sendable, Equatable {
    /// The 0-based index among items.
    public var index: Int
    /// The item's bytes, exactly as read.
    public var text: [UInt8]
    /// What is printed for it: the `--accept-nth` fields, or the whole item.
    public var value: [UInt8]
    /// Its `--key-nth` fields, when given.
    public var key: [UInt8]?
    /// The value as JSON, printed as it is by the JSON formats (see `OutputItemView.json`).
    public var json: [UInt8]?

    public init(index: Int, text: [UInt8], value: [UInt8], key: [UInt8]? = nil, json: [UInt8]? = nil) {
        self.index = index
        self.text = text
        self.value = value
        self.key = key
        self.json = json
    }

    /// Calls `body` with a view of this item's bytes.
    public func withView<R, E: Error>(_ body: (OutputItemView) throws(E) -> R) throws(E) -> R {
        try text.withUnsafeBufferPointer { (text: UnsafeBufferPointer<UInt8>) throws(E) -> R in
            try value.withUnsafeBufferPointer { (value: UnsafeBufferPointer<UInt8>) throws(E) -> R in
                try (json ?? []).withUnsafeBufferPointer { (json: UnsafeBufferPointer<UInt8>) throws(E) -> R in
                    let json = self.json == nil ? nil : json
                    guard let key else { return try body(OutputItemView(index: index, text: text, value: value, key: nil, json: json)) }
                    return try key.withUnsafeBufferPointer { (key: UnsafeBufferPointer<UInt8>) throws(E) -> R in
                        try body(OutputItemView(index: index, text: text, value: value, key: key, json: json))
                    }
                }
            }
        }
    }
}

/// The group of a printed item: `--json-lines`' `group`, and the keys of `--json-groups`,
/// which opens a new key whenever `id` changes.
public struct OutputGroup: Sendable, Equatable {
    public var id: Int
    public var name: [UInt8]

    public init(id: Int, name: [UInt8]) {
        self.id = id
        self.name = name
    }
}

/// One chosen item as the encoder reads it, without a copy: its buffers are borrowed and
/// valid only during the call that hands the view over.
public struct OutputItemView {
    /// The 0-based index among items.
    public var index: Int
    /// The item's bytes, exactly as read.
    public var text: UnsafeBufferPointer<UInt8>
    /// What is printed for it: the `--accept-nth` fields, or the whole item.
    public var value: UnsafeBufferPointer<UInt8>
    /// Its `--key-nth` fields, when given.
    public var key: UnsafeBufferPointer<UInt8>?
    /// With `--input json`, the value as JSON, which the JSON formats print as it is (the
    /// object itself, not a string of it); an empty one prints `null` (a path that found
    /// nothing). Nil: the JSON formats print `value` as a string.
    public var json: UnsafeBufferPointer<UInt8>?
    /// Its group (`--group-nth`, `--group-pattern`), nil without groups.
    public var group: OutputGroup?

    public init(index: Int, text: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>,
                key: UnsafeBufferPointer<UInt8>? = nil, json: UnsafeBufferPointer<UInt8>? = nil) {
        self.index = index
        self.text = text
        self.value = value
        self.key = key
        self.json = json
    }
}
