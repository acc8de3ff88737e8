import TickCore
import TickEngine
import TickTerminal

/// Line mode (`TERM=dumb`, `--line-mode`): read the whole input, ask on the terminal with a
/// numbered list, then print what was picked like the picker does.
enum LineModeCommand {
    /// Runs line mode on `tty` and returns the exit code. The list holds the items matching
    /// the query (every item without one), ranked as `--filter` ranks them, then the items that
    /// start ticked that the query hides; `/` lists again without the query. `-1`/`-0` answer
    /// as in the picker (`EarlyAnswer`), and `--remember` saves after an accept.
    static func run(_ setup: PickSetup, tty: TerminalDevice) throws(CommandFailure) -> Int32 {
        var options = setup.options
        let (store, matches) = try FilterCommand.readAndMatch(options: options, query: options.query)
        var listed = matches.map { Int($0) }
        if options.select1 || options.exit0 {
            switch EarlyAnswer.decide(matches: listed.prefix(EarlyAnswer.enough(options)), options: options) {
            case .pick(let item): return try setup.accept([item], from: store, query: options.query)
            case .noMatch: return try setup.noMatch(from: store, query: options.query)
            case .confirm, .ask: break
            }
        }
        var selection = Selection()
        var preselector = setup.preselector()
        preselector.apply(store: store, range: store.indices, to: &selection, limit: options.limit)
        if listed.isEmpty && selection.isEmpty { return try setup.noMatch(from: store, query: options.query) }

        let header = HeaderLines(text: options.header, ansi: options.ansi).lines + store.header
        let session = LineModeSession(tty: tty)
        var matcher = Matcher(query: options.query(""), configuration: options.matcherConfiguration)
        let groups = store.groups
        while true {
            let rules = LineModeState.Rules(limit: options.limit, minimum: options.minimum, confirm: options.confirm,
                                            widthRule: options.widthRule)
            let pageSize = session.pageSize(headerLines: header.count)
            var state = LineModeState(items: listed, ticked: selection.inTickOrder, rules: rules, pageSize: pageSize, query: options.query)
            if let groups {
                // Heading lines take room on the page.
                let runs = zip(state.items, state.items.dropFirst()).count { groups.group(of: $0) != groups.group(of: $1) } + 1
                state = LineModeState(items: listed, ticked: selection.inTickOrder, rules: rules,
                                      pageSize: LineModeState.groupedPageSize(lines: pageSize, runs: runs), query: options.query)
            }
            let outcome = session.run(&state, header: header, marker: options.shownMarker, text: { item in
                matcher.searchedText(store.searched.item(item))
            }, group: { item in
                groups.map { $0.name($0.group(of: item)) }
            }, refusal: { items in
                KeyCollision.find(in: items, store: store, options: options)?.message(store: store)
            })
            switch outcome {
            case .cancelled:
                return ExitCode.cancelled
            case .clearQuery:
                options.query = ""
                listed = Array(store.indices)
                if let groups { listed = GroupedRanking.arrange(listed.lazy.map { UInt32($0) }, groups: groups).indices.map { Int($0) } }
            case .picked(let picked):
                return try setup.accept(options.order == .input ? picked.sorted() : picked, from: store, query: options.query)
            }
        }
    }
}
