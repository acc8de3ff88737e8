/// Sorted runs of keys read as one sorted sequence, smallest first, without copying them into
/// one array (a k-way merge through a binary heap of the runs' heads).
///
/// `--filter` sorts each chunk's matches on the thread that matched them and merges the runs
/// while printing: no array of every match and no sort buffer as large, which keeps the peak
/// memory near the input's size.
public struct MergedKeys: Sequence, Sendable {
    let runs: [[UInt64]]
    /// The part of each run merged (all of it, unless this is a segment: `split`).
    let ranges: [Range<Int>]

    /// - Parameter runs: each sorted ascending.
    public init(runs: [[UInt64]]) {
        self.runs = runs.filter { !$0.isEmpty }
        ranges = self.runs.map { 0..<$0.count }
    }

    init(runs: [[UInt64]], ranges: [Range<Int>]) {
        self.runs = runs
        self.ranges = ranges
    }

    /// The number of keys in all runs.
    public var count: Int { ranges.reduce(0) { $0 + $1.count } }

    public func makeIterator() -> Iterator { Iterator(runs: runs, ranges: ranges) }

    /// The keys cut into `parts` segments at most, in order: every key of the first is below
    /// every key of the second, and so on, so that reading the segments one after another
    /// reads the keys in order, and each can be read on a thread of its own (`--filter` looks up
    /// and prints the lines of one segment while another thread looks up the next). The cuts
    /// are keys drawn from a sample of every run, so the segments are about the same size; no
    /// key is copied. Fewer segments when there are too few keys to be worth cutting.
    public func split(into parts: Int) -> [MergedKeys] {
        let total = count
        guard parts > 1, total >= 64 * parts else { return [self] }
        // About 32 keys a segment, drawn evenly from each run in proportion to its length.
        let wanted = 32 * parts
        var sample: [UInt64] = []
        for (r, range) in ranges.enumerated() where !range.isEmpty {
            let k = Swift.max(1, range.count * wanted / total)
            for j in 0..<k { sample.append(runs[r][range.lowerBound + j * range.count / k]) }
        }
        sample.sort()
        var cuts: [UInt64] = []
        for j in 1..<parts {
            let key = sample[j * sample.count / parts]
            if key > (cuts.last ?? 0) && key > sample[0] { cuts.append(key) }
        }
        // Where each cut falls in each run: the first key not below it.
        let bounds = ranges.indices.map { r in
            [ranges[r].lowerBound] + cuts.map { cut in Self.firstNotBelow(cut, in: runs[r], ranges[r]) } + [ranges[r].upperBound]
        }
        return (0...cuts.count).map { s in
            MergedKeys(runs: runs, ranges: ranges.indices.map { r in bounds[r][s]..<bounds[r][s + 1] })
        }
    }

    /// The first position of `range` in `run` (ascending) whose key is `key` or more.
    static func firstNotBelow(_ key: UInt64, in run: [UInt64], _ range: Range<Int>) -> Int {
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            if run[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Yields the keys in ascending order.
    public struct Iterator: IteratorProtocol {
        let runs: [[UInt64]]
        /// Where each run is read next, and where its part ends.
        var position: [Int]
        let end: [Int]
        /// A min-heap of the runs by the key each is at, that key kept beside the run's number:
        /// a comparison reads the heap alone, not two arrays through the run.
        var heap: [(key: UInt64, run: Int)]

        init(runs: [[UInt64]], ranges: [Range<Int>]) {
            self.runs = runs
            position = ranges.map(\.lowerBound)
            end = ranges.map(\.upperBound)
            heap = []
            heap.reserveCapacity(runs.count)
            for r in runs.indices where !ranges[r].isEmpty {
                heap.append((runs[r][ranges[r].lowerBound], r))
                var i = heap.count - 1
                while i > 0 {
                    let parent = (i - 1) / 2
                    guard heap[i].key < heap[parent].key else { break }
                    heap.swapAt(i, parent)
                    i = parent
                }
            }
        }

        /// Moves the entry at the top down to its place: the hole goes down, and the entry is
        /// written once.
        private mutating func siftDown() {
            heap.withUnsafeMutableBufferPointer { h in
                let n = h.count
                let entry = h[0]
                var i = 0
                while true {
                    var child = 2 &* i &+ 1
                    if child >= n { break }
                    if child &+ 1 < n && h[child &+ 1].key < h[child].key { child &+= 1 }
                    guard h[child].key < entry.key else { break }
                    h[i] = h[child]
                    i = child
                }
                h[i] = entry
            }
        }

        public mutating func next() -> UInt64? {
            guard let top = heap.first else { return nil }
            let r = top.run
            let p = position[r] &+ 1
            position[r] = p
            if p < end[r] {
                heap[0] = (runs[r][p], r)
            } else {
                heap[0] = heap[heap.count - 1]
                heap.removeLast()
                if heap.isEmpty { return top.key }
            }
            siftDown()
            return top.key
        }
    }
}
