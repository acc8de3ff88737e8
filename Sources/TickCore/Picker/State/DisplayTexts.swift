/// The texts the screen draws around the list that bound actions change at run time, and
/// whether the input line is shown: the footer (`--footer`; `change-footer`), the band row's
/// mark (`--pointer`; `change-pointer`), fzf's labels and ghost text (`--border-label`…,
/// `--ghost`; `change-border-label`…) and the input (`--no-input`; `show-input`,
/// `hide-input`, `toggle-input`). A view reads them to draw; commands find them in their
/// environment (`ChildEnvironment`).
public struct DisplayTexts: Sendable {
    /// The footer's lines: escape sequences are styles, as in fzf.
    public internal(set) var footer = HeaderLines(text: nil, ansi: true)
    /// The band row's mark.
    public internal(set) var pointer = ">"
    /// fzf's labels and ghost text, by the setting that changes them (tick's own screen does
    /// not draw them; commands find them as `FZF_BORDER_LABEL`…).
    public internal(set) var labels: [Action.Setting: String] = [:]
    /// Whether the input line (the prompt and the query) is shown. While it is hidden, as in
    /// fzf, nothing edits the query: keys, pastes and actions that would change it (even
    /// `change-query`) leave it as it was; `search(…)` still searches.
    public internal(set) var inputShown = true

    public init() {}

    /// The texts the options start with.
    init(options: Options) {
        footer = HeaderLines(text: options.footer, ansi: true)
        pointer = options.shownPointer
        labels = options.labels
        inputShown = options.input
    }

    /// `show-input`, `hide-input` (`shown`), `toggle-input` (nil); whether that changed it.
    mutating func showInput(_ shown: Bool?) -> Bool {
        let new = shown ?? !inputShown
        defer { inputShown = new }
        return new != inputShown
    }

    /// The text of fzf's label or ghost `setting`, empty when none was set.
    public func label(_ setting: Action.Setting) -> String { labels[setting] ?? "" }
}
