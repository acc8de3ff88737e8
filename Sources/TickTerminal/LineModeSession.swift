import Glibc
import TickCore
import TickEngine

/// Line mode on the terminal: prints `LineModeState`'s pages and questions on the terminal
/// device and reads the answers there, a line at a time, in cooked mode (the terminal edits
/// and echoes the line). The terminal settings are restored when `run` returns.
public struct LineModeSession {
    let tty: TerminalDevice

    public init(tty: TerminalDevice) { self.tty = tty }

    /// Items that fit on one page below `headerLines` header lines: the terminal's height less
    /// the header, the hint line and the question (at least 1).
    public func pageSize(headerLines: Int) -> Int { max(1, tty.size().rows - headerLines - 2) }

    /// Asks until the user picks or cancels. End of file on the terminal (Ctrl-D on an empty
    /// line), SIGINT (Ctrl-C), SIGTERM and SIGHUP cancel.
    /// - Parameters:
    ///   - header: `--header` and `--header-lines` lines, shown above every page.
    ///   - marker: drawn before ticked items (`--marker`).
    ///   - text: the shown text of an item index.
    ///   - group: with groups, the name of an item's group (headings between the rows).
    ///   - refusal: why an answer cannot be accepted (a duplicate `--json-object` key), or
    ///     nil; a refused answer is said so and the question asked again.
    public func run(_ state: inout LineModeState, header: [[UInt8]], marker: String,
                    text: (Int) -> [UInt8], group: (Int) -> [UInt8]? = { _ in nil },
                    refusal: ([Int]) -> String? = { _ in nil }) -> LineModeState.Outcome {
        SignalPipe.install(SignalPipe.terminating)
        TerminalRestore.installFatalHandlers()
        tty.enterCooked()
        defer {
            tty.leaveRaw()
            SignalPipe.uninstall()
        }
        var reader = LineBuffer()
        var showPage = true
        while true {
            if showPage {
                let lines = state.pageLines(header: header, width: tty.size().columns, marker: marker, text: text, group: group)
                tty.write(lines.map { $0 + "\n" }.joined())
            }
            tty.write(state.prompt)
            guard let line = readLine(&reader) else {
                // The cursor is still after the question (Ctrl-D, or the echoed ^C).
                tty.write("\n")
                return .cancelled
            }
            switch state.answer(line) {
            case .showPage:
                showPage = true
            case .ask(let message):
                showPage = false
                if let message { tty.write(DisplayText.inMessage(message) + "\n") }
            case .finish(let outcome):
                if case .picked(let items) = outcome, let message = refusal(items) {
                    showPage = false
                    tty.write(DisplayText.inMessage(message) + "\n")
                    continue
                }
                return outcome
            }
        }
    }

    /// The next line typed, without its line break; nil at end of file, when the terminal
    /// went away, or on a cancelling signal.
    private func readLine(_ buffer: inout LineBuffer) -> String? {
        while true {
            if let line = buffer.takeLine() { return String(decoding: line, as: UTF8.self) }
            var fds = [
                pollfd(fd: tty.fd, events: Int16(POLLIN), revents: 0),
                pollfd(fd: SignalPipe.readEnd, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if fds[1].revents != 0 && !SignalPipe.drain().isEmpty { return nil }
            if fds[0].revents != 0 {
                guard let bytes = tty.read() else { return nil }
                buffer.append(bytes)
            }
        }
    }
}
