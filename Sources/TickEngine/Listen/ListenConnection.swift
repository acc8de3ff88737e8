import Glibc
import TickCore

/// One client's connection to the `--listen` server: reading its request, waiting for the
/// picker's report, writing the answer, then reading what is left until the client closes
/// (so that closing never resets an answer not yet read). Each phase has a deadline; past it
/// the connection is answered or dropped.
struct ListenConnection {
    /// Where the connection is.
    enum Phase {
        /// Reading the request.
        case reading
        /// Waiting for the picker's answer to state request `id`, with the window asked for.
        case awaiting(id: Int, limit: Int, offset: Int)
        /// Writing the answer; `written` bytes of it went.
        case writing([UInt8], written: Int)
        /// The answer went; what the client still sends is read and dropped until it closes.
        case draining
    }

    let fd: Int32
    var reader = HTTPRequestReader()
    var phase = Phase.reading
    /// When the phase ends if it has not ended by itself (monotonic milliseconds).
    var deadline: Double

    /// The `poll` events the phase waits for.
    var events: Int16 {
        switch phase {
        case .reading, .draining: Int16(POLLIN)
        case .awaiting: 0
        case .writing: Int16(POLLOUT)
        }
    }

    /// Starts writing `response`.
    mutating func respond(_ response: HTTPResponse, now: Double) {
        phase = .writing(response.bytes, written: 0)
        deadline = now + ListenServer.writeTime
    }

    /// Writes what the socket takes; false when the connection is done with (written and
    /// drained, gone, or out of time).
    mutating func write(_ bytes: [UInt8], from written: Int, now: Double) -> Bool {
        let n = bytes[written...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        if n < 0 { return (errno == EAGAIN || errno == EINTR) && now < deadline }
        guard written + n < bytes.count else {
            // All written: no more will be sent; read until the client closes.
            shutdown(fd, Int32(SHUT_WR))
            phase = .draining
            deadline = now + ListenServer.drainTime
            return true
        }
        phase = .writing(bytes, written: written + n)
        return now < deadline
    }

    /// Reads and drops what the client sends after its answer; false once it closed.
    func drain(_ buffer: inout [UInt8]) -> Bool {
        let n = Descriptor.readSome(fd, into: &buffer)
        return n > 0 || (n < 0 && (errno == EAGAIN || errno == EINTR))
    }
}
