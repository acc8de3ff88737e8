import Glibc
import TickEngine
/// What a signal handler needs to give the terminal back: the saved settings and the bytes that
/// undo tick's modes. With `SignalPipe`'s descriptors, the only global mutable state: written
/// before the handlers are installed, read by the handlers.
enum TerminalRestore {
    nonisolated(unsafe) static var fd: Int32 = -1
    nonisolated(unsafe) static var saved = termios()
    nonisolated(unsafe) static var active = false
    /// Whether tick's modes are to be undone too (not in line mode, which sets none: a dumb
    /// terminal would print the escape sequences).
    nonisolated(unsafe) static var writesModes = true

    /// Leaves synchronized output, resets colours, turns mouse reporting and bracketed paste
    /// off, shows the cursor and starts a fresh line.
    static let leaveModes: [UInt8] = Array("\u{1B}[?2026l\u{1B}[0m\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[?25h".utf8)
    /// Turns mouse reporting off (before the last replies are read).
    static let mouseOff: [UInt8] = Array("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l".utf8)
    /// The same bytes and a line break, as plain memory and a length that a signal handler can
    /// read without touching a Swift array.
    nonisolated(unsafe) static let handlerBytes: UnsafeMutablePointer<UInt8> = {
        let p = UnsafeMutablePointer<UInt8>.allocate(capacity: leaveModes.count + 2)
        p.initialize(from: leaveModes, count: leaveModes.count)
        p[leaveModes.count] = 0x0D
        p[leaveModes.count + 1] = 0x0A
        return p
    }()
    static let handlerByteCount = leaveModes.count + 2

    /// The bytes that erase the picker drawn now and put the cursor back where tick found it
    /// (`PickerSession.exitBytes`), so that a signal handler leaves no picker on the screen;
    /// `eraseCount` is 0 while they are being replaced, or when nothing is drawn.
    static let eraseCapacity = 1 << 16
    nonisolated(unsafe) static let eraseBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: eraseCapacity)
    nonisolated(unsafe) static var eraseCount = 0

    /// Keeps `bytes` as what erases the picker (none when they do not fit).
    static func setErase(_ bytes: [UInt8]) {
        eraseCount = 0
        guard bytes.count <= eraseCapacity else { return }
        eraseBytes.update(from: bytes, count: bytes.count)
        eraseCount = bytes.count
    }

    /// Restores the terminal from a signal handler: only async-signal-safe calls.
    static func restoreFromHandler() {
        ChildGroups.killAll()
        InputCommand.stop()
        guard active, fd >= 0 else { return }
        if writesModes {
            // Erased, the picker leaves the cursor at the start of its first line: no new line.
            let count = eraseCount
            if count > 0 { _ = write(fd, eraseBytes, count) }
            _ = write(fd, handlerBytes, count > 0 ? leaveModes.count : handlerByteCount)
        }
        _ = tcsetattr(fd, TCSAFLUSH, &saved)
    }

    /// Installs handlers for `Signals.fatal` (INT, TERM and HUP go through `SignalPipe`): restore the terminal, then die of the same signal
    /// with its default action (so a core dump and the exit status stay right). A signal that
    /// was ignored when tick started (`nohup`, a background job) stays ignored.
    static func installFatalHandlers() {
        // Initialise the statics now, not first in a handler.
        _ = handlerBytes
        _ = handlerByteCount
        _ = eraseBytes
        for sig in Signals.fatal {
            let previous = signal(sig) { sig in
                TerminalRestore.restoreFromHandler()
                signal(sig, SIG_DFL)
                raise(sig)
            }
            if Signals.isIgnore(previous) { signal(sig, SIG_IGN) }
        }
    }
}
