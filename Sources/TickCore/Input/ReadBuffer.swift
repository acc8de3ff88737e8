/// A store builder that is read into in place: it lends a buffer (`reserve`) and takes what
/// was written to its front (`commit`).
public protocol ReadBuffer {
    /// Room to read into, at least one byte.
    mutating func reserve() -> UnsafeMutableBufferPointer<UInt8>
    /// Takes the first `n` bytes written into the last `reserve()`'s room.
    mutating func commit(_ n: Int)
}

extension ReadBuffer {
    /// Appends `bytes` through `reserve` and `commit` (for tests and small inputs).
    public mutating func append(_ bytes: some Collection<UInt8>) {
        var rest = bytes[...]
        while !rest.isEmpty {
            let space = reserve()
            let n = min(space.count, rest.count)
            _ = UnsafeMutableBufferPointer(rebasing: space[..<n]).initialize(fromContentsOf: rest.prefix(n))
            rest = rest.dropFirst(n)
            commit(n)
        }
    }
}
