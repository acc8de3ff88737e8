/// The smallest keys seen so far, kept loosely: at least the `capacity` smallest, in a buffer
/// that is cut back to them whenever it holds twice as many.
///
/// The picker's sweep records the estimate of nearly every match of its first keys here
/// (`Matcher.sweep`), and looks at the smallest afterwards (`PickerMatcher`). `TopKeys`, a
/// heap, knows its exact worst kept key after every insertion, but pays a sift through a
/// dozen levels for it: on a million paths that was a fifth of the sweep. Here a key kept costs
/// an append, and the buffer is cut (a selection, linear in its size) once per `capacity`
/// keys kept. Between cuts `threshold` is looser than a heap's, which only lets more keys in.
public struct SmallestKeys: Sendable {
    /// How many of the smallest keys are kept at least.
    public let capacity: Int
    private var keys: [UInt64] = []
    /// Every key left out is at least this: the largest kept at the last cut, `UInt64.max`
    /// before the first.
    public private(set) var threshold = UInt64.max
    /// Whether some key was left out (cut, or not kept because it was not below `threshold`).
    public private(set) var leftSomeOut = false
    /// Whether `keys` are sorted and cut back (`settle`), with nothing kept since.
    private var isSettled = false

    public init(capacity: Int) {
        self.capacity = max(capacity, 1)
        keys.reserveCapacity(2 * self.capacity)
    }

    /// Keeps `key` if it is below `threshold`.
    @inline(__always)
    public mutating func insert(_ key: UInt64) {
        guard key < threshold else {
            leftSomeOut = true
            return
        }
        keys.append(key)
        isSettled = false
        if keys.count == 2 * capacity { cut() }
    }

    /// Cuts the buffer back to the smallest `capacity` keys seen (all of them, when fewer), so
    /// that every key left out is at least `threshold`, and sorts them for `sorted`. Each
    /// matching thread settles its own at the end of its pass, so that the sorting is shared.
    public mutating func settle() {
        if keys.count > capacity { cut() }
        keys.sort()
        isSettled = true
    }

    /// The smallest `capacity` keys seen, ascending (once `settle` has been called).
    public var sorted: [UInt64] {
        precondition(isSettled, "SmallestKeys.sorted is read after settle()")
        return keys
    }

    /// Leaves only the smallest `capacity` keys; `threshold` becomes the largest of them.
    private mutating func cut() {
        keys.withUnsafeMutableBufferPointer { MatchOrder.partitionSmallest($0, count: capacity) }
        keys.removeLast(keys.count - capacity)
        threshold = keys.max()!
        leftSomeOut = true
    }
}
