/// The name tick was run under, which decides its defaults (docs/SPEC.md §10): its own, or
/// fzf's, when `argv[0]` is a link named `fzf`.
public enum CommandName: Sendable, Equatable {
    case tick
    /// fzf 0.74's defaults and environment: one pick unless `-m`, the list layout, output in
    /// selection order, `FZF_DEFAULT_OPTS_FILE`, `FZF_DEFAULT_OPTS`, `FZF_DEFAULT_COMMAND`.
    case fzf

    /// The name `argv[0]` gives: fzf when its last path component is exactly `fzf`.
    public init(argv0: String) {
        let base = argv0.split(separator: "/", omittingEmptySubsequences: true).last ?? ""
        self = base == "fzf" ? .fzf : .tick
    }

    /// The options before any is read: tick's own defaults, or fzf's where they differ.
    public var defaultOptions: Options {
        var o = Options()
        guard self == .fzf else { return o }
        o.persona = .fzf
        // fzf picks one item unless -m, lists with the best match next to the prompt at the
        // bottom, and prints picks in the order they were made.
        o.limit = 1
        o.layout = .list
        o.order = .selection
        // fzf's screen: the whole screen (the alternate screen) unless --height is given.
        o.screen = .fzf
        // tick's screen under the name fzf (--screen tick) draws inline, so it takes what fzf's
        // own key bindings ask for (--height 40%); fzf's screen reads only a given --height.
        o.heightPercent = 40
        // fzf opens the terminal whatever CI says.
        o.ignoreCI = true
        return o
    }

}
