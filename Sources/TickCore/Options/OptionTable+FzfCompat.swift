/// fzf 0.74's options that tick approximates with what it has (pointer, marker, colours, the
/// counts, the header's place, heights, the tmux popup). With these and the other tables, every
/// option of fzf's man page is taken: a script written for fzf is not refused.
extension OptionTable {
    static let fzfCompat: [OptionSpec] = [
        OptionSpec("pointer", nil, .required("STR"), .fzf, "Mark of the band row", default: ">") { o, v throws(UsageError) in
            if o.persona == .fzf { try fzfMarkWidth("pointer", firstLine(v)) }
            o.pointer = firstLine(v)
        },
        OptionSpec("toggle-sort", nil, .required("KEY"), .fzf, "fzf's older spelling of --bind KEY:toggle-sort") { o, v throws(UsageError) in
            do throws(UsageError) { o.bindings += try KeyBinding.parseList((v ?? "") + ":toggle-sort") } catch {
                throw UsageError("--toggle-sort: \(error.message)")
            }
        },
        OptionSpec("marker-multi-line", nil, .required("STR"), .fzf, "A ticked multi-line item's marks on fzf's screen: top, middle and bottom (under the name tick: its first is the tick mark)") { o, v throws(UsageError) in
            let text = firstLine(v)
            if o.persona == .fzf {
                o.itemText.markerMultiLine = try FzfTextOptions.multiLineMarks(text)
                return
            }
            guard let first = text.first else { throw UsageError("--marker-multi-line: the marker must not be empty") }
            o.marker = String(first)
        },
        OptionSpec("color", nil, .optionalWord("SPEC"), .fzf, "fzf's colours: [dark|light|16|bw][,NAME:COLOR[:ATTR]...]; fg, bg, hl, fg+, bg+, hl+, selected-fg/bg/hl, info, prompt, query, pointer, marker, header, border, preview-fg/bg/border are drawn; tick's heading colours groups' headings") { o, v throws(UsageError) in
            o.colorSpec = try ColorSpec(parsing: v ?? "", over: o.colorSpec)
            switch o.colorSpec.base {
            case .dark?: o.theme = .dark
            case .light?: o.theme = .light
            case .bw?: o.color = false
            case .base16?, nil: break
            }
        },
        OptionSpec("info", nil, .required("STYLE"), .fzf, "Where the counts go: default (toolbar), right, inline[:PREFIX], inline-right[:PREFIX] (prompt line), hidden",
                   default: "default") { o, v throws(UsageError) in
            o.info = try InfoPlacement(parsing: v ?? "")
        },
        OptionSpec("no-info", nil, .none, .fzf, "--info hidden") { o, _ in o.info = .hidden },
        OptionSpec("inline-info", nil, .none, .fzf, "--info inline") { o, _ in o.info = .inline(prefix: InfoPlacement.inlinePrefix) },
        OptionSpec("no-inline-info", nil, .none, .fzf, "--info default") { o, _ in o.info = .standard },
        OptionSpec("filepath-word", nil, .none, .fzf, "Word moves and kills (alt-b, alt-f, alt-d, alt-bs) stop only at /") { o, _ in o.filepathWord = true },
        OptionSpec("no-filepath-word", nil, .none, .fzf, "Undo --filepath-word") { o, _ in o.filepathWord = false },
        OptionSpec("header-first", nil, .none, .fzf, "Show the header before the prompt line") { o, _ in o.headerFirst = true },
        OptionSpec("no-header-first", nil, .none, .fzf, "The header after the prompt line, the default") { o, _ in o.headerFirst = false },
        OptionSpec("sort", "s", .optionalNumber("N"), .fzf, "Rank the matches, tick's default") { o, _ in o.sort = true },
        OptionSpec("no-reverse", nil, .none, .fzf, "fzf's default layout: --layout list") { o, _ in o.layout = .list },
        OptionSpec("no-tac", nil, .none, .fzf, "Keep the input order, the default") { o, _ in o.tac = false },
        OptionSpec("no-cycle", nil, .none, .fzf, "Stop at either end of the list, the default") { o, _ in o.cycle = false },
        OptionSpec("no-select-1", "1", plus: true, .none, .fzf, "Undo --select-1") { o, _ in o.select1 = false },
        OptionSpec("no-exit-0", "0", plus: true, .none, .fzf, "Undo --exit-0") { o, _ in o.exit0 = false },
        OptionSpec("no-print-query", nil, .none, .fzf, "Undo --print-query") { o, _ in o.printQuery = false },
        OptionSpec("no-read0", nil, .none, .fzf, "Items end with newlines, the default") { o, _ in o.read0 = false },
        OptionSpec("no-print0", nil, .none, .fzf, "Printed items end with newlines, the default") { o, _ in
            o.format = .lines(terminator: 0x0A)
            o.formatChosenBy = nil
        },
        OptionSpec("no-preview", nil, .none, .fzf, "Undo --preview") { o, _ in o.preview = nil },
        OptionSpec("no-header", nil, .none, .fzf, "Undo --header") { o, _ in o.header = nil },
        OptionSpec("no-header-lines", nil, .none, .fzf, "Undo --header-lines") { o, _ in o.headerLines = 0 },
        OptionSpec("no-tail", nil, .none, .fzf, "Undo --tail: every item is kept") { o, _ in o.tail = nil },
        OptionSpec("no-expect", nil, .none, .fzf, "Undo --expect") { o, _ in o.expect = [] },
        OptionSpec("no-literal", nil, .none, .fzf, "Plain letters match accented ones, the default") { o, _ in o.literal = false },
        OptionSpec("extended-exact", nil, .none, .fzf, "-e (the search is always extended)") { o, _ in o.exact = true },
        OptionSpec("man", nil, .none, .fzf, "Show this help (the manual is man tick)") { o, _ in o.help = true },
        OptionSpec("tmux", nil, .optionalWord("OPTS"), .fzf, "Inside tmux, open in a popup: [center|top|bottom|left|right][,W[%]][,H[%]] (outside tmux: inline)",
                   default: "center,50%") { o, v throws(UsageError) in
            o.popup = try v.map { (t: String) throws(UsageError) in try PopupSpec(parsing: t) } ?? PopupSpec()
        },
        OptionSpec("popup", nil, .optionalWord("OPTS"), .fzf, "The same as --tmux") { o, v throws(UsageError) in
            o.popup = try v.map { (t: String) throws(UsageError) in try PopupSpec(parsing: t, option: "--popup") } ?? PopupSpec()
        },
        OptionSpec("force-tty-in", nil, .none, .fzf,
                   "With --tmux inside tmux, take stdin as a terminal: it is not passed to the popup, whose picker lists the files as at a terminal (for Neovim's system(), whose stdin is a pipe)") { o, _ in
            o.forceTerminalInput = true
        },
        OptionSpec("no-force-tty-in", nil, .none, .fzf, "Undo --force-tty-in") { o, _ in o.forceTerminalInput = false },
        OptionSpec("no-winpty", nil, .none, .fzf, "fzf's on Windows only (not to restart under winpty); on Linux and macOS fzf does nothing with it, nor does tick") { _, _ in },
        OptionSpec("no-tmux", nil, .none, .fzf, "Undo --tmux") { o, _ in o.popup = nil },
        OptionSpec("no-popup", nil, .none, .fzf, "Undo --popup") { o, _ in o.popup = nil },
        OptionSpec("listen", nil, .optionalWord("ADDR"), .fzf,
                   "Serve HTTP on [HOST:]PORT (localhost; none or 0: a free port, $FZF_PORT) or PATH.sock ($FZF_SOCK): POST actions, GET the state") { o, v throws(UsageError) in
            o.listen = ListenOptions(address: try v.map { (t: String) throws(UsageError) in try ListenAddress(parsing: t) } ?? .any)
        },
        OptionSpec("listen-unsafe", nil, .optionalWord("ADDR"), .fzf, "--listen, and actions that run commands are taken from any address") { o, v throws(UsageError) in
            o.listen = ListenOptions(address: try v.map { (t: String) throws(UsageError) in try ListenAddress(parsing: t, option: "--listen-unsafe") } ?? .any,
                                     unsafe: true)
        },
        OptionSpec("no-listen", nil, .none, .fzf, "Undo --listen and --listen-unsafe") { o, _ in o.listen = nil },
        OptionSpec("no-listen-unsafe", nil, .none, .fzf, "The same as --no-listen, as in fzf") { o, _ in o.listen = nil },
    ]

