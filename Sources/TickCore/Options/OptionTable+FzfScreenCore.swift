/// fzf's options that fzf's screen (`--screen fzf`, `FzfView`) draws: the gutter, the scroll
/// bar, the info line's separator, the scroll-off, and ASCII instead of Unicode marks and
/// lines. tick's own screen does not draw them (but for `--scroll-off`, which its list layouts
/// keep too).
extension OptionTable {
    static let fzfScreenCore: [OptionSpec] = [
        OptionSpec("gutter", nil, .required("CHAR"), .fzf, "fzf's screen: the mark of the rows other than the current one",
                   default: "▌") { o, v in
            o.gutter = firstLine(v)
        },
        OptionSpec("gutter-raw", nil, .required("CHAR"), .fzf, "fzf's screen: the gutter in raw mode (--raw, toggle-raw)",
                   default: "▖") { o, v in
            o.gutterRaw = firstLine(v)
        },
        OptionSpec("scrollbar", nil, .optionalWord("CHARS"), .fzf, "fzf's screen: the list's scroll bar (its first character)",
                   default: "│") { o, v in
            o.scrollbar = v
        },
        OptionSpec("no-scrollbar", nil, .none, .fzf, "fzf's screen: no scroll bar") { o, _ in o.scrollbar = "" },
        OptionSpec("separator", nil, .required("STR"), .fzf, "fzf's screen: repeated to make the info line's separator",
                   default: "─") { o, v in
            o.separator = firstLine(v)
        },
        OptionSpec("no-separator", nil, .none, .fzf, "fzf's screen: no separator on the info line") { o, _ in o.separator = "" },
        OptionSpec("highlight-line", nil, .none, .fzf, "fzf's screen: the current row's background across the whole row (tick's band always spans it)") { o, _ in
            o.highlightLine = true
        },
        OptionSpec("no-highlight-line", nil, .none, .fzf, "Undo --highlight-line") { o, _ in o.highlightLine = false },
        OptionSpec("info-command", nil, .required("CMD"), .fzf,
                   "fzf's screen: the info line shows the first line CMD prints ($FZF_INFO: the counts), run again as they change") { o, v in
            o.infoCommand = v.flatMap { $0.isEmpty ? nil : $0 }
        },
        OptionSpec("scroll-off", nil, .required("LINES"), .fzf,
                   "Rows kept between the band and the list's top and bottom edges (fzf's screen: 3)", default: "0") { o, v throws(UsageError) in
            o.scrollOff = try OptionValues.integer("scroll-off", v, in: 0...Int(Int32.max), what: "a number of rows, 0 or more")
        },
        OptionSpec("unicode", nil, .none, .fzf, "fzf's screen: Unicode marks and lines, the default") { o, _ in o.unicode = true },
        OptionSpec("no-unicode", nil, .none, .fzf, "fzf's screen: ASCII marks and lines (pointer and marker >, separator -)") { o, _ in
            o.unicode = false
        },
    ]
}
