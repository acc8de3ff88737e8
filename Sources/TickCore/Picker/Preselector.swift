/// Ticks the items that start ticked: every item (`--preselect-all`), those whose value
/// equals a `--preselect` value, and those whose value equals a remembered one (`--remember`).
/// Applied to items as they are read.
public struct Preselector: Sendable {
    let all: Bool
    /// `--preselect` values, compared with an item's value without its final `\r`.
    let values: Set<[UInt8]>
    /// Remembered values, compared with an item's exact value (they were taken from one), with
    /// their place in the remembered tick order.
    let remembered: [[UInt8]: Int]
    var projection: ItemProjection
    /// The `--preselect` values that matched an item so far.
    public private(set) var matched: Set<[UInt8]> = []

    /// - Parameter remembered: the values of a `--remember` memory.
    public init(options: Options, remembered: [[UInt8]] = []) {
        all = options.preselectAll
        values = Set(options.preselect.map { Array($0.utf8) })
        var places: [[UInt8]: Int] = [:]
        for (place, value) in remembered.enumerated() where places[value] == nil { places[value] = place }
        self.remembered = places
        projection = ItemProjection(acceptNth: options.acceptNth, keyNth: nil, delimiter: options.delimiter)
    }

    /// The `--preselect` values of `options` that no item matched (in the order given).
    public func unmatched(_ options: Options) -> [String] {
        options.preselect.filter { !matched.contains(Array($0.utf8)) }
    }

    /// Whether any item can start ticked.
    public var isActive: Bool { all || !values.isEmpty || !remembered.isEmpty }

    /// Ticks the items of `range` that start ticked, up to `limit` ticks in all.
    public mutating func apply(store: ItemStore, range: Range<Int>, to selection: inout Selection, limit: Int?) {
        guard isActive else { return }
        for index in range {
            if let limit, selection.count >= limit { return }
            if all {
                selection.insert(index)
                continue
            }
            var value = projection.item(index: index, bytes: store.item(index)).value
            if let place = remembered[value] {
                selection.insert(index, order: place)
                continue
            }
            if value.last == 0x0D { value.removeLast() }
            if values.contains(value) {
                selection.insert(index)
                matched.insert(value)
            }
        }
    }
}
