/// Fills the stores of a JSON input (`--input json`) as its bytes arrive: the items as they
/// came (`ItemStore.item`, their value) and the text the list shows and searches for each
/// (`ItemStore.json`'s `shown`).
///
/// Bytes are read into a staging buffer (`reserve`, `commit`) that keeps only the unfinished
/// item and what the next read brings: a document is read once, whatever its size. An item on
/// one line is kept exactly as written; one that spans lines is compacted (the white space
/// between its tokens dropped), so that every item is one line of JSON (with `--read0` items
/// are kept as read). Input that is not JSON is left out and noted (`problems`).
public struct JSONItemBuilder: ReadBuffer {
    /// Bytes asked of each read, at most.
    static let readSize = 1 << 20

    var raw: ItemStoreBuilder
    var shownBuilder: ItemStoreBuilder
    var scanner: JSONScanner
    var shownText: JSONShownText
    let staging: StagingBuffer
    /// Bytes of the staging buffer already scanned.
    var scanned = 0
    /// Whether items that span lines are compacted (not with `--read0`).
    let compacts: Bool
    var headerLeft: Int
    var value: [UInt8] = []
    var shown: [UInt8] = []
    /// The first problem found, and how many there were.
    public private(set) var firstProblem: JSONScanner.Problem?
    public private(set) var problemCount = 0
    /// The longest item allowed.
    public let itemLimit: Int

    /// - Parameters:
    ///   - separator: `\n`, or NUL for `--read0` (which also separates top-level values).
    ///   - headerLines: how many first items become the header (their shown text).
    ///   - itemsPath: `--input-items`.
    ///   - withNth: the `--with-nth` template (paths), or nil for the default text.
    public init(separator: UInt8 = 0x0A, headerLines: Int = 0, marksASCII: Bool = true, itemsPath: JSONPath? = nil,
                withNth: FieldTemplate? = nil, memory: ChunkMemory = .heap,
                itemLimit: Int = ItemStoreBuilder.maximumItemLength) {
        raw = ItemStoreBuilder(separator: separator, headerLines: headerLines, marksASCII: false, memory: memory,
                               itemLimit: itemLimit)
        shownBuilder = ItemStoreBuilder(separator: 0x0A, headerLines: headerLines, marksASCII: marksASCII, memory: memory,
                                        itemLimit: itemLimit)
        shownText = JSONShownText(template: withNth)
        scanner = JSONScanner(itemsPath: itemsPath, nulSeparates: separator == 0, captures: shownText.paths)
        // A read and the unfinished item before it fit without growing.
        staging = StagingBuffer(capacity: max(memory.chunkSize, 2 * Self.readSize), memory: memory)
        compacts = separator == 0x0A
        headerLeft = headerLines
        self.itemLimit = itemLimit
    }

    /// Every complete item so far, with its shown text (`ItemStore.json`).
    public var store: ItemStore {
        var store = raw.store
        store.json = JSONColumns(shown: shownBuilder.store)
        return store
    }

    /// The shown text's full chunks (what is matched): no later read adds items to them.
    public var searchedSealedStore: ItemStore { shownBuilder.sealedStore }

    /// The number of complete items so far.
    public var count: Int { raw.count }

    /// The number of header lines read so far.
    public var headerCount: Int { raw.headerCount }

    /// Whether the unfinished item is longer than `itemLimit`.
    public var isUnfinishedTooLong: Bool { staging.count - (scanner.unfinishedStart ?? staging.count) > itemLimit }

    /// Space to read into; commit what was written with `commit(_:)`.
    public mutating func reserve() -> UnsafeMutableBufferPointer<UInt8> {
        staging.reserve(Self.readSize)
    }

    /// Records that `n` bytes were written into the space from `reserve`, and takes the items
    /// they complete.
    public mutating func commit(_ n: Int) {
        staging.count += n
        scanner.scan(staging.base, from: scanned, to: staging.count)
        scanned = staging.count
        takeFound()
        let keep = scanner.unfinishedStart ?? staging.count
        if keep > 0 {
            staging.dropFirst(keep)
            scanned -= keep
            scanner.rebase(by: keep)
        }
    }

    /// Drops the unfinished item (an input refused for it).
    public mutating func dropUnfinished() {
        staging.count = scanner.unfinishedStart ?? staging.count
        scanned = staging.count
        scanner = JSONScanner(itemsPath: nil)
    }

    /// Ends the input: a value left open is a problem.
    public mutating func finish() {
        scanner.finish(at: staging.count)
        takeFound()
        raw.finish()
        shownBuilder.finish()
    }

    private mutating func takeFound() {
        let (items, problems, captured) = scanner.takeFound()
        captured.withUnsafeBufferPointer { captured in
            for item in items { add(item, captured: captured) }
        }
        for problem in problems {
            if firstProblem == nil { firstProblem = problem }
            problemCount += 1
        }
    }

    /// Stores one item: its bytes (compacted when it spans lines) and its shown text, cut from
    /// the bytes as read with the values the scanner noted (`captured`, see
    /// `JSONScanner.captured`; compacting changes no value's text).
    private mutating func add(_ item: JSONScanner.Item, captured: UnsafeBufferPointer<Int>) {
        let bytes = UnsafeBufferPointer(start: staging.base + item.start, count: item.end - item.start)
        var shown = [UInt8]()
        swap(&shown, &self.shown)
        defer { swap(&shown, &self.shown) }
        shown.removeAll(keepingCapacity: true)
        let values = captured.isEmpty ? nil : UnsafeBufferPointer(rebasing: captured[item.captureAt...])
        shownText.append(bytes, index: raw.count, captured: values, into: &shown)
        shown.withUnsafeBufferPointer { shownBytes in
            if headerLeft > 0 {
                headerLeft -= 1
                raw.appendItem(shownBytes)
            } else if item.spansLines && compacts {
                var value = [UInt8]()
                swap(&value, &self.value)
                defer { swap(&value, &self.value) }
                value.removeAll(keepingCapacity: true)
                JSONValueText.appendCompact(bytes, into: &value)
                value.withUnsafeBufferPointer { raw.appendItem($0) }
            } else {
                raw.appendItem(bytes)
            }
            shownBuilder.appendItem(shownBytes)
        }
    }
}

/// The text shown and searched for each JSON item, kept beside the items (`ItemStore.json`).
public final class JSONColumns: Sendable {
    /// The shown text: the same item indices as the store that holds it.
    public let shown: ItemStore

    init(shown: ItemStore) {
        self.shown = shown
    }
}

extension ItemStore {
    /// The text the picker shows and searches: the items themselves, or for JSON items their
    /// shown text (`--with-nth`'s paths), with the same indices.
    public var searched: ItemStore { json?.shown ?? self }
}
