import Glibc
import TickCore
import TickEngine
import TickTerminal

/// Prints picked or matched items on stdout in the chosen format (docs/SPEC.md §5).
struct ResultWriter {
    let options: Options
    var encoder: OutputEncoder
    var projection: ItemProjection
    /// False once stdout is closed (`| head -1`): the rest is dropped silently.
    var open = true

    /// - Parameters:
    ///   - query: printed first with `--print-query`.
    ///   - acceptKey: the key line of `--expect` (empty for Enter), nil without `--expect`.
    init(options: Options, query: String?, acceptKey: [UInt8]?, printed: [String] = []) {
        self.options = options
        encoder = OutputEncoder(format: options.format,
                                query: options.printQuery ? RawText.bytes(of: query ?? "") : nil,
                                acceptKey: acceptKey, printed: printed.map { Array($0.utf8) })
        projection = ItemProjection(options: options)
    }

    /// How many lines are looked up before they are handed to the `GatherWriter`.
    static let batch = 1024

    /// Adds item `index`, writing out in blocks of at least 64 KiB (a `--json-object` is held
    /// back whole by the encoder: a duplicate key found late must not leave half a document on
    /// stdout).
    mutating func add(_ index: Int, from store: ItemStore, group: OutputGroup? = nil) throws(CommandFailure) {
        do {
            try encoder.add(index: index, bytes: store.item(index), shown: store.json?.shown.item(index),
                            group: group ?? GroupedOutput.group(of: index, in: store.groups), projection: &projection)
        } catch {
            if case .duplicateKey(let key, let first, let second) = error {
                throw CommandFailure("duplicate key '\(String(decoding: key, as: UTF8.self))' in --json-object output (items \(first) and \(second))")
            }
        }
        if encoder.pending >= 1 << 16 { try flush() }
    }

    /// Adds the matches of `--filter`, then ends the document. Many lines that are the items as
    /// they are go out on two threads: the matches are cut into segments
    /// (`FilterResults.segments`), and a helper looks up the lines of the next segments while
    /// the lines of one are written (`OrderedPipeline`); the output is the same, in the same
    /// order. `abc` on a million paths: 20 ms of printing on one thread, 11 on two.
    mutating func write(_ results: FilterResults, from store: ItemStore) throws(CommandFailure) {
        guard open, case .lines(let terminator) = encoder.format, options.acceptNth == nil,
              results.count >= Tunables.parallelPrintItems, Host.processorCount > 1 else {
            try write(results.lazy.map { Int($0) }, from: store)
            return
        }
        try flush()
        let gather = GatherWriter(fd: 1, terminator: terminator, separator: store.separator)
        let segments = results.segments(Tunables.printSegments)
        // Each segment's indices first, then their addresses in a loop of their own: the
        // lookups (each a cache miss) do not wait on one another, nor on the merge.
        let lookUp: @Sendable (Int) -> UnsafeLines = { s in
            let indices = Array(segments[s])
            return UnsafeLines(lines: indices.map { store.item(Int($0)) })
        }
        // Why a write failed, kept before the other thread's waits can change `errno`.
        var failure: Int32 = 0
        let written = OrderedPipeline.run(count: segments.count, ahead: Tunables.printSegmentsAhead, make: lookUp) {
            if gather.add($0.lines) { return true }
            failure = errno
            return false
        }
        if !written {
            errno = failure
            try Self.failed(open: &open)
        } else if !gather.finish() {
            try Self.failed(open: &open)
        }
        try finish()
    }

    /// Lines in the item store, handed from the thread that looked them up to the one that
    /// writes them (the store outlives both).
    struct UnsafeLines: @unchecked Sendable {
        let lines: [UnsafeBufferPointer<UInt8>]
    }

    /// Adds every item of `indices`, then ends the document. Lines that are the items as they
    /// are go out straight from the store (`GatherWriter`).
    mutating func write(_ indices: some Sequence<Int>, from store: ItemStore) throws(CommandFailure) {
        if case .lines(let terminator) = encoder.format, options.acceptNth == nil {
            try flush()
            let gather = GatherWriter(fd: 1, terminator: terminator, separator: store.separator)
            // A batch of indices, then their addresses in a loop of their own: the lookups (each
            // a cache miss) do not wait on one another, nor on the merge that ranks the indices.
            var batch: [Int] = []
            batch.reserveCapacity(Self.batch)
            var items: [UnsafeBufferPointer<UInt8>] = []
            items.reserveCapacity(Self.batch)
            var iterator = indices.makeIterator()
            while open {
                batch.removeAll(keepingCapacity: true)
                while batch.count < Self.batch, let index = iterator.next() { batch.append(index) }
                items.removeAll(keepingCapacity: true)
                for index in batch { items.append(store.item(index)) }
                if !gather.add(items) { try Self.failed(open: &open) }
                if batch.count < Self.batch { break }
            }
            if open && !gather.finish() { try Self.failed(open: &open) }
        } else if encoder.format == .jsonGroups, let groups = store.groups {
            for (index, group) in GroupedOutput.arrange(Array(indices), groups: groups) { try add(index, from: store, group: group) }
        } else {
            for index in indices { try add(index, from: store) }
        }
        try finish()
    }

    /// Stops writing after a write that failed (clears `open`): silently when stdout is closed
    /// (EPIPE), with an error otherwise.
    private static func failed(open: inout Bool) throws(CommandFailure) {
        open = false
        if errno != EPIPE { throw CommandFailure("cannot write the output: \(Host.errorText())") }
    }

    /// Writes only `query` (`print-query`).
    mutating func writeQuery(_ query: String) throws(CommandFailure) {
        let bytes = OutputEncoder.queryOnly(RawText.bytes(of: query), format: options.format)
        try bytes.withUnsafeBufferPointer { (p) throws(CommandFailure) in try Self.emit(p, open: &open) }
    }

    /// Ends the document, writes the rest, and warns about bytes replaced in JSON.
    mutating func finish() throws(CommandFailure) {
        encoder.finish()
        try flush()
        if encoder.replacedItems > 0 {
            let n = encoder.replacedItems
            Descriptor.printError("tick: warning: \(n) item\(n == 1 ? "" : "s") had bytes that are not valid UTF-8; they were replaced by U+FFFD in the JSON output\n")
        }
    }

    /// Writes what the encoder has ready in one go (dropped once stdout is closed).
    private mutating func flush() throws(CommandFailure) {
        try encoder.drain { (p) throws(CommandFailure) in try Self.emit(p, open: &open) }
    }

    /// Writes `bytes` on stdout unless it is closed (`open` false); a write that finds it
    /// closed (EPIPE) clears `open`, any other failure is an error.
    private static func emit(_ bytes: UnsafeBufferPointer<UInt8>, open: inout Bool) throws(CommandFailure) {
        guard open, !bytes.isEmpty else { return }
        if !Descriptor.writeAll(1, UnsafeRawBufferPointer(bytes)) { try failed(open: &open) }
    }
}
