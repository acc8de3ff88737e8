/// Everything of the options that changes at run time, in one place (the parsed `Options` are
/// read-only): what actions bound with `--bind` changed (whether typing filters and how matches
/// are ordered, the prompt, the limit, the keys and events unbound, the lines `print(…)` queued,
/// the items excluded) and the header, whose text `change-header` replaces and whose
/// `--header-lines` come from the input. The texts drawn around the list (the footer, the
/// pointer, fzf's labels) and whether the input is shown are `DisplayTexts`.
public struct ScriptedState: Sendable {
    /// Whether typing filters (`--disabled` starts it off; `enable-search`, `disable-search`).
    public internal(set) var searching = true
    /// While searching is off, the text still searched: what was searched when `disable-search`
    /// turned it off (as fzf, the results shown stay while typing goes on), nothing with
    /// `--disabled` and once a reload's items came (every item is listed).
    public internal(set) var keptSearch = ""
    /// Whether matches are ranked (`--no-sort` starts it off; `toggle-sort`).
    public internal(set) var sorting = true
    /// Text matched instead of the query (`search(…)`), and the query it was given for: it
    /// applies until the query changes.
    public internal(set) var searchText: (text: String, query: String)? = nil
    /// Keys and events whose bindings `unbind` switched off.
    public internal(set) var unbound: Set<BindTrigger> = []
    /// Lines `print(…)` queued, printed before the picked rows on accept.
    public internal(set) var printed: [String] = []
    /// Items `exclude` took out of the list.
    public internal(set) var excluded: Set<Int> = []
    /// Whether the header lines are drawn (`hide-header`, `show-header`).
    public internal(set) var headerShown = true
    /// For each `change-preview-window` argument, the set it applies next.
    var previewWindowTurns: [String: Int] = [:]
    /// The fields the query is looked for in (`--nth` starts it; `change-nth`); nil: the
    /// whole line.
    public internal(set) var nth: FieldList? = nil
    /// For each `change-nth` argument, the alternative it applies next.
    var nthTurns: [String: Int] = [:]
    /// The text shown and searched (`--with-nth` starts it; `change-with-nth`), as written
    /// (`FZF_WITH_NTH`; empty: the whole line) and parsed.
    public internal(set) var withNth: (text: String, template: FieldTemplate?) = ("", nil)
    /// For each `change-with-nth` argument, the alternative it applies next.
    var withNthTurns: [String: Int] = [:]
    /// With header lines that move (`Options.movesHeaderLines`): how many of the first items
    /// are the header now (`--header-lines`, `change-header-lines`); nil: the input's header
    /// lines are the store's own.
    public internal(set) var headerItems: Int? = nil
    /// The serial of the query whose complete matches untick the items they leave out (after
    /// `change-with-nth`, as fzf does); nil when none.
    var untickUnmatchedFrom: Int? = nil

    /// The prompt (`--prompt`; `change-prompt`).
    public internal(set) var prompt = "> "
    /// How many rows may be ticked (`--limit`; `change-multi`): 1 is a single pick, nil no limit.
    public internal(set) var limit: Int? = nil
    /// The header's lines (`--header`, `--header-lines`; `change-header`).
    public internal(set) var header = HeaderLines(text: nil, ansi: false)
    /// Whether fzf's screen scrolls a long line to its match (`--no-hscroll`; `toggle-hscroll`).
    public internal(set) var hscroll = true
    /// Whether fzf's screen draws an item's lines on lines of their own (`--read0` with
    /// `--multi-line`; `toggle-multi-line`).
    public internal(set) var multiLine = false
    /// Whether fzf's screen wraps long items (`--wrap`; `toggle-wrap`), and at blanks
    /// (`--wrap-word`; `toggle-wrap-word`).
    public internal(set) var wrap = false
    public internal(set) var wrapWord = false

    public init() {}

    /// The state the options start with.
    init(options: Options) {
        searching = !options.disabled
        sorting = options.sort
        nth = options.nth
        // JSON items' shown text was made from `--with-nth` when they were read.
        withNth = (options.withNthText, options.inputFormat == .json ? nil : options.withNth)
        if options.movesHeaderLines { headerItems = options.headerLines }
        prompt = options.prompt
        limit = options.limit
        header = HeaderLines(text: options.header, ansi: options.ansi)
        hscroll = options.itemText.hscroll
        multiLine = options.read0 && options.itemText.multiLine
        wrap = options.itemText.wrap
        wrapWord = options.itemText.wrap && options.itemText.wrapWord
    }

    /// One pick only: no tick column, Enter or a tap picks the band row.
    public var single: Bool { limit == 1 }

    /// The text the matcher looks for: the query, `search(…)`'s text, or while searching is off
    /// what was searched when it was turned off (`keptSearch`).
    public func searched(query: String) -> String {
        guard searching else { return keptSearch }
        if let searchText, searchText.query == query { return searchText.text }
        return query
    }

    /// Turns searching on or off for `query`; whether what is searched changed (turned off, it
    /// keeps what `query` searched).
    mutating func search(_ on: Bool, query: String) -> Bool {
        guard on != searching else { return false }
        let before = searched(query: query)
        if !on { keptSearch = before }
        searching = on
        return searched(query: query) != before
    }

    /// A reload's items replaced the old ones: with searching off, every one is listed, and
    /// the items excluded come back (as in fzf: an exclusion named a row of the old list).
    mutating func inputReplaced() {
        keptSearch = ""
        excluded = []
    }
}

/// The sets of a `change-preview-window` argument, separated by `|`, each applied on top of
/// `--preview-window` (an empty one is `--preview-window` itself).
enum PreviewWindowCycle {
    static func alternatives(_ text: String) -> [String] {
        text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    }
}
