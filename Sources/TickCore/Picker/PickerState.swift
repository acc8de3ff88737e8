/// Everything the picker shows and remembers, as one value: the query, the matches, where the
/// band is, the ticks, the toolbar's message, the terminal's size and where the picker sits.
///
/// One writer: every change goes through `reduce` (in `PickerState+Reduce.swift`), which takes
/// a `PickerEvent` and says what must happen next; the setters are internal to this module and
/// only the reducer's files use them. The view chosen at setup (`config.view`, a
/// `PickerView`) draws it and lays it out. It does no I/O, so tests drive it with
/// scripted events.
public struct PickerState: Sendable {
    /// The picker's options, as parsed (what changes at run time is `scripted`).
    public let config: PickerConfig
    /// The query being typed; a change of its text makes the shown matches stale
    /// (`MatchResults.serial`).
    public internal(set) var query: LineEditor {
        didSet { if query.scalars != oldValue.scalars { matches.searchChanged() } }
    }
    /// The matches shown, the request they answer, and the serial of the current query.
    public internal(set) var matches = MatchResults()
    /// The matches of the shown request (`matches.list`).
    public var results: RankedList { matches.list }
    /// The request the results answer (nil before the first results).
    public var resultsRequest: MatchRequest? { matches.request }
    /// How many items the results were matched over (`matches.itemCount`).
    public var resultsItemCount: Int { matches.itemCount }
    /// The items read so far (the reducer reads their bytes: `replace-query`, `--json-object`'s
    /// keys, the preview's `+SCROLL`), and whether more may come.
    public internal(set) var store = ItemStore()
    /// How many items were read so far (`store.count`).
    public var itemCount: Int { store.count }
    /// How many items may be listed: all but the header lines that move (`headerItems`).
    public var listedCount: Int { store.keptCount - max(0, min(scripted.headerItems ?? 0, store.count) - store.startIndex) }
    /// The items never listed: those `exclude` took out and the header lines that move.
    var unlisted: Set<Int> {
        guard let n = scripted.headerItems, n > 0 else { return scripted.excluded }
        return scripted.excluded.union(0..<min(n, store.count))
    }
    /// Whether more items may come: the input (or a reload's) has not ended.
    public internal(set) var loading = true
    /// A reload was asked for and its items have not replaced the old ones (nor has it failed):
    /// fzf's spinner turns meanwhile, over the old list.
    public internal(set) var reloadPending = false
    /// Where the band is, and the list layouts' scroll.
    public internal(set) var band = BandPosition()
    /// The rank position of the band row (`band.cursor`).
    public var cursor: Int { band.cursor }
    /// The list layouts' first shown rank position (`band.scrollTop`).
    public var scrollTop: Int { band.scrollTop }
    /// The ticks, the ticked view, the ticks hidden and those the input brings.
    public internal(set) var ticks: TickState
    /// A short note in the toolbar (a refused tick, a refused Enter), until the next key.
    public internal(set) var message: String? = nil
    /// Waiting for `y` after Enter with `--confirm`.
    public private(set) var confirming: PickerOutcome? = nil
    /// The terminal's size and where the picker is on the screen; a new size scrolls the list
    /// layouts to keep the cursor row shown.
    public internal(set) var placement = ScreenPlace() {
        didSet { keepCursorVisible() }
    }
    /// The terminal's size (`placement.size`).
    public var size: TerminalSize { placement.size }
    /// The screen row of the picker's first line (`placement.origin`).
    public var origin: Int? { placement.origin }
    /// Whether the picker's position was asked for and not yet answered.
    public var placing: Bool { placement.placing }
    /// The colours and the busy indicator's frame.
    public internal(set) var appearance: Appearance
    /// A picker for `config` with `query` typed; `preselector` ticks items as they arrive.
    public init(config: PickerConfig, query: String = "", theme: Theme = Theme(colors: true),
                followsBackground: Bool = false, preselector: Preselector? = nil) {
        self.config = config
        self.query = LineEditor(query)
        appearance = Appearance(theme: theme, followsBackground: followsBackground)
        ticks = TickState(preselector: preselector)
        preview = config.preview.map { Preview(template: $0, window: config.previewWindow, syntax: config.placeholderSyntax) }
        scripted = ScriptedState(options: config.options)
        display = DisplayTexts(options: config.options)
        tracking = BandTracking(tracksBand: config.track)
        history = config.options.queryHistory
        if config.options.raw { matches.showAll(reversed: config.options.tac, unlisted: []) }
    }

    /// fzf's query history (`--history`), which `prev-history` and `next-history` browse; nil
    /// without one.
    public internal(set) var history: QueryHistory? = nil

