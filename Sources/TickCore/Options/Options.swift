/// Everything the command line and `TICK_DEFAULT_OPTS` can say, with the defaults of docs/SPEC.md.
public struct Options: Sendable {
    /// The picker's layout (`--layout`).
    public enum Layout: String, CaseIterable, Sendable {
        case wheel, list, reverse
        // fzf's list from the top with the prompt at the bottom
        case reverseList = "reverse-list"
    }
    /// The order of printed items (`--order`).
    public enum Order: String, CaseIterable, Sendable { case input, selection }
    /// What to do when the picker is needed but there is no terminal (`--no-tty`).
    public enum NoTTY: String, CaseIterable, Sendable { case error, defaults }
    /// An answer to `--ask`'s question (`--default`).
    public enum YesNo: String, CaseIterable, Sendable { case yes, no }
    /// The colours for the terminal's background (`--theme`): asked of the terminal, or given.
    public enum ThemeChoice: String, CaseIterable, Sendable { case auto, dark, light }
    /// The screen the picker is drawn on (`--screen`): tick's wheel and toolbar, or fzf's.
    public enum Screen: String, CaseIterable, Sendable { case tick, fzf }

    // Input
    /// Items end with NUL (`--read0`): stdin's and every reload's.
    public var read0 = false
    /// Whether stdin is `--walker`'s stream (stdin was a terminal), each path ended by NUL: that
    /// separator is the walker's stream's alone, so a reload's output is read by `read0`.
    public var walkedInput = false
    public var headerLines = 0
    public var header: String? = nil
    public var delimiter: Delimiter = .blanks
    public var nth: FieldList? = nil
    public var withNth: FieldTemplate? = nil
    /// `--with-nth` as written (`FZF_WITH_NTH`; `change-with-nth`'s empty alternative).
    public var withNthText = ""
    public var acceptNth: FieldTemplate? = nil
    public var keyNth: FieldList? = nil
    public var ansi = false
    /// `--input`: how stdin and reloads are read (`lines`, or JSON items).
    public var inputFormat: InputFormat = .lines
    /// `--input-items`: the path of the items in each JSON value (implies `--input json`).
    public var inputItems: JSONPath? = nil
    /// `--key-nth` and `--id-nth` as JSON paths (`--input json`): a template of their values.
    public var keyPaths: FieldTemplate? = nil
    public var idPaths: FieldTemplate? = nil
    /// `--group-nth`: the fields (or, with `--input json`, paths) that name each item's group.
    public var groupNth: FieldTemplate? = nil
    /// `--group-pattern`: input lines that match are headings, not items.
    public var groupPattern: GroupPattern? = nil
    /// Whether `--delimiter` was given (refused with `--input json`).
    var delimiterGiven = false

    /// What is listed when stdin is a terminal (`--walker`, `--walker-root`, `--walker-skip`).
    public var walker = WalkerOptions()

    // Search
    public var exact = false
    public var caseMode: Query.CaseMode = .smart
    public var literal = false
    public var scheme: ScoringScheme.Name = .default
    public var tiebreaks: [Tiebreak]? = nil
    public var sort = true
    public var tac = false
    public var query = ""
    public var filter: String? = nil

