/// What the picker asks of its terminal session: the only way out of `PickerController`.
///
/// The reducer's effects also ask things of the engine side (`.queryChanged`: match the new
/// query; `.reload`: run a command for new items; the silent commands); `PickerController`
/// does those and hands the session only these, with what the controller decides itself
/// (`-1`/`-0`'s answer, a failed read), so the session handles every case it gets.
public enum SessionEffect: Equatable, Sendable {
    /// Suspend (Ctrl-Z): restore the terminal, stop, and redraw on resume.
    case suspend
    /// The position question of the latest placement was answered (`cursor`, where the cursor
    /// was before the room was made): the session learns the column tick started at
    /// (`PickerPlacement.startColumn`), to put the cursor back there on exit.
    case cursorFound(ScreenPoint)
    /// End the picker with `outcome`.
    case finish(PickerOutcome)
    /// Ring the terminal's bell (`bell`).
    case bell
    /// Write every cell of the next frame again (`clear-screen`).
    case clearScreen
    /// The picker, which waited (`-1`, `-0`, `--height ~N`), is to be drawn: place it.
    case startDrawing
    /// Reading stdin failed (`text` says why): end with nothing picked.
    case failed(String)
    // actions that run commands
    /// Give the terminal to `command` (the bytes of a shell command line, with the files its
    /// placeholders wrote), then take it back and redraw in place; answer with `.commandEnded`.
    case execute(command: [UInt8], files: [String])
    /// Restore the terminal as on a normal exit and replace tick with `command`.
    case become(command: [UInt8])

    /// The session's part of `effect`; nil for what the controller does itself.
    public init?(_ effect: PickerEffect) {
        switch effect {
        case .queryChanged, .rematch: return nil
        case .suspend: self = .suspend
        case .cursorFound(let cursor): self = .cursorFound(cursor)
        case .finish(let outcome): self = .finish(outcome)
        case .bell: self = .bell
        case .clearScreen: self = .clearScreen
        // reload and tracking
        case .reload: return nil
        // the controller expands commands and runs the silent ones.
        case .runCommand, .runInBackground, .stopBackground: return nil
        }
    }
}
