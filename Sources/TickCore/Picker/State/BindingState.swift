/// What the bindings and fzf's events remember between keys: the events fired, the last key and
/// action (a command's `FZF_KEY` and `FZF_ACTION`), jump mode, the header's and the footer's
/// taps, and the Enter or chain waiting for the current query's matches.
///
/// Its reducer is `beginEvent`, `started`, `fired`, `pressed`, `clicked`, `headerTapped`,
/// `footerTapped`, `headerChanged`, `footerChanged`,
/// `performed`, `focusDue`, `deletedBackward`, the jump mode's `jumpStarted` and `jumpEnded`,
/// the waits' `deferAccept`, `takeDeferredAccept`, `deferActions`, `takeDeferredActions` and
/// `forgetDeferredActions`, `wait`'s `blockChain`, `joinChain`, `cancelChainWait` and
/// `takeWaitingChain`, and `interrupted`; `PickerState` hands them the parts of an event
/// that concern them. Its fields are written only here.
public struct BindingState: Equatable, Sendable {
    /// Where the header (or the footer) was tapped: 1-based, the line among its lines and the
    /// column in its text (fzf's `FZF_CLICK_HEADER_LINE` and `FZF_CLICK_HEADER_COLUMN`).
    public struct HeaderClick: Equatable, Sendable {
        public var line: Int
        public var column: Int
        /// The line number reported, when not `line` (fzf's screen numbers a header
        /// section's rows as shown).
        public var number: Int? = nil

        /// The line number `FZF_CLICK_HEADER_LINE` reports.
        public var shownLine: Int { number ?? line }
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
    public private(set) var firedEvents: [BindEvent] = []
    /// The name of the last key pressed or button clicked, as fzf names it (`ctrl-t`, `a`,
    /// `space`, `double-click`): a command's `FZF_KEY`. Empty before the first.
    public private(set) var lastKey = ""
    /// The name of the last action performed (`char` for a character typed, `mouse` for a
    /// tap or click, `start` before any): a command's `FZF_ACTION`. As in fzf, the actions
    /// that run a command (`Action.runsCommand`) leave it as it was.
    public private(set) var lastAction = "start"
    /// Jump mode (`jump`, `jump-accept`): labels on the shown rows, the next key picks one.
    public private(set) var jumping: JumpMode? = nil
    /// Where the header was last tapped (1-based line and column of its text), for a
    /// `click-header` command's environment.
    public private(set) var headerClick: HeaderClick? = nil
    /// Where the footer was last tapped, for a `click-footer` command's environment.
    public private(set) var footerClick: HeaderClick? = nil
    /// Whether the picker has started (`.started`): only then does a new size fire `resize`.
    private(set) var started = false
    /// The item the `focus` event was last fired for (nil: none, as before the first item).
    private(set) var focusedItem: Int? = nil
    /// Whether an action of the chain being performed deleted backwards on an empty query.
    private(set) var backwardEOF = false
    /// Which of `load`, `one`, `zero`, `result` and `result-final` the matches are due.
    var resultEvents = ResultEvents()
    /// An Enter (or `--expect` key) waiting for the current query's matches.
    private(set) var deferredAccept: DeferredAccept? = nil
    /// Alt-A or Alt-T (and the calls chained after it) waiting for the current query's full
    /// ranking, so that they tick in rank order (`--order selection` prints that order).
    private(set) var deferredActions: [ChainCall]? = nil
    /// The calls after a `wait`, holding until the search in progress ends (nil: no chain
    /// waits). Meanwhile keys do nothing but cancel it (abort, cancel): fzf's wait block.
    public private(set) var waitingChain: [ChainCall]? = nil

    public init() {}

    /// A new event is being reduced: nothing has fired for it yet.
    mutating func beginEvent() {
        firedEvents = []
        backwardEOF = false
    }

    /// The picker has started (`.started`): from now on a new size fires `resize`.
    mutating func pickerStarted() {
        started = true
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

    /// The header was tapped at `line` and `column` (1-based, in its text), for `click-header`.
    mutating func headerTapped(line: Int, column: Int, number: Int? = nil) {
        headerClick = HeaderClick(line: line, column: column, number: number)
    }

    /// The footer was tapped at `line` and `column` (1-based, in its text), for `click-footer`.
    mutating func footerTapped(line: Int, column: Int) {
        footerClick = HeaderClick(line: line, column: column)
    }

    /// `change-header`: a tap on the old header is forgotten (as fzf does).
    mutating func headerChanged() {
        headerClick = nil
    }

    /// `change-footer`: a tap on the old footer is forgotten (as fzf does).
    mutating func footerChanged() {
        footerClick = nil
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

    /// A backward deletion (`backward-delete-char`, `backward-kill-word`, `unix-word-rubout`,
    /// `unix-line-discard`) ran on an empty query or not: `backward-eof` is due when it did.
    mutating func deletedBackward(onEmptyQuery empty: Bool) {
        backwardEOF = empty
    }

    /// `jump` or `jump-accept` enters jump mode `mode` (nil: it does not, no row being shown).
    mutating func jumpStarted(_ mode: JumpMode?) {
        jumping = mode
    }

    /// The key after `jump` or `jump-accept` came: jump mode ends.
    mutating func jumpEnded() {
        jumping = nil
    }

    /// An Enter (or the `--expect` key `key`) waits for the current query's matches.
    mutating func deferAccept(key: KeyName?) {
        deferredAccept = DeferredAccept(key: key)
    }

    /// The Enter waiting for matches, which no longer waits (nil: none waited).
    mutating func takeDeferredAccept() -> DeferredAccept? {
        defer { deferredAccept = nil }
        return deferredAccept
    }

    /// `calls` (a chain from an Alt-A or Alt-T on) wait for the current query's full ranking.
    mutating func deferActions(_ calls: [ChainCall]) {
        deferredActions = calls
    }

    /// The chain waiting for the full ranking, which no longer waits (nil: none waited).
    mutating func takeDeferredActions() -> [ChainCall]? {
        defer { deferredActions = nil }
        return deferredActions
    }

    /// A reload drops the chain waiting for the old items' ranking (an Enter waiting stays).
    mutating func forgetDeferredActions() {
        deferredActions = nil
    }

    /// A `wait` holds `rest` until the search in progress ends.
    mutating func blockChain(_ rest: [ChainCall]) {
        waitingChain = rest
    }

    /// A `wait` in a background transform's output, while a chain waits: the calls after it
    /// join the chain's rest.
    mutating func joinChain(_ rest: [ChainCall]) {
        waitingChain?.append(contentsOf: rest)
    }

    /// abort or cancel while a chain waits: the wait ends and its rest is dropped.
    mutating func cancelChainWait() {
        waitingChain = nil
    }

    /// The rest of the chain that waited, which no longer waits (nil: none waited).
    mutating func takeWaitingChain() -> [ChainCall]? {
        defer { waitingChain = nil }
        return waitingChain
    }

    /// Another key or tap (or new items) cancel an Enter or a chain still waiting for matches.
    mutating func interrupted() {
        deferredAccept = nil
        deferredActions = nil
    }
}
