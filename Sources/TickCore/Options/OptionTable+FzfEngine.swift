/// fzf's options for how matching runs: `--threads`, `--bench`.
extension OptionTable {
    static let fzfEngine: [OptionSpec] = [
        OptionSpec("threads", nil, .required("N"), .fzf, "At most N threads match, in the picker and with --filter (0: one per core, the default)",
                   default: "0") { o, v throws(UsageError) in
            let n = try OptionValues.integer("threads", v, in: 0...Int(Int32.max), what: "a number of threads, 0 or more")
            o.threads = n == 0 ? nil : min(n, OptionTable.maxThreads)
        },
        OptionSpec("bench", nil, .required("DURATION"), .fzf,
                   "With --filter, match the whole input again and again for DURATION (300ms, 2s, 1m) and print fzf's line of times in place of the matches") { o, v throws(UsageError) in
            guard let ms = GoDuration.milliseconds(v ?? "") else {
                throw UsageError("--bench: invalid duration '\(v ?? "")' (e.g. 3s, 500ms)")
            }
            o.bench = ms > 0 ? ms : nil
        },
    ]

    /// The most threads `--threads` asks for: a larger number counts as this one.
    public static let maxThreads = 256
}
