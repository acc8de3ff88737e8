import Foundation
import Synchronization
import TickCore
import TickEngine
import TickTerminal
import TickTestSupport

/// A terminal scripted by a test: keys are written to a pipe the session polls, and what the
/// session writes goes to a `VirtualScreen`, which answers the cursor position question the way
/// a terminal does (unless told to stay silent).
final class ScriptedTerminal: PickerTerminal, @unchecked Sendable {
    let fd: Int32
    private let keysIn: Int32
    private let screen: Mutex<VirtualScreen>
    private let answers: Bool
    private let rows: Int
    private let columns: Int
    /// Bytes on their way from the terminal (a mouse release sent with its press), which
    /// arrive when the session next writes; replies held back until `releaseReplies`; and
    /// everything the session wrote.
    private let pending = Mutex<(inFlight: [UInt8], holding: Bool, held: [UInt8], written: [UInt8])>(([], false, [], []))

    /// A terminal of `rows` × `columns` with the cursor on `cursorRow`, after `text` printed
    /// there; `answers`: whether it answers position questions.
    init(rows: Int = 24, columns: Int = 80, cursorRow: Int = 1, text: String = "", answers: Bool = true) {
        var fds: [Int32] = [-1, -1]
        _ = pipe(&fds)
        _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
        fd = fds[0]
        keysIn = fds[1]
        var screen = VirtualScreen(rows: rows, columns: columns)
        screen.feed(String(repeating: "\r\n", count: cursorRow - 1) + text)
        self.screen = Mutex(screen)
        self.answers = answers
        self.rows = rows
        self.columns = columns
    }

    deinit {
        close(fd)
        close(keysIn)
    }

    /// Types `text` (bytes as a terminal sends them).
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(keysIn, $0.baseAddress, $0.count) }
    }

    /// Sends `bytes` when the session next writes, as a terminal whose bytes were already on
    /// their way.
    func sendOnNextWrite(_ text: String) { pending.withLock { $0.inFlight += Array(text.utf8) } }

    /// Holds the answers to the session's questions back (`true`) until `releaseReplies`.
    func holdReplies() { pending.withLock { $0.holding = true } }

    /// Sends the answers held back, and answers at once from now on.
    func releaseReplies() {
        let held = pending.withLock { p -> [UInt8] in
            defer { p.held = []; p.holding = false }
            return p.held
        }
        send(held)
    }

    /// Whether the session has written `text` (a question, say).
    func hasWritten(_ text: String) -> Bool {
        let wanted = Array(text.utf8)
        let written = pending.withLock { $0.written }
        guard written.count >= wanted.count else { return false }
        return (0...(written.count - wanted.count)).contains { Array(written[$0..<($0 + wanted.count)]) == wanted }
    }

    /// Waits until the session has written `text`; false after `timeout` seconds.
    func waitForWritten(_ text: String, timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if hasWritten(text) { return true }
            _ = poll(nil, 0, 5)
        }
        return false
    }

    /// What the terminal sent that the session has not read.
    func unread() -> [UInt8] {
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = Glibc.read(fd, &buffer, buffer.count)
            if n <= 0 { return out }
            out += buffer[0..<n]
        }
    }

    private func send(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        _ = bytes.withUnsafeBytes { Glibc.write(keysIn, $0.baseAddress, $0.count) }
    }

    /// Everything the session wrote, as text.
    var writtenText: String { String(decoding: pending.withLock { $0.written }, as: UTF8.self) }

    /// Whether the alternate screen is shown now, and whether it ever was.
    var showsAlternateScreen: Bool { screen.withLock { $0.showsAlternateScreen } }
    var usedAlternateScreen: Bool { screen.withLock { $0.usedAlternateScreen } }

    /// Where the screen's cursor is now (1-based row and column).
    var cursor: (row: Int, column: Int) { screen.withLock { ($0.cursor.row + 1, $0.cursor.column + 1) } }

    /// The screen's lines now.
    var lines: [String] { screen.withLock { $0.lines } }

    /// Waits until a line of the screen contains `text`; false after `timeout` seconds.
    func waitFor(_ text: String, timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if lines.contains(where: { $0.contains(text) }) { return true }
            _ = poll(nil, 0, 5)
        }
        return false
    }

    func read() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = Glibc.read(fd, &buffer, buffer.count)
        if n > 0 { return Array(buffer[0..<n]) }
        return n < 0 && errno == EAGAIN ? [] : nil
    }

    @discardableResult
    func write(_ bytes: [UInt8]) -> Bool {
        let replies = screen.withLock { s -> [UInt8] in
            s.feed(bytes)
            return s.takeResponses()
        }
        let (inFlight, holding) = pending.withLock { p -> ([UInt8], Bool) in
            defer { p.inFlight = [] }
            p.written += bytes
            if p.holding && answers { p.held += replies }
            return (p.inFlight, p.holding)
        }
        send(inFlight)
        if answers && !holding { send(replies) }
        return true
    }

    func size() -> TerminalSize { TerminalSize(columns: columns, rows: rows) }
    func enterRaw() {}
    func leaveRaw() {}
}

/// A pipe holding `items` (one per line) and then its end: the session's stdin.
func itemsPipe(_ items: [String]) -> Int32 {
    var fds: [Int32] = [-1, -1]
    _ = pipe(&fds)
    let bytes = Array(items.map { $0 + "\n" }.joined().utf8)
    _ = bytes.withUnsafeBytes { Glibc.write(fds[1], $0.baseAddress, $0.count) }
    close(fds[1])
    return fds[0]
}