    /// The preview pane (`--preview`), nil without one.
    public internal(set) var preview: Preview? = nil
    /// `--info-command`'s last output and the command running.
    public internal(set) var infoCommand = InfoCommandState()
    /// What the mouse left behind: the range's anchor, a drag, the row tapped.
    var gestures = Gestures()
    // fzf's state actions
    /// What bound actions changed at run time (search on or off, sorting, unbound keys…).
    public internal(set) var scripted = ScriptedState()
    /// The texts drawn around the list that actions change (the footer, the pointer, fzf's
    /// labels) and whether the input line is shown.
    public internal(set) var display = DisplayTexts()

    // reload and tracking
    /// Which item the band follows when the matches change, and what a reload carries over.
    public internal(set) var tracking = BandTracking()

    // events and jump mode
    /// The events fired, the last key and action, jump mode, and what waits for matches.
    public internal(set) var bindings = BindingState()

    /// The rows the picker spins through: the matches (in raw mode every listed item), or the
    /// ticked view's items.
    public var shown: RankedList { ticks.tickedView?.list ?? matches.raw?.list ?? results }

    /// Whether fzf's raw mode is on (`--raw`, `toggle-raw`): the rows are every listed item,
    /// the matches among them told apart (`isMatch`).
    public var rawMode: Bool { matches.raw != nil }

    /// Whether `item` is among the matches: what a view asks of each row to draw the others
    /// dimmed in raw mode (always true outside it, where every row is a match).
    public func isMatch(_ item: Int) -> Bool { matches.raw?.matches(item) ?? true }

    /// Whether the shown results are for the current query (a match may still be running).
    public var resultsAreCurrent: Bool { matches.isCurrent }

    /// Takes the results of a match. A new query puts the band back on the best match; more
    /// items for the same query keep it where it is.
    mutating func setResults(_ list: RankedList, for request: MatchRequest) {
        let list = arrangedForGroups(list)
        let wasEmpty = results.isEmpty
        // While fzf's tracking looks for the band's item in a reload's items, or the band's
        // position before a reload waits for matches covering its items, nothing is followed.
        let followed = ticks.tickedView == nil && !trackingBlocks && tracking.reloadPosition == nil ? trackedBandItem : nil
        let bandRow = cursor - scrollTop
        let sameQuery = matches.take(list, for: request, excluding: unlisted)
        if let from = scripted.untickUnmatchedFrom, request.serial >= from, !list.isPartial { untickUnmatched() }
        countHiddenTicks()
        // The ticked view keeps its own rows and band; the matches wait behind it.
        if ticks.tickedView != nil { return endBandSearch() }
        // A new query's results put the band back on the best match; fzf keeps its place in the
        // list instead (clamped to the new count), whenever the results land.
        if !sameQuery && config.options.persona != .fzf { band.toTop() }
        // The band starts on the best match, below its group's heading.
        if !sameQuery || wasEmpty { skipHeadingAtTop() }
        clampCursor()
        restoreReloadPosition()
        placeBandOnStart()
        endBandSearch()
        if let followed { follow(followed, row: bandRow) }
    }

    /// The user moved the band or edited the query: `--single`'s start no longer applies, even
    /// when the preselected item has not arrived yet.
    mutating func leaveBandStart() {
        band.leaveStart()
    }

    /// Puts the band on `band.start` when the shown matches hold it.
    mutating func placeBandOnStart() {
        guard let item = band.start, ticks.tickedView == nil, let position = shown.firstPosition(of: item) else { return }
        _ = band.move(to: position, count: shown.count)
        keepCursorVisible()
    }

    /// The item under the band, if any.
    public var bandItem: Int? { shown.isEmpty ? nil : shown.item(at: cursor) }

    // MARK: Geometry

    /// How many list rows the view shows (`PickerView.listRows`): what the band scrolls and
    /// pages by. The rest of the screen's geometry is the view's (`config.view`).
    public var rowCount: Int { config.view.listRows(self) }
    /// The rows kept between the band and the list's edges (`--scroll-off`; fzf's screen 3).
    var scrollOff: Int {
        // fzf's scroll-off counts lines; with --gap an item takes 1 + gap of them.
        let gap = config.options.screen == .fzf ? config.options.itemText.gap : 0
        return (config.options.shownScrollOff + gap) / (1 + gap)
    }

    // MARK: Moving

