/// fzf's `change-X`, `transform-X` and `bg-transform-X`: one list of what they set, from which
/// the three actions, their rows, their names and their behaviour come (`change-query` and
/// `transform-query` too: the query is a setting like the prompt).
extension Action {
    /// What `change-X(TEXT)` sets, and `transform-X(CMD)` sets to what CMD prints: the prompt,
    /// the header, the fields searched… (`search` is the one whose change is not `change-X`).
    ///
    /// `transform-query` is the one whose output is not handed to `change-X` as it is: as fzf
    /// does, the query becomes the output's first line, and it is set even with `--no-search`
    /// (where `change-query` leaves the query fixed), as tick did before the query joined the list.
    public enum Setting: String, CaseIterable, Hashable, Sendable {
        case query, prompt, header, search, nth, withNth = "with-nth", pointer, ghost, headerLines = "header-lines"
        case borderLabel = "border-label", previewLabel = "preview-label", listLabel = "list-label"
        case inputLabel = "input-label", headerLabel = "header-label", footer, footerLabel = "footer-label"

        /// The variable a command finds it in: `FZF_BORDER_LABEL` for `border-label` (fzf
        /// exports no `FZF_FOOTER_LABEL`).
        public var variable: String? {
            self == .footerLabel ? nil : "FZF_" + String(rawValue.uppercased().map { $0 == "-" ? "_" : $0 })
        }

        /// What a label's or the ghost text's help says it is for: kept, for commands, not drawn.
        var keptFor: String {
            let kept = variable.map { "\($0) for commands" } ?? "kept"
            return drawnOnFzfScreen ? "drawn on fzf's screen, " + kept : kept + " (not drawn)"
        }

        /// Whether fzf's screen draws it (the labels of the borders and the preview's, the ghost).
        var drawnOnFzfScreen: Bool {
            [.borderLabel, .previewLabel, .listLabel, .inputLabel, .headerLabel, .footerLabel, .ghost].contains(self)
        }

        /// The name of the action that sets it: `change-prompt`, `search`.
        public var changeName: String { self == .search ? rawValue : "change-" + rawValue }

        /// The row of `change-X`.
        var changeRow: ActionSpec {
            let text = ActionSpec.Argument.required("TEXT")
            return switch self {
            case .query: row(.change(self), "Replace the query with TEXT", text)
            case .prompt: row(.change(self), "Show TEXT as the prompt", text)
            case .header: row(.change(self), "Replace the --header text with TEXT (the --header-lines stay)", text)
            case .search: row(.change(self), "Match TEXT instead of the query, until the query changes", text)
            case .nth:
                row(.change(self), "Look for the query in FIELDS from now on, as --nth (alternatives between bars in turn; empty: the whole line)",
                    .required("FIELDS"))
            case .withNth:
                row(.change(self), "Show (and search) FIELDS from now on, as --with-nth (alternatives between bars in turn; empty: --with-nth's); only with --with-nth",
                    .required("FIELDS"))
            case .headerLines:
                row(.change(self), "Make the first N input lines the header from now on, as --header-lines (ticks on them go)",
                    .required("N"), .number)
            case .pointer: row(.change(self), "Mark the band row with TEXT (at most 2 columns wide; wider is ignored)", text)
            case .footer: row(.change(self), "Replace the --footer text with TEXT", text)
            case .ghost, .borderLabel, .previewLabel, .listLabel, .inputLabel, .headerLabel, .footerLabel:
                row(.change(self), "TEXT becomes fzf's \(rawValue.split(separator: "-").joined(separator: " ")): \(keptFor)", text)
            }
        }

        /// The row of `transform-X`.
        var transformRow: ActionSpec {
            let help = "Run CMD, then \(changeName) with what it prints"
            let text = switch self {
            case .query: "Run CMD and make the first line it prints the query"
            case .prompt, .header, .search, .nth, .withNth, .pointer, .ghost, .headerLines, .borderLabel, .previewLabel,
                 .listLabel, .inputLabel, .headerLabel, .footer, .footerLabel: help
            }
            return row(.transform(self), text, .required("CMD"), .command)
        }

        /// The row of `bg-transform-X`.
        var bgTransformRow: ActionSpec {
            row(.bgTransform(self), Self.inBackground("transform-" + rawValue), .required("CMD"), .command)
        }

        /// The help line of fzf's `bg-` form of `name`.
        static func inBackground(_ name: String) -> String {
            "As \(name), but CMD runs beside the picker (the chain and keys go on); its output is applied when it ends"
        }

        private func row(_ action: Action, _ help: String, _ argument: ActionSpec.Argument,
                         _ completion: ActionSpec.Completion = .none) -> ActionSpec {
            ActionSpec(action, help, argument: argument, completion: completion)
        }
    }
}

