import TickCore
import TickEngine
import TickTerminal

/// Line mode (`TERM=dumb`, `--line-mode`): read the whole input, ask on the terminal with a
/// numbered list, then print what was picked like the picker does.
enum LineModeCommand {
    /// Runs line mode on `tty` and returns the exit code. The list holds the items matching
    /// `-q` (every item without one), ranked as `--filter` ranks them; `--preselect`,
    /// `--preselect-all` and `--remember` tick items first, and `--remember` saves after an accept.
    static func run(options: Options, tty: TerminalDevice) throws(CommandFailure) -> Int32 {
        let remembering = try Remembering.load(options)
        let options = remembering?.applied(to: options) ?? options
        let (store, matches) = try FilterCommand.readAndMatch(options: options, query: options.query)
        let listed = matches.map { Int($0) }
        if listed.isEmpty { return ExitCode.noMatch }
        if options.select1 && listed.count == 1 { return try print(listed, options: options, store: store, remembering: remembering) }

        var selection = Selection()
        var preselector = Preselector(options: options, remembered: remembering?.memory.values ?? [])
        preselector.apply(store: store, range: 0..<store.count, to: &selection, limit: options.limit)

        let header = PickerConfig(options: options).header + store.header
        let session = LineModeSession(tty: tty)
        var state = LineModeState(items: listed, ticked: selection.inTickOrder,
                                  rules: .init(limit: options.limit, minimum: options.minimum, confirm: options.confirm),
                                  pageSize: session.pageSize(headerLines: header.count))
        var matcher = Matcher(query: options.query(""), configuration: options.matcherConfiguration)
        let outcome = session.run(&state, header: header, marker: options.marker, text: { item in
            matcher.searchedText(store.item(item))
        }, refusal: { items in
            KeyCollision.find(in: items, store: store, options: options)?.message(store: store)
        })
        guard case .picked(let picked) = outcome else { return ExitCode.cancelled }
        return try print(options.order == .input ? picked.sorted() : picked, options: options, store: store, remembering: remembering)
    }

    /// Prints `items` in the chosen format and saves them with `--remember`.
    private static func print(_ items: [Int], options: Options, store: ItemStore, remembering: Remembering?) throws(CommandFailure) -> Int32 {
        var writer = ResultWriter(options: options, query: options.query, acceptKey: options.expect.isEmpty ? nil : [])
        try writer.write(items, from: store)
        remembering?.save(query: options.query, items: items, store: store, options: options)
        return ExitCode.accepted
    }
}
