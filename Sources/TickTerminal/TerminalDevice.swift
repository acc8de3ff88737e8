import Glibc
import TickCore
import TickEngine

/// The user's terminal (`/dev/tty`, or the device `--tty-default`/`--no-tty-default` choose):
/// where the picker draws and reads keys while stdin carries the data. Owns the descriptor and
/// the settings to restore.
public final class TerminalDevice: PickerTerminal {
    public let fd: Int32
    /// The settings found on opening (or when taken late, `resaveSettings`), restored on every
    /// way out.
    private(set) var saved: termios

    /// Why the terminal could not be used.
    public struct Failure: Error {
        public let message: String
        /// The failure is the options' error (a device named under the name tick that cannot
        /// be used): one line and exit 2, not docs/SPEC.md §6's no-terminal rules.
        public var isUsageError = false
    }

    /// Opens the first device of `choice`'s candidates that opens as a terminal, for reading
    /// and writing; the failure names each one tried and why it failed.
    public static func choose(_ choice: TerminalDeviceChoice, persona: CommandName) throws(Failure) -> TerminalDevice {
        var reasons: [String] = []
        for candidate in choice.candidates(persona: persona) {
            let path: String
            switch candidate {
            case .path(let named): path = named
            case .standardError:
                guard let found = Self.standardErrorDevice() else {
                    reasons.append("standard error is not a terminal")
                    continue
                }
                path = found
            }
            do throws(Failure) {
                return try TerminalDevice(path: path)
            } catch {
                reasons.append(error.message)
            }
        }
        let why = reasons.count < 2 ? reasons.joined() : reasons.dropLast().joined(separator: ", ") + " and " + reasons[reasons.count - 1]
        if choice.failureIsUsageError(persona: persona) {
            throw Failure(message: "--tty-default: \(why)", isUsageError: true)
        }
        throw Failure(message: why)
    }

    /// Opens the terminal device at `path` for reading and writing (never as the controlling
    /// terminal) and reads its settings, changing nothing.
    init(path: String) throws(Failure) {
        let fd = open(path, O_RDWR | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { throw Failure(message: "cannot open \(path) (\(Host.errorText()))") }
        var settings = termios()
        guard tcgetattr(fd, &settings) == 0 else {
            let message = Host.errorText()
            close(fd)
            throw Failure(message: "\(path) is not a terminal (\(message))")
        }
        self.fd = fd
        self.saved = settings
        TerminalRestore.fd = fd
        TerminalRestore.saved = settings
    }

    /// The path of the terminal device standard error is on (`ttyname`), nil when it is not one.
    static func standardErrorDevice() -> String? {
        guard isatty(2) != 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: 4096)
        guard ttyname_r(2, &buffer, buffer.count) == 0 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit { close(fd) }

    /// Takes the terminal's settings now as the ones to restore.
    public func resaveSettings() {
        var settings = termios()
        guard tcgetattr(fd, &settings) == 0 else { return }
        saved = settings
        TerminalRestore.saved = settings
    }

    /// Raw mode: bytes as typed, no echo, no signals from keys (Ctrl-C and Ctrl-Z arrive as
    /// keys), no output processing. Typed-ahead keys are kept.
    public func enterRaw() {
        var raw = saved
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        _ = tcsetattr(fd, TCSANOW, &raw)
        TerminalRestore.active = true
    }

    /// Cooked mode for line mode: lines are edited and echoed by the terminal and handed over on
    /// Enter, Ctrl-C and Ctrl-Z send their signals, and output line breaks get a carriage return.
    public func enterCooked() {
        var cooked = saved
        cooked.c_iflag |= tcflag_t(ICRNL)
        cooked.c_iflag &= ~tcflag_t(INLCR | IGNCR)
        cooked.c_oflag |= tcflag_t(OPOST | ONLCR)
        cooked.c_lflag |= tcflag_t(ICANON | ECHO | ECHOE | ECHOK | ISIG | IEXTEN)
        _ = tcsetattr(fd, TCSANOW, &cooked)
        TerminalRestore.writesModes = false
        TerminalRestore.active = true
    }

    /// Puts back the settings found on opening.
    public func leaveRaw() {
        var settings = saved
        _ = tcsetattr(fd, TCSANOW, &settings)
        TerminalRestore.active = false
    }

    /// The window size (80×24 when the terminal does not say).
    public func size() -> TerminalSize {
        var ws = winsize()
        if ioctl(fd, UInt(TIOCGWINSZ), &ws) == 0 && ws.ws_col > 0 && ws.ws_row > 0 {
            return TerminalSize(columns: Int(ws.ws_col), rows: Int(ws.ws_row))
        }
        return TerminalSize(columns: 80, rows: 24)
    }

    @discardableResult
    public func write(_ bytes: [UInt8]) -> Bool {
        bytes.isEmpty || Descriptor.writeAll(fd, bytes)
    }

    public func write(_ text: String) { write(Array(text.utf8)) }

    /// Reads what is available (call after `poll` says so); nil at end of file or on an error
    /// (the terminal went away).
    public func read() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = Descriptor.readSome(fd, into: &buffer)
            if n > 0 { return Array(buffer[0..<n]) }
            if n < 0 && (errno == EINTR || errno == EAGAIN) { return [] }
            return nil
        }
    }
}
