/// fzf's options for how matching runs: `--threads`.
extension OptionTable {
    static let fzfEngine: [OptionSpec] = [
        OptionSpec("threads", nil, .required("N"), .fzf, "At most N threads match, in the picker and with --filter (0: one per core, the default)",
                   default: "0") { o, v throws(UsageError) in
            let n = try OptionValues.integer("threads", v, in: 0...Int(Int32.max), what: "a number of threads, 0 or more")
            o.threads = n == 0 ? nil : min(n, OptionTable.maxThreads)
        },
    ]

    /// The most threads `--threads` asks for: a larger number counts as this one.
    public static let maxThreads = 256
}
