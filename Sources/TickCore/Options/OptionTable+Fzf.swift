/// fzf's spellings of what tick does too, so that a script written for fzf runs with `tick` in
/// its place; and, for fzf's options that mean nothing here, what to do instead.
extension OptionTable {
    static let fzf: [OptionSpec] = [
        OptionSpec("multi", "m", .optional("N"), .fzf, "Multi-select, tick's default; --multi=N is --limit N") { o, v throws(UsageError) in
            if let v { o.limit = try OptionValues.integer("multi", v, in: 1...Int(Int32.max), what: "a number of items (1 or more)") }
        },
        OptionSpec("no-multi", "m", plus: true, .none, .fzf, "Pick one row: --single") { o, _ in o.limit = 1 },
        OptionSpec("reverse", nil, .none, .fzf, "--layout reverse") { o, _ in o.layout = .reverse },
        OptionSpec("no-exact", "e", plus: true, .none, .fzf, "Plain terms match fuzzily, tick's default") { o, _ in o.exact = false },
        OptionSpec("extended", "x", .none, .fzf, "Extended search syntax, always on in tick") { _, _ in },
        OptionSpec("no-ansi", nil, .none, .fzf, "Items' escape codes are text, tick's default") { o, _ in o.ansi = false },
        OptionSpec("algo", nil, .required("NAME"), .fzf, "Scoring algorithm: fzf's v2, the one tick has", default: "v2",
                   choices: ["v2"]) { _, v throws(UsageError) in
            guard v == "v2" else { throw UsageError("--algo: tick scores with fzf's v2 algorithm only, not '\(v ?? "")'") }
        },
        // i23r
        OptionSpec("track", nil, .none, .fzf, "The band follows its item when the matches change") { o, _ in o.track = true },
        OptionSpec("no-track", nil, .none, .fzf, "The band goes to the best match when the query changes, tick's default") { o, _ in o.track = false },
        OptionSpec("id-nth", nil, .required("LIST"), .fzf, "Fields that tell an item apart across a reload",
                   default: "the item's value") { o, v throws(UsageError) in
            o.idNth = try OptionValues.fields("id-nth", v)
        },
    ]

    /// fzf's options that have no meaning in tick, each with what to do instead.
    static let fzfAdvice: [String: String] = [
        "+x": "tick's search is always extended; quote a term ('term) to match it exactly",
        "--no-extended": "tick's search is always extended; quote a term ('term) to match it exactly",
        "--border": "tick draws a compact picker inline, without a border: drop it",
        "--border-label": "tick draws a compact picker inline, without a border: drop it",
        "--margin": "tick draws a compact picker inline, without margins: drop it",
        "--padding": "tick draws a compact picker inline, without padding: drop it",
        "--preview-label": "tick's preview pane has no label: drop it",
        "--preview-border": "use --preview-window border or noborder",
        "--info": "tick's toolbar always shows the counts: drop it",
        "--no-info": "tick's toolbar always shows the counts; --no-toolbar hides the whole line",
        "--inline-info": "tick's toolbar always shows the counts: drop it",
        "--color": "use --theme dark or --theme light, or --no-color",
        "--pointer": "tick's band is marked with '>': drop it (--marker sets the tick mark)",
        "--tmux": "tick always draws inline below the cursor: drop it",
        "--disabled": "use --no-search (typing does not filter, Space ticks)",
        "--phony": "use --no-search (typing does not filter, Space ticks)",
        "--keep-right": "tick keeps the match and the line's end in view: drop it",
        "--no-hscroll": "tick keeps the match in view: drop it",
        "--min-height": "tick's --height N% keeps at least 10 lines",
        "--history": "tick keeps no query history; --remember NAME keeps ticks and the query",
        "--exact-boundary": "quote a term on both sides ('term') for an exact word",
        "--sync": "tick already waits for the input with -1 and -0: drop it",
    ]

    /// The advice for an fzf option tick does not take, as ` (fzf's …: …)`, or empty.
    static func advice(for option: String) -> String {
        guard let text = fzfAdvice[option], !text.isEmpty else { return "" }
        return " (an fzf option: \(text))"
    }
}