    // Picker
    public var height = 5
    /// `--height N%`: the picker's share of the terminal's height (nil: `height` rows).
    public var heightPercent: Int? = nil
    /// `--preview CMD` and `--preview-window SPEC`.
    public var preview: String? = nil
    public var previewWindow = PreviewWindow()
    // actions that run commands
    /// `--with-shell`: the program and flags that run commands (nil: `$SHELL -c`, else `sh -c`).
    public var withShell: [String]? = nil
    /// `--bash`, `--zsh`, `--fish`: print that shell's key bindings and completions.
    public var shellScript: ShellName? = nil
    public enum ShellName: String, Sendable { case bash, zsh, fish }
    public var layout: Layout = .wheel
    /// `--screen`: tick's wheel and toolbar, or fzf's screen (the look only: `persona` decides
    /// the behaviour).
    public var screen: Screen = .tick
    public var cycle = false
    /// fzf's `--filepath-word`: words of the word moves and kills are separated by `/` only.
    public var filepathWord = false
    /// fzf's extended search syntax (the default); false (`+x`): the query is one plain term.
    public var extended = true
    public var prompt = "> "
    /// `--marker`: a ticked row's mark (nil: the screen's own, `shownMarker`).
    public var marker: String? = nil
    public var action = "Done"
    public var toolbar = true
    public var limit: Int? = nil
    public var minimum = 0
    public var mouse = true
    public var bindings: [KeyBinding] = []
    public var search = true
    public var preselect: [String] = []
    public var preselectAll = false
    public var select1 = false
    public var exit0 = false
    public var confirm: String? = nil
    public var expect: [KeyName] = []
    public var printQuery = false
    public var remember: String? = nil
    // events and jump mode
    /// `--jump-labels`: the labels `jump` puts on the shown rows, nearest the prompt first.
    public var jumpLabels = Options.defaultJumpLabels

    // Output
    public var format: OutputFormat = .lines(terminator: 0x0A)
    /// The option that chose `format` in the words being read (`print0`, `json`…; nil: none
    /// yet), so that two different formats in one place are refused (`choose(_:by:)`).
    var formatChosenBy: String? = nil
    public var order: Order = .input

    // Without a terminal
    public var noTTY: NoTTY = .error
    public var lineMode = false
    /// Open the terminal even when `CI` is set (`--ignore-ci`).
    public var ignoreCI = false
    /// The device the picker draws on and reads keys from (`--tty-default`, `--no-tty-default`).
    public var terminalDevice: TerminalDeviceChoice = .controlling
    /// `--force-tty-in`: `--tmux` takes stdin as a terminal (passes it not to the popup).
    public var forceTerminalInput = false
    /// Whose behaviour wins where fzf's and one of tick's own additions differ: fzf's when tick
    /// runs under the name fzf, tick's otherwise (docs/SPEC.md §10).
    public var persona: CommandName = .tick
    /// `--ask`: the yes/no question asked instead of picking (nil: pick).
    public var ask: String? = nil
    /// `--default`: what `--ask` answers when no one can be asked (nil: no answer, exit 2).
    public var askDefault: YesNo? = nil

    // Colours and help
    public var color = true
    public var theme: ThemeChoice = .auto
    public var help = false
    public var version = false
    // fzf's state actions
    /// `--disabled` (`--phony`): typing edits the query but does not filter.
    public var disabled = false
    /// `--sync`: the `start` event's actions wait for the whole input and its matches.
    public var sync = false
    /// `--tail N`: only the last N items read are kept (nil: every item).
    public var tail: Int? = nil
    /// The `--preview-window` text as given: `change-preview-window` applies its sets on top.
    public var previewWindowText = ""

