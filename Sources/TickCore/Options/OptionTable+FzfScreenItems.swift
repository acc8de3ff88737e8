/// fzf's options for how fzf's screen draws an item's text (`FzfTextOptions`, `FzfRowText`):
/// the ellipsis, scrolling a long line to its match, the fields kept in view, tab stops.
/// tick's own screen does not read them.
extension OptionTable {
    static let fzfScreenItems: [OptionSpec] = [
        OptionSpec("ellipsis", nil, .required("STR"), .fzf, "fzf's screen: the mark of a cut line's end", default: "··") { o, v in
            o.itemText.ellipsis = firstLine(v)
        },
        OptionSpec("hscroll", nil, .none, .fzf, "fzf's screen: scroll a long line to show its match, the default") { o, _ in o.itemText.hscroll = true },
        OptionSpec("no-hscroll", nil, .none, .fzf, "fzf's screen: cut long lines at the right edge") { o, _ in o.itemText.hscroll = false },
        OptionSpec("hscroll-off", nil, .required("COLS"), .fzf, "fzf's screen: columns kept in view after the match of a long line",
                   default: "10") { o, v throws(UsageError) in
            o.itemText.hscrollOff = try OptionValues.integer("hscroll-off", v, in: 0...Int(Int32.max), what: "a number of columns, 0 or more")
        },
        OptionSpec("keep-right", nil, .none, .fzf, "fzf's screen: show the end of a long line when nothing in it is matched") { o, _ in
            o.itemText.keepRight = true
        },
        OptionSpec("no-keep-right", nil, .none, .fzf, "fzf's screen: show the start of a long line, the default") { o, _ in
            o.itemText.keepRight = false
        },
        OptionSpec("freeze-left", nil, .required("N"), .fzf, "fzf's screen: the first N fields stay in view when a long line scrolls",
                   default: "0") { o, v throws(UsageError) in
            o.itemText.freezeLeft = try OptionValues.integer("freeze-left", v, in: 0...Int(Int32.max), what: "a number of fields, 0 or more")
        },
        OptionSpec("freeze-right", nil, .required("N"), .fzf, "fzf's screen: the last N fields stay in view when a long line scrolls",
                   default: "0") { o, v throws(UsageError) in
            o.itemText.freezeRight = try OptionValues.integer("freeze-right", v, in: 0...Int(Int32.max), what: "a number of fields, 0 or more")
        },
        OptionSpec("gap", nil, .optionalNumber("N"), .fzf, "fzf's screen: N lines between items (1 when N is not given)", default: "0") { o, v throws(UsageError) in
            o.itemText.gap = try v.map { (t: String) throws(UsageError) in
                try OptionValues.integer("gap", t, in: 0...1000, what: "a number of lines from 0 to 1000")
            } ?? 1
        },
        OptionSpec("no-gap", nil, .none, .fzf, "fzf's screen: no lines between items") { o, _ in o.itemText.gap = 0 },
        OptionSpec("gap-line", nil, .optionalWord("STR"), .fzf, "fzf's screen: repeated across the last line of each gap (none given: ┈)") { o, v in
            o.itemText.gapLine = v.map(firstLine)
        },
        OptionSpec("no-gap-line", nil, .none, .fzf, "fzf's screen: gaps are blank") { o, _ in o.itemText.gapLine = "" },
        OptionSpec("multi-line", nil, .none, .fzf, "fzf's screen: with --read0, an item's lines on lines of their own, the default") { o, _ in
            o.itemText.multiLine = true
        },
        OptionSpec("no-multi-line", nil, .none, .fzf, "fzf's screen: an item on one line, its line feeds shown as ␊") { o, _ in
            o.itemText.multiLine = false
        },
        OptionSpec("wrap", nil, .optionalWord("MODE"), .fzf, "fzf's screen: long items go on over more lines, broken at any character (char, the default) or at blanks (word)") { o, v throws(UsageError) in
            switch v {
            case nil, "char"?: o.itemText.wrapWord = false
            case "word"?: o.itemText.wrapWord = true
            case let other?: throw UsageError("--wrap: unknown mode '\(other)' (char or word)")
            }
            o.itemText.wrap = true
        },
        OptionSpec("no-wrap", nil, .none, .fzf, "fzf's screen: long items on one line, the default") { o, _ in
            o.itemText.wrap = false
            o.itemText.wrapWord = false
        },
        OptionSpec("wrap-word", nil, .none, .fzf, "fzf's screen: the same as --wrap=word") { o, _ in
            o.itemText.wrap = true
            o.itemText.wrapWord = true
        },
        OptionSpec("no-wrap-word", nil, .none, .fzf, "fzf's screen: wrap at any character") { o, _ in o.itemText.wrapWord = false },
        OptionSpec("wrap-sign", nil, .required("STR"), .fzf, "fzf's screen: what starts a line that goes on after a wrap", default: "'↳ '") { o, v in
            o.itemText.wrapSign = v ?? ""
        },
        OptionSpec("tabstop", nil, .required("SPACES"), .fzf, "fzf's screen: columns between tab stops", default: "8") { o, v throws(UsageError) in
            o.itemText.tabstop = try OptionValues.integer("tabstop", v, in: 1...1000, what: "a number of columns from 1 to 1000")
        },
    ]
}
