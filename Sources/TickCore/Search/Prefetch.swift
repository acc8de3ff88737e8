/// Asks the processor for memory before it is read: a loop over many items names the text of an
/// item some way ahead, so that its cache miss is under way while the items before it are matched.
enum Prefetch {
    /// Starts bringing the cache line holding `address` into every cache level, for reading.
    /// Only a hint: it never faults, and costs one instruction.
    @inline(__always)
    static func read(_ address: UnsafeRawPointer) {
        llvmPrefetch(address, 0, 3, 1)
    }
}

/// LLVM's `llvm.prefetch` intrinsic (address, 0: read, 3: keep in every level, 1: data), which the
/// compiler emits as the processor's own instruction (`prefetcht0` on x86-64).
@_silgen_name("llvm.prefetch.p0")
private func llvmPrefetch(_ address: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ cache: Int32)
