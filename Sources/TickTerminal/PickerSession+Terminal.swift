import Glibc
import TickCore
import TickEngine

/// Drawing on the terminal: making room, frames, resizing, suspending and leaving.
extension PickerSession {
    /// Takes the terminal: raw mode and the picker's modes (`enterModes`).
    func takeTerminal() {
        tookTerminal = true
        tty.enterRaw()
        enterModes()
    }

    /// Turns on bracketed paste and, unless `--no-mouse`, SGR mouse reporting.
    func enterModes() {
        var modes = "\u{1B}[?2004h"
        // Button-event tracking (1002) reports motion while a button is held, for drags.
        if controller.state.config.mouse { modes += "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h" }
        tty.write(modes)
    }

    /// Places the picker: asks the terminal where the cursor is and, in the same write, makes
    /// room below it with relative moves (`PickerPlacement.room`), so that the frame is drawn
    /// at once, without waiting for the answer. The answer (within
    /// `Tunables.cursorReportTimeout`, or late) comes back from the reducer as `.cursorFound`
    /// and only says where the picker is (for taps) and where tick started (for leaving).
    ///
    /// With `--theme auto` the terminal is first asked for its background colour: a terminal
    /// answers in order, so that answer, if any, comes before the cursor's; the frame drawn in
    /// the default palette is redrawn, as a diff, if it changes the palette.
    func beginPlacing() {
        controller.send(.resized(tty.size()))
        if controller.state.config.view.fullScreen(controller.state) { return placeFullScreen() }
        leaveAlternateScreen()
        controller.beginPlacing(at: MonotonicClock.milliseconds())
        let height = controller.state.config.view.height(controller.state)
        let question = (asksBackground ? "\u{1B}]11;?\u{1B}\\" : "") + "\u{1B}[6n"
        asksBackground = false
        tty.write(question + PickerPlacement.room(size: controller.state.size, height: height))
        controller.send(.placed(origin: nil, height: height))
        lastFrame = nil
    }

    /// The terminal said where the cursor was when the picker was placed: remembers the column
    /// tick started at, when it was mid-line.
    func cursorFound(_ cursor: ScreenPoint) {
        controller.placingEnded()
        let placement = PickerPlacement(cursor: cursor, size: controller.state.size, height: controller.state.placement.placedHeight)
        if let column = placement.startColumn { startColumn = column }
    }

    /// Draws the current state, writing only what changed since the last frame.
    func draw() {
        guard controller.drawing else { return }
        var frame = controller.frame()
        if let last = lastFrame, last.lines.count != frame.lines.count {
            // The picker changed height (the header arrived): make room again, and draw there.
            eraseFrame()
            beginPlacing()
            frame = controller.frame()
        }
        if lastFrame == nil {
            // Until the first frame is written, a signal erases the room made for it, from its
            // top-left where the cursor waits.
            var room = frame
            room.cursorRow = 0
            room.cursorColumn = 0
            TerminalRestore.setErase(exitBytes(room))
        }
        tty.write(FrameDiff.bytes(from: lastFrame, to: frame))
        if lastFrame?.lines.count != frame.lines.count || lastFrame?.cursorRow != frame.cursorRow
            || lastFrame?.cursorColumn != frame.cursorColumn {
            TerminalRestore.setErase(exitBytes(frame))
        }
        lastFrame = frame
        // The first frame is out: the reader, which held back for it, goes on.
        controller.processes.frameShown()
    }

    /// The bytes that erase `frame` and put the cursor back where tick found it (full screen:
    /// that leave the alternate screen).
    func exitBytes(_ frame: Frame?) -> [UInt8] {
        if onAlternateScreen { return Array(Self.leaveAlternate.utf8) }
        var out = frame.map(FrameDiff.erase) ?? []
        if let column = startColumn { out += Array("\u{1B}[A\u{1B}[\(column)G".utf8) }
        return out
    }

    /// Erases the drawn frame, leaving the cursor at its top-left (full screen: the whole
    /// screen, and a signal still leaves the alternate screen).
    func eraseFrame() {
        if onAlternateScreen {
            tty.write(Self.clearWhole)
            lastFrame = nil
            return
        }
        TerminalRestore.setErase([])
        if let frame = lastFrame { tty.write(FrameDiff.erase(frame)) }
        lastFrame = nil
    }

    /// Redraws everything in place (after the terminal was used by someone else).
    func redrawAll() {
        eraseFrame()
        draw()
    }

    /// SIGWINCH: erase, make room for the new size, draw again; what `resize` is bound to is
    /// done first (the outcome, when that ends the picker).
    func resize() -> PickerOutcome? {
        controller.send(.resized(tty.size()))
        if let outcome = carryOutAll() { return outcome }
        guard controller.drawing else { return nil }
        eraseFrame()
        beginPlacing()
        return nil
    }

    /// Ctrl-Z: give the terminal back, stop, and come back as we were on `fg`.
    func suspend() {
        // Under --sync before it draws, the terminal is not tick's: nothing to give up or take back.
        if tookTerminal { giveUpTerminal() }
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        // Continued.
        SignalPipe.catchSignal(SIGTSTP)
        resumedFromSuspend = true
        if tookTerminal { takeBackTerminal() }
    }

    /// Erases the picker, or leaves the alternate screen, and gives the terminal back (Ctrl-Z,
    /// `execute`): preview stopped, modes off, the settings tick found.
    func giveUpTerminal() {
        // The preview's process group is not tick's: stopped with tick it would not be. It runs
        // again once tick is back.
        controller.processes.stopPreview()
        controller.send(.previewStopped)
        drainReplies()
        if onAlternateScreen { leaveAlternateScreen() } else { eraseFrame() }
        tty.write(TerminalRestore.leaveModes)
        tty.leaveRaw()
    }

    /// Takes the terminal back after someone else used it: raw mode, modes, and the picker placed
    /// again below what was printed meanwhile (or on the alternate screen again, full screen).
    func takeBackTerminal() {
        tty.enterRaw()
        enterModes()
        if controller.drawing {
            // Lines were printed meanwhile: the column tick started at is gone.
            startColumn = nil
            beginPlacing()
        }
    }

    /// Erases the picker (or leaves the alternate screen), puts the cursor back where it was, and
    /// restores the terminal (once: `become` leaves before the session ends); `--no-clear`
    /// leaves the picker drawn (`closingBytes`).
    func leave() {
        guard !hasLeft else { return }
        hasLeft = true
        // Under --sync the terminal may never have been taken: nothing to give back.
        guard tookTerminal else { return }
        drainReplies()
        TerminalRestore.setErase([])
        tty.write(closingBytes())
        lastFrame = nil
        onAlternateScreen = false
        tty.write(TerminalRestore.leaveModes)
        tty.leaveRaw()
    }

    /// Turns mouse reporting off and reads what the terminal still owes (`ReplyDrain`), when it
    /// owes something (`PickerController.owesReplies`: an unanswered question, a button's
    /// release); otherwise tick leaves at once, with no round trip to the terminal. The picker
    /// stays drawn meanwhile, so that no one types for the next program while tick still reads.
    func drainReplies() {
        guard controller.owesReplies else { return }
        tty.write(TerminalRestore.mouseOff)
        ReplyDrain.drain(tty, wait: controller.replyWait(at: MonotonicClock.milliseconds()))
        controller.repliesDrained()
    }
}
