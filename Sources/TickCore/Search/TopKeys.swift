/// The smallest keys seen so far, at most `capacity` of them: the best matches while matching.
///
/// A max-heap, so that the largest key kept, the one a newcomer has to beat once the heap is
/// full, is at hand in `threshold`. The picker's matcher asks it whether an item could still be
/// among the best before it scores the item exactly.
public struct TopKeys: Sendable {
    /// How many keys are kept.
    public let capacity: Int
    @usableFromInline var heap: [UInt64] = []

    public init(capacity: Int) {
        self.capacity = max(capacity, 1)
        heap.reserveCapacity(self.capacity)
    }

    /// The key a newcomer must be smaller than to be kept: the largest kept once there are
    /// `capacity` of them, else `UInt64.max` (everything is kept).
    @inlinable
    public var threshold: UInt64 { heap.count < capacity ? UInt64.max : heap[0] }

    /// How many keys are kept.
    public var count: Int { heap.count }

    /// Keeps `key` if it is among the `capacity` smallest seen.
    @inlinable
    public mutating func insert(_ key: UInt64) {
        if heap.count < capacity {
            heap.append(key)
            siftUp(heap.count - 1)
        } else if key < heap[0] {
            heap[0] = key
            siftDown(0)
        }
    }

    /// Keeps the smallest of both sets of keys.
    public mutating func merge(_ other: TopKeys) {
        for key in other.heap { insert(key) }
    }

    /// The kept keys, ascending.
    public func sorted() -> [UInt64] { heap.sorted() }

    /// Whether it holds `capacity` keys (a newcomer must beat the largest).
    public var isFull: Bool { heap.count == capacity }

    @usableFromInline
    mutating func siftUp(_ start: Int) {
        heap.withUnsafeMutableBufferPointer { h in
            var i = start
            let key = h[i]
            while i > 0 {
                let parent = (i &- 1) >> 1
                guard h[parent] < key else { break }
                h[i] = h[parent]
                i = parent
            }
            h[i] = key
        }
    }

    @usableFromInline
    mutating func siftDown(_ start: Int) {
        heap.withUnsafeMutableBufferPointer { h in
            let n = h.count
            var i = start
            let key = h[i]
            while true {
                var child = 2 &* i &+ 1
                if child >= n { break }
                if child &+ 1 < n && h[child &+ 1] > h[child] { child &+= 1 }
                guard h[child] > key else { break }
                h[i] = h[child]
                i = child
            }
            h[i] = key
        }
    }
}
