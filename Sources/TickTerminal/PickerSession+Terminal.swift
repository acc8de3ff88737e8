import TickCore

/// Drawing on the terminal: making room, frames, resizing, suspending and leaving.
extension PickerSession {
    /// Turns on bracketed paste and, unless `--no-mouse`, SGR mouse reporting.
    func enterModes() {
        var modes = "\u{1B}[?2004h"
        if state.config.mouse { modes += "\u{1B}[?1000h\u{1B}[?1006h" }
        tty.write(modes)
    }

    /// Makes room for the picker below the cursor and learns where it is on the screen.
    ///
    /// With `--theme auto` the terminal is first asked for its background colour: a terminal
    /// answers in order, so that answer, if any, comes before the cursor's and costs no wait.
    /// The terminal is asked for the cursor position (keys typed meanwhile are kept); the picker
    /// starts on a fresh line if the cursor is mid-line, and enough line feeds scroll the screen
    /// up when there is not enough room below. A report later than the timeout is still taken
    /// by the loop (mouse taps wait for it).
    func place() {
        state.size = tty.size()
        state.origin = nil
        decoder.expectsCursorReport = true
        tty.write((asksBackground ? "\u{1B}]11;?\u{1B}\\" : "") + "\u{1B}[6n")
        asksBackground = false
        var report: (row: Int, column: Int)? = nil
        let deadline = Platform.monotonicMilliseconds() + Timing.cursorReportTimeout
        while report == nil {
            let left = deadline - Platform.monotonicMilliseconds()
            if left <= 0 { break }
            var p = pollfd(fd: tty.fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&p, 1, Int32(left.rounded(.up)))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0, let bytes = tty.read() else { break }
            for event in decoder.feed(bytes) {
                switch event {
                case .cursorPosition(let row, let column): report = (row, column)
                case .backgroundColor(let red, let green, let blue): adoptBackground(red: red, green: green, blue: blue)
                default: queued.append(event)
                }
            }
        }
        let height = state.lines.count
        placedHeight = height
        var out = ""
        var row = report?.row
        if let report, report.column > 1 {
            // Start on a fresh line and remember the column, to put the cursor back on exit.
            startColumn = report.column
            out += "\r\n"
            row = min(report.row + 1, state.size.rows)
        }
        out += "\r" + String(repeating: "\n", count: height - 1)
        if height > 1 { out += "\u{1B}[\(height - 1)A" }
        tty.write(out)
        state.origin = row.map { min($0, state.size.rows - height + 1) }
        lastFrame = nil
    }

    /// Takes the theme for the background the terminal reported (`--theme auto`).
    func adoptBackground(red: Double, green: Double, blue: Double) {
        guard options.theme == .auto, view.theme.colors else { return }
        let palette = Theme.Palette.forBackground(red: red, green: green, blue: blue)
        if palette != view.theme.palette { view = View(theme: Theme(colors: true, palette: palette)) }
    }

    /// Draws the current state, writing only what changed since the last frame.
    func draw() {
        guard drawing else { return }
        let query = options.query(state.resultsQuery ?? "")
        var rows = MatchedRows(store: store, matcher: Matcher(query: query, configuration: options.matcherConfiguration))
        let frame = view.frame(state, rows: &rows)
        if lastFrame != nil && lastFrame!.lines.count != frame.lines.count {
            // The picker changed height (the header arrived): make room again.
            eraseFrame()
            place()
        }
        tty.write(FrameDiff.bytes(from: lastFrame, to: frame))
        lastFrame = frame
    }

    /// Erases the drawn frame, leaving the cursor at its top-left.
    func eraseFrame() {
        if let frame = lastFrame { tty.write(FrameDiff.erase(frame)) }
        lastFrame = nil
    }

    /// Redraws everything in place (after the terminal was used by someone else).
    func redrawAll() {
        eraseFrame()
        draw()
    }

    /// SIGWINCH: erase, make room for the new size, draw again.
    func resize() {
        guard drawing else {
            state.size = tty.size()
            return
        }
        eraseFrame()
        place()
        draw()
    }

    /// Ctrl-Z: give the terminal back, stop, and come back as we were on `fg`.
    func suspend() {
        eraseFrame()
        tty.write(TerminalRestore.leaveModes)
        tty.leaveRaw()
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        // Continued.
        SignalPipe.catchSignal(SIGTSTP)
        resumedFromSuspend = true
        tty.enterRaw()
        enterModes()
        if drawing {
            // The shell printed lines meanwhile: the column tick started at is gone.
            startColumn = nil
            place()
            draw()
        }
    }

    /// Erases the picker, puts the cursor back where it was, and restores the terminal.
    func leave() {
        eraseFrame()
        if let column = startColumn {
            tty.write("\u{1B}[A\u{1B}[\(column)G")
        }
        tty.write(TerminalRestore.leaveModes)
        tty.leaveRaw()
    }
}
