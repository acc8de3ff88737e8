/// Every option tick takes, in help order. Parser, help and completions all read this table.
public enum OptionTable {
    public static let all: [OptionSpec] = input + walker + search + picker + output + noTerminal + display + shell + fzf
        // fzf's options
        + fzfCompat + fzfTexts + fzfScreenPlacement + fzfScreenCore + fzfScreenBorders + fzfScreenPreview + fzfScreenItems + fzfScreenColors + fzfEngine + fzfIgnored

    static let input: [OptionSpec] = [
        OptionSpec("read0", nil, .none, .input, "Read items separated by NUL instead of newline") { o, _ in o.read0 = true },
        OptionSpec("header-lines", nil, .required("N"), .input, "Show the first N lines as a fixed header, not as items",
                   default: "0") { o, v throws(UsageError) in
            o.headerLines = try OptionValues.integer("header-lines", v, in: 0...Int(Int32.max), what: "a number of lines (0 or more)")
        },
        OptionSpec("header", nil, .required("TEXT"), .input, "Show TEXT as a fixed header line") { o, v in o.header = v },
        OptionSpec("tail", nil, .required("N"), .input, "Keep only the last N items read (an endless stream in bounded memory); indices go on counting") { o, v throws(UsageError) in
            o.tail = try OptionValues.itemsToKeep(v, persona: o.persona)
        },
        OptionSpec("delimiter", "d", .required("STR"), .input, "Field delimiter: a string (\\t for tab) or a regular expression, as fzf's",
                   default: "runs of blanks") { o, v throws(UsageError) in
            guard let v, !v.isEmpty else { throw UsageError("--delimiter: the delimiter must not be empty") }
            o.delimiter = Delimiter(v)
            o.delimiterGiven = true
        },
        OptionSpec("nth", "n", .required("LIST"), .input, "Fields to search, e.g. 1,3..5,-1") { o, v throws(UsageError) in
            o.nth = try OptionValues.fields("nth", v)
        },
        OptionSpec("with-nth", nil, .required("LIST"), .input, "Fields to show (and search), or a template such as '{2}: {1}'") { o, v throws(UsageError) in
            o.withNth = try OptionValues.template("with-nth", v)
            o.withNthText = v ?? ""
        },
        OptionSpec("accept-nth", nil, .required("LIST"), .input, "Fields to print (the item's value), or a template such as '{2}:{1}' ({n}: the item's index)") { o, v throws(UsageError) in
            o.acceptNth = try OptionValues.template("accept-nth", v, index: true)
        },
        OptionSpec("key-nth", nil, .required("LIST"), .input, "Fields that key each item in --json-object output",
                   default: "the 0-based index") { o, v throws(UsageError) in
            (o.keyNth, o.keyPaths) = try OptionValues.fieldsOrPaths("key-nth", v)
        },
        OptionSpec("group-nth", nil, .required("LIST"), .input, "Fields (or a template, or JSON paths) naming each item's group: rows drawn under a heading per group") { o, v throws(UsageError) in
            o.groupNth = try OptionValues.template("group-nth", v)
        },
        OptionSpec("group-pattern", nil, .required("REGEX"), .input, "Input lines matching REGEX are group headings, not items (the name: its first capture group, else the line)") { o, v throws(UsageError) in
            o.groupPattern = try GroupPattern(v ?? "")
        },
        OptionSpec("input", nil, .required("FORMAT"), .input, "Read items as lines, or as JSON values (JSON Lines, or a top-level array's elements)",
                   default: "lines", choices: Options.InputFormat.allCases.map(\.rawValue)) { o, v throws(UsageError) in
            o.inputFormat = try OptionValues.choice("input", v, Options.InputFormat.self)
        },
        OptionSpec("input-items", nil, .required("PATH"), .input, "With JSON input, the items are the array at PATH (.items for kubectl)") { o, v throws(UsageError) in
            do throws(UsageError) {
                let path = try JSONPath(parsing: v ?? "")
                if path.steps.contains(where: { if case .index(let n) = $0 { n < 0 } else { false } }) {
                    throw UsageError("'\(path.text)' counts from the end, which a stream cannot")
                }
                o.inputItems = path.steps.isEmpty ? nil : path
                o.inputFormat = .json
            } catch { throw UsageError("--input-items: \(error.message)") }
        },
        OptionSpec("ansi", nil, .none, .input, "Draw items' colour codes; take escape sequences out of matching and output") { o, _ in
            o.ansi = true
        },
    ]

