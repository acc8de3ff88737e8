import Glibc
import TickCore

/// fzf's built-in walker: lists the files (and, asked, directories) below the roots into a
/// pipe, each path ended by NUL, on a thread of its own, so that the reader of stdin streams
/// them into the picker while the walk goes on.
///
/// Paths are printed below each root as it was written (a leading `./` and trailing slashes
/// dropped; the root `.` prints bare names), directories with a trailing `/` (a root other
/// than `.` too). Breadth first,
/// each directory in the order the system gives (unsorted, as fzf's). Directories that cannot
/// be read are passed over silently; a link that leads back to a directory it is inside (by
/// the walk or on disk) is listed but not entered. The walk stops when the reader goes away (the write fails), and
/// the write end is closed whichever way it ends.
public enum FileWalker {
    /// Why the walk could not start (a root that is not a directory, no pipe, no thread).
    public struct Failure: Error {
        public let message: String
    }

    /// Checks the roots and starts the walk; returns the read end of the pipe.
    public static func start(_ options: WalkerOptions) throws(Failure) -> Int32 {
        for root in options.roots {
            var info = stat()
            guard stat(root, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                throw Failure(message: "--walker-root: '\(root)' is not a directory")
            }
        }
        // No command tick starts (preview, execute) may hold the write end open; the read end
        // goes to stdin with `dup2`, which is not closed on exec.
        guard let (readEnd, writeEnd) = Descriptor.closedOnExecPipe() else {
            throw Failure(message: "cannot make a pipe for the file walker: \(Host.errorText())")
        }
        Descriptor.widenPipe(writeEnd)
        let started = DetachedThread.start {
            var walk = Walk(options: options, fd: writeEnd)
            walk.run()
            close(writeEnd)
        }
        guard started else {
            close(readEnd); close(writeEnd)
            throw Failure(message: "cannot start the file walker's thread")
        }
        return readEnd
    }

    /// Starts the walk and puts the pipe's read end in place of stdin (fd 0).
    public static func replaceStandardInput(_ options: WalkerOptions) throws(Failure) {
        let fd = try start(options)
        guard dup2(fd, 0) == 0 else {
            let text = Host.errorText()
            close(fd)
            throw Failure(message: "cannot read the file walker's pipe: \(text)")
        }
        close(fd)
    }
}

/// One walk over the roots: the queue of directories still to read and the output buffer.
struct Walk {
    /// A directory's identity, to see a link lead back into a directory it is inside.
    struct Identity: Equatable { let device: UInt, inode: UInt }

    /// A directory still to read: its path as printed, and the directories it is inside.
    struct Pending { let path: [UInt8]; let ancestors: [Identity] }

    let options: WalkerOptions
    let fd: Int32
    var buffer: [UInt8] = []
    var lastFlush = MonotonicClock.milliseconds()
    /// Set when a write failed: the reader is gone, the walk stops.
    var stopped = false

    init(options: WalkerOptions, fd: Int32) {
        self.options = options
        self.fd = fd
        buffer.reserveCapacity(Tunables.walkerFlushSize)
    }

    mutating func run() {
        for root in options.roots where !stopped {
            walk(root: root)
        }
        flush()
    }

    /// The root as printed: no leading `./`, no trailing slashes, empty for `.`.
    static func printed(root: String) -> [UInt8] {
        var p = Array(root.utf8)[...]
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        while p.count >= 2 && p[p.startIndex] == dot && p[p.startIndex + 1] == slash {
            p = p.dropFirst(2)
            while p.first == slash { p = p.dropFirst() }
        }
        while p.count > 1 && p.last == slash { p = p.dropLast() }
        return p.elementsEqual([dot]) ? [] : Array(p)
    }

    mutating func walk(root: String) {
        let path = Self.printed(root: root)
        let name = path.split(separator: UInt8(ascii: "/")).last.map(Array.init) ?? [UInt8(ascii: ".")]
        guard !options.excludes(name: name, path: path), identity(of: path) != nil else { return }
        // A root other than `.` is listed itself, as fzf lists it.
        if options.dir && !path.isEmpty { emit(path.last == UInt8(ascii: "/") ? path : path + [UInt8(ascii: "/")]) }
        var queue = [Pending(path: path, ancestors: enclosing(path))]
        var head = 0
        while head < queue.count && !stopped {
            let dir = queue[head]
            head += 1
            read(dir, into: &queue)
            if head > 4096 && head * 2 > queue.count { queue.removeFirst(head); head = 0 }
            if MonotonicClock.milliseconds() - lastFlush > Tunables.walkerFlushInterval { flush() }
        }
    }

