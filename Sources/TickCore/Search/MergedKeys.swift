/// Sorted runs of keys read as one sorted sequence, smallest first, without copying them into
/// one array (a k-way merge through a binary heap of the runs' heads).
///
/// `--filter` sorts each chunk's matches on the thread that matched them and merges the runs
/// while printing: no array of every match and no sort buffer as large, which keeps the peak
/// memory near the input's size.
public struct MergedKeys: Sequence {
    let runs: [[UInt64]]

    /// - Parameter runs: each sorted ascending.
    public init(runs: [[UInt64]]) { self.runs = runs.filter { !$0.isEmpty } }

    /// The number of keys in all runs.
    public var count: Int { runs.reduce(0) { $0 + $1.count } }

    public func makeIterator() -> Iterator { Iterator(runs: runs) }

    /// Yields the keys in ascending order.
    public struct Iterator: IteratorProtocol {
        let runs: [[UInt64]]
        /// Where each run is read next.
        var position: [Int]
        /// Run numbers, a min-heap by the key each run is at.
        var heap: [Int]

        init(runs: [[UInt64]]) {
            self.runs = runs
            position = [Int](repeating: 0, count: runs.count)
            heap = []
            heap.reserveCapacity(runs.count)
            for r in runs.indices { push(r) }
        }

        private func head(_ r: Int) -> UInt64 { runs[r][position[r]] }

        private mutating func push(_ r: Int) {
            heap.append(r)
            var i = heap.count - 1
            while i > 0 {
                let parent = (i - 1) / 2
                guard head(heap[i]) < head(heap[parent]) else { break }
                heap.swapAt(i, parent)
                i = parent
            }
        }

        private mutating func siftDown(_ start: Int) {
            var i = start
            while true {
                let l = 2 * i + 1, r = l + 1
                var smallest = i
                if l < heap.count && head(heap[l]) < head(heap[smallest]) { smallest = l }
                if r < heap.count && head(heap[r]) < head(heap[smallest]) { smallest = r }
                if smallest == i { return }
                heap.swapAt(i, smallest)
                i = smallest
            }
        }

        public mutating func next() -> UInt64? {
            guard let r = heap.first else { return nil }
            let key = head(r)
            position[r] += 1
            if position[r] < runs[r].count {
                siftDown(0)
            } else {
                heap[0] = heap[heap.count - 1]
                heap.removeLast()
                if !heap.isEmpty { siftDown(0) }
            }
            return key
        }
    }
}
