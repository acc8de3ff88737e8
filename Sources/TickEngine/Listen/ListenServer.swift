import Glibc
import Synchronization
import TickCore

/// `--listen`'s HTTP server: one thread that takes requests from any number of clients and
/// hands the picker only what is whole and allowed.
///
/// The thread `poll`s the listening socket, its own control pipe and every open connection,
/// all non-blocking, so a slow or silent client holds nothing but its own connection. Each
/// connection has a deadline (`requestTime` to send its request, `writeTime` to read the
/// answer) and a bounded buffer (`HTTPRequestReader`); past `connectionLimit` open at once, a
/// new one is closed at once. A request with a wrong or missing key (when one is set) is
/// answered 401 and goes no further; a body that is not actions in `--bind`'s grammar is
/// answered 400. Only then does the picker hear of it: actions are queued (`take`) and the
/// picker's wake pipe signalled; a state request waits, at most `reportTime`, for the picker's
/// `StateReport`, which this thread writes out as JSON.
public final class ListenServer: Sendable {
    /// What the picker is asked to do.
    public enum Incoming: Sendable, Equatable {
        /// Perform these actions, as a key bound to them would.
        case perform([ActionCall])
        /// Answer state request `id` (`answer(_:with:)`).
        case report(id: Int)
    }

    /// The most connections open at once.
    static let connectionLimit = 64
    /// How long a client has to send its whole request (milliseconds).
    static let requestTime = 5_000.0
    /// How long a state request waits for the picker before 503.
    static let reportTime = 2_000.0
    /// How long a client has to read its answer.
    static let writeTime = 5_000.0
    /// The most action requests queued for the picker before more are answered 503.
    static let queueLimit = 256

    private struct Shared: Sendable {
        var incoming: [Incoming] = []
        var reports: [Int: StateReport] = [:]
        var wake: WakePipe? = nil
        var stopped = false
    }

    /// The socket listened on.
    public let socket: ListenSocket
    /// `FZF_PORT=N` or `FZF_SOCK=PATH` (and, under the name tick, `TICK_PORT`/`TICK_SOCK`
    /// beside it), for every command the picker runs.
    public let exports: [[UInt8]]
    private let key: [UInt8]?
    private let allowsProcesses: Bool
    private let shared = Mutex(Shared())
    private let control: (read: Int32, write: Int32)

    /// Opens `options.address` and starts serving. `apiKey` (when not empty) is required of
    /// every request; a non-local address without one is refused. `persona` says which names
    /// the address is exported under (`exports`).
    public static func start(_ options: ListenOptions, apiKey: String?, persona: CommandName) throws(UsageError) -> ListenServer {
        let key = apiKey.flatMap { $0.isEmpty ? nil : $0 }
        guard options.address.isLocal || key != nil else {
            throw UsageError("--listen: a non-local address needs an API key: set FZF_API_KEY (or TICK_API_KEY)")
        }
        let socket = try ListenSocket.open(options.address)
        guard let control = Descriptor.closedOnExecPipe(flags: O_NONBLOCK) else {
            socket.close()
            throw UsageError("--listen: cannot make a pipe")
        }
        let value = socket.path.map { ("SOCK", $0) } ?? ("PORT", String(socket.port ?? 0))
        let prefixes = persona == .fzf ? ["FZF_"] : ["FZF_", "TICK_"]
        let exports = prefixes.map { Array("\($0)\(value.0)=\(value.1)".utf8) }
        let server = ListenServer(socket: socket, exports: exports, key: key.map { Array($0.utf8) },
                                  allowsProcesses: options.address.isLocal || options.unsafe, control: control)
        guard DetachedThread.start({ server.serve() }) else {
            socket.removeFile()
            socket.close()
            throw UsageError("--listen: cannot start the server's thread")
        }
        return server
    }

    deinit {
        Glibc.close(control.write)
    }

    private init(socket: ListenSocket, exports: [[UInt8]], key: [UInt8]?, allowsProcesses: Bool, control: (read: Int32, write: Int32)) {
        self.socket = socket
        self.exports = exports
        self.key = key
        self.allowsProcesses = allowsProcesses
        self.control = control
    }

    // MARK: The picker's side

    /// Signals `wake` (`.server`) whenever something is queued; signals at once if something
    /// already is.
    public func attach(_ wake: WakePipe) {
        let waiting = shared.withLock { s in
            s.wake = wake
            return !s.incoming.isEmpty
        }
        if waiting { wake.signal(.server) }
    }

