/// What the picker asks of its terminal session: the part of the reducer's `PickerEffect` that
/// the controller cannot do itself.
///
/// The reducer's effects also ask things of the engine side (`.queryChanged`: match the new
/// query; `.reload`: run a command for new items); `PickerController`
/// does those and hands the session only these, so the session handles every case it gets.
public enum SessionEffect: Equatable, Sendable {
    /// Suspend (Ctrl-Z): restore the terminal, stop, and redraw on resume.
    case suspend
    /// The position question of the latest placement was answered (`cursor`, where the cursor
    /// was before the room was made): the session learns the column tick started at
    /// (`PickerPlacement.startColumn`), to put the cursor back there on exit.
    case cursorFound(ScreenPoint)
    /// End the picker with `outcome`.
    case finish(PickerOutcome)
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
        // reload and tracking
        case .reload: return nil
        // the controller expands commands and runs the silent ones.
        case .runCommand: return nil
        }
    }
}
