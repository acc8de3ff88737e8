import Glibc
import TickCore

/// What the process asks of the system it runs on: its environment, its path, its processors,
/// the words for an error.
public enum Host {
    /// The value of an environment variable.
    public static func environment(_ name: String) -> String? {
        guard let p = getenv(name) else { return nil }
        return RawText.text(UnsafeBufferPointer(start: UnsafeRawPointer(p).assumingMemoryBound(to: UInt8.self), count: strlen(p)))
    }

    /// Every `NAME=VALUE` entry of the environment, as the bytes it holds: a value need not be
    /// UTF-8, and passed on it must stay as it was.
    public static func environmentEntries() -> [[UInt8]] {
        var entries: [[UInt8]] = []
        var entry = environ
        while let c = entry.pointee {
            entries.append(Array(UnsafeRawBufferPointer(start: c, count: strlen(c))))
            entry += 1
        }
        return entries
    }

    /// The command line's words as the bytes they are (`CommandLine.arguments` turns bytes that
    /// are not UTF-8 into U+FFFD).
    public static func argumentBytes() -> [[UInt8]] {
        (0..<Int(CommandLine.argc)).compactMap { i in
            CommandLine.unsafeArgv[i].map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) }
        }
    }

    /// The current directory (`.` when it cannot be told).
    public static func currentDirectory() -> String {
        var path = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        return getcwd(&path, path.count).map { String(cString: $0) } ?? "."
    }

    /// The message for the current `errno`.
    public static func errorText(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }

    /// The absolute path of the running executable (Linux: `/proc/self/exe`), if known.
    public static func executablePath() -> String? {
        guard let resolved = realpath("/proc/self/exe", nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Lets the C allocator keep freed memory for the next allocation instead of handing it back
    /// to the system: blocks up to 32 MiB come from the heap, and the heap is trimmed only past
    /// 256 MiB free.
    ///
    /// Every keystroke builds arrays of megabytes (a million matches' keys) and frees the last
    /// ones. By default each came from a fresh mapping, zeroed by the kernel a page at a time, and
    /// went back at its free: a fifth of a keystroke's time on a million items. The peak memory
    /// does not grow; memory freed stays counted until the next block reuses it.
    ///
    /// One arena serves every thread: the matching threads are not the same from one pass to
    /// the next, and memory one of them freed (or `prefault` made ready) must serve the others.
    /// The heap grows 64 MiB past each request that outgrows it: growing it by each request
    /// (every piece of a keystroke's matches, a fifth of a megabyte) was a `brk` call made while
    /// holding the arena's lock, and on two cores the other matching thread often waited for
    /// that lock while its holder was off the processor (seen with `strace` in a fresh process:
    /// dozens of `brk` calls and waits for the lock on each of the first keys; with the pad, no
    /// `brk` and a dozen waits in all). Address space reserved this way costs no memory until it
    /// is written.
    public static func keepFreedMemory() {
        // M_MMAP_THRESHOLD (-3; glibc's largest allowed), M_TRIM_THRESHOLD (-1), M_ARENA_MAX (-8),
        // M_TOP_PAD (-2).
        _ = cMallopt(-3, 32 << 20)
        _ = cMallopt(-1, 256 << 20)
        _ = cMallopt(-8, 1)
        _ = cMallopt(-2, 64 << 20)
    }

    /// Makes `bytes` of the allocator's heap ready before they are asked for: allocated in
    /// blocks below the heap's limit, filled in by the kernel in one call each
    /// (`MADV_POPULATE_WRITE`), and freed, so that the next allocations (after
    /// `keepFreedMemory`) find the pages there. Nothing is done where the kernel cannot.
    ///
    /// The first key typed over a million items builds 9 MB of keys: in a fresh process, 2,300
    /// page faults, each a kernel entry and a page zeroed (4–5 ms of the key).
    public static func prefault(bytes: Int) {
        let block = 16 << 20
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        var blocks: [UnsafeMutableRawPointer] = []
        var left = bytes
        while left > 0, let p = malloc(min(left, block)) {
            let size = min(left, block)
            blocks.append(p)
            left -= size
            // The whole pages inside the block.
            let start = (Int(bitPattern: p) + page - 1) & ~(page - 1)
            let end = (Int(bitPattern: p) + size) & ~(page - 1)
            if end > start, madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, adviceFillIn) != 0 { break }
        }
        for p in blocks { free(p) }
    }

    /// `madvise`'s `MADV_POPULATE_WRITE` (Linux 5.14: fill the range in now, writable), and
    /// `MADV_HUGEPAGE` (back it with large pages where it can), which Glibc's module leaves out.
    static let adviceFillIn: Int32 = 23
    static let adviceLargePages: Int32 = 14

    /// The number of processors online (at least 1).
    public static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}

/// glibc's `mallopt` (malloc.h, which Glibc's module leaves out).
@_silgen_name("mallopt")
private func cMallopt(_ parameter: Int32, _ value: Int32) -> Int32
