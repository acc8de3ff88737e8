/// What `--remember NAME` keeps between runs: the query and the values of the ticked items.
///
/// A value is an item's exact bytes, or its `--accept-nth` fields: what tick printed for it.
/// On restore an item starts ticked when its value equals a remembered one (docs/SPEC.md §4: ticks are
/// matched by value, as `--preselect` matches).
public struct Memory: Equatable, Sendable {
    public var query: String
    public var values: [[UInt8]]

    public init(query: String = "", values: [[UInt8]] = []) {
        self.query = query
        self.values = values
    }

    /// The memory of an accept: the query and the values of `items`, in the order given.
    public init(query: String, items: some Sequence<Int>, store: ItemStore, acceptNth: FieldTemplate?, delimiter: Delimiter) {
        var projection = ItemProjection(acceptNth: acceptNth, keyNth: nil, delimiter: delimiter)
        self.query = query
        values = items.map { projection.item(index: $0, bytes: store.item($0)).value }
    }
}

/// Why a memory file could not be read back.
public struct MemoryFormatError: Error, Equatable, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
}
