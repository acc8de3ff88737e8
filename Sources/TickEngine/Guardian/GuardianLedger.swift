import Glibc

/// What the guardian holds for tick: the process groups and processes tick started and has not
/// reaped, and the temporary files it wrote and has not removed, kept from the records tick
/// sends it (`ProcessGuardian`).
///
/// A record is a tag byte, a 4-byte little-endian length and that many bytes: a process id (4
/// bytes, little-endian) or a path. Records arrive in the order tick wrote them, so a group
/// released before its leader was reaped is never killed later under a recycled id.
public struct GuardianLedger: Equatable, Sendable {
    /// One thing tick tells the guardian.
    public enum Record: Equatable, Sendable {
        /// A command started in a process group of its own: kill the group.
        case group(pid_t)
        /// A command started in tick's own group (`execute`, the tmux client): kill the process.
        case process(pid_t)
        /// A group or process that tick has reaped (or is about to): forget it.
        case released(pid_t)
        /// A temporary file tick wrote: remove it.
        case file([UInt8])
        /// A file removed, or handed over (`become`): forget it.
        case forgotten([UInt8])

        /// The record's bytes on the wire.
        public var encoded: [UInt8] {
            let (tag, payload): (UInt8, [UInt8]) = switch self {
            case .group(let pid): (0x67, Self.bytes(of: pid))
            case .process(let pid): (0x70, Self.bytes(of: pid))
            case .released(let pid): (0x72, Self.bytes(of: pid))
            case .file(let path): (0x66, path)
            case .forgotten(let path): (0x78, path)
            }
            return [tag] + Self.bytes(of: Int32(payload.count)) + payload
        }

        static func bytes(of value: Int32) -> [UInt8] {
            (0..<4).map { UInt8(truncatingIfNeeded: UInt32(bitPattern: value) >> (8 * $0)) }
        }

        static func value(_ bytes: ArraySlice<UInt8>) -> Int32 {
            Int32(bitPattern: bytes.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (8 * $1.offset) })
        }
    }

    public private(set) var groups: Set<pid_t> = []
    public private(set) var processes: Set<pid_t> = []
    public private(set) var files: Set<[UInt8]> = []
    /// Bytes of a record not complete yet.
    private var pending: [UInt8] = []

    public init() {}

    /// Whether nothing is held.
    public var isEmpty: Bool { groups.isEmpty && processes.isEmpty && files.isEmpty }

    /// Applies one record. A process id below 2 is never held: `kill(-1, …)` would reach every
    /// process the user may signal, `kill(0, …)` the guardian's own group.
    public mutating func apply(_ record: Record) {
        switch record {
        case .group(let pid), .process(let pid):
            guard pid > 1 else { return }
            if case .group = record { groups.insert(pid) } else { processes.insert(pid) }
        case .released(let pid):
            groups.remove(pid)
            processes.remove(pid)
        case .file(let path): files.insert(path)
        case .forgotten(let path): files.remove(path)
        }
    }

    /// Takes bytes as they were read and applies every record they complete; a record with an
    /// unknown tag or a bad length ends the reading of records (false), as it cannot be from tick.
    public mutating func take(_ bytes: ArraySlice<UInt8>) -> Bool {
        pending += bytes
        var start = 0
        defer { pending.removeFirst(start) }
        while pending.count - start >= 5 {
            let length = Int(Record.value(pending[(start + 1)..<(start + 5)]))
            guard length >= 0, length <= Int(PATH_MAX) else { return false }
            guard pending.count - start - 5 >= length else { break }
            let payload = pending[(start + 5)..<(start + 5 + length)]
            let pid = { payload.count == 4 ? pid_t(Record.value(payload)) : nil }
            switch (pending[start], pid()) {
            case (0x67, let p?): apply(.group(p))
            case (0x70, let p?): apply(.process(p))
            case (0x72, let p?): apply(.released(p))
            case (0x66, _): apply(.file(Array(payload)))
            case (0x78, _): apply(.forgotten(Array(payload)))
            default: return false
            }
            start += 5 + length
        }
        return true
    }
}