    static let search: [OptionSpec] = [
        OptionSpec("filter", "f", .required("QUERY"), .search, "Print the items matching QUERY, ranked, without the picker") { o, v in
            o.filter = v
        },
        OptionSpec("query", "q", .required("STR"), .search, "Start with STR as the query") { o, v in o.query = v ?? "" },
        OptionSpec("exact", "e", .none, .search, "Plain terms match as exact substrings, not fuzzily") { o, _ in o.exact = true },
        OptionSpec("ignore-case", "i", .none, .search, "Ignore case", default: "smart case") { o, _ in o.caseMode = .ignore },
        OptionSpec("no-ignore-case", "i", plus: true, .none, .search, "Respect case") { o, _ in o.caseMode = .respect },
        OptionSpec("smart-case", nil, .none, .search, "Respect case only when the term has an upper-case letter") { o, _ in
            o.caseMode = .smart
        },
        OptionSpec("literal", nil, .none, .search, "Do not let plain letters match accented ones") { o, _ in o.literal = true },
        OptionSpec("scheme", nil, .required("NAME"), .search, "Scoring scheme", default: "default",
                   choices: ScoringScheme.Name.allCases.map(\.rawValue)) { o, v throws(UsageError) in
            o.scheme = try OptionValues.choice("scheme", v, ScoringScheme.Name.self)
            o.schemeGiven = true
        },
        OptionSpec("tiebreak", nil, .required("LIST"), .search, "Order of equal scores: comma-separated criteria",
                   default: "length", choices: Tiebreak.allCases.map(\.rawValue), complete: .list(separator: ",")) { o, v throws(UsageError) in
            do throws(UsageError) { o.tiebreaks = try Tiebreak.parseList(v ?? "") } catch { throw UsageError("--tiebreak: \(error.message)") }
        },
        OptionSpec("no-sort", "s", plus: true, .none, .search, "Keep input order instead of ranking") { o, _ in o.sort = false },
        OptionSpec("tac", nil, .none, .search, "Reverse the input order") { o, _ in o.tac = true },
    ]

