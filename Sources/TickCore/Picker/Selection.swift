/// The ticked items: a set of item indices that also remembers the order of ticking.
///
/// A tick belongs to an item, never to a screen row, so filtering, spinning and new input cannot
/// move it. Ticking and unticking are O(1); the orders are computed when the result is printed.
public struct Selection: Equatable, Sendable {
    /// Item index → when it was ticked (a counter, not a clock).
    private var stamps: [UInt32: UInt64] = [:]
    private var nextStamp: UInt64 = 0
    /// Goes up whenever an item is ticked or unticked (not when the tick order changes): the
    /// `multi` event compares it, which costs nothing however many items are ticked.
    public private(set) var changes: UInt64 = 0

    public init() {}

    /// Two selections are equal when they tick the same items in the same order, whatever
    /// their history.
    public static func == (a: Selection, b: Selection) -> Bool {
        a.stamps == b.stamps && a.nextStamp == b.nextStamp
    }

    /// How many items are ticked.
    public var count: Int { stamps.count }
    public var isEmpty: Bool { stamps.isEmpty }

    public func contains(_ item: Int) -> Bool { stamps[UInt32(item)] != nil }

    /// Ticks `item` (no change when it is already ticked).
    public mutating func insert(_ item: Int) {
        guard stamps[UInt32(item)] == nil else { return }
        stamps[UInt32(item)] = nextStamp
        nextStamp += 1
        changes += 1
    }

    /// Ticks `item` at place `order` in the tick order (a remembered order restored); later
    /// ticks come after it.
    public mutating func insert(_ item: Int, order: Int) {
        guard stamps[UInt32(item)] == nil else { return }
        stamps[UInt32(item)] = UInt64(order)
        nextStamp = max(nextStamp, UInt64(order) + 1)
        changes += 1
    }

    /// Swaps the places of two ticked items in the tick order (nothing when either is not
    /// ticked).
    public mutating func swapOrder(_ a: Int, _ b: Int) {
        guard let sa = stamps[UInt32(a)], let sb = stamps[UInt32(b)] else { return }
        stamps[UInt32(a)] = sb
        stamps[UInt32(b)] = sa
    }

    /// The ticked items, in no particular order.
    public var items: [Int] { stamps.keys.map { Int($0) } }

    public mutating func remove(_ item: Int) {
        if stamps.removeValue(forKey: UInt32(item)) != nil { changes += 1 }
    }

    public mutating func removeAll() {
        guard !stamps.isEmpty else { return }
        stamps.removeAll()
        changes += 1
    }

    /// The ticked items in input order.
    public var inInputOrder: [Int] { stamps.keys.map { Int($0) }.sorted() }

    /// The ticked items in the order `--order` prints them.
    public func items(in order: Options.Order) -> [Int] {
        switch order {
        case .input: inInputOrder
        case .selection: inTickOrder
        }
    }

    /// The ticked items in the order they were ticked.
    public var inTickOrder: [Int] {
        stamps.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map { Int($0.key) }
    }
}
