/// Where the view gets the text of an item row and which of its characters matched.
public protocol RowSource {
    /// The text shown for `item`, and the matched offsets in it (the matcher's units).
    mutating func row(_ item: Int) -> (text: [UInt8], highlights: [Int])
    /// The same, of an item's first `limit` bytes (`row(_:)` shows `DisplayText.shownLimit`).
    mutating func row(_ item: Int, limit: Int) -> (text: [UInt8], highlights: [Int])
    /// The item's own styles over that text (`--ansi`), by byte offset.
    func spans(_ item: Int) -> [StyleSpan]
}

extension RowSource {
    public func spans(_ item: Int) -> [StyleSpan] { [] }
    public mutating func row(_ item: Int, limit: Int) -> (text: [UInt8], highlights: [Int]) { row(item) }
}

/// Rows from an item store, highlighted by matching the current query again (only the few rows
/// on screen are matched here).
public struct MatchedRows: RowSource {
    let store: ItemStore
    var matcher: Matcher

    public init(store: ItemStore, matcher: Matcher) {
        self.store = store
        self.matcher = matcher
    }

    public mutating func row(_ item: Int) -> (text: [UInt8], highlights: [Int]) {
        row(item, limit: DisplayText.shownLimit)
    }

    public mutating func row(_ item: Int, limit: Int) -> (text: [UInt8], highlights: [Int]) {
        guard store.holds(item) else { return ([], []) }
        // A huge item is shown, and highlighted, from its start only: drawing a frame must not
        // cost time or memory in proportion to a line of megabytes.
        let bytes = DisplayText.shownPart(store.item(item), limit: limit)
        let text = matcher.searchedText(bytes)
        let hit = matcher.query.isEmpty ? nil : matcher.match(bytes, positions: true)
        return (text, hit?.positions ?? [])
    }

    /// The item's styles; none with `--with-nth`, whose text is not the item's (the fields are
    /// shown plain).
    public func spans(_ item: Int) -> [StyleSpan] {
        guard store.holds(item), matcher.configuration.withNth == nil else { return [] }
        return store.spans(item)
    }
}
