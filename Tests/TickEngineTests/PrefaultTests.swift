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
        // Tests running beside this one allocate from the same heap and may take the pages made
        // ready first: up to three tries, each larger than the last, so that each needs pages
        // the heap has not had before (without `prefault`, every try faults in its new pages).
        var taken: [Int] = []
        for size in [8 << 20, 16 << 20, 24 << 20] {
            Host.prefault(bytes: size)
            let before = Self.faults()
            let block = malloc(size)!
            memset(block, 0x5A, size)
            let seen = block.load(fromByteOffset: size / 2, as: UInt8.self)
            free(block)
            #expect(seen == 0x5A)
            taken.append(Self.faults() - before)
            // Fewer than an eighth of the 4 KiB pages (a try needs 2,048 new ones at least).
            if taken.last! < 256 { break }
        }
        #expect(taken.last! < 256, "page faults in each try: \(taken)")
    }
}
