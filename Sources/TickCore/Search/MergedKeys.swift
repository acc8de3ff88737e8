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
        /// A min-heap of the runs by the key each is at, that key kept beside the run's number:
        /// a comparison reads the heap alone, not two arrays through the run.
        var heap: [(key: UInt64, run: Int)]

        init(runs: [[UInt64]]) {
            self.runs = runs
            position = [Int](repeating: 0, count: runs.count)
            heap = []
            heap.reserveCapacity(runs.count)
            for r in runs.indices {
                heap.append((runs[r][0], r))
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
            if p < runs[r].count {
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
