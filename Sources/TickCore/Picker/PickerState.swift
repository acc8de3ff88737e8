/// Everything the picker shows and remembers, as one value: the query, the matches, where the
/// band is, the ticks, the toolbar's message, the terminal's size and where the picker sits.
///
/// One writer: every change goes through `reduce` (in `PickerState+Reduce.swift`), which takes
/// a `PickerEvent` and says what must happen next; the setters are internal to this module and
/// only the reducer's files use them. `View` draws it. It does no I/O, so tests drive it with
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
    public var resultsItemCount: Int { matches.itemCount }
    /// The items read so far (the reducer reads their bytes: `replace-query`, `--json-object`'s
    /// keys, the preview's `+SCROLL`), and whether more may come.
    public internal(set) var store = ItemStore()
    public var itemCount: Int { store.count }
    public internal(set) var loading = true
    /// Where the band is, and the list layouts' scroll.
    public internal(set) var band = BandPosition()
    /// The rank position of the band row (`band.cursor`).
    public var cursor: Int { band.cursor }
    /// The list layouts' first shown rank position (`band.scrollTop`).
    public var scrollTop: Int { band.scrollTop }
    public internal(set) var selection = Selection()
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
    /// Ticks the items that start ticked as they are read (nil: none do).
    var preselector: Preselector?
    /// A picker for `config` with `query` typed; `preselector` ticks items as they arrive.
    public init(config: PickerConfig, query: String = "", theme: Theme = Theme(colors: true),
                followsBackground: Bool = false, preselector: Preselector? = nil) {
        self.config = config
        self.query = LineEditor(query)
        appearance = Appearance(theme: theme, followsBackground: followsBackground)
        self.preselector = preselector?.isActive == true ? preselector : nil
        preview = config.preview.map { Preview(template: $0, window: config.previewWindow) }
        scripted = ScriptedState(options: config.options)
        tracking = BandTracking(tracksBand: config.track)
    }

    /// The ticked view (`view-ticked`): only the ticked items, in tick order, whatever the query;
    /// nil while the matches are shown.
    public internal(set) var tickedView: TickedView? = nil
    /// How many ticked items the shown matches leave out (counted when either changes).
    public internal(set) var hiddenTicks = 0
    /// The preview pane (`--preview`), nil without one.
    public internal(set) var preview: Preview? = nil
    /// What the mouse left behind: the range's anchor, a drag, the row tapped.
    var gestures = Gestures()
    // fzf's state actions
    /// What bound actions changed at run time (search on or off, sorting, unbound keys…).
    public internal(set) var scripted = ScriptedState()

    // reload and tracking
    /// Which item the band follows when the matches change, and what a reload carries over.
    public internal(set) var tracking = BandTracking()

    // events and jump mode
    /// The events fired, the last key and action, jump mode, and what waits for matches.
    public internal(set) var bindings = BindingState()

    /// The rows the picker spins through: the matches, or the ticked view's items.
    public var shown: RankedList { tickedView?.list ?? results }

    /// Whether the shown results are for the current query (a match may still be running).
    public var resultsAreCurrent: Bool { matches.isCurrent }

    /// Takes the results of a match. A new query puts the band back on the best match; more
    /// items for the same query keep it where it is.
    mutating func setResults(_ list: RankedList, for request: MatchRequest) {
        let followed = tickedView == nil ? trackedBandItem : nil
        let sameQuery = matches.take(list, for: request, excluding: scripted.excluded)
        countHiddenTicks()
        // The ticked view keeps its own rows and band; the matches wait behind it.
        if tickedView != nil { return }
        if !sameQuery { band.toTop() }
        clampCursor()
        placeBandOnStart()
        if let followed { follow(followed) }
    }

    /// The user moved the band or edited the query: `--single`'s start no longer applies, even
    /// when the preselected item has not arrived yet.
    mutating func leaveBandStart() {
        band.leaveStart()
    }

    /// Puts the band on `band.start` when the shown matches hold it.
    mutating func placeBandOnStart() {
        guard let item = band.start, tickedView == nil else { return }
        for position in 0..<results.count where results[position] == item {
            _ = band.move(to: position, count: shown.count)
            keepCursorVisible()
            return
        }
    }

    /// The item under the band, if any.
    public var bandItem: Int? { shown.isEmpty ? nil : shown[cursor] }

    // MARK: Geometry

    /// The lines of the picker, top to bottom.
    public enum Line: Equatable, Sendable {
        case prompt
        case header(Int)
        /// An item row: its slot (0 is the band's side: the wheel's top, the list's edge
        /// next to the prompt).
        case row(Int)
        /// A line of the preview pane below the rows (`--preview-window down`).
        case preview(Int)
        case toolbar
    }

    /// How many item rows fit.
    public var rowCount: Int {
        let fixed = 1 + (config.toolbar ? 1 : 0) + shownHeaderCount
        var wanted = wantedRows
        // --height ~N: no more rows than items (the picker grows as they arrive).
        if config.heightAdaptive { wanted = min(wanted, max(1, itemCount)) }
        return max(1, min(wanted, size.rows - fixed))
    }

    /// The item rows `--height` asks for at this size, before `~` and the terminal's height
    /// limit them.
    public var wantedRows: Int {
        let fixed = 1 + (config.toolbar ? 1 : 0) + shownHeaderCount
        if let percent = config.heightPercent {
            // The percentage is of the whole picker, prompt and toolbar included; --min-height
            // is its least (with `+`, in item rows).
            let least = config.minHeight + (config.minHeightCountsRows ? fixed : 0)
            return max(size.rows * percent / 100, least) - fixed
        }
        if let margin = config.heightMargin { return size.rows - margin - fixed }
        return config.height
    }

    /// The picker's lines, top to bottom, cut to the terminal's height (the header goes first,
    /// then the toolbar, when there is no room).
    public var lines: [Line] {
        let rows = rowCount
        var headerCount = shownHeaderCount
        var toolbar = config.toolbar
        while 1 + rows + headerCount + (toolbar ? 1 : 0) > max(size.rows, 1) {
            if headerCount > 0 { headerCount -= 1 } else if toolbar { toolbar = false } else { break }
        }
        let headers = (0..<headerCount).map { Line.header($0) }
        let pane = previewLayout
        let above = pane.map { $0.position == .up ? (0..<$0.height).map { Line.preview($0) } : [] } ?? []
        var out: [Line] = []
        switch config.layout {
        case .wheel, .reverse:
            // --header-first: the header above the prompt.
            out = (config.headerFirst ? headers + [.prompt] : [.prompt] + headers) + above + (0..<rows).map { .row($0) }
        case .list:
            out = above + (0..<rows).reversed().map { .row($0) } + (config.headerFirst ? [.prompt] + headers : headers + [.prompt])
        case .reverseList:
            out = above + (0..<rows).map { .row($0) } + (config.headerFirst ? [.prompt] + headers : headers + [.prompt])
        }
        if let pane, pane.position == .down {
            out += (0..<pane.height).map { Line.preview($0) }
        }
        if toolbar { out.append(.toolbar) }
        return out
    }

    /// The wheel's middle row, where the band stays while the list spins past it.
    public var bandSlot: Int { (rowCount - 1) / 2 }

    /// The rank position in the wheel's first row. The band stays in the middle row, except
    /// near either end of the list: there the rows stay filled and the band moves towards the
    /// end, so after typing the best matches fill the wheel (docs/SPEC.md §4). With `--cycle`
    /// the list has no ends.
    public var wheelTop: Int {
        let n = shown.count
        if config.cycle && n >= rowCount { return cursor - bandSlot }
        return min(max(cursor - bandSlot, 0), max(0, n - rowCount))
    }

    /// The rank position shown in row `slot`, or nil for an empty row.
    public func position(slot: Int) -> Int? {
        let n = shown.count
        switch config.layout {
        case .wheel:
            var p = wheelTop + slot
            if config.cycle && n >= rowCount { p = ((p % n) + n) % n }
            return p >= 0 && p < n ? p : nil
        case .list, .reverse, .reverseList:
            let p = scrollTop + slot
            return p < n ? p : nil
        }
    }

    /// The slot showing rank position `cursor`: the band.
    public var cursorSlot: Int {
        config.layout == .wheel ? cursor - wheelTop : cursor - scrollTop
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
        band.clamp(count: shown.count, rows: rowCount)
    }

    /// Scrolls the list layouts so that the band row is on the screen.
    mutating func keepCursorVisible() {
        band.keepVisible(count: shown.count, rows: rowCount)
    }

    mutating func setConfirming(_ outcome: PickerOutcome?) { confirming = outcome }

    /// Puts the band and the list's scroll at these positions (the ticked view opening or
    /// closing), kept within the shown rows.
    mutating func placeCursor(_ position: Int, scrollTop top: Int) {
        band.place(position, scrollTop: top, count: shown.count, rows: rowCount)
    }

    // fzf's state actions
    /// How many header lines are drawn: none after `hide-header`.
    var shownHeaderCount: Int { scripted.headerShown ? scripted.header.lines.count : 0 }

    /// Scrolls the list layouts by `rows` without moving the band, unless the band would leave
    /// the rows shown: then it moves with them (`offset-up`, `offset-down`).
    mutating func scrollList(by rows: Int) {
        guard config.layout != .wheel, !shown.isEmpty else { return }
        band.scroll(by: rows, count: shown.count, rows: rowCount)
    }

    /// Scrolls the list layouts so that the band is in the middle of the rows (`offset-middle`).
    mutating func centreBand() {
        guard config.layout != .wheel else { return }
        scrollList(by: cursor - rowCount / 2 - scrollTop)
    }

    /// Takes `items` out of the shown matches (`exclude`): they stay out of every later match.
    mutating func exclude(_ items: Set<Int>) {
        scripted.excluded.formUnion(items)
        matches.exclude(items)
        for item in items { selection.remove(item) }
        clampCursor()
        countHiddenTicks()
    }
    // actions that run commands
    /// The command a chain waits for (`execute`, `execute-silent`, `transform…`), with the rest
    /// of the chain and the keys typed meanwhile; nil when none runs.
    public internal(set) var waiting: CommandWait? = nil
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
