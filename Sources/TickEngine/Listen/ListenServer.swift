import Glibc
import Synchronization
import TickCore

/// `--listen`'s HTTP server: one thread that takes requests from any number of clients and
/// hands the picker only what is whole and allowed.
///
/// The thread (`serve`, in `ListenServer+Serve`) `poll`s the listening socket, its own control
/// pipe and every open connection (`ListenConnection`), all non-blocking, so a slow or silent
/// client holds nothing but its own connection. Each connection has a deadline for each phase
/// and a bounded buffer (`HTTPRequestReader`); past `connectionLimit` open at once, a new one
/// is closed at once. What a request may do is decided here (`decide`): a browser's request
/// (DNS rebinding, a page posting to localhost) and a wrong or missing key (when one is set)
/// go no further; a body that is not actions in `--bind`'s grammar is answered 400. Only then
/// does the picker hear of it: actions are queued, at most `queueLimit` chains (the picker
/// takes them one at a time, `takeNext`, when it can perform them), and the picker's wake pipe
/// signalled; a state request waits, at most `reportTime`, for the picker's `StateReport`,
/// which this thread writes out as JSON.
public final class ListenServer: Sendable {
    /// What the picker is asked to do.
    public enum Incoming: Sendable, Equatable {
        /// Perform these actions, as a key bound to them would.
        case perform([ActionCall])
        /// Answer state request `id` (`answer(_:with:)`).
        case report(id: Int)
    }

    /// What a whole request gets.
    enum Decision {
        /// This answer, at once.
        case answer(HTTPResponse)
        /// The picker's state, `limit` items from `offset`.
        case report(limit: Int, offset: Int)
    }

    /// The most connections open at once.
    static let connectionLimit = 64
    /// How long a client has to send its whole request (milliseconds).
    static let requestTime = 5_000.0
    /// How long a state request waits for the picker before 503.
    static let reportTime = 2_000.0
    /// How long a client has to read its answer.
    static let writeTime = 5_000.0
    /// How long what a client sends after its answer is read before the connection closes.
    static let drainTime = 1_000.0
    /// How long the listening socket is left alone after the system refused a connection.
    static let acceptPause = 100.0
    /// The most chains of actions waiting for the picker; more are answered 503.
    static let queueLimit = 256
    /// The most actions in one request.
    static let actionLimit = 1_000

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
    private let address: ListenAddress
    private let allowsProcesses: Bool
    private let shared = Mutex(Shared())
    /// Wakes the server's thread: an answer is ready, or the server is to stop.
    let control: (read: Int32, write: Int32)

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
            socket.removeFile()
            socket.close()
            throw UsageError("--listen: cannot make a pipe")
        }
        let value = socket.path.map { ("SOCK", $0) } ?? ("PORT", String(socket.port ?? 0))
        let prefixes = persona == .fzf ? ["FZF_"] : ["FZF_", "TICK_"]
        let server = ListenServer(socket: socket, exports: prefixes.map { Array("\($0)\(value.0)=\(value.1)".utf8) },
                                  key: key.map { Array($0.utf8) }, address: options.address,
                                  allowsProcesses: options.address.isLocal || options.unsafe, control: control)
        guard DetachedThread.start({ server.serve() }) else {
            socket.removeFile()
            socket.close()
            throw UsageError("--listen: cannot start the server's thread")
        }
        return server
    }

    private init(socket: ListenSocket, exports: [[UInt8]], key: [UInt8]?, address: ListenAddress, allowsProcesses: Bool,
                 control: (read: Int32, write: Int32)) {
        self.socket = socket
        self.exports = exports
        self.key = key
        self.address = address
        self.allowsProcesses = allowsProcesses
        self.control = control
    }

    deinit {
        Glibc.close(control.write)
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

    /// The oldest request, if the picker can do it now: actions only when it can perform
    /// (`canPerform`: no chain waits for a command), and a state request only after the
    /// actions posted before it.
    public func takeNext(canPerform: Bool) -> Incoming? {
        shared.withLock { s in
            guard let first = s.incoming.first else { return nil }
            if case .perform = first, !canPerform { return nil }
            return s.incoming.removeFirst()
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

    // MARK: For the server's thread

    /// Whether `stop` was called.
    var isStopped: Bool { shared.withLock { $0.stopped } }

    /// The picker's answer to state request `id`, if it came.
    func takeReport(_ id: Int) -> StateReport? {
        shared.withLock { $0.reports.removeValue(forKey: id) }
    }

    /// Drops the answers no connection waits for any more.
    func forgetReports(except awaited: Set<Int>) {
        shared.withLock { s in s.reports = s.reports.filter { awaited.contains($0.key) } }
    }

    /// What a whole request gets: refused (a browser's, a wrong key, a bad body), queued for the
    /// picker, or a state request.
    func decide(_ request: HTTPRequest) -> Decision {
        if request.fromBrowser { return .answer(.line(403, "requests from a browser are refused")) }
        if case .tcp = address, address.isLocal, let host = request.host, !Self.isLoopbackName(host) {
            return .answer(.line(403, "unexpected Host header: only localhost is served"))
        }
        guard authorized(request.apiKey) else { return .answer(.line(401, "invalid api key")) }
        switch request.kind {
        case .state(let limit, let offset):
            return .report(limit: limit, offset: offset)
        case .actions(let body):
            let calls: [ActionCall]
            do throws(UsageError) { calls = try BindingParser.actions(Self.trimmingLineBreaks(body)) } catch {
                return .answer(.line(400, error.message))
            }
            guard !calls.isEmpty else { return .answer(.line(400, "no action specified")) }
            guard calls.count <= Self.actionLimit else { return .answer(.line(400, "too many actions: at most \(Self.actionLimit)")) }
            let allowed = allowsProcesses ? calls : calls.filter { !Self.startsProcesses($0.action) }
            guard allowed.isEmpty || enqueue(.perform(allowed)) else { return .answer(.line(503, "busy: too many requests queued")) }
            return .answer(HTTPResponse(status: 200, body: []))
        }
    }

    /// Queues `incoming` for the picker and wakes it; false when the queue is full.
    @discardableResult
    func enqueue(_ incoming: Incoming) -> Bool {
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

    /// Whether a `Host` header names this machine's loopback: `localhost`, `127.0.0.1` or
    /// `[::1]`, with or without a port. Any other name reached a loopback server through a
    /// name that resolved there (DNS rebinding).
    static func isLoopbackName(_ host: String) -> Bool {
        var name = Substring(host.lowercased())
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { return false }
            name = name[...close]
        } else if let colon = name.firstIndex(of: ":") {
            name = name[..<colon]
        }
        return name == "localhost" || name == "127.0.0.1" || name == "[::1]"
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
}
