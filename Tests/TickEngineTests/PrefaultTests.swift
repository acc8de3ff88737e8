import Glibc
import Testing
@testable import TickEngine

/// `Host.prefault`: memory made ready before it is asked for.
@Suite("Prefaulted memory")
struct PrefaultTests {
    /// This thread's minor page faults so far.
    static func faults() -> Int {
        var usage = rusage()
        getrusage(__rusage_who_t(1), &usage)  // RUSAGE_THREAD
        return usage.ru_minflt
    }

    @Test("Memory made ready is where the next allocation finds it: writing it takes almost no page faults")
    func nextAllocationFindsPages() {
        Host.keepFreedMemory()
        let size = 12 << 20
        Host.prefault(bytes: size)
        let before = Self.faults()
        let block = malloc(size)!
        memset(block, 0x5A, size)
        let seen = block.load(fromByteOffset: size / 2, as: UInt8.self)
        free(block)
        let taken = Self.faults() - before
        #expect(seen == 0x5A)
        // Without it, 3,072 pages of 4 KiB would each be faulted in.
        #expect(taken < 300, "\(taken) page faults")
    }
}
