/// What the bindings and fzf's events remember between keys: the events fired, the last key and
/// action (a command's `FZF_KEY` and `FZF_ACTION`), jump mode, the header tap, and the Enter or
/// chain waiting for the current query's matches.
///
/// Its reducer is `beginEvent`, `fired`, `pressed`, `clicked`, `performed`, `focusDue` and
/// `interrupted`; `PickerState` hands them the parts of an event that concern them.
public struct BindingState: Equatable, Sendable {
    /// Where the header was tapped: 1-based, the line among the header's lines and the column
    /// in its text (fzf's `FZF_CLICK_HEADER_LINE` and `FZF_CLICK_HEADER_COLUMN`).
    public struct HeaderClick: Equatable, Sendable {
        public var line: Int
        public var column: Int
    }

    /// What choosing a jump label does besides moving the band.
    public enum JumpMode: Equatable, Sendable {
        /// `jump`: move the band only.
        case move
        /// `jump-accept`: then accept.
        case accept
    }

    /// The key of an accept that waits: Enter (nil) or an `--expect` key.
    struct DeferredAccept: Equatable, Sendable {
        var key: KeyName?
    }

    /// The events whose actions the last `reduce` performed, in order (what happened, for tests
    /// and traces; emptied by every `reduce`).
    public internal(set) var firedEvents: [BindEvent] = []
    /// The name of the last key pressed or button clicked, as fzf names it (`ctrl-t`, `a`,
    /// `space`, `double-click`): a command's `FZF_KEY`. Empty before the first.
    public internal(set) var lastKey = ""
    /// The name of the last action performed (`char` for a character typed, `mouse` for a
    /// tap or click, `start` before any): a command's `FZF_ACTION`. As in fzf, the actions
    /// that run a command (`Action.runsCommand`) leave it as it was.
    public internal(set) var lastAction = "start"
    /// Jump mode (`jump`, `jump-accept`): labels on the shown rows, the next key picks one.
    public internal(set) var jumping: JumpMode? = nil
    /// Where the header was last tapped (1-based line and column of its text), for a
    /// `click-header` command's environment.
    public internal(set) var headerClick: HeaderClick? = nil
    /// Whether the picker has started (`.started`): only then does a new size fire `resize`.
    var started = false
    /// The item the `focus` event was last fired for (nil: none, as before the first item).
    var focusedItem: Int? = nil
    /// Whether an action of the chain being performed deleted backwards on an empty query.
    var backwardEOF = false
    /// Which of `load`, `one`, `zero`, `result` and `result-final` the matches are due.
    var resultEvents = ResultEvents()
    /// An Enter (or `--expect` key) waiting for the current query's matches.
    var deferredAccept: DeferredAccept? = nil
    /// Alt-A or Alt-T (and the calls chained after it) waiting for the current query's full
    /// ranking, so that they tick in rank order (`--order selection` prints that order).
    var deferredActions: [ChainCall]? = nil

    public init() {}

    /// A new event is being reduced: nothing has fired for it yet.
    mutating func beginEvent() {
        firedEvents = []
        backwardEOF = false
    }

    /// `event`'s bound actions are performed.
    mutating func fired(_ event: BindEvent) {
        firedEvents.append(event)
    }

    /// A key or paste came (not a mouse report): it cancels what waited for matches, and a
    /// key's name becomes `lastKey` (`space` for a blank).
    mutating func pressed(_ input: InputEvent) {
        interrupted()
        switch input {
        case .character(let c): lastKey = c == 0x20 ? "space" : Unicode.Scalar(c).map { String($0) } ?? lastKey
        case .key(let name): lastKey = name.name
        case .paste, .mouse: break
        }
    }

    /// A left or right button was pressed: its name as fzf gives it (modifiers, then `double-`,
    /// then `right-`, then `click`), and the action is `mouse`.
    mutating func clicked(_ mouse: MouseEvent) {
        lastKey = (mouse.ctrl ? "ctrl-" : "") + (mouse.alt ? "alt-" : "") + (mouse.shift ? "shift-" : "")
            + (mouse.clicks == 2 ? "double-" : "") + (mouse.button == .right ? "right-" : "") + "click"
        lastAction = "mouse"
    }

    /// The action named `name` was performed (`char` for a character typed).
    mutating func performed(_ name: String) {
        lastAction = name
    }

    /// Whether `focus` is due, the band being on `band`: it is on another item than the one
    /// `focus` last fired for (which it now is).
    mutating func focusDue(band: Int?) -> Bool {
        guard band != focusedItem else { return false }
        focusedItem = band
        return true
    }

    /// Another key or tap (or new items) cancel an Enter or a chain still waiting for matches.
    mutating func interrupted() {
        deferredAccept = nil
        deferredActions = nil
    }
}
