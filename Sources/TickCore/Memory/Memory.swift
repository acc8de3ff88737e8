/// What `--remember NAME` keeps between runs: the query and which items were ticked.
///
/// A tick is kept as the item's identity (`ItemIdentity`: its `--key-nth` fields, else its
/// value) and its occurrence: how many earlier items had the same identity. On restore an
/// item starts ticked when both are equal to a remembered tick's, so that of two items that
/// look alike only the one the user ticked comes back (docs/SPEC.md §4).
public struct Memory: Equatable, Sendable {
    /// One remembered tick.
    public struct Tick: Hashable, Sendable {
        /// The item's identity bytes.
        public var identity: [UInt8]
        /// How many items before it in the input had the same identity (0 for the first).
        public var occurrence: Int

        public init(identity: [UInt8], occurrence: Int = 0) {
            self.identity = identity
            self.occurrence = occurrence
        }
    }

    public var query: String
    /// The ticks, in tick order.
    public var ticks: [Tick]
    /// Whether the file was written by a tick that kept values only (format version 1): such
    /// ticks are values, never `--key-nth` keys.
    public var keptValuesOnly = false

    public init(query: String = "", ticks: [Tick] = []) {
        self.query = query
        self.ticks = ticks
    }

    /// The memory of an accept: the query and the ticks of `items`, in the order given.
    public init(query: String, items: [Int], store: ItemStore, identity: ItemIdentity) {
        var identity = identity
        self.query = query
        let identities = items.map { identity.of(store.item($0)) }
        // Count, for each identity ticked, the items before each ticked one that share it.
        let wanted = Set(identities)
        var seen: [[UInt8]: Int] = [:]
        var occurrence: [Int: Int] = [:]
        let ticked = Set(items)
        for index in 0..<((items.max() ?? -1) + 1) {
            let id = identity.of(store.item(index))
            guard wanted.contains(id) else { continue }
            if ticked.contains(index) { occurrence[index] = seen[id, default: 0] }
            seen[id, default: 0] += 1
        }
        ticks = zip(items, identities).map { Tick(identity: $1, occurrence: occurrence[$0] ?? 0) }
    }
}

/// Why a memory file could not be read back.
public struct MemoryFormatError: Error, Equatable, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
}
