import Glibc
import TickCore

/// The listening socket of `--listen`: a TCP port or a Unix socket, opened before the picker
/// starts so that a refusal is one line and exit 2, never a picker with a dead server.
public struct ListenSocket: Sendable {
    /// The listening descriptor (non-blocking, closed on exec).
    public let fd: Int32
    /// The port listened on (the system's choice for port 0); nil for a Unix socket.
    public let port: Int?
    /// The Unix socket's path; nil for TCP.
    public let path: String?

    /// Opens `address`. A Unix socket's old file is replaced, unless a server still answers
    /// there; its mode is 0600, and the guardian removes it should tick be killed.
    public static func open(_ address: ListenAddress) throws(UsageError) -> ListenSocket {
        switch address {
        case .unix(let path): try openUnix(path)
        case .tcp(let host, let port): try openTCP(host: host, port: port)
        }
    }

    private static func openTCP(host: String, port: Int) throws(UsageError) -> ListenSocket {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>? = nil
        let name = host == "localhost" ? "127.0.0.1" : host
        guard getaddrinfo(name, String(port), &hints, &list) == 0, let first = list else {
            throw UsageError("--listen: cannot resolve the address '\(host)'")
        }
        defer { freeaddrinfo(list) }
        var failure = "no address"
        var info: UnsafeMutablePointer<addrinfo>? = first
        while let a = info {
            info = a.pointee.ai_next
            let fd = socket(a.pointee.ai_family, a.pointee.ai_socktype | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
            guard fd >= 0 else { failure = String(cString: strerror(errno)); continue }
            var one: Int32 = 1
            _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
            guard bind(fd, a.pointee.ai_addr, a.pointee.ai_addrlen) == 0, listen(fd, 64) == 0 else {
                failure = String(cString: strerror(errno))
                Glibc.close(fd)
                continue
            }
            return ListenSocket(fd: fd, port: boundPort(fd) ?? port, path: nil)
        }
        throw UsageError("--listen: cannot listen on \(host):\(port): \(failure)")
    }

    /// The port `fd` is bound to.
    private static func boundPort(_ fd: Int32) -> Int? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let ok = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) == 0 }
        }
        guard ok else { return nil }
        return withUnsafePointer(to: &storage) { p -> Int? in
            switch Int32(p.pointee.ss_family) {
            case AF_INET: p.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
            case AF_INET6: p.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) }
            default: nil
            }
        }
    }

    private static func openUnix(_ given: String) throws(UsageError) -> ListenSocket {
        // Commands run elsewhere, and the guardian from `/`: the path they are given is whole.
        let path = given.hasPrefix("/") ? given : Host.currentDirectory() + "/" + given
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let room = MemoryLayout.size(ofValue: address.sun_path)
        guard !bytes.isEmpty, bytes.count < room, !bytes.contains(0) else {
            throw UsageError("--listen: the socket path '\(path)' is too long (at most \(room - 1) bytes)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, b) in bytes.enumerated() { raw[i] = b }
        }
        let length = socklen_t(MemoryLayout<sockaddr_un>.size)
        func connectOrBind(_ fd: Int32, bind doBind: Bool) -> Bool {
            withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { doBind ? bind(fd, $0, length) == 0 : connect(fd, $0, length) == 0 }
            }
        }
        // A server answering there is someone else's: leave it. A dead socket's file is replaced.
        var info = stat()
        if lstat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFSOCK else {
                throw UsageError("--listen: '\(path)' exists and is not a socket")
            }
            let probe = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            if probe >= 0 {
                let answered = connectOrBind(probe, bind: false)
                Glibc.close(probe)
                if answered { throw UsageError("--listen: the socket '\(path)' is already in use") }
            }
            unlink(path)
        }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { throw UsageError("--listen: cannot make a socket: \(String(cString: strerror(errno)))") }
        // Only the user may connect: the mode is set between bind and listen, while no one can.
        guard connectOrBind(fd, bind: true), chmod(path, 0o600) == 0, listen(fd, 64) == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(fd)
            throw UsageError("--listen: cannot listen on '\(path)': \(reason)")
        }
        ProcessGuardian.shared.tell(.file(bytes))
        return ListenSocket(fd: fd, port: nil, path: path)
    }

    /// Stops listening.
    public func close() {
        Glibc.close(fd)
    }

    /// Removes a Unix socket's file (no one can connect any more).
    public func removeFile() {
        guard let path else { return }
        unlink(path)
        ProcessGuardian.shared.tell(.forgotten(Array(path.utf8)))
    }
}