    static let picker: [OptionSpec] = [
        OptionSpec("height", nil, .required("[~][-]N[%]"), .picker,
                   "Item rows of the picker (plus prompt and toolbar), N% of the terminal's height, or -N: all but N lines; ~: no more rows than items",
                   default: "5") { o, v throws(UsageError) in
            try OptionTable.setHeight(v, &o)
        },
        OptionSpec("layout", nil, .required("NAME"), .picker, "Picker layout", default: "wheel",
                   choices: Options.Layout.allCases.map(\.rawValue)) { o, v throws(UsageError) in
            // fzf's name for its own layout, the list with the best match at the bottom.
            o.layout = v == "default" ? .list : try OptionValues.choice("layout", v, Options.Layout.self)
        },
        OptionSpec("screen", nil, .required("NAME"), .picker, "Draw tick's wheel and toolbar (tick) or fzf's screen (fzf, the default under the name fzf)", default: "tick",
                   choices: Options.Screen.allCases.map(\.rawValue)) { o, v throws(UsageError) in
            o.screen = try OptionValues.choice("screen", v, Options.Screen.self)
        },
        OptionSpec("cycle", nil, .none, .picker, "Wrap around past either end of the list") { o, _ in o.cycle = true },
        OptionSpec("prompt", nil, .required("STR"), .picker, "Prompt before the query", default: "'> '") { o, v in
            o.prompt = v ?? ""
        },
        OptionSpec("marker", nil, .required("STR"), .picker, "Mark of a ticked row", default: "✓") { o, v throws(UsageError) in
            let v = v ?? ""
            if o.persona == .fzf {
                try fzfMarkWidth("marker", v)
            } else if v.isEmpty {
                throw UsageError("--marker: the marker must not be empty")
            }
            o.marker = v
        },
        OptionSpec("action", nil, .required("LABEL"), .picker, "Label of the Done button", default: "Done") { o, v throws(UsageError) in
            guard let v, !v.isEmpty else { throw UsageError("--action: the label must not be empty") }
            o.action = v
        },
        OptionSpec("no-toolbar", nil, .none, .picker, "Hide the toolbar line") { o, _ in o.toolbar = false },
        OptionSpec("single", nil, .none, .picker, "Pick one row, no ticks (same as --limit 1)") { o, _ in o.limit = 1 },
        OptionSpec("limit", nil, .required("N"), .picker, "Allow at most N ticks", default: "no limit") { o, v throws(UsageError) in
            o.limit = try OptionValues.integer("limit", v, in: 1...Int(Int32.max), what: "a number of items (1 or more)")
        },
        OptionSpec("min", nil, .required("N"), .picker, "Refuse Enter until N rows are ticked", default: "0") { o, v throws(UsageError) in
            o.minimum = try OptionValues.integer("min", v, in: 0...Int(Int32.max), what: "a number of items (0 or more)")
        },
        OptionSpec("no-mouse", nil, .none, .picker, "Do not take mouse input") { o, _ in o.mouse = false },
        OptionSpec("bind", nil, .required("KEY:ACTION,…"), .picker, "Bind keys to actions",
                   choices: ActionTable.spellings, complete: .bindings) { o, v throws(UsageError) in
            do throws(UsageError) { o.bindings += try KeyBinding.parseList(v ?? "") } catch { throw UsageError("--bind: \(error.message)") }
        },
        OptionSpec("no-search", nil, .none, .picker, "Typing does not filter; Space toggles") { o, _ in o.search = false },
        OptionSpec("preselect", nil, .required("VALUE"), .picker, "Start with items whose identity is VALUE ticked (repeatable)") { o, v in
            o.preselect.append(v ?? "")
        },
        OptionSpec("preselect-all", nil, .none, .picker, "Start with every item ticked") { o, _ in o.preselectAll = true },
        OptionSpec("select-1", "1", .none, .picker, "If exactly one item matches, print it without drawing") { o, _ in
            o.select1 = true
        },
        OptionSpec("exit-0", "0", .none, .picker, "If no item matches, exit 1 without drawing") { o, _ in o.exit0 = true },
        OptionSpec("confirm", nil, .optional("TEXT"), .picker, "Ask TEXT [y/N] before accepting ({n}: the count)",
                   default: "'\(Options.defaultConfirmText)'") { o, v in
            o.confirm = v ?? Options.defaultConfirmText
        },
        OptionSpec("expect", nil, .required("KEYS"), .picker, "Keys that also accept; the key's name is printed first") { o, v throws(UsageError) in
            o.expect += try OptionTable.expectKeys(v ?? "")
        },
        OptionSpec("print-query", nil, .none, .picker, "Print the query first") { o, _ in o.printQuery = true },
        OptionSpec("preview", nil, .required("CMD"), .picker, "Show CMD's output for the band row in a pane ({} {+} {q} {n} {1}: quoted for the shell)",
                   complete: .command) { o, v in
            o.preview = v
        },
        OptionSpec("preview-window", nil, .required("SPEC"), .picker, "Where and how the preview goes: parts joined by ':', with :SIZE after right or down",
                   default: "right:50%:border", choices: ["right", "down", "hidden", "wrap", "border", "noborder"],
                   complete: .list(separator: ":")) { o, v throws(UsageError) in
            // As fzf: each one on top of those before (`follow` then `~4` is both).
            do throws(UsageError) { try o.previewWindow.apply(v ?? "") } catch { throw UsageError("--preview-window: \(error.message)") }
            o.previewWindowText += (o.previewWindowText.isEmpty ? "" : ",") + (v ?? "")
        },
        OptionSpec("remember", nil, .required("NAME"), .picker, "Restore and save ticks and query under NAME") { o, v throws(UsageError) in
            o.remember = try OptionValues.memoryName(v)
        },
        // events and jump mode
        OptionSpec("jump-labels", nil, .required("CHARS"), .picker, "Labels the jump action puts on the shown rows",
                   default: "asdf…") { o, v throws(UsageError) in
            guard let v, !v.isEmpty else { throw UsageError("--jump-labels: the labels must not be empty") }
            guard v.unicodeScalars.allSatisfy({ (0x20...0x7E).contains($0.value) }) else {
                throw UsageError("--jump-labels: labels must be printable ASCII characters, not '\(DisplayText.inMessage(v))'")
            }
            o.jumpLabels = v
        },
        // actions that run commands
        OptionSpec("with-shell", nil, .required("CMD"), .picker, "Run commands (preview, execute, transform…) with CMD and the command line as its last word (default: $SHELL -c, else sh -c)") { o, v throws(UsageError) in
            let words = try ShellWords.split(v ?? "")
            guard let first = words.first else { throw UsageError("--with-shell: empty command") }
            guard ShellDialect(program: first, next: words.dropFirst().first) != nil else {
                throw UsageError("--with-shell: tick cannot quote item text for '\(DisplayText.inMessage(first))' (it knows sh, bash, dash, zsh, ksh, mksh, yash and fish)")
            }
            o.withShell = words
        },
    ]