    // fzf's options that tick approximates (OptionTable+FzfCompat.swift)
    /// `--pointer`: the band row's mark (nil: the screen's own, `shownPointer`).
    public var pointer: String? = nil
    /// `--footer`: the lines below the list (their escape sequences are styles, as in fzf).
    public var footer: String? = nil
    /// fzf's labels (`--border-label`, `--preview-label`…) and `--ghost`, by the setting whose
    /// `change-X` changes them: commands find them in their environment (`FZF_BORDER_LABEL`…);
    /// tick's screen does not draw them.
    public var labels: [Action.Setting: String] = [:]
    /// Whether the input line is shown at the start (`--no-input` hides it; `show-input`
    /// shows it).
    public var input = true
    /// `--color`: fzf's colour names, mapped onto the parts tick draws.
    public var colorSpec = ColorSpec()
    /// `--threads N`: at most N threads match (nil: one per core).
    public var threads: Int? = nil
    /// `--bench DURATION` with `--filter`: match the input again and again for this many
    /// milliseconds and print the times (nil: print the matches).
    public var bench: Double? = nil
    /// `--info`: where the match counts go, or hidden.
    public var info = InfoPlacement.standard
    /// `--info-command`: the command whose output's first line fzf's screen shows instead of
    /// the counts (`InfoCommandState`); nil for none.
    public var infoCommand: String? = nil
    /// `--highlight-line`: fzf's screen draws the current (and a ticked) row's background to
    /// the list's edge.
    public var highlightLine = false
    /// `--header-first`: the header before the prompt line.
    public var headerFirst = false
    /// `--height ~N`: only as many rows as there are items, up to the height.
    public var heightAdaptive = false
    /// `--height -N`: the terminal's height less N lines.
    public var heightMargin: Int? = nil
    /// `--min-height N[+]`: the least lines of a `--height N%` picker (with `+`: item rows).
    public var minHeight = PickerConfig.minimumPercentHeight
    /// Whether `--min-height` ended with `+` (nil: not given; tick's screen reads no, fzf's
    /// screen yes, fzf's default `10+`).
    public var minHeightCountsRows: Bool? = nil
    /// Whether `--height` was given (and not undone by `--no-height`): without it fzf's screen
    /// takes the whole screen, while tick's screen has its default height.
    public var heightGiven = false
    /// `--clear` (the default) or `--no-clear`: whether the picker is erased on exit.
    public var clearOnExit = true
    /// `--tmux`/`--popup`: inside tmux, the picker opens in a tmux popup (nil: inline).
    public var popup: PopupSpec? = nil
    /// `--listen`/`--listen-unsafe`: the HTTP server the picker takes actions from (nil: none).
    public var listen: ListenOptions? = nil

    // Issue 24 (the name fzf)
    /// Whether `--scheme` was given: without it (and `--tiebreak`), listing files (stdin a
    /// terminal) ranks with the path scheme, as fzf does.
    public var schemeGiven = false

    /// `--history FILE`: fzf's query history file (nil: none).
    public var historyFile: String? = nil
    /// `--history-size N`: how many queries the history file keeps.
    public var historySize = 1000
    /// The history read from `historyFile` before the picker starts (the executable reads it:
    /// `QueryHistoryFile`); nil without `--history`.
    public var queryHistory: QueryHistory? = nil

    /// `--raw`: fzf's raw mode, every item listed and the non-matching ones dimmed.
    public var raw = false

    // reload and tracking
    /// `--track`: the band follows its item when the matches change.
    public var track = false
    /// `--id-nth`: the fields that tell an item apart across a reload (nil: its value, as
    /// `ItemIdentity` decides).
    public var idNth: FieldList? = nil

    /// `--ambidouble`: East Asian Ambiguous characters take two columns (`WidthRule`), on
    /// either screen.
    public var widthRule = WidthRule.ambiguousNarrow

    // fzf's screen (OptionTable+FzfScreenCore.swift)
    /// `--unicode` (the default), `--no-unicode`: fzf's screen draws its marks and lines in
    /// ASCII.
    public var unicode = true
    /// `--gutter`: the pointer's column on the other rows of fzf's screen (nil: `▌`, or a
    /// blank with `--no-unicode`).
    public var gutter: String? = nil
    /// `--gutter-raw`: the gutter in raw mode (nil: `▖`, or `:` with `--no-unicode`).
    public var gutterRaw: String? = nil
    /// `--scrollbar`: the list's scroll bar on fzf's screen (nil: `│`, or `|` with
    /// `--no-unicode`; empty: none, `--no-scrollbar`).
    public var scrollbar: String? = nil
    /// fzf's screen's borders and label places (`--border`, `--X-label-pos`…).
    public var boxes = FzfBoxOptions()
    /// `--separator`: repeated to make the info line's separator on fzf's screen (nil: `─`, or
    /// `-` with `--no-unicode`; empty: none, `--no-separator`).
    public var separator: String? = nil
    /// `--preview-wrap-sign`: what starts the rest of a wrapped preview line on fzf's screen
    /// (nil: fzf's `↳ `, or `> ` with `--no-unicode`).
    public var previewWrapSign: String? = nil
    /// How fzf's screen draws an item's text (`--ellipsis`, `--hscroll-off`, `--freeze-left`…).
    public var itemText = FzfTextOptions()

    public init() {}