    /// What was asked since the last call, in order.
    public func take() -> [Incoming] {
        shared.withLock { s in
            defer { s.incoming = [] }
            return s.incoming
        }
    }

    /// Answers state request `id` with `report` (written out on the server's thread).
    public func answer(_ id: Int, with report: StateReport) {
        shared.withLock { $0.reports[id] = report }
        Descriptor.writeByte(control.write, 1)
    }

    /// Stops serving: a Unix socket's file goes now; the thread ends and closes the
    /// connections and the socket.
    public func stop() {
        let first = shared.withLock { s in
            defer { s.stopped = true }
            return !s.stopped
        }
        guard first else { return }
        socket.removeFile()
        Descriptor.writeByte(control.write, 0)
    }

    // MARK: The server's thread

    /// One client's connection.
    private struct Connection {
        let fd: Int32
        var reader = HTTPRequestReader()
        /// When it is dropped if still unanswered (or unread).
        var deadline: Double
        /// The state request it waits on: its id and the window asked for.
        var report: (id: Int, limit: Int, offset: Int)? = nil
        /// The answer being written, and how much of it went.
        var output: [UInt8] = []
        var written = 0
    }

    private func serve() {
        var connections: [Connection] = []
        var nextID = 0
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while !shared.withLock({ $0.stopped }) {
            var fds = [pollfd(fd: socket.fd, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: control.read, events: Int16(POLLIN), revents: 0)]
            for c in connections {
                fds.append(pollfd(fd: c.fd, events: Int16(c.output.isEmpty ? (c.report == nil ? POLLIN : 0) : POLLOUT), revents: 0))
            }
            let now = MonotonicClock.milliseconds()
            let soonest = connections.map(\.deadline).min()
            let timeout = soonest.map { Int32(max(0, ($0 - now).rounded(.up))) } ?? -1
            let ready = poll(&fds, nfds_t(fds.count), timeout)
            if ready < 0 && errno != EINTR { break }
            if fds[1].revents != 0 { _ = Descriptor.readSome(control.read, into: &buffer) }
            // Connections first (their slots in `fds` follow the two fixed ones).
            var open: [Connection] = []
            for (n, var c) in connections.enumerated() {
                let events = fds[n + 2].revents
                if step(&c, events: events, buffer: &buffer, nextID: &nextID) { open.append(c) } else { Glibc.close(c.fd) }
            }
            connections = open
            if fds[0].revents & Int16(POLLIN) != 0 { accept(into: &connections) }
            // Answers to state requests whose connection gave up are not kept.
            let awaited = Set(connections.compactMap { $0.report?.id })
            shared.withLock { s in s.reports = s.reports.filter { awaited.contains($0.key) } }
        }
        for c in connections { Glibc.close(c.fd) }
        socket.close()
        Glibc.close(control.read)
    }