extension PickerState {
    /// `change-X(text)`: sets X; `.rematch` when the matches must be looked for again.
    mutating func change(_ setting: Action.Setting, to text: String) -> PickerEffect? {
        switch setting {
        case .query: return edit { $0 = LineEditor(text) }
        case .prompt: scripted.prompt = text
        case .header: changeHeader(text)
        case .search:
            scripted.searchText = (text, query.text)
            return .rematch
        case .nth: return changeNth(text) ? .rematch : nil
        case .withNth: return changeWithNth(text) ? .rematch : nil
        case .pointer: changePointer(text)
        case .footer: changeFooter(text)
        case .ghost, .borderLabel, .previewLabel, .listLabel, .inputLabel, .headerLabel, .footerLabel:
            display.labels[setting] = text
        case .headerLines: return changeHeaderLines(text) ? .rematch : nil
        }
        return nil
    }

    /// `change-header`: the `--header` text becomes `text` (the `--header-lines` stay below it).
    mutating func changeHeader(_ text: String) {
        scripted.header.setText(text, ansi: config.ansi)
        bindings.headerChanged()
        keepCursorVisible()
    }

    /// `change-footer`: the footer becomes `text` (less one final line break, as in fzf); a tap
    /// on the old one is forgotten.
    mutating func changeFooter(_ text: String) {
        display.footer.setText(text.hasSuffix("\n") ? String(text.dropLast()) : text, ansi: true)
        bindings.footerChanged()
        keepCursorVisible()
    }

    /// `change-pointer`: `text` marks the band row, unless it is wider than 2 columns (fzf's
    /// limit: it then ignores the change). An empty one leaves no column for the mark.
    mutating func changePointer(_ text: String) {
        guard DisplayText.width(of: text, rule: config.widthRule) <= 2 else { return }
        display.pointer = text
    }

    /// `change-nth(a|b|…)`, as fzf 0.74 does it: each time, the next alternative (the first,
    /// then the second…, then the first again) becomes the fields searched; an empty argument
    /// searches the whole line, and an alternative that is not a field list restores `--nth`.
    /// Whether the fields changed (the matches are then looked for again).
    mutating func changeNth(_ argument: String) -> Bool {
        let alternatives = argument.split(separator: "|", omittingEmptySubsequences: false)
        let turn = scripted.nthTurns[argument] ?? 0
        scripted.nthTurns[argument] = turn + 1
        let chosen = String(alternatives[turn % alternatives.count])
        let nth: FieldList? = argument.isEmpty ? nil : (try? FieldList(parsing: chosen)) ?? config.options.nth
        guard nth != scripted.nth else { return false }
        scripted.nth = nth
        return true
    }

    /// `change-with-nth(a|b|…)`, as fzf 0.74 does it: only with `--with-nth`, each time the next
    /// alternative becomes the text shown and searched; an empty one is `--with-nth`'s, one that
    /// is not a field list or template changes nothing. Under the name fzf, once the new
    /// matches are all in, the ticked items they leave out are unticked. Whether the text
    /// changed (the matches are then looked for again).
    mutating func changeWithNth(_ argument: String) -> Bool {
        // JSON items' shown text is made once, as they are read: it cannot change.
        guard config.options.withNth != nil, config.options.inputFormat != .json else { return false }
        let alternatives = argument.split(separator: "|", omittingEmptySubsequences: false)
        let turn = scripted.withNthTurns[argument] ?? 0
        scripted.withNthTurns[argument] = turn + 1
        var chosen = String(alternatives[turn % alternatives.count])
        if chosen.isEmpty { chosen = config.options.withNthText }
        guard chosen != scripted.withNth.text, let template = try? FieldTemplate(parsing: chosen) else { return false }
        scripted.withNth = (chosen, template)
        _ = scripted.header.setInputLines(from: store, items: scripted.headerItems, withNth: template,
                                          delimiter: config.delimiter, again: true)
        // Under the name fzf, the ticked items the new matches leave out are unticked once they
        // are in (the serial the rematch gives the query, `PickerState.perform`); under the
        // name tick they stay ticked, hidden as a query hides them (docs/SPEC.md §10).
        if config.options.persona == .fzf { scripted.untickUnmatchedFrom = matches.serial + 1 }
        return true
    }

    /// `change-header-lines(N)`, as fzf 0.74 does it: the first N input lines are the header from
    /// now on (a number that is not 0 or more changes nothing); ticks on lines that became
    /// header go, and the band stays on its item when it is still listed. Whether the number
    /// changed (the matches are then looked for again, without the header lines).
    mutating func changeHeaderLines(_ text: String) -> Bool {
        guard let current = scripted.headerItems, let n = Int(text), n >= 0, n != current else { return false }
        scripted.headerItems = n
        if let item = bandItem { band.returnTo(item) }
        for item in ticks.selection.items where item < n { ticks.untick(item) }
        _ = scripted.header.setInputLines(from: store, items: n, withNth: scripted.withNth.template,
                                          delimiter: config.delimiter, again: true)
        keepCursorVisible()
        return true
    }

    /// After `change-with-nth`, once its matches are all in: unticks the ticked items they
    /// leave out.
    mutating func untickUnmatched() {
        scripted.untickUnmatchedFrom = nil
        var left = Set(ticks.selection.items)
        results.forEachItem { left.remove($0) }
        for item in left { ticks.untick(item) }
    }
}
