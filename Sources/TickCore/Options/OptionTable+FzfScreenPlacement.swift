/// fzf's options that place its screen: `--min-height`, `--no-height` (with `--height`, a
/// picker option), and `--clear`/`--no-clear` (both screens). On fzf's screen the heights are
/// fzf's (`FzfHeight`); tick's screen reads `--min-height` for `--height N%` and `--no-height`
/// as `--height 100%`.
extension OptionTable {
    static let fzfScreenPlacement: [OptionSpec] = [
        OptionSpec("min-height", nil, .required("N[+]"), .fzf,
                   "Least lines of a --height N% picker; N+ adds the lines besides items (fzf's screen: default 10+)",
                   default: String(PickerConfig.minimumPercentHeight)) { o, v throws(UsageError) in
            var text = v ?? ""
            let grows = text.hasSuffix("+")
            if grows { text.removeLast() }
            o.minHeight = try OptionValues.integer("min-height", text, in: 0...1000, what: "a number of lines, optionally followed by +")
            o.minHeightCountsRows = grows
        },
        OptionSpec("no-height", nil, .none, .fzf, "No --height: fzf's screen takes the whole screen, tick's --height 100%") { o, _ in
            try? setHeight("100%", &o, given: false)
        },
        OptionSpec("clear", nil, .none, .fzf, "Erase the picker on exit, the default") { o, _ in o.clearOnExit = true },
        OptionSpec("no-clear", nil, .none, .fzf,
                   "Leave the picker drawn on exit, the cursor on its first line (full screen: stay on the alternate screen)") { o, _ in
            o.clearOnExit = false
        },
    ]
}
