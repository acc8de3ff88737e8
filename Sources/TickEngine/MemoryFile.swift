import Glibc
import TickCore

/// The file of one `--remember` memory: read whole once checked, written atomically.
///
/// A write goes to a new temporary file in the same directory (mode 0600), is flushed to disk
/// with `fsync`, and is renamed over the old file; the directory is then synced too. A reader,
/// or another tick saving at the same moment, sees the old file or a new one, never a mix: the
/// last rename wins. Missing directories are created with mode 0700.
public struct MemoryFile: Sendable {
    /// The directory of the memories.
    public let directory: String
    /// The memory's file.
    public let path: String
    /// Its name in `directory`.
    let fileName: String

    /// The file of memory `name` (validated) in `directory`.
    public init(name: String, directory: String) {
        self.directory = directory
        path = MemoryLocation.file(name: name, in: directory)
        fileName = MemoryLocation.fileName(name)
    }

    /// The file of memory `name` where the environment says memories live.
    public init(name: String) throws(MemoryFileError) {
        let directory: String
        do {
            directory = try MemoryLocation.directory(xdgStateHome: Host.environment("XDG_STATE_HOME"),
                                                     home: Host.environment("HOME"))
        } catch { throw MemoryFileError(error.message) }
        self.init(name: name, directory: directory)
    }

    /// The file's bytes, or nil when there is no file (or no directory).
    ///
    /// Nothing is read unless the directory and the file pass `MemoryFileCheck`, judged on the
    /// descriptors opened (not on the paths, which could change in between): the file is
    /// opened in the opened directory, without following a symbolic link and without waiting
    /// (a FIFO), and at most `limit` bytes are read, however the file grows meanwhile. The
    /// error says which check failed.
    public func read(limit: Int = Tunables.memoryFileLimit) throws(MemoryFileError) -> [UInt8]? {
        let dirFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dirFD < 0 {
            if errno == ENOENT { return nil }
            throw MemoryFileError("cannot open the directory \(directory): \(Host.errorText())")
        }
        defer { close(dirFD) }
        let user = UInt32(geteuid())
        if let problem = MemoryFileCheck.directoryProblem(Self.facts(dirFD), path: directory, user: user) {
            throw MemoryFileError(problem)
        }
        let fd = openat(dirFD, fileName, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY)
        if fd < 0 {
            if errno == ENOENT { return nil }
            if errno == ELOOP { throw MemoryFileError(MemoryFileCheck.notRegular(.symbolicLink, path: path)) }
            throw failure("cannot open")
        }
        defer { close(fd) }
        if let problem = MemoryFileCheck.fileProblem(Self.facts(fd), path: path, user: user, limit: limit) {
            throw MemoryFileError(problem)
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = Descriptor.readSome(fd, into: &buffer)
            if n < 0 {
                if errno == EINTR { continue }
                throw failure("cannot read")
            }
            if n == 0 { return bytes }
            bytes += buffer[0..<n]
            if bytes.count > limit { throw MemoryFileError(MemoryFileCheck.tooLarge(path: path, size: bytes.count, limit: limit)) }
        }
    }

    /// What `fstat` says of the opened `fd`.
    private static func facts(_ fd: Int32) -> MemoryFileCheck.Facts {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return MemoryFileCheck.Facts(kind: .unknown, owner: UInt32.max, mode: 0o777, size: 0) }
        let kind: MemoryFileCheck.Kind
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFIFO: kind = .fifo
        case S_IFCHR: kind = .characterDevice
        case S_IFBLK: kind = .blockDevice
        case S_IFSOCK: kind = .socket
        case S_IFLNK: kind = .symbolicLink
        default: kind = .unknown
        }
        return MemoryFileCheck.Facts(kind: kind, owner: UInt32(info.st_uid), mode: UInt32(info.st_mode & 0o7777), size: Int(info.st_size))
    }

    /// Replaces the file with `bytes`, atomically; more than `limit` bytes are refused (no
    /// later run would read them).
    public func write(_ bytes: [UInt8], limit: Int = Tunables.memoryFileLimit) throws(MemoryFileError) {
        if bytes.count > limit {
            throw MemoryFileError("it would hold \(bytes.count) bytes, more than the \(MemoryFileCheck.sizeName(limit)) a memory may hold")
        }
        try makeDirectory(directory)
        var template = Array((path + ".tmp.XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw failure("cannot create a temporary file in \(directory) for") }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var done = false
        defer {
            if !done { unlink(temporary) }
        }
        let written = fchmod(fd, 0o600) == 0 && Descriptor.writeAll(fd, bytes) && fsync(fd) == 0
        let code = errno
        guard close(fd) == 0, written else { throw failure("cannot write", code: written ? errno : code) }
        guard rename(temporary, path) == 0 else { throw failure("cannot rename \(temporary) to") }
        done = true
        syncDirectory()
    }

    /// Creates `dir` and any missing parent with mode 0700 (an existing one is left as it is).
    private func makeDirectory(_ dir: String) throws(MemoryFileError) {
        var info = stat()
        if stat(dir, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw MemoryFileError("cannot save the memory: \(dir) is not a directory") }
            return
        }
        if let slash = dir.lastIndex(of: "/"), slash != dir.startIndex {
            try makeDirectory(String(dir[..<slash]))
        }
        if mkdir(dir, 0o700) != 0 {
            // Another tick may have made it in the meantime.
            guard errno == EEXIST else { throw MemoryFileError("cannot create the directory \(dir): \(Host.errorText())") }
            return
        }
        // mkdir's mode is reduced by the umask: make it exactly 0700.
        _ = chmod(dir, 0o700)
    }

    /// Makes the rename durable: syncs the directory that holds the file (best effort).
    private func syncDirectory() {
        let fd = open(directory, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    private func failure(_ what: String, code: Int32 = errno) -> MemoryFileError {
        MemoryFileError("\(what) \(path): \(Host.errorText(code))")
    }
}

/// A failure to read or write a memory's file, with the message the user reads.
public struct MemoryFileError: Error, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
}
