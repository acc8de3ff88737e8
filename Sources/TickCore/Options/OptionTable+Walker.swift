/// The built-in file walker's options (read when stdin is a terminal), as fzf 0.74 spells them.
extension OptionTable {
    static let walker: [OptionSpec] = [
        OptionSpec("walker", nil, .required("OPTS"), .input,
                   "With stdin a terminal, what to list below the roots, words joined by ','",
                   default: "file,follow,hidden", choices: ["file", "dir", "follow", "hidden"], complete: .list(separator: ",")) { o, v throws(UsageError) in
            try o.walker.parseKinds(v ?? "")
        },
        OptionSpec("walker-root", nil, .required("DIR"), .input, "Where the walker starts; more DIRs may follow",
                   default: ".", complete: .directory, more: { o, v in o.walker.roots.append(v) }) { o, v in
            o.walker.roots = [v ?? "."]
        },
        OptionSpec("walker-skip", nil, .required("DIRS"), .input, "Directory names the walker does not go into",
                   default: ".git,node_modules") { o, v in
            o.walker.parseSkip(v ?? "")
        },
    ]
}
