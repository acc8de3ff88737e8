/// The builder of a reader's store: lines (`ItemStoreBuilder`) or JSON items
/// (`JSONItemBuilder`, `--input json`), read the same way (`reserve`, `commit`, `finish`).
public struct InputBuilder: ReadBuffer {
    /// What `--input json` reads: where the items are and what is shown of them.
    public struct JSONSettings: Sendable {
        /// `--input-items`: the path of the items in each top-level value.
        public var itemsPath: JSONPath?
        /// `--with-nth`'s template of paths (nil: the default shown text).
        public var withNth: FieldTemplate?

        public init(itemsPath: JSONPath? = nil, withNth: FieldTemplate? = nil) {
            self.itemsPath = itemsPath
            self.withNth = withNth
        }
    }

    // One of the two is set: optionals mutate in place, where an enum's payload would be
    // copied out (and its arrays with it) at every read.
    private var lines: ItemStoreBuilder?
    private var json: JSONItemBuilder?

    /// A builder of lines.
    public init(_ lines: ItemStoreBuilder) {
        self.lines = lines
    }

    /// A builder of JSON items.
    public init(_ json: JSONItemBuilder) {
        self.json = json
    }

    /// Every complete item so far (see `ItemStoreBuilder.store`).
    public var store: ItemStore { json?.store ?? lines!.store }

    /// The full chunks of what is matched (the shown text of JSON items).
    public var searchedSealedStore: ItemStore { json?.searchedSealedStore ?? lines!.sealedStore }

    public var count: Int { json?.count ?? lines!.count }
    public var headerCount: Int { json?.headerCount ?? lines!.headerCount }
    public var itemLimit: Int { json?.itemLimit ?? lines!.itemLimit }
    public var isUnfinishedTooLong: Bool { json?.isUnfinishedTooLong ?? lines!.isUnfinishedTooLong }

    /// The input's first fault as JSON, with how many there were (nil for lines).
    public var jsonProblems: (first: JSONScanner.Problem, count: Int)? {
        guard let json, let first = json.firstProblem else { return nil }
        return (first, json.problemCount)
    }

    /// Whether chunks are let go once handed over (only lines: JSON items are printed from
    /// the store, and matched on their shown text).
    public var canForgetSealed: Bool { json == nil }

    public mutating func reserve() -> UnsafeMutableBufferPointer<UInt8> {
        json != nil ? json!.reserve() : lines!.reserve()
    }

    public mutating func commit(_ n: Int) {
        if json != nil { json!.commit(n) } else { lines!.commit(n) }
    }

    public mutating func dropUnfinished() {
        if json != nil { json!.dropUnfinished() } else { lines!.dropUnfinished() }
    }

    public mutating func finish() {
        if json != nil { json!.finish() } else { lines!.finish() }
    }

    public mutating func forgetSealed() {
        if json == nil { lines!.forgetSealed() }
    }
}
