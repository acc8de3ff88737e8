/// What `GET /` answers: the picker's state as fzf's JSON, and what tick adds.
///
/// Taken from the state on the picker's thread at the cost of a few copies (the store and the
/// matches are shared snapshots), then written out on the server's thread: a report of many
/// items never holds up a key.
public struct StateReport: Sendable {
    let store: ItemStore
    let results: RankedList
    let reading: Bool
    let finished: Bool
    let query: String
    let position: Int
    let sort: Bool
    let current: Int?
    let selection: Selection
    let order: Options.Order
    let compiled: CompiledQuery
    let configuration: Matcher.Configuration

    /// The report of `state` as it is now.
    public init(_ state: PickerState) {
        store = state.store
        results = state.results
        reading = state.loading
        finished = state.resultsAreCurrent
        query = state.query.text
        position = state.cursor
        sort = state.scripted.sorting
        current = state.bandItem
        selection = state.ticks.selection
        order = state.config.options.order
        let base = state.config.options.matcherConfiguration
        compiled = state.resultsRequest?.compiled ?? CompiledQuery(Query(""))
        configuration = state.resultsRequest?.configuration(base) ?? base
    }

    /// The JSON text: fzf's fields (`reading`, `progress`, `query`, `position`, `sort`,
    /// `totalCount`, `matchCount`, `current`, `matches` and `selected`), then tick's own:
    /// `hiddenSelected` (the ticked items the query hides, in tick order) and `printOrder` (the
    /// ticked items' indices in the order tick would print them); each list holds `limit` of
    /// its elements from `offset`.
    public func json(limit: Int, offset: Int) -> [UInt8] {
        var matcher = Matcher(compiled: compiled, configuration: configuration)
        let ticked = selection.inTickOrder
        var out = OutputBuffer(capacity: 256)
        out.append(Array("{\"reading\":\(reading),\"progress\":\(finished ? 100 : 0),\"query\":".utf8))
        JSONText.appendString(Array(query.utf8), to: &out)
        out.append(Array(",\"position\":\(position),\"sort\":\(sort),\"totalCount\":\(store.keptCount),\"matchCount\":\(results.matchCount),\"current\":".utf8))
        if let current { appendItem(current, &matcher, to: &out) } else { out.append(Array("null".utf8)) }
        let items = results.grouped.map { $0.indices.map { Int($0) } }
        let shown = Self.window(count: results.matchCount, limit: limit, offset: offset)
        appendList("matches", shown.map { items?[$0] ?? results[$0] }, &matcher, to: &out)
        appendList("selected", Self.window(ticked, limit: limit, offset: offset), &matcher, to: &out)
        let hidden = ticked.filter { store.holds($0) && !matches($0, &matcher) }
        appendList("hiddenSelected", Self.window(hidden, limit: limit, offset: offset), &matcher, to: &out)
        out.append(Array(",\"printOrder\":[".utf8))
        for (n, item) in Self.window(selection.items(in: order), limit: limit, offset: offset).enumerated() {
            if n > 0 { out.append(0x2C) }
            out.appendDecimal(item)
        }
        out.append(Array("]}".utf8))
        return out.withBytes(0..<out.count) { Array($0) }
    }

    /// The elements of `list` at `offset..<offset+limit`, clamped.
    static func window(_ list: [Int], limit: Int, offset: Int) -> ArraySlice<Int> {
        list[window(count: list.count, limit: limit, offset: offset)]
    }

    /// The positions `offset..<offset+limit` of a list of `count`, clamped.
    static func window(count: Int, limit: Int, offset: Int) -> Range<Int> {
        let start = min(max(0, offset), count)
        return start..<(start + min(max(0, limit), count - start))
    }

    /// Whether `item` matches the query (an empty query matches everything).
    private func matches(_ item: Int, _ matcher: inout Matcher) -> Bool {
        compiled.query.isEmpty || matcher.match(store.searched.item(item)) != nil
    }

    private func appendList(_ name: String, _ items: some Collection<Int>, _ matcher: inout Matcher, to out: inout OutputBuffer) {
        out.append(Array(",\"\(name)\":[".utf8))
        for (n, item) in items.enumerated() {
            if n > 0 { out.append(0x2C) }
            appendItem(item, &matcher, to: &out)
        }
        out.append(0x5D)
    }

    /// `{"index":N,"text":"…","positions":[…]}`, the positions (in characters of the searched
    /// text, ascending) left out when there are none, as fzf leaves them out.
    private func appendItem(_ item: Int, _ matcher: inout Matcher, to out: inout OutputBuffer) {
        guard store.holds(item) else { return out.append(Array("null".utf8)) }
        let bytes = store.searched.item(item)
        out.append(Array("{\"index\":".utf8))
        out.appendDecimal(item)
        out.append(Array(",\"text\":".utf8))
        JSONText.appendString(bytes, to: &out)
        if !compiled.query.isEmpty, let hit = matcher.match(bytes, positions: true), !hit.positions.isEmpty {
            out.append(Array(",\"positions\":[".utf8))
            for (n, p) in hit.positions.sorted().enumerated() {
                if n > 0 { out.append(0x2C) }
                out.appendDecimal(p)
            }
            out.append(0x5D)
        }
        out.append(0x7D)
    }
}
