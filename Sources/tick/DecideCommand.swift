import TickCore
import TickEngine

/// `-1` and `-0` without a terminal: when the input decides the answer, give it without one,
/// as fzf does (docs/SPEC.md §4).
enum DecideCommand {
    /// Reads the input and counts the matches of `-q`. Exactly one with `-1`: prints it (exit
    /// 0); none with `-0`: exit 1. Nil when the answer needs the picker, found as soon as the
    /// count makes it so (an endless input with two matches is not read to its end).
    static func run(options: Options) throws(CommandFailure) -> Int32? {
        // At this many matches only the picker can answer.
        let undecided = options.select1 ? 2 : 1
        var matcher = Matcher(query: options.query(options.query), configuration: options.matcherConfiguration)
        var checked = 0
        var found: [Int] = []
        func count(_ store: ItemStore) {
            while checked < store.count && found.count < undecided {
                if matcher.match(store.item(checked)) != nil { found.append(checked) }
                checked += 1
            }
        }
        var reader = InputReader(options: options)
        let store: ItemStore
        do {
            store = try reader.readAll(enough: { builder in
                count(builder.store)
                return found.count >= undecided
            })
        } catch { throw CommandFailure(error.message) }
        count(store)
        if found.count >= undecided { return nil }
        if found.isEmpty { return options.exit0 ? ExitCode.noMatch : nil }
        guard options.select1 else { return nil }
        var writer = ResultWriter(options: options, query: options.query, acceptKey: options.expect.isEmpty ? nil : [])
        try writer.write(found, from: store)
        return ExitCode.accepted
    }
}
