import Foundation

/// The state a `PseudoTerminalRun` shares with its reader thread, guarded by `condition`.
///
/// The reader thread reads the pty master, feeds the screen, writes the screen's replies back,
/// and reaps the child. Once the child has exited it writes a marker through the slave: the
/// pty keeps bytes in order, so when the marker comes out of the master everything the program
/// wrote has been read, and the run is `finished`.
final class PseudoTerminalSession: @unchecked Sendable {
    let condition = NSCondition()
    let master: Int32
    let slave: Int32
    let pid: pid_t

    // Guarded by `condition`.
    var screen: VirtualScreen
    var output: [UInt8] = []
    /// The raw `waitpid` status, once the child has been reaped.
    var waitStatus: Int32?
    /// The child has been reaped and all of its output read.
    var finished = false
    var stopRequested = false
    var readerDone = false
    /// The master is to be closed (`closeMaster`), and then is.
    var closeRequested = false
    var masterClosed = false

    /// Serialises writes to the master (keystrokes from the test, replies from the reader).
    private let writeLock = NSLock()
    /// An OSC string the screen ignores, unlikely to be printed by the program.
    private let marker: [UInt8]

    init(master: Int32, slave: Int32, pid: pid_t, screen: VirtualScreen) {
        self.master = master
        self.slave = slave
        self.pid = pid
        self.screen = screen
        marker = Array("\u{1B}]7777;pseudo-terminal-run-drained-\(pid)-\(UInt32.random(in: 0...UInt32.max))\u{7}".utf8)
    }

    /// Writes all of `bytes` to the master (nothing once it is closed).
    func writeToMaster(_ bytes: [UInt8]) {
        writeLock.lock()
        defer { writeLock.unlock() }
        writeHoldingLock(bytes)
    }

    /// Writes all of `bytes` to the master; the caller holds `writeLock`.
    private func writeHoldingLock(_ bytes: [UInt8]) {
        condition.lock()
        let closed = closeRequested
        condition.unlock()
        if !closed { _ = ChildProcess.writeAll(master, bytes) }
    }

    /// Closes the master, once: by the reader thread while it runs (it may be polling the
    /// descriptor), else here. Returns once it is closed.
    func closeMaster() {
        condition.lock()
        defer { condition.unlock() }
        closeRequested = true
        if readerDone {
            if !masterClosed { close(master) }
            masterClosed = true
            return
        }
        let deadline = Date().addingTimeInterval(5)
        while !masterClosed && condition.wait(until: deadline) {}
    }

    /// The reader thread's body; returns when `stopRequested` is set.
    func readLoop() {
        var buffer = [UInt8](repeating: 0, count: 65536)
        var markerWritten = false
        var reapedAt: Date?
        let markerGrace: TimeInterval = 3   // a terminal left stopped by ^S never delivers it
        while true {
            condition.lock()
            let stop = stopRequested
            let closing = closeRequested && !masterClosed
            condition.unlock()
            if closing {
                // Under the write lock: a keystroke being written finishes first.
                writeLock.lock()
                close(master)
                writeLock.unlock()
                condition.lock()
                masterClosed = true
                condition.broadcast()
                condition.unlock()
            }
            condition.lock()
            let hungUp = masterClosed
            condition.unlock()
            if stop { break }

            var pfd = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if hungUp {
                usleep(20_000)   // nothing more can be read: only reap the child
            } else if poll(&pfd, 1, 20) > 0 {
                let n = read(master, &buffer, buffer.count)
                if n > 0 {
                    received(Array(buffer[0..<n]))
                } else if n < 0 && errno != EINTR && errno != EAGAIN {
                    usleep(20_000)   // EIO cannot last while we hold the slave open; do not spin
                }
            }

            condition.lock()
            if waitStatus == nil {
                var status: Int32 = 0
                if waitpid(pid, &status, WNOHANG) == pid {
                    waitStatus = status
                    reapedAt = Date()
                    condition.broadcast()
                }
            }
            let reaped = waitStatus != nil, done = finished
            condition.unlock()
            if reaped && hungUp && !done {
                markFinished()   // no marker can come back through a closed master
            } else if reaped && !markerWritten {
                markerWritten = ChildProcess.writeAll(slave, marker, retry: false)
            }
            if reaped && !done, let t = reapedAt, Date().timeIntervalSince(t) > markerGrace {
                markFinished()
            }
        }
        condition.lock()
        readerDone = true
        condition.broadcast()
        condition.unlock()
    }

    /// Records and draws bytes from the master, and answers the screen's queries.
    ///
    /// The answers are written before anyone who has seen this screen can write: `writeLock` is
    /// held from before the screen changes until they are out, so a test that sees a frame and
    /// then clicks cannot have its click reach the program before the terminal's answer to a
    /// question asked with that frame (the cursor position that places the clicks).
    private func received(_ bytes: [UInt8]) {
        writeLock.lock()
        defer { writeLock.unlock() }
        condition.lock()
        let searchFrom = max(0, output.count - marker.count)
        output += bytes
        screen.feed(bytes)
        let replies = screen.takeResponses()
        if let range = Self.find(marker, in: output, from: searchFrom) {
            output.removeSubrange(range)
            finished = true
        }
        condition.broadcast()
        condition.unlock()
        if !replies.isEmpty { writeHoldingLock(replies) }
    }

    private func markFinished() {
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// Stops the reader thread and waits (a little) for it to end.
    func stopReader() {
        condition.lock()
        stopRequested = true
        let deadline = Date().addingTimeInterval(5)
        while !readerDone && condition.wait(until: deadline) {}
        condition.unlock()
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Range<Int>? {
        guard haystack.count >= needle.count else { return nil }
        var i = start
        while i + needle.count <= haystack.count {
            if haystack[i] == needle[0] && haystack[i..<(i + needle.count)].elementsEqual(needle) {
                return i..<(i + needle.count)
            }
            i += 1
        }
        return nil
    }
}

/// The write end of the child's stdin, fed in order by its own thread so that a child that does
/// not read never blocks the test.
final class InputPipe: @unchecked Sendable {
    private let condition = NSCondition()
    private let fd: Int32
    private var pending: [UInt8] = []
    private var closeRequested = false

    /// Starts the writer thread for `fd`, which it closes when asked to.
    init(fd: Int32) {
        self.fd = fd
        Thread { [self] in run() }.start()
    }

    /// Queues `bytes` for the child.
    func write(_ bytes: [UInt8]) {
        condition.lock()
        if !closeRequested { pending += bytes }
        condition.signal()
        condition.unlock()
    }

    /// Closes the pipe once everything queued has been written.
    func close() {
        condition.lock()
        closeRequested = true
        condition.signal()
        condition.unlock()
    }

    private func run() {
        var broken = false
        while true {
            condition.lock()
            while pending.isEmpty && !closeRequested { condition.wait() }
            let chunk = pending, last = closeRequested
            pending.removeAll()
            condition.unlock()
            // After EPIPE (the child is gone) the rest is dropped.
            if !broken && !chunk.isEmpty { broken = !ChildProcess.writeAll(fd, chunk) }
            if last { break }   // nothing is queued after a close request
        }
        Foundation.close(fd)
    }
}
