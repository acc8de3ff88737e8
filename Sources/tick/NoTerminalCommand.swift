import TickCore
import TickEngine
import TickTerminal

/// When nobody can be asked (no terminal, or `CI` set): `-1`/`-0` answer when the input
/// decides (`EarlyAnswer`, the picker's rule), then `--no-tty` decides (docs/SPEC.md §6).
enum NoTerminalCommand {
    /// Why no one is asked when `CI` is set.
    static let ciReason = "CI is set (--ignore-ci uses the terminal anyway)"

    /// Runs without a terminal; `reason` says why there is none, for the error.
    static func run(_ setup: PickSetup, reason: String) throws(CommandFailure) -> Int32 {
        let options = setup.options
        let failure = CommandFailure("the picker needs a terminal, but \(reason); use --filter QUERY to print the matches without one, or --no-tty=defaults to print the preselected items")
        let decides = options.select1 || options.exit0
        if !decides && options.noTTY == .error { throw failure }
        // Matches are counted up to the number that leaves only the picker to answer; the
        // error needs no more input than it takes to know that.
        let wanted = decides ? EarlyAnswer.enough(options) : 0
        let stopEarly = options.noTTY == .error
        var matcher = Matcher(query: options.query(options.query), configuration: options.matcherConfiguration)
        var checked = 0
        var found: [Int] = []
        func count(_ store: ItemStore) {
            // --tail: the items dropped are no one's answer.
            if store.startIndex > 0 {
                checked = max(checked, store.startIndex)
                found.removeAll { !store.holds($0) }
            }
            while checked < store.count && found.count < wanted {
                if matcher.match(store.searched.item(checked)) != nil { found.append(checked) }
                checked += 1
            }
        }
        var reader = InputReader(options: options)
        let store: ItemStore
        do {
            store = try reader.readAll(enough: { builder in
                count(builder.store)
                return stopEarly && found.count >= wanted
            })
        } catch { throw CommandFailure(error.message) }
        count(store)
        if decides {
            switch EarlyAnswer.decide(matches: found, options: options) {
            case .pick(let item): return try setup.accept([item], from: store, query: options.query)
            case .noMatch: return try setup.noMatch(from: store, query: options.query)
            case .confirm, .ask: break
            }
        }
        guard options.noTTY == .defaults else { throw failure }
        return try defaults(setup, store: store, reason: reason)
    }

    /// `--no-tty=defaults`: prints the preselected items as if accepted, with the picker's
    /// rules, and says on stderr that it did so without asking and why (`reason`); nothing is
    /// saved, since no one accepted anything.
    private static func defaults(_ setup: PickSetup, store: ItemStore, reason: String) throws(CommandFailure) -> Int32 {
        let options = setup.options
        var selection = Selection()
        var preselector = setup.preselector()
        preselector.apply(store: store, range: store.indices, to: &selection, limit: options.limit)
        for value in preselector.unmatched(options) {
            warn("--preselect '\(value)' matches no item")
        }
        // With `--single` the preselection is where the band starts: the first item.
        let count = selection.count + (options.limit == 1 ? 0 : preselector.overLimit)
        if let limit = options.limit, count > limit {
            throw CommandFailure("--no-tty=defaults: \(Wording.count(count, "item")) preselected, more than --limit \(limit); nothing printed")
        }
        if count < options.minimum {
            throw CommandFailure("--no-tty=defaults: \(Wording.count(count, "item")) preselected, fewer than --min \(options.minimum); nothing printed")
        }
        guard !selection.isEmpty else {
            let why = preselector.usesMemory ? "none of the remembered items is in the input"
                : options.preselect.isEmpty && !options.preselectAll ? "nothing is remembered or preselected"
                : "no --preselect value matches an item"
            say("--no-tty=defaults: \(why); nothing printed")
            return ExitCode.noMatch
        }
        try setup.print(selection.items(in: options.order), from: store, query: options.query)
        let skipped = options.confirm == nil ? "" : "; --confirm's question was not asked"
        let what = preselector.usesMemory ? "remembered item" : "preselected item"
        say("--no-tty=defaults printed \(Wording.count(selection.count, what)) without asking: \(reason)\(skipped)")
        return ExitCode.accepted
    }
}