    /// Accepts every connection waiting; past the limit, each is closed at once.
    private func accept(into connections: inout [Connection]) {
        while true {
            let fd = accept4(socket.fd, nil, nil, Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue))
            guard fd >= 0 else { return }
            if connections.count >= Self.connectionLimit {
                Glibc.close(fd)
                continue
            }
            connections.append(Connection(fd: fd, deadline: MonotonicClock.milliseconds() + Self.requestTime))
        }
    }

    /// Moves one connection on; false when it is done with (answered, gone, or out of time).
    private func step(_ c: inout Connection, events: Int16, buffer: inout [UInt8], nextID: inout Int) -> Bool {
        let now = MonotonicClock.milliseconds()
        if !c.output.isEmpty {
            guard events & Int16(POLLOUT | POLLERR | POLLHUP) != 0 else { return now < c.deadline }
            let n = c.output[c.written...].withUnsafeBytes { send(c.fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n < 0 { return errno == EAGAIN || errno == EINTR ? now < c.deadline : false }
            c.written += n
            return c.written < c.output.count && now < c.deadline
        }
        if let wanted = c.report {
            if let report = shared.withLock({ $0.reports.removeValue(forKey: wanted.id) }) {
                respond(&c, HTTPResponse(status: 200, body: report.json(limit: wanted.limit, offset: wanted.offset), json: true))
                return true
            }
            guard now < c.deadline else {
                respond(&c, HTTPResponse(status: 503, body: Array("{\"error\":\"timeout\"}\n".utf8), json: true))
                return true
            }
            return true
        }
        guard now < c.deadline else {
            respond(&c, .line(408, "request timeout"))
            return true
        }
        guard events & Int16(POLLIN | POLLERR | POLLHUP) != 0 else { return true }
        let n = Descriptor.readSome(c.fd, into: &buffer)
        if n < 0 { return errno == EAGAIN || errno == EINTR }
        if n == 0 {
            // The client stopped sending before its request was whole: nothing to answer.
            return false
        }
        switch c.reader.feed(buffer[..<n]) {
        case .incomplete:
            return true
        case .bad(let reason):
            respond(&c, .line(400, reason))
        case .request(let request):
            handle(request, &c, nextID: &nextID)
        }
        return true
    }

    /// Answers or queues a whole request.
    private func handle(_ request: HTTPRequest, _ c: inout Connection, nextID: inout Int) {
        guard authorized(request.apiKey) else { return respond(&c, .line(401, "invalid api key")) }
        switch request.kind {
        case .state(let limit, let offset):
            nextID += 1
            c.report = (nextID, limit, offset)
            c.deadline = MonotonicClock.milliseconds() + Self.reportTime
            enqueue(.report(id: nextID))
        case .actions(let body):
            let text = Self.trimmingLineBreaks(body)
            let calls: [ActionCall]
            do throws(UsageError) { calls = try BindingParser.actions(text) } catch { return respond(&c, .line(400, error.message)) }
            let allowed = allowsProcesses ? calls : calls.filter { !Self.startsProcesses($0.action) }
            guard !calls.isEmpty else { return respond(&c, .line(400, "no action specified")) }
            guard enqueue(.perform(allowed)) else { return respond(&c, .line(503, "busy: too many requests queued")) }
            respond(&c, HTTPResponse(status: 200, body: []))
        }
    }

    /// Queues `incoming` for the picker and wakes it; false when the queue is full.
    @discardableResult
    private func enqueue(_ incoming: Incoming) -> Bool {
        let wake: WakePipe?? = shared.withLock { s in
            if case .perform = incoming, s.incoming.count >= Self.queueLimit { return .none }
            s.incoming.append(incoming)
            return .some(s.wake)
        }
        guard let wake else { return false }
        wake?.signal(.server)
        return true
    }

    /// Whether `given` is the key (always, when none is set), compared in constant time.
    private func authorized(_ given: String?) -> Bool {
        guard let key else { return true }
        return Self.sameBytes(Array((given ?? "").utf8), key)
    }

    /// Whether `a` and `b` are equal, in a time that depends only on their lengths.
    static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        var difference = UInt8(a.count == b.count ? 0 : 1)
        for i in 0..<max(a.count, b.count) {
            difference |= (i < a.count ? a[i] : 0) ^ (i < b.count ? b[i] : 0)
        }
        return difference == 0
    }

    /// Whether an action starts a process (a command, a reload, the preview) or can reach one
    /// that does (`trigger`): taken from a non-local address only with `--listen-unsafe`.
    static func startsProcesses(_ action: Action) -> Bool {
        if action.runsCommand { return true }
        if case .binding(.trigger) = action { return true }
        return false
    }

    private static func trimmingLineBreaks(_ text: String) -> String {
        var s = Substring(text)
        while let c = s.first, c == "\r" || c == "\n" || c == "\r\n" { s = s.dropFirst() }
        while let c = s.last, c == "\r" || c == "\n" || c == "\r\n" { s = s.dropLast() }
        return String(s)
    }

    /// Starts writing `response`; the connection closes once it is written.
    private func respond(_ c: inout Connection, _ response: HTTPResponse) {
        c.report = nil
        c.output = response.bytes
        c.written = 0
        c.deadline = MonotonicClock.milliseconds() + Self.writeTime
    }
}

/// glibc's `accept4` (sys/socket.h, declared only with `_GNU_SOURCE`, which Glibc's module leaves
/// out): the connection's descriptor is closed on exec and non-blocking from its first moment.
@_silgen_name("accept4")
private func accept4(_ fd: Int32, _ address: UnsafeMutablePointer<sockaddr>?, _ length: UnsafeMutablePointer<socklen_t>?,
                     _ flags: Int32) -> Int32
