/// The preview pane (`--preview`): the command, where the pane goes, and what it shows.
///
/// The reducer changes it: a request starts when the band row (or, for the placeholders that
/// use them, the query or the ticks) changes, and output arrives as events. The command runs
/// elsewhere (`PreviewRunner`); this holds only what is drawn.
public struct Preview: Sendable {
    /// The `--preview` command, with its placeholders.
    public internal(set) var template: String {
        didSet { parsed = CommandTemplate(template, syntax: syntax) }
    }
    public internal(set) var window: PreviewWindow
    /// Whether the pane is shown (`toggle-preview`).
    public internal(set) var visible: Bool
    /// The request whose output is shown, and the one that runs.
    public internal(set) var shownKey: PreviewKey? = nil
    public internal(set) var runningKey: PreviewKey? = nil
    /// The output's lines (colour codes taken out), and their styles by line.
    public internal(set) var lines: [[UInt8]] = []
    public internal(set) var styles: [Int: [StyleSpan]] = [:]
    /// How the shown command ended (nil: still running).
    public internal(set) var status: Int32? = nil
    /// The output was cut at the reading limit.
    public internal(set) var truncated = false
    /// The first shown line.
    public internal(set) var scroll = 0
    /// `follow` paused: the pane was scrolled up from the output's end, and stays where it is
    /// as output comes until it is scrolled back to the end (fzf's paused following).
    public internal(set) var followPaused = false
    /// `preview(CMD)`: a command shown once, for the band item it was asked on (nil: none; the
    /// pane goes back to `template` when another item's preview starts).
    public internal(set) var once: (template: String, item: Int?)? = nil
    /// The template read: whether it uses the query, the ticks, the matches or the picker's
    /// state (a change of those runs it again), and whether it needs a band item.
    private(set) var parsed: CommandTemplate

    /// Which of tick's own placeholders the template reads (`{.name}`, `{group}`).
    let syntax: PlaceholderSyntax

    public init(template: String, window: PreviewWindow, syntax: PlaceholderSyntax = .fzf) {
        self.syntax = syntax
        self.template = template
        self.window = window
        visible = !window.hidden
        parsed = CommandTemplate(template, syntax: syntax)
    }

    /// The command for `item`'s preview (nil: no band item): `preview(CMD)`'s while it holds
    /// for that item.
    public func template(for item: Int?) -> String {
        if let once, once.item == item { return once.template }
        return template
    }

    /// `template(for: item)` read.
    func parsed(for item: Int?) -> CommandTemplate {
        if let once, once.item == item { return CommandTemplate(once.template, syntax: syntax) }
        return parsed
    }

    /// Whether the shown output is for an older request than the one running.
    public var isLoading: Bool { runningKey != nil && runningKey != shownKey }
}

/// What a preview was run for: the band item (nil: none, for a command that needs none), and
/// the query, ticks, matches and picker's state when the command uses them.
public struct PreviewKey: Hashable, Sendable {
    public var item: Int?
    public var query: String
    public var ticked: [Int]
    /// The matches' serial, count and whether they are partly ranked (`{*}`; else nil).
    public var matches: Matches? = nil
    /// The last action and the prompt (`{fzf:action}`, `{fzf:prompt}`; else empty).
    public var action = ""
    public var prompt = ""

    /// Which matches `{*}` was filled from: they change when one of these does.
    public struct Matches: Hashable, Sendable {
        public var serial: Int
        public var count: Int
        public var partial: Bool
    }
}
