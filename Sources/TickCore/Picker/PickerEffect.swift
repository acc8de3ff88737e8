/// What must happen after an event: the reducer's only way to ask the outside world for
/// anything (it returns an empty list when nothing is needed, since the loop draws the frame
/// every turn anyway). The controller does `.queryChanged`, `.rematch`, `.reload` and the
/// silent commands itself and passes the rest on as a `SessionEffect`.
public enum PickerEffect: Equatable, Sendable {
    /// The query changed: start a match for it, then redraw.
    case queryChanged
    /// Suspend (Ctrl-Z): restore the terminal, stop, and redraw on resume.
    case suspend
    /// The position question of the latest placement was answered (`cursor`, where the cursor
    /// was before the room was made): the session learns the column tick started at
    /// (`PickerPlacement.startColumn`), to put the cursor back there on exit.
    case cursorFound(ScreenPoint)
    case finish(PickerOutcome)
    /// Ring the terminal's bell (`bell`).
    case bell
    /// Write every cell of the next frame again, not only what changed (`clear-screen`).
    case clearScreen
    // fzf's state actions
    /// What is searched or how it is ordered changed with the query unchanged (`toggle-sort`,
    /// `enable-search`, `search(…)`): match again.
    case rematch
    // reload and tracking
    /// Run `command` (a template: placeholders not yet filled in) and replace the items with
    /// its output (`sync`: only once it has finished).
    case reload(command: String, sync: Bool)
    // actions that run commands
    /// Run a user's command (`execute`, `become`, `transform`…): the controller fills its
    /// placeholders in; a waiting kind answers with `.commandEnded`.
    case runCommand(CommandRequest)
    /// Run a `bg-transform…` command beside the picker (`BackgroundJobs`); its end comes back
    /// as `.backgroundEnded(id:output:)`.
    case runInBackground(id: Int, CommandRequest)
    /// `bg-cancel`: kill every background command.
    case stopBackground

    /// Whether the rest of a chain stops here: the picker ends or gives up the terminal.
    var endsChain: Bool {
        switch self {
        case .queryChanged, .cursorFound, .rematch, .bell, .clearScreen: false
        case .suspend, .finish: true
        // reload and tracking
        case .reload: false
        // actions that run commands
        case .runCommand: true
        case .runInBackground, .stopBackground: false
        }
    }

    /// Whether it is a reload (a search follows: `wait` waits for it).
    var isReload: Bool {
        if case .reload = self { return true }
        return false
    }
}

extension Optional where Wrapped == PickerEffect {
    /// The effect as a list of effects: empty for none.
    var listed: [PickerEffect] { map { [$0] } ?? [] }
}
