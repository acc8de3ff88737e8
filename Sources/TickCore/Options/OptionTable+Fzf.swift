/// fzf's spellings of what tick does too, so that a script written for fzf runs with `tick` in
/// its place; and, for fzf's options that mean nothing here, what to do instead.
extension OptionTable {
    static let fzf: [OptionSpec] = [
        OptionSpec("multi", "m", .optionalNumber("N"), .fzf, "Multi-select, tick's default; --multi=N is --limit N") { o, v throws(UsageError) in
            o.limit = try v.map { v throws(UsageError) in try OptionValues.integer("multi", v, in: 1...Int(Int32.max), what: "a number of items (1 or more)") }
        },
        OptionSpec("no-multi", "m", plus: true, .none, .fzf, "Pick one row: --single") { o, _ in o.limit = 1 },
        OptionSpec("reverse", nil, .none, .fzf, "--layout reverse") { o, _ in o.layout = .reverse },
        OptionSpec("no-exact", "e", plus: true, .none, .fzf, "Plain terms match fuzzily, tick's default") { o, _ in o.exact = false },
        OptionSpec("extended", "x", .none, .fzf, "Extended search syntax, the default") { o, _ in o.extended = true },
        OptionSpec("no-extended", "x", plus: true, .none, .fzf, "The whole query is one term, blanks and ^ $ ! ' | included, as fzf's +x") { o, _ in
            o.extended = false
        },
        OptionSpec("no-ansi", nil, .none, .fzf, "Items' escape codes are text, tick's default") { o, _ in o.ansi = false },
        OptionSpec("algo", nil, .required("NAME"), .fzf, "Scoring algorithm: tick scores with fzf's v2 (v1 is taken, and scores as v2)", default: "v2",
                   choices: ["v1", "v2"]) { _, v throws(UsageError) in
            guard v == "v2" || v == "v1" else { throw UsageError("--algo: invalid value '\(v ?? "")' (expected one of: v1, v2)") }
        },
        // fzf's state actions
        OptionSpec("disabled", nil, .none, .fzf, "Typing edits the query but does not filter (enable-search turns it on)") { o, _ in o.disabled = true },
        OptionSpec("phony", nil, .none, .fzf, "fzf's other name for --disabled") { o, _ in o.disabled = true },
        OptionSpec("no-input", nil, .none, .fzf, "Hide the input line; nothing edits the query while it is hidden (show-input shows it)") { o, _ in o.input = false },
        OptionSpec("sync", nil, .none, .fzf, "Draw (and take the terminal) only once the whole input is read and matched; the start event waits too") { o, _ in o.sync = true },
        OptionSpec("async", nil, .none, .fzf, "Undo --sync (fzf's default)") { o, _ in o.sync = false },
        OptionSpec("history", nil, .required("FILE"), .fzf, "Keep the queries accepted in FILE; Ctrl-P and Ctrl-N (prev-history, next-history) bring them back") { o, v in
            o.historyFile = v
        },
        OptionSpec("no-history", nil, .none, .fzf, "Undo --history") { o, _ in o.historyFile = nil },
        OptionSpec("history-size", nil, .required("N"), .fzf, "How many queries the --history file keeps", default: "1000") { o, v throws(UsageError) in
            o.historySize = try OptionValues.integer("history-size", v ?? "", in: 1...Int(Int32.max), what: "a number of queries (1 or more)")
        },
        OptionSpec("raw", nil, .none, .fzf, "fzf's raw mode: the items that do not match are listed too, dimmed") { o, _ in o.raw = true },
        OptionSpec("no-raw", nil, .none, .fzf, "Only the matches are listed, the default") { o, _ in o.raw = true },
        // reload and tracking
        OptionSpec("track", nil, .none, .fzf, "The band follows its item when the matches change") { o, _ in o.track = true },
        OptionSpec("no-track", nil, .none, .fzf, "The band goes to the best match when the query changes, tick's default") { o, _ in o.track = false },
        OptionSpec("id-nth", nil, .required("LIST"), .fzf, "Fields that tell an item apart across a reload",
                   default: "the item's value") { o, v throws(UsageError) in
            (o.idNth, o.idPaths) = try OptionValues.fieldsOrPaths("id-nth", v)
        },
    ]
}
