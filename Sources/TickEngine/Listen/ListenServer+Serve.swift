import Glibc
import TickCore

/// The `--listen` server's thread: every connection moved on in one `poll` loop.
extension ListenServer {
    /// Serves until `stop`: accepts, reads, answers; then closes everything.
    func serve() {
        var connections: [ListenConnection] = []
        var nextID = 0
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        // After the system refused a connection (no descriptors left), the listening socket is
        // left alone a moment: it stays readable, and polling it again at once would spin.
        var acceptAfter = 0.0
        while !isStopped {
            let now = MonotonicClock.milliseconds()
            let listening = now >= acceptAfter
            var fds = [pollfd(fd: listening ? socket.fd : -1, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: control.read, events: Int16(POLLIN), revents: 0)]
            fds += connections.map { pollfd(fd: $0.fd, events: $0.events, revents: 0) }
            let soonest = (connections.map(\.deadline) + (listening ? [] : [acceptAfter])).min()
            let timeout = soonest.map { Int32(max(0, ($0 - now).rounded(.up))) } ?? -1
            let ready = poll(&fds, nfds_t(fds.count), timeout)
            if ready < 0 && errno != EINTR { break }
            if fds[1].revents != 0 { _ = Descriptor.readSome(control.read, into: &buffer) }
            let later = MonotonicClock.milliseconds()
            var open: [ListenConnection] = []
            for (n, var c) in connections.enumerated() {
                if step(&c, events: fds[n + 2].revents, now: later, buffer: &buffer, nextID: &nextID) {
                    open.append(c)
                } else {
                    Glibc.close(c.fd)
                }
            }
            connections = open
            if fds[0].revents & Int16(POLLIN) != 0, !accept(into: &connections, now: later) {
                acceptAfter = later + Self.acceptPause
            }
            forgetReports(except: Set(connections.compactMap {
                if case .awaiting(let id, _, _) = $0.phase { id } else { nil }
            }))
        }
        for c in connections { Glibc.close(c.fd) }
        socket.close()
        Glibc.close(control.read)
    }

    /// Accepts every connection waiting; past the limit, each is closed at once. False when
    /// the system refused one for want of descriptors.
    private func accept(into connections: inout [ListenConnection], now: Double) -> Bool {
        while true {
            let fd = accept4(socket.fd, nil, nil, Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue))
            guard fd >= 0 else { return !(errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM) }
            if connections.count >= Self.connectionLimit {
                Glibc.close(fd)
                continue
            }
            connections.append(ListenConnection(fd: fd, deadline: now + Self.requestTime))
        }
    }

    /// Moves one connection on; false when it is done with.
    private func step(_ c: inout ListenConnection, events: Int16, now: Double, buffer: inout [UInt8],
                      nextID: inout Int) -> Bool {
        switch c.phase {
        case .writing(let bytes, let written):
            guard events & Int16(POLLOUT | POLLERR | POLLHUP) != 0 else { return now < c.deadline }
            return c.write(bytes, from: written, now: now)
        case .draining:
            guard events != 0 else { return now < c.deadline }
            return c.drain(&buffer) && now < c.deadline
        case .awaiting(let id, let limit, let offset):
            if let report = takeReport(id) {
                c.respond(HTTPResponse(status: 200, body: report.json(limit: limit, offset: offset), json: true), now: now)
            } else if now >= c.deadline {
                c.respond(HTTPResponse(status: 503, body: Array("{\"error\":\"timeout\"}\n".utf8), json: true), now: now)
            }
            return true
        case .reading:
            guard now < c.deadline else {
                c.respond(.line(408, "request timeout"), now: now)
                return true
            }
            guard events & Int16(POLLIN | POLLERR | POLLHUP) != 0 else { return true }
            let n = Descriptor.readSome(c.fd, into: &buffer)
            if n < 0 { return errno == EAGAIN || errno == EINTR }
            // The client stopped sending before its request was whole: nothing to answer.
            if n == 0 { return false }
            switch c.reader.feed(buffer[..<n]) {
            case .incomplete:
                break
            case .bad(let reason):
                c.respond(.line(400, reason), now: now)
            case .request(let request):
                switch decide(request) {
                case .answer(let response):
                    c.respond(response, now: now)
                case .report(let limit, let offset):
                    nextID += 1
                    c.phase = .awaiting(id: nextID, limit: limit, offset: offset)
                    c.deadline = now + Self.reportTime
                    enqueue(.report(id: nextID))
                }
            }
            return true
        }
    }
}

/// glibc's `accept4` (sys/socket.h, declared only with `_GNU_SOURCE`, which Glibc's module leaves
/// out): the connection's descriptor is closed on exec and non-blocking from its first moment.
@_silgen_name("accept4")
private func accept4(_ fd: Int32, _ address: UnsafeMutablePointer<sockaddr>?, _ length: UnsafeMutablePointer<socklen_t>?,
                     _ flags: Int32) -> Int32
