import TickCore
import TickEngine

/// The terminal's alternate screen: the whole screen for a full-screen picker (fzf's screen
/// without `--height`), and the place an inline fzf screen runs `execute`'s command.
///
/// On it, the picker is placed at once at the top-left, as tall as the terminal, with no
/// question to the terminal and no room made; a resize redraws it whole. Every way out leaves
/// it: the normal exit, `become`, a signal (through `TerminalRestore.setErase`), Ctrl-Z and
/// `execute` (which come back to it and redraw), unless `--no-clear` keeps it, as fzf does.
extension PickerSession {
    /// Enters the alternate screen (`?1049h`: the main screen and cursor saved).
    static let enterAlternate = "\u{1B}[?1049h"
    /// Leaves it: the main screen and its cursor back as they were.
    static let leaveAlternate = "\u{1B}[?1049l"
    /// The cursor home and the whole screen erased.
    static let clearWhole = "\u{1B}[H\u{1B}[2J"

    /// Places the picker on the whole alternate screen (entering it, the first time), cleared,
    /// at (1,1) and as tall as the terminal. With `--theme auto` the background question goes
    /// first, fenced by a position question as inline (a terminal answers in order), whose
    /// answer only confirms the origin.
    func placeFullScreen() {
        var out = onAlternateScreen ? "" : Self.enterAlternate
        onAlternateScreen = true
        TerminalRestore.setErase(Array(Self.leaveAlternate.utf8))
        out += Self.clearWhole
        if asksBackground {
            asksBackground = false
            controller.beginPlacing(at: MonotonicClock.milliseconds())
            out += "\u{1B}]11;?\u{1B}\\\u{1B}[6n"
        }
        tty.write(out)
        controller.send(.placed(origin: 1, height: controller.state.size.rows))
        lastFrame = nil
    }

    /// Leaves the alternate screen, when on it: the main screen as it was comes back.
    func leaveAlternateScreen() {
        guard onAlternateScreen else { return }
        onAlternateScreen = false
        TerminalRestore.setErase([])
        tty.write(Self.leaveAlternate)
        lastFrame = nil
    }

    /// Whether `execute` runs aside, on the alternate screen, leaving the inline picker in
    /// place (fzf's screen, drawn inline).
    var runsCommandsAside: Bool {
        !onAlternateScreen && lastFrame != nil && controller.state.config.view.commandsOnAlternateScreen(controller.state)
    }

    /// Gives the terminal to a command on the alternate screen, the inline picker kept on the
    /// main screen (fzf's `execute` under `--height`): preview stopped, modes off, the settings
    /// tick found, the cursor home on a clear screen.
    func stepAside() {
        controller.processes.stopPreview()
        controller.send(.previewStopped)
        drainReplies()
        // A signal now leaves the alternate screen, then erases the picker under it.
        TerminalRestore.setErase(Array(Self.leaveAlternate.utf8) + exitBytes(lastFrame))
        tty.write(TerminalRestore.leaveModes + Array((Self.enterAlternate + "\u{1B}[H").utf8))
        tty.leaveRaw()
    }

    /// Takes the terminal back after `stepAside`: the main screen back with the picker and
    /// the cursor where they were, then the picker redrawn whole in place.
    func comeBack() {
        tty.enterRaw()
        tty.write(Self.leaveAlternate)
        TerminalRestore.setErase(exitBytes(lastFrame))
        enterModes()
        redrawAll()
    }

    /// The bytes that end the session on screen: erase the picker and put the cursor back
    /// (`--clear`), or leave the picker drawn with the cursor on its first line (`--no-clear`,
    /// which full screen also stays on the alternate screen with).
    func closingBytes() -> [UInt8] {
        if controller.state.config.clearOnExit { return exitBytes(lastFrame) }
        guard !onAlternateScreen, let frame = lastFrame else { return [] }
        return FrameDiff.keep(frame)
    }
}