    /// Moves the band by `delta` rank positions, wrapping with `--cycle`.
    mutating func moveCursor(by delta: Int) {
        guard band.move(by: delta, count: shown.count, cycle: config.cycle) else { return }
        leaveBandStart()
        tracking.untrack()
        gestures.bandMoved()
        keepCursorVisible()
    }

    /// Puts the band on rank position `position`.
    mutating func moveCursor(to position: Int) {
        guard band.move(to: position, count: shown.count) else { return }
        leaveBandStart()
        tracking.untrack()
        gestures.bandMoved()
        keepCursorVisible()
    }

    /// Keeps the band within the shown rows, and on the screen.
    mutating func clampCursor() {
        if let lines = config.view.listLines(self) {
            band.keepVisible(count: shown.count, lines: lines, scrollOff: config.options.shownScrollOff)
            return
        }
        band.clamp(count: shown.count, rows: rowCount, scrollOff: scrollOff)
        keepBandOffStickyHeading()
    }

    /// Scrolls the list layouts so that the band row is on the screen.
    mutating func keepCursorVisible() {
        if let lines = config.view.listLines(self) {
            band.keepVisible(count: shown.count, lines: lines, scrollOff: config.options.shownScrollOff)
            return
        }
        band.keepVisible(count: shown.count, rows: rowCount, scrollOff: scrollOff)
        keepBandOffStickyHeading()
    }

    mutating func setConfirming(_ outcome: PickerOutcome?) { confirming = outcome }

    /// Puts the band and the list's scroll at these positions (the ticked view opening or
    /// closing), kept within the shown rows.
    mutating func placeCursor(_ position: Int, scrollTop top: Int) {
        band.place(position, scrollTop: top, count: shown.count, rows: rowCount, scrollOff: scrollOff)
        if let lines = config.view.listLines(self) {
            band.keepVisible(count: shown.count, lines: lines, scrollOff: config.options.shownScrollOff)
        }
    }

    // fzf's state actions
    /// How many header lines are drawn: none after `hide-header`.
    var shownHeaderCount: Int { scripted.headerShown ? scripted.header.lines.count : 0 }
    /// The footer's lines (`--footer`, `change-footer`).
    var footerCount: Int { display.footer.lines.count }

    /// Scrolls the list layouts by `rows` without moving the band, unless the band would leave
    /// the rows shown: then it moves with them (`offset-up`, `offset-down`).
    mutating func scrollList(by rows: Int) {
        guard config.layout != .wheel, !shown.isEmpty else { return }
        band.scroll(by: rows, count: shown.count, rows: rowCount, scrollOff: scrollOff)
        if let lines = config.view.listLines(self) {
            band.keepVisible(count: shown.count, lines: lines, scrollOff: config.options.shownScrollOff)
        }
    }

    /// Scrolls the list layouts so that the band is in the middle of the rows (`offset-middle`):
    /// on fzf's screen as fzf does it, a scroll-off of half the rows (an even count puts one
    /// row more after the band than before it).
    mutating func centreBand() {
        guard config.layout != .wheel else { return }
        if let lines = config.view.listLines(self) {
            band.keepVisible(count: shown.count, lines: lines, scrollOff: lines.budget)
        } else if config.options.screen == .fzf {
            band.keepVisible(count: shown.count, rows: rowCount, scrollOff: rowCount)
        } else {
            scrollList(by: cursor - rowCount / 2 - scrollTop)
        }
    }

    /// Takes `items` out of the shown matches (`exclude`): they stay out of every later match.
    mutating func exclude(_ items: Set<Int>) {
        scripted.excluded.formUnion(items)
        matches.exclude(items, unlisted: unlisted)
        for item in items { ticks.untick(item) }
        clampCursor()
        countHiddenTicks()
    }
    // actions that run commands
    /// The command a chain waits for (`execute`, `execute-silent`, `transform…`), with the rest
    /// of the chain and the keys typed meanwhile; nil when none runs.
    public internal(set) var waiting: CommandWait? = nil
    /// The `bg-transform…` commands running beside the picker.
    public internal(set) var background = BackgroundJobs()
}

/// A terminal's size in cells.
public struct TerminalSize: Equatable, Sendable {
    public var columns: Int
    public var rows: Int
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
}

/// How a picker session ended.
public enum PickerOutcome: Equatable, Sendable {
    /// These items were picked (item indices, in the order to print), with the key that
    /// accepted (nil for Enter or a tap on the action button).
    case accepted(items: [Int], key: KeyName?)
    case cancelled
    /// Enter with no match and nothing ticked.
    case noMatch
    // fzf's state actions
    /// `print-query` (or `accept-or-print-query` with nothing to pick): only the query is
    /// printed, exit 0.
    case printQuery
}
