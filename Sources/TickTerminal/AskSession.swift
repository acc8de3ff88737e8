import Glibc
import TickCore
import TickEngine

/// Asks `--ask`'s question on the terminal: one line below the cursor, as the picker is placed,
/// answered with a key or a tap, then erased, the cursor put back and the terminal restored.
public struct AskSession {
    let tty: TerminalDevice
    let theme: Theme
    let mouse: Bool

    /// A session on `tty`, drawn in `theme`, taking taps unless `mouse` is false (`--no-mouse`).
    public init(tty: TerminalDevice, theme: Theme, mouse: Bool) {
        self.tty = tty
        self.theme = theme
        self.mouse = mouse
    }

    /// Asks until answered. SIGINT, SIGTERM, SIGHUP and the terminal going away cancel.
    public func run(_ state: inout AskState) -> AskState.Answer {
        // Ctrl-Z arrives as a key in raw mode and does nothing here.
        SignalPipe.install([SIGWINCH] + SignalPipe.terminating)
        TerminalRestore.installFatalHandlers()
        tty.enterRaw()
        if mouse { tty.write("\u{1B}[?1000h\u{1B}[?1006h") }
        var loop = Loop(tty: tty)
        defer { SignalPipe.uninstall() }
        // Where the cursor is: the line goes below it (on a fresh line when it is mid-line).
        loop.decoder.expectedCursorReports = 1
        tty.write("\u{1B}[6n")
        var cursor: ScreenPoint? = nil
        var typed: [InputEvent] = []
        let deadline = MonotonicClock.milliseconds() + Tunables.cursorReportTimeout
        waiting: while true {
            guard let events = loop.next(until: deadline) else { break waiting }
            for event in events {
                switch event {
                case .reply(.cursorPosition(let row, let column)):
                    cursor = ScreenPoint(row: row, column: column)
                    break waiting
                case .reply: break
                case .input(let input): typed.append(input)
                }
            }
        }
        let answersQuestions = cursor != nil
        state.columns = tty.size().columns
        // A fresh line when the cursor is mid-line; the answer, when the terminal gave one, says
        // which row the line is on, for clicks. Without an answer the room is made with relative
        // moves.
        tty.write(cursor.map(PickerPlacement.lineBreak(at:)) ?? PickerPlacement.room(size: tty.size(), height: 1))
        let placement = cursor.map { PickerPlacement(knownCursor: $0, size: tty.size()) }
        state.row = placement?.origin
        var frame = state.frame(theme: theme)
        // Keys typed before the terminal answered count, in order.
        var answer: AskState.Answer? = nil
        for input in typed where answer == nil { answer = state.handle(input) }
        while answer == nil {
            let next = state.frame(theme: theme)
            tty.write(FrameDiff.bytes(from: loop.drawn ? frame : nil, to: next))
            frame = next
            loop.drawn = true
            TerminalRestore.setErase(exitBytes(frame, startColumn: placement?.startColumn))
            guard let events = loop.next(until: nil) else { answer = .cancelled; break }
            for case .input(let input) in events {
                answer = state.handle(input)
                if answer != nil { break }
            }
            if loop.resized {
                loop.resized = false
                // A new width: the line is laid out again (a narrower terminal may have wrapped it).
                state.columns = tty.size().columns
                tty.write(FrameDiff.erase(frame))
                loop.drawn = false
            }
        }
        // Mouse reporting off, and what the terminal still owes read, before it is given back.
        if mouse || answersQuestions {
            tty.write(TerminalRestore.mouseOff)
            ReplyDrain.drain(tty, wait: Tunables.drainTimeout)
        }
        TerminalRestore.setErase([])
        tty.write(loop.drawn ? exitBytes(frame, startColumn: placement?.startColumn) : [])
        tty.write(TerminalRestore.leaveModes)
        tty.leaveRaw()
        return answer ?? .cancelled
    }

    /// The bytes that erase `frame` and put the cursor back where tick found it.
    private func exitBytes(_ frame: Frame, startColumn: Int?) -> [UInt8] {
        var out = FrameDiff.erase(frame)
        if let column = startColumn { out += Array("\u{1B}[A\u{1B}[\(column)G".utf8) }
        return out
    }

    /// Reads the terminal and the signal pipe: decoded events, the Esc timeout, resizes.
    struct Loop {
        let tty: TerminalDevice
        var decoder = KeyDecoder()
        var resized = false
        /// Whether the question's line is on the screen.
        var drawn = false

        /// The next events read, waiting until `deadline` (milliseconds; nil: for ever, though
        /// never longer than the Esc timeout while a sequence is unfinished); [] when the wait
        /// ended with nothing, nil when the terminal went away or a signal cancels.
        mutating func next(until deadline: Double?) -> [Decoded]? {
            while true {
                let now = MonotonicClock.milliseconds()
                var wait = deadline.map { $0 - now }
                if decoder.isWaiting { wait = min(wait ?? Tunables.escapeDelay, Tunables.escapeDelay) }
                if let w = wait, w <= 0 {
                    if decoder.isWaiting { return decoder.flush() }
                    return deadline == nil ? [] : nil
                }
                var fds = [
                    pollfd(fd: tty.fd, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: SignalPipe.readEnd, events: Int16(POLLIN), revents: 0),
                ]
                let ready = poll(&fds, 2, wait.map { Int32($0.rounded(.up)) } ?? -1)
                if ready < 0 {
                    if errno == EINTR { continue }
                    return nil
                }
                if ready == 0 {
                    if decoder.isWaiting { return decoder.flush() }
                    if deadline != nil { return nil }
                    continue
                }
                if fds[1].revents != 0 {
                    for sig in SignalPipe.drain() {
                        if sig == SIGWINCH { resized = true } else if [SIGINT, SIGTERM, SIGHUP].contains(sig) { return nil }
                    }
                    if resized { return [] }
                }
                if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                    guard let bytes = tty.read() else { return nil }
                    let events = decoder.feed(bytes)
                    if !events.isEmpty { return events }
                }
            }
        }
    }
}
