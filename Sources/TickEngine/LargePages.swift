import Glibc
import Synchronization
import TickCore

extension ChunkMemory {
    /// Chunks of 2 MiB, each mapped on its own, aligned to 2 MiB, and offered to the kernel as
    /// one large page (`MADV_HUGEPAGE`).
    ///
    /// Reading a million lines from a pipe took one page fault per 4 KiB of input, and those
    /// faults cost the reader more time than the reads and the separator scan together. Where
    /// the kernel gives no large pages (transparent huge pages `never`), the chunk is filled in
    /// with one call instead (`MADV_POPULATE_WRITE`): slower than a large page, faster than a
    /// fault per page. With large pages that call only costs (measured: 125 → 137 ms for
    /// `--filter abc` on a million lines).
    public static let largePages = ChunkMemory(
        chunkSize: LargePages.size,
        allocate: { LargePages.map($0) },
        release: { block, count in _ = munmap(block, LargePages.rounded(count)) })
}

/// The mappings behind `ChunkMemory.largePages`.
enum LargePages {
    /// The size of a large page on x86-64 (and on arm64 with 4 KiB pages), and of a chunk.
    static let size = 2 << 20

    /// `count` rounded up to whole large pages.
    static func rounded(_ count: Int) -> Int { (count + size - 1) & ~(size - 1) }

    /// A fresh mapping of `count` bytes (rounded up to whole large pages) whose start is a
    /// multiple of the large page size.
    static func map(_ count: Int) -> UnsafeMutableRawPointer {
        let length = rounded(count)
        let block = UnsafeMutableRawPointer(bitPattern: reserve(length))!
        // An older kernel refuses to fill the block in, and the pages come as they are touched.
        if hugePagesOff { _ = madvise(block, length, Host.adviceFillIn) }
        return block
    }

    /// The address of a fresh mapping of `length` bytes (a multiple of the large page size)
    /// that starts at a multiple of it, offered to the kernel as large pages and not filled in:
    /// memory comes as it is written to.
    static func reserve(_ length: Int) -> UInt {
        // Map one large page more than needed and cut off what lies outside the aligned part.
        guard let raw = mmap(nil, length + size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
              raw != MAP_FAILED else {
            fatalError("tick: out of memory while reading the input (\(length) more bytes)")
        }
        let address = UInt(bitPattern: raw)
        let aligned = (address + UInt(size) - 1) & ~UInt(size - 1)
        let head = Int(aligned - address)
        if head > 0 { _ = munmap(raw, head) }
        let block = raw + head
        let tail = size - head
        if tail > 0 { _ = munmap(block + length, tail) }
        if !hugePagesOff { _ = madvise(block, length, Host.adviceLargePages) }
        return aligned
    }

    /// Whether the kernel's transparent huge pages are off, read once (`[never]` chosen in
    /// /sys/kernel/mm/transparent_hugepage/enabled; a kernel without the file has none).
    static let hugePagesOff: Bool = {
        let fd = open("/sys/kernel/mm/transparent_hugepage/enabled", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return true }
        defer { close(fd) }
        var text = [UInt8](repeating: 0, count: 64)
        let n = Descriptor.readSome(fd, into: &text)
        return n <= 0 || String(decoding: text.prefix(n), as: UTF8.self).contains("[never]")
    }()
}

/// Large-page chunks given back for the reader to fill again (`--filter`): once a chunk is
/// matched, `--filter` keeps only its matches, and the chunk's 2 MiB go back here instead of to
/// the kernel. A million lines then need a few blocks, not 40 fresh ones (each page of which
/// the kernel zeroes).
public final class ChunkPool: Sendable {
    /// The addresses of the blocks waiting to be used again.
    private let free = Mutex<[UInt]>([])
    /// The most blocks kept waiting; more are unmapped.
    private let limit: Int

    /// At most `limit` blocks wait: the reader takes them back as fast as the matchers free
    /// them, and more waiting would only add to the peak memory (16 made `--filter 'usr lib'`
    /// reach 1.26 × its input).
    public init(limit: Int = 4) { self.limit = limit }

    deinit {
        for address in free.withLock({ $0 }) {
            if let block = UnsafeMutableRawPointer(bitPattern: address) { _ = munmap(block, LargePages.size) }
        }
    }

    /// Chunk memory from this pool: a block of one large page comes from the pool when it has
    /// one, and goes back to it; larger blocks are mapped and unmapped as `largePages` does.
    public var memory: ChunkMemory {
        ChunkMemory(chunkSize: LargePages.size, allocate: { [self] count in
            if LargePages.rounded(count) == LargePages.size,
               let address = free.withLock({ $0.popLast() }), let block = UnsafeMutableRawPointer(bitPattern: address) {
                return block
            }
            return LargePages.map(count)
        }, release: { [self] block, count in
            let kept = LargePages.rounded(count) == LargePages.size && free.withLock { list in
                guard list.count < limit else { return false }
                list.append(UInt(bitPattern: block))
                return true
            }
            if !kept { _ = munmap(block, LargePages.rounded(count)) }
        })
    }
}