    /// `--scroll-off`: the rows kept between the band and the list's edges (nil: the screen's
    /// own, `shownScrollOff`).
    public var scrollOff: Int? = nil
    /// The rows kept between the band and the list's edges: `--scroll-off`, else fzf's 3 on
    /// fzf's screen and none on tick's.
    public var shownScrollOff: Int { scrollOff ?? (screen == .fzf ? 3 : 0) }
    /// The gutter fzf's screen draws.
    public var shownGutter: String { gutter ?? (unicode ? "▌" : " ") }
    /// The gutter fzf's screen draws in raw mode, on every row but the current one.
    public var shownGutterRaw: String { gutterRaw ?? (unicode ? "▖" : ":") }
    /// The list's scroll bar on fzf's screen, nil for none.
    public var shownScrollbar: String? {
        let bar = scrollbar ?? (unicode ? "│" : "|")
        return bar.isEmpty ? nil : String(bar.prefix(1))
    }
    /// The preview's scroll bar on fzf's screen (`--scrollbar`'s second character, else its
    /// first), nil for none.
    public var shownPreviewScrollbar: String? {
        let bar = scrollbar ?? (unicode ? "│" : "|")
        return bar.isEmpty ? nil : String(bar.dropFirst().first ?? bar.first!)
    }
    /// The info line's separator on fzf's screen, nil for none.
    public var shownSeparator: String? {
        let text = separator ?? (unicode ? "─" : "-")
        return text.isEmpty ? nil : text
    }

    /// The band row's mark: `--pointer`, else the screen's own (`>`; on fzf's screen `▌`, or
    /// `>` with `--no-unicode`).
    public var shownPointer: String { pointer ?? (screen == .fzf && unicode ? "▌" : ">") }

    /// A ticked row's mark: `--marker`, else the screen's own (`✓`; on fzf's screen `┃`, or `>`
    /// with `--no-unicode`).
    public var shownMarker: String { marker ?? (screen == .tick ? "✓" : unicode ? "┃" : ">") }

    /// fzf's jump labels: the home row first.
    public static let defaultJumpLabels = "asdfghjklqwertyuiopzxcvbnm1234567890ASDFGHJKLQWERTYUIOPZXCVBNM`~;:,<.>/?'\"!@#$%^&*()[{]}-_=+"

    /// The default text of `--confirm` without `=TEXT`.
    public static let defaultConfirmText = "Print {n} items?"

    /// Whether `--header-lines` may change at run time: the picker then reads the header lines
    /// as items, the first ones, and shows the current number of them as the header, as fzf
    /// does (item indices then count the header lines, as fzf's `{n}` does). Always under the
    /// name fzf, as fzf reads them; under the name tick when an action may change them: a
    /// binding names `change-header-lines` (or its transforms), or actions come from elsewhere
    /// than the bindings read at the start: a `transform`'s or `bg-transform`'s output, or
    /// the `--listen` server.
    public var movesHeaderLines: Bool {
        if persona == .fzf || listen != nil { return true }
        let moving: [Action] = [.change(.headerLines), .transform(.headerLines), .bgTransform(.headerLines),
                                .command(.transform), .command(.bgTransform)]
        return bindings.contains { $0.actions.contains { moving.contains($0.action) } }
    }

    /// The matcher settings these options describe.
    public var matcherConfiguration: Matcher.Configuration {
        var c = Matcher.Configuration()
        c.scheme = scheme
        c.tiebreaks = tiebreaks
        c.delimiter = delimiter
        c.nth = nth
        // JSON items are matched on their shown text, which `--with-nth` made at read time.
        c.withNth = inputFormat == .json ? nil : withNth
        return c
    }

    /// `text` parsed as a query with these options' search settings.
    public func query(_ text: String) -> Query {
        Query(text, fuzzy: !exact, caseMode: caseMode, normalize: !literal, extended: extended)
    }