    static let output: [OptionSpec] = [
        OptionSpec("print0", nil, .none, .output, "End each printed item with NUL instead of newline") { o, _ throws(UsageError) in
            try o.choose(.lines(terminator: 0), by: "print0")
        },
        OptionSpec("json", nil, .none, .output, "Print a JSON array of the values") { o, _ throws(UsageError) in
            try o.choose(.jsonArray, by: "json")
        },
        OptionSpec("json-object", nil, .none, .output, "Print a JSON object from each item's key to its value") { o, _ throws(UsageError) in
            try o.choose(.jsonObject, by: "json-object")
        },
        OptionSpec("json-lines", nil, .none, .output, "Print one JSON object per item and line") { o, _ throws(UsageError) in
            try o.choose(.jsonLines, by: "json-lines")
        },
        OptionSpec("json-groups", nil, .none, .output, "Print a JSON object from each group's name to its values (with --group-nth or --group-pattern)") { o, _ throws(UsageError) in
            try o.choose(.jsonGroups, by: "json-groups")
        },
        OptionSpec("order", nil, .required("NAME"), .output, "Order of printed items", default: "input",
                   choices: Options.Order.allCases.map(\.rawValue)) { o, v throws(UsageError) in
            o.order = try OptionValues.choice("order", v, Options.Order.self)
        },
    ]

    static let noTerminal: [OptionSpec] = [
        OptionSpec("no-tty", nil, .required("MODE"), .noTerminal, "When the terminal cannot be opened or CI is set", default: "error",
                   choices: Options.NoTTY.allCases.map(\.rawValue)) { o, v throws(UsageError) in
            o.noTTY = try OptionValues.choice("no-tty", v, Options.NoTTY.self)
        },
        OptionSpec("tty-default", nil, .required("DEV"), .noTerminal,
                   "Draw on and read keys from the terminal device DEV in place of /dev/tty", complete: .file) { o, v in
            o.terminalDevice = TerminalDeviceChoice(value: v ?? "")
        },
        OptionSpec("no-tty-default", nil, .none, .noTerminal,
                   "Use the terminal standard error is on (its device), else /dev/tty") { o, _ in
            o.terminalDevice = .standardError
        },
        OptionSpec("ignore-ci", nil, .none, .noTerminal, "Use the terminal even when CI is set") { o, _ in
            o.ignoreCI = true
        },
        OptionSpec("line-mode", nil, .none, .noTerminal, "Ask with a numbered list instead of the wheel") { o, _ in
            o.lineMode = true
        },
        OptionSpec("ask", nil, .required("QUESTION"), .noTerminal,
                   "Ask QUESTION with [ Yes ] [ No ] instead of picking (stdin unread): exit 0 yes, 1 no, 130 cancel") { o, v in
            o.ask = v ?? ""
        },
        OptionSpec("default", nil, .required("ANSWER"), .noTerminal,
                   "--ask's answer when no one can be asked (no terminal, or CI set); the focused button at first",
                   choices: Options.YesNo.allCases.map(\.rawValue)) { o, v throws(UsageError) in
            o.askDefault = try OptionValues.choice("default", v, Options.YesNo.self)
        },
    ]

    static let shell: [OptionSpec] = [
        OptionSpec("bash", nil, .none, .shell, "Print key bindings (Ctrl-T, Ctrl-R, Alt-C) and completions for bash: eval \"$(tick --bash)\"",
                   alone: true) { o, _ in
            o.shellScript = .bash
        },
        OptionSpec("zsh", nil, .none, .shell, "The same for zsh: source <(tick --zsh)", alone: true) { o, _ in o.shellScript = .zsh },
        OptionSpec("fish", nil, .none, .shell, "The same for fish: tick --fish | source", alone: true) { o, _ in o.shellScript = .fish },
        OptionSpec("nushell", nil, .none, .shell, "fzf's Nushell integration: refused with a message, as tick has integrations for bash, zsh and fish only") { _, _ throws(UsageError) in
            throw UsageError("--nushell: tick has no Nushell integration; it prints bash's, zsh's and fish's (--bash, --zsh, --fish)")
        },
    ]

    static let display: [OptionSpec] = [
        OptionSpec("no-color", "c", plus: true, .none, .display, "No colours (bold, dim and reverse still mark things)") { o, _ in
            o.color = false
        },
        OptionSpec("theme", nil, .required("NAME"), .display,
                   "Colours for a dark or light background (auto: ask the terminal)", default: "auto",
                   choices: Options.ThemeChoice.allCases.map(\.rawValue)) { o, v throws(UsageError) in
            o.theme = try OptionValues.choice("theme", v, Options.ThemeChoice.self)
        },
        OptionSpec("help", "h", .none, .display, "Show this help", alone: true) { o, _ in o.help = true },
        OptionSpec("version", nil, .none, .display, "Show the version", alone: true) { o, _ in o.version = true },
    ]
}
