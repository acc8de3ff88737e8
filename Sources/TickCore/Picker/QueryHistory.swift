/// fzf's query history (`--history FILE`): the queries of earlier runs, oldest first, then the
/// query being typed, and the entry `prev-history` and `next-history` have reached.
///
/// As fzf's: the file is one query a line; an entry changed while browsing is kept for this
/// run only (the file keeps what it had), and the query a run ends with (accepted, or no match)
/// is added at the end unless empty, duplicates too, the oldest dropped past `limit`. Reading
/// and writing the file are the executable's (`QueryHistoryFile`); this is the pure part.
public struct QueryHistory: Equatable, Sendable {
    /// The file (`--history`).
    public let path: String
    /// How many queries the file keeps (`--history-size`, 1000 by default).
    public let limit: Int
    /// The file's queries, then the one being typed (the last entry).
    private(set) var entries: [String]
    /// Entries changed while browsing, by index: kept for this run, never written.
    private var changed: [Int: String] = [:]
    /// The entry shown: the last (the query being typed) until `previous` moves back.
    private(set) var position: Int

    /// The history of the file at `path` holding `text` (blank lines at either end dropped).
    public init(path: String, text: [UInt8], limit: Int) {
        self.path = path
        self.limit = limit
        var lines = String(decoding: Self.trimmingNewlines(text), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last?.isEmpty == false { lines.append("") }
        entries = lines
        position = lines.count - 1
    }

    /// Moves one query back, `current` (the query shown) being kept where it was; returns the
    /// query to show.
    public mutating func previous(from current: String) -> String {
        keep(current)
        if position > 0 { position -= 1 }
        return shown
    }

    /// Moves one query on, `current` being kept where it was; returns the query to show.
    public mutating func next(from current: String) -> String {
        keep(current)
        if position < entries.count - 1 { position += 1 }
        return shown
    }

    /// The file's text once `query` is added (the oldest queries dropped past `limit`); nil
    /// for an empty query, which is not added.
    public func text(adding query: String) -> [UInt8]? {
        guard !query.isEmpty else { return nil }
        var kept = Array(entries.dropLast()) + [query]
        if kept.count > limit { kept.removeFirst(kept.count - limit) }
        return Array((kept + [""]).joined(separator: "\n").utf8)
    }

    /// The entry shown, with its change of this run; tabs as blanks, as fzf types them.
    private var shown: String {
        let text = changed[position] ?? entries[position]
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\t" ? " " : $0 }))
    }

    /// Keeps `current` as the shown entry: the last entry itself, an earlier one as a change.
    private mutating func keep(_ current: String) {
        if position == entries.count - 1 { entries[position] = current } else { changed[position] = current }
    }

    private static func trimmingNewlines(_ text: [UInt8]) -> ArraySlice<UInt8> {
        var slice = text[...]
        while slice.first == 0x0A { slice.removeFirst() }
        while slice.last == 0x0A { slice.removeLast() }
        return slice
    }
}
