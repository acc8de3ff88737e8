/// Ticks the items that start ticked, as they are read (docs/SPEC.md §4).
///
/// A memory that holds ticks (`--remember`) decides alone: the items whose identity and
/// occurrence it remembers start ticked, in the remembered order, and `--preselect` and
/// `--preselect-all` are not applied. Without one, `--preselect-all` ticks every item and
/// `--preselect VALUE` every item whose identity (`ItemIdentity`) is VALUE, in the tick order of
/// the values as given (the items of one value in input order). Every mode (the
/// picker, line mode, `--no-tty=defaults`) ticks through this one type, with `--limit`.
public struct Preselector: Sendable {
    let all: Bool
    /// `--preselect` values, with the place of each in the order given.
    let values: [[UInt8]: Int]
    /// Remembered ticks, with their place in the remembered tick order.
    let remembered: [Memory.Tick: Int]
    /// The identities of `remembered`.
    let rememberedIdentities: Set<[UInt8]>
    var identity: ItemIdentity
    /// How many items so far had each remembered identity.
    var seen: [[UInt8]: Int] = [:]
    /// The `--preselect` values that matched an item so far.
    public private(set) var matched: Set<[UInt8]> = []
    /// How many items would have started ticked past `--limit`.
    public private(set) var overLimit = 0
    /// The identity of the item the band was on before a reload.
    var follow: Memory.Tick? = nil
    /// That item's index in the new input, once it arrived.
    public private(set) var followed: Int? = nil

    /// - Parameter memory: the ticks of a `--remember` memory.
    public init(options: Options, memory: [Memory.Tick] = []) {
        var places: [Memory.Tick: Int] = [:]
        for (place, tick) in memory.enumerated() where places[tick] == nil { places[tick] = place }
        remembered = places
        rememberedIdentities = Set(memory.map(\.identity))
        all = places.isEmpty && options.preselectAll
        var given: [[UInt8]: Int] = [:]
        for (place, value) in options.preselect.enumerated() where given[Array(value.utf8)] == nil {
            given[Array(value.utf8)] = place
        }
        values = places.isEmpty ? given : [:]
        identity = ItemIdentity(options: options)
    }

    /// After a reload: ticks again the items of `ticks` (in tick order) as they arrive, told
    /// apart by `identity` and their occurrence among look-alikes, and finds the item `band` was
    /// on (`followed`).
    public init(carrying ticks: [Memory.Tick], band: Memory.Tick?, identity: ItemIdentity) {
        var places: [Memory.Tick: Int] = [:]
        for (place, tick) in ticks.enumerated() where places[tick] == nil { places[tick] = place }
        remembered = places
        rememberedIdentities = Set(ticks.map(\.identity) + (band.map { [$0.identity] } ?? []))
        all = false
        values = [:]
        self.identity = identity
        follow = band
    }

    /// Whether remembered ticks decide, so that `--preselect` is set aside.
    public var usesMemory: Bool { !remembered.isEmpty }

    /// The `--preselect` values of `options` that no item matched (in the order given); none
    /// when the memory decides, since they were not looked for.
    public func unmatched(_ options: Options) -> [String] {
        if usesMemory { return [] }
        return options.preselect.filter { !matched.contains(Array($0.utf8)) }
    }

    /// Whether any item can start ticked.
    public var isActive: Bool { all || !values.isEmpty || !remembered.isEmpty || follow != nil }

    /// Ticks the items of `range` that start ticked, up to `limit` ticks in all (the ones past
    /// it are counted in `overLimit`). Ranges must come in input order, each once.
    public mutating func apply(store: ItemStore, range: Range<Int>, to selection: inout Selection, limit: Int?) {
        guard isActive else { return }
        for index in range {
            guard let place = startPlace(store.item(index), index: index) else { continue }
            if let limit, selection.count >= limit {
                overLimit += 1
                continue
            }
            if let place { selection.insert(index, order: place) } else { selection.insert(index) }
        }
    }

    /// Whether the item whose bytes are `bytes` starts ticked: nil when not, `.some(place)`
    /// with the remembered or given place, `.some(nil)` for every item under `--preselect-all`. Notes `index` as
    /// `followed` when it is the band's item.
    private mutating func startPlace(_ bytes: UnsafeBufferPointer<UInt8>, index: Int) -> Int?? {
        if all { return .some(nil) }
        let id = identity.of(bytes)
        if !rememberedIdentities.isEmpty {
            guard rememberedIdentities.contains(id) else { return nil }
            let occurrence = seen[id, default: 0]
            seen[id] = occurrence + 1
            let tick = Memory.Tick(identity: id, occurrence: occurrence)
            if tick == follow { followed = index }
            guard let place = remembered[tick] else { return nil }
            return .some(place)
        }
        guard let place = values[id] else { return nil }
        matched.insert(id)
        return .some(place)
    }
}
