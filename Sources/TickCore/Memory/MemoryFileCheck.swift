/// Whether a memory's file may be read: what `fstat` said of the opened file and of its
/// directory, judged before a byte is read (docs/SPEC.md §4).
///
/// Only a regular file is read (a FIFO would hang tick before it draws anything, a device
/// never ends), of at most `Tunables.memoryFileLimit` bytes, that belongs to the user (or to
/// root, who can write anywhere anyway) and that no one else may write, in a directory that
/// belongs to the user (or root) and that no one else may write: otherwise another user could
/// put a memory there, or replace one, and choose what the picker starts with. A directory
/// others may write is refused even when sticky: the memory's directory is tick's own, which
/// it makes 0700, so such a mode is a mistake to be told of, not a case to be trusted.
public enum MemoryFileCheck {
    /// What a file is, as `fstat` tells it.
    public enum Kind: Sendable {
        case regular, directory, fifo, characterDevice, blockDevice, socket, symbolicLink, unknown

        /// What the messages call it.
        var name: String {
            switch self {
            case .regular: "a regular file"
            case .directory: "a directory"
            case .fifo: "a FIFO"
            case .characterDevice: "a character device"
            case .blockDevice: "a block device"
            case .socket: "a socket"
            case .symbolicLink: "a symbolic link"
            case .unknown: "of an unknown kind"
            }
        }
    }

    /// What `fstat` said of an opened file or directory.
    public struct Facts: Sendable {
        public var kind: Kind
        /// The owner's user id.
        public var owner: UInt32
        /// The permission bits (`st_mode & 0o7777`).
        public var mode: UInt32
        /// The size in bytes.
        public var size: Int

        public init(kind: Kind, owner: UInt32, mode: UInt32, size: Int) {
            self.kind = kind
            self.owner = owner
            self.mode = mode
            self.size = size
        }
    }

    /// Why the memories' directory `path` is not to be trusted by `user`, or nil when it is.
    public static func directoryProblem(_ facts: Facts, path: String, user: UInt32) -> String? {
        if facts.kind != .directory { return "\(path) is \(facts.kind.name), not a directory" }
        if let problem = ownerProblem(facts, path: "the directory " + path, user: user) { return problem }
        if facts.mode & 0o022 != 0 {
            return "the directory \(path) can be written by other users (mode \(octal(facts.mode)); chmod go-w makes it the user's alone)"
        }
        return nil
    }

    /// Why the memory's file `path` is not to be read by `user`, or nil when it may be; at
    /// most `limit` bytes are read.
    public static func fileProblem(_ facts: Facts, path: String, user: UInt32, limit: Int) -> String? {
        if facts.kind != .regular { return notRegular(facts.kind, path: path) }
        if let problem = ownerProblem(facts, path: path, user: user) { return problem }
        if facts.mode & 0o022 != 0 { return "\(path) can be written by other users (mode \(octal(facts.mode)))" }
        if facts.size > limit { return tooLarge(path: path, size: facts.size, limit: limit) }
        return nil
    }

    /// The message for a memory's file that is a `kind` other than a regular file.
    public static func notRegular(_ kind: Kind, path: String) -> String {
        "\(path) is \(kind.name), not a regular file"
    }

    /// The message for a memory of `size` bytes (at least that many), more than `limit`.
    public static func tooLarge(path: String, size: Int, limit: Int) -> String {
        "\(path) holds \(size) bytes, more than the \(sizeName(limit)) a memory may hold"
    }

    /// `bytes` as the messages say it: in MiB when a whole number of them.
    public static func sizeName(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }

    private static func ownerProblem(_ facts: Facts, path: String, user: UInt32) -> String? {
        guard facts.owner != user && facts.owner != 0 else { return nil }
        return "\(path) belongs to user \(facts.owner), not to this user (\(user))"
    }

    private static func octal(_ mode: UInt32) -> String {
        let digits = String(mode, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
