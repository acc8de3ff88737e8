/// Something that changes the picker's state: the only way in (`PickerState.reduce`).
///
/// What the user does (keys, pastes, mouse reports), what the terminal answers or reports
/// (replies, new sizes, where the picker was placed), and what the engine finds (new input,
/// match results) all arrive as events, so one function writes the state and a test can replay
/// any session as a list of them.
public enum PickerEvent: Sendable {
    /// A key, a paste or a mouse report.
    case input(InputEvent)
    /// The terminal answered a question (the cursor's position, its background colour).
    case reply(TerminalReply)
    /// The terminal has a new size.
    case resized(TerminalSize)
    /// The picker is being placed: its position is asked for (it is drawn meanwhile; taps are
    /// placed once the answer comes).
    case placing
    /// The terminal did not answer the position question in time: it owes nothing more.
    case placingTimedOut
    /// The picker now starts at screen row `origin` (nil: unknown), `height` lines tall.
    case placed(origin: Int?, height: Int)
    /// A snapshot of the input read so far (`done`: the last one).
    case inputRead(ItemStore, done: Bool)
    /// The matches of a request's query among its first `itemCount` items.
    case matched(RankedList, for: MatchRequest)
    /// The loading indicator turns one step.
    case spinnerTurned
    /// `-1` found one match while `--confirm` is set (`EarlyAnswer.confirm`): ask about it
    /// as after Enter.
    case decided(PickerOutcome)
    /// The preview command for `key` started (`PreviewRunner`).
    case previewStarted(PreviewKey)
    /// The preview command was killed before it ended (tick was suspended): the pane wants it
    /// started again.
    case previewStopped
    /// What the preview command for `key` wrote so far; `status` once it ended.
    case previewOutput(PreviewKey, bytes: [UInt8], status: Int32?, truncated: Bool)
    // reload and tracking
    /// The first snapshot of a reload's input (`done`: also its last), which replaces the items:
    /// `carry` ticks again, as they arrive, the items ticked before, and finds the band's item.
    case inputReplaced(ItemStore, done: Bool, carry: Preselector)
    /// A reload's command failed (its status, or why it could not start), or
    /// `FZF_DEFAULT_COMMAND`'s: said in the toolbar.
    case reloadFailed(String)
    // events and jump mode
    /// The picker starts (before any input is read): `start` fires.
    case started
    /// The interval of an `every(N)` binding passed: its actions run.
    case every(milliseconds: Int)
    // actions that run commands
    /// The command of a waiting action ended with `status` (its exit status, or 128 + the
    /// signal); `output` is what it printed when its kind reads it.
    case commandEnded(CommandRequest.Kind, status: Int32, output: [UInt8])
    /// The background command `id` (`.runInBackground`) ended, having printed `output`.
    case backgroundEnded(id: Int, output: [UInt8])
    // --listen
    /// Actions posted to the `--listen` server: performed as a key bound to them would be.
    case remote([ActionCall])
}