    /// fzf's rule for `--pointer` and `--marker` under the name fzf: at most two columns
    /// (empty is fine: the column goes), measured as fzf measures options when it reads them,
    /// before `--ambidouble` applies.
    static func fzfMarkWidth(_ option: String, _ mark: String) throws(UsageError) {
        let width = DisplayText.width(of: mark, rule: .ambiguousNarrow)
        guard width <= 2 else {
            throw UsageError("--\(option): at most 2 columns wide under the name fzf (this one takes \(width))")
        }
    }

    /// The first line of an option's value, as fzf takes for marks.
    static func firstLine(_ v: String?) -> String {
        String((v ?? "").split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }

    /// Parses fzf's `--height [~][-]N[%]`: rows (tick's own meaning of N), a share of the
    /// terminal, or (`-N`) the terminal's height less N lines; `~` adapts to the items.
    /// `given` is false for `--no-height` and `--height 0`, which fzf's screen reads as no
    /// height (full screen).
    static func setHeight(_ value: String?, _ o: inout Options, given: Bool = true) throws(UsageError) {
        var text = Substring(value ?? "")
        o.heightGiven = given
        o.heightAdaptive = text.hasPrefix("~")
        if o.heightAdaptive { text = text.dropFirst() }
        o.heightPercent = nil
        o.heightMargin = nil
        let what = "a number of rows from 0 (the whole screen) to 1000, a percentage such as 40%, or -N (all but N lines), after an optional ~"
        if text.hasPrefix("-") {
            let rest = text.dropFirst()
            if rest.hasSuffix("%") {
                let p = try OptionValues.integer("height", String(rest.dropLast()), in: 0...99, what: what)
                o.heightPercent = 100 - p
            } else {
                o.heightMargin = try OptionValues.integer("height", String(rest), in: 0...1000, what: what)
            }
        } else if text.hasSuffix("%") {
            o.heightPercent = try OptionValues.integer("height", String(text.dropLast()), in: 1...100, what: what)
        } else {
            let lines = try OptionValues.integer("height", String(text), in: 0...1000, what: what)
            // fzf's --height 0 is no height: the whole screen.
            if lines == 0 { return try setHeight("100%", &o, given: false) }
            o.height = lines
        }
    }

    /// fzf's `--expect` list: keys apart by commas, an empty key ignored (`alt-enter,`), `,,`
    /// the comma key, `alt-,` Alt with a comma.
    static func expectKeys(_ text: String) throws(UsageError) -> [KeyName] {
        var words: [String] = []
        var current = ""
        var rest = Substring(text)
        while let c = rest.popFirst() {
            if c == "," {
                if current.lowercased() == "alt-" || (current.isEmpty && rest.first == ",") {
                    // `alt-,`, and `,,`: the comma is the key.
                    current += ","
                    if current == "," { rest = rest.dropFirst() }
                    words.append(current)
                    current = ""
                    continue
                }
                words.append(current)
                current = ""
            } else {
                current.append(c)
            }
        }
        words.append(current)
        if text == "," { words = [","] }
        var keys: [KeyName] = []
        for word in words where !word.isEmpty {
            do throws(UsageError) { keys.append(try KeyName(parsing: word)) } catch { throw UsageError("--expect: \(error.message)") }
        }
        return keys
    }
}