    /// Checks what single options cannot: combinations.
    /// Sets the output format `option` asks for; a different format chosen earlier in the same
    /// words (the command line, or one defaults variable) is an error, since one would silently
    /// lose: `--json --print0`. Defaults read before are overridden, as every option is.
    mutating func choose(_ format: OutputFormat, by option: String) throws(UsageError) {
        if let earlier = formatChosenBy, earlier != option {
            throw UsageError("--\(earlier) and --\(option) both choose the output format; give one of them")
        }
        formatChosenBy = option
        self.format = format
    }

    /// Settles what depends on `--input`: field paths are JSON's alone (without it, `{.x}` is
    /// literal text, as in fzf), and JSON items are named by paths, never by field numbers.
    mutating func resolveInput() throws(UsageError) {
        guard inputFormat == .json else {
            if inputItems != nil { throw UsageError("--input-items reads JSON: it cannot be given with --input lines") }
            do throws(UsageError) {
                withNth = try withNth?.withoutPaths()
            } catch { throw UsageError("--with-nth: \(error.message)") }
            do throws(UsageError) {
                acceptNth = try acceptNth?.withoutPaths(index: true)
            } catch { throw UsageError("--accept-nth: \(error.message)") }
            // Paths are no field lists: the error a field list gives.
            do throws(UsageError) { _ = try keyPaths?.withoutPaths() } catch { throw UsageError("--key-nth: \(error.message)") }
            do throws(UsageError) { _ = try idPaths?.withoutPaths() } catch { throw UsageError("--id-nth: \(error.message)") }
            do throws(UsageError) {
                groupNth = try groupNth?.withoutPaths()
            } catch { throw UsageError("--group-nth: \(error.message)") }
            return
        }
        if groupPattern != nil { throw UsageError("--group-pattern reads heading lines: it cannot be given with --input json (use --group-nth .path)") }
        if ansi { throw UsageError("--ansi does not apply to --input json (JSON items carry no colour codes)") }
        if delimiterGiven { throw UsageError("--delimiter does not apply to --input json: name fields by paths, such as {.name}") }
        for (name, template) in [("with-nth", withNth), ("accept-nth", acceptNth), ("group-nth", groupNth)] where template?.hasFields == true {
            throw UsageError("--\(name): --input json names fields by paths: --\(name) '{.name}'")
        }
        if nth != nil { throw UsageError("--nth is not available with --input json: --with-nth's paths are what is searched") }
        for (name, given) in [("key-nth", keyNth != nil), ("id-nth", idNth != nil)] where given {
            throw UsageError("--\(name): --input json names fields by paths: --\(name) .name")
        }
    }

    public func validate() throws(UsageError) {
        if let limit, minimum > limit {
            throw UsageError("--min \(minimum) is more than --limit \(limit)")
        }
        if (keyNth != nil || keyPaths != nil) && format != .jsonObject && format != .jsonLines {
            throw UsageError("--key-nth needs --json-object or --json-lines (it names the keys of the JSON output)")
        }
        if groupNth != nil && groupPattern != nil {
            throw UsageError("--group-nth and --group-pattern both make the groups; give one of them")
        }
        if format == .jsonGroups && grouping == nil {
            throw UsageError("--json-groups needs --group-nth or --group-pattern (it prints the ticked values of each group)")
        }
        if tail != nil && (inputFormat == .json || grouping != nil) {
            throw UsageError("--tail keeps lines only: it does not go with --input json, --group-nth or --group-pattern")
        }
        if askDefault != nil && ask == nil {
            throw UsageError("--default answers --ask's question: give --ask QUESTION too")
        }
        if boxes.border == .inline || boxes.list == .inline || boxes.input == .inline {
            throw UsageError("inline border is only supported for --header-border, --header-lines-border, and --footer-border")
        }
        if boxes.header == .inline, let lines = boxes.headerLines, lines != .inline, lines != .none {
            throw UsageError("--header-border=inline requires --header-lines-border to be inline or unset")
        }
        if heightAdaptive && screen == .fzf {
            // fzf: the height is fixed from the items' lines, which a share of it cannot be.
            if boxes.margin.verticalPercent { throw UsageError("--height ~N does not go with a top or bottom --margin in percent") }
            if boxes.padding.verticalPercent { throw UsageError("--height ~N does not go with a top or bottom --padding in percent") }
        }
    }
}
