import Glibc
import Synchronization
import TickCore

/// Memory that `--filter` cuts its compacted chunks from, one after another, in large pages.
///
/// A compacted chunk (the matches of a chunk read, copied down) was a block of its own from the
/// allocator's heap: fresh memory faulted in 4 KiB at a time. Cut from one region, the chunks lie
/// end to end, and each 2 MiB of them costs one fault. The blocks are never given back one by
/// one: the region goes when the last chunk cut from it does (each block's `release` holds the
/// arena).
public final class ChunkArena: Sendable {
    /// The address space reserved at a time (a multiple of the large page size). Reserving
    /// costs no memory: only the large pages written to are backed, so the end of a region a
    /// chunk did not fit in costs at most the rest of one large page.
    let regionSize: Int

    private struct State {
        /// The regions mapped, to unmap at the end (address, length).
        var regions: [(address: UInt, length: Int)] = []
        /// Where the next block is cut, and the end of its region.
        var next: UInt = 0
        var end: UInt = 0
        /// With large pages off: how far the current region is filled in.
        var filled: UInt = 0
    }
    private let state = Mutex(State())

    /// An arena reserving `regionSize` bytes at a time (rounded up to large pages); a block
    /// larger than that gets a region of its own.
    public init(regionSize: Int = 256 << 20) {
        self.regionSize = LargePages.rounded(max(regionSize, 1))
    }

    deinit {
        for region in state.withLock({ $0.regions }) {
            _ = munmap(UnsafeMutableRawPointer(bitPattern: region.address), region.length)
        }
    }

    /// Chunk memory cut from this arena; the chunks keep it alive.
    public var memory: ChunkMemory {
        ChunkMemory(chunkSize: LargePages.size, allocate: { [self] count in cut(count) },
                    release: { [self] _, _ in withExtendedLifetime(self) {} })
    }

    /// A block of `count` bytes, aligned to a cache line so that two threads filling blocks
    /// side by side do not share one.
    private func cut(_ count: Int) -> UnsafeMutableRawPointer {
        let length = UInt((count + 63) & ~63)
        let address = state.withLock { s -> UInt in
            if s.end - s.next < length {
                let size = max(regionSize, LargePages.rounded(Int(length)))
                let region = LargePages.reserve(size)
                s.regions.append((region, size))
                s.next = region
                s.end = region + UInt(size)
                s.filled = region
            }
            let address = s.next
            s.next += length
            if LargePages.hugePagesOff && s.next > s.filled {
                // Filled in a large page's worth at a time, as the reader's blocks are.
                let upTo = min((s.next + UInt(LargePages.size) - 1) & ~UInt(LargePages.size - 1), s.end)
                _ = madvise(UnsafeMutableRawPointer(bitPattern: s.filled), Int(upTo - s.filled), Host.adviceFillIn)
                s.filled = upTo
            }
            return address
        }
        return UnsafeMutableRawPointer(bitPattern: address)!
    }
}