    /// Lists one directory's entries and queues its subdirectories.
    mutating func read(_ dir: Pending, into queue: inout [Pending]) {
        let openPath = dir.path.isEmpty ? [UInt8(ascii: ".")] : dir.path
        let dirFD = (openPath + [0]).withUnsafeBufferPointer { p in
            p.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        }
        guard dirFD >= 0 else { return }
        guard let stream = fdopendir(dirFD) else { close(dirFD); return }
        defer { closedir(stream) }
        var name: [UInt8] = []
        while !stopped, let entry = readdir(stream) {
            name.removeAll(keepingCapacity: true)
            withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                for b in raw { if b == 0 { break }; name.append(b) }
            }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            var path = dir.path
            if !path.isEmpty && path != [UInt8(ascii: "/")] { path.append(UInt8(ascii: "/")) }
            path += name
            guard let kind = kind(of: name, in: dirfd(stream), type: entry.pointee.d_type) else { continue }
            switch kind {
            case .file:
                if options.file { emit(path) }
            case .directory(let id):
                if options.excludes(name: name, path: path) { continue }
                if options.dir { emit(path + [UInt8(ascii: "/")]) }
                if let id, !dir.ancestors.contains(id) {
                    queue.append(Pending(path: path, ancestors: dir.ancestors + [id]))
                }
            }
        }
    }

    enum Kind { case file, directory(Identity?) }

    /// What the entry `name` is to the walk, or nil when it is left out (a link to a
    /// directory, without `follow`).
    func kind(of name: [UInt8], in dirFD: Int32, type: UInt8) -> Kind? {
        var info = stat()
        let cName = name + [0]
        func statAt(_ flags: Int32) -> Bool {
            cName.withUnsafeBufferPointer { p in
                p.withMemoryRebound(to: CChar.self) { fstatat(dirFD, $0.baseAddress!, &info, flags) == 0 }
            }
        }
        var type = Int(type)
        if type == Int(DT_UNKNOWN) {
            guard statAt(AT_SYMLINK_NOFOLLOW) else { return .file }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: type = Int(DT_DIR)
            case S_IFLNK: type = Int(DT_LNK)
            default: return .file
            }
        }
        switch type {
        case Int(DT_DIR):
            return .directory(statAt(0) ? Identity(info) : nil)
        case Int(DT_LNK):
            guard statAt(0), info.st_mode & S_IFMT == S_IFDIR else { return .file }
            return options.follow ? .directory(Identity(info)) : nil
        default:
            return .file
        }
    }

    /// The root and every directory above it (`..`, `../..`, up to `/`): a link to one of
    /// them is a loop even when the walk did not come through it.
    func enclosing(_ path: [UInt8]) -> [Identity] {
        var chain: [Identity] = []
        var p = path.isEmpty ? [UInt8(ascii: ".")] : path
        while chain.count < 4096, let id = identity(of: p), chain.last != id {
            chain.append(id)
            p += Array("/..".utf8)
        }
        return chain
    }

    func identity(of path: [UInt8]) -> Identity? {
        var info = stat()
        let c = (path.isEmpty ? [UInt8(ascii: ".")] : path) + [0]
        let ok = c.withUnsafeBufferPointer { p in p.withMemoryRebound(to: CChar.self) { stat($0.baseAddress!, &info) == 0 } }
        return ok ? Identity(info) : nil
    }

    mutating func emit(_ path: [UInt8]) {
        buffer += path
        buffer.append(0)
        if buffer.count >= Tunables.walkerFlushSize { flush() }
    }

    mutating func flush() {
        lastFlush = MonotonicClock.milliseconds()
        guard !buffer.isEmpty, !stopped else { return }
        let ok = buffer.withUnsafeBytes { Descriptor.writeAll(fd, $0) }
        buffer.removeAll(keepingCapacity: true)
        if !ok { stopped = true }
    }
}

extension Walk.Identity {
    init(_ info: stat) { self.init(device: UInt(info.st_dev), inode: UInt(info.st_ino)) }
}
