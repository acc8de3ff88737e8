/// The rows of fzf's actions that change the picker's state without running a command (issue 23
/// point 3): moves, query edits, what is shown, the bindings themselves, and the actions an
/// inline picker accepts for fzf's scripts but has no use for (listed in docs/SPEC.md §4).
extension ActionTable {
    static let stateActions: [ActionSpec] = [
        ActionSpec(.toggleSort, "Rank the matches, or keep them in input order (flips --no-sort)"),
        ActionSpec(.pos, "Move the band to match N (1 is the first; -1 the last)", argument: .required("N"),
                   completion: .number, check: { text throws(UsageError) in
                       guard Int(text.trimmingBlanks) != nil else { throw UsageError("'\(text)' is not a whole number") }
                   }),
        ActionSpec(.halfPageUp, "Move the band half a page up the screen"),
        ActionSpec(.halfPageDown, "Move the band half a page down the screen"),
        ActionSpec(.best, "Move the band to the best match (as first)"),
        ActionSpec(.upMatch, "Move the band one match up (as up)"),
        ActionSpec(.downMatch, "Move the band one match down (as down)"),
        ActionSpec(.upSelected, "Move the band to the next ticked row up the screen"),
        ActionSpec(.downSelected, "Move the band to the next ticked row down the screen"),
        ActionSpec(.offsetUp, "Scroll the list one row without moving the band (list layouts)"),
        ActionSpec(.offsetDown, "Scroll the list one row the other way (list layouts)"),
        ActionSpec(.offsetMiddle, "Scroll the list so that the band is in its middle (list layouts)"),
        ActionSpec(.toggleIn, "Tick or untick the band row, then move towards the prompt"),
        ActionSpec(.toggleOut, "Tick or untick the band row, then move away from the prompt"),
        ActionSpec(.exclude, "Take the band row out of the list for the rest of the session"),
        ActionSpec(.excludeMulti, "Take the ticked rows (or, with none, the band row) out of the list"),
        ActionSpec(.changeMulti, "Allow N ticks (no N: any number; 0: pick one row); the ticks are cleared", argument: .optional("N"),
                   completion: .number, check: { text throws(UsageError) in
                       guard let n = Int(text.trimmingBlanks), n >= 0 else { throw UsageError("'\(text)' is not a number of ticks (0 or more)") }
                   }),
        ActionSpec(.cancel, "Clear the query; with an empty query, leave as abort"),
        ActionSpec(.close, "Hide the preview when it is shown; otherwise leave as abort"),
        ActionSpec(.acceptNonEmpty, "Accept, unless that would pick nothing"),
        ActionSpec(.acceptOrPrintQuery, "Accept; when nothing matches or is ticked, print the query (exit 0)"),
        ActionSpec(.printQuery, "Leave, printing only the query (exit 0)"),
        ActionSpec(.print, "Print TEXT on a line before the picked rows when the picker accepts", argument: .required("TEXT")),
        ActionSpec(.changePrompt, "Show TEXT as the prompt", argument: .required("TEXT")),
        ActionSpec(.changeQuery, "Replace the query with TEXT", argument: .required("TEXT")),
        ActionSpec(.changeHeader, "Replace the --header text with TEXT (the --header-lines stay)", argument: .required("TEXT")),
        ActionSpec(.search, "Match TEXT instead of the query, until the query changes", argument: .required("TEXT")),
        ActionSpec(.backwardDeleteCharEOF, "Delete the character before the query's cursor; with an empty query, abort"),
        ActionSpec(.deleteCharEOF, "Delete the character under the query's cursor; with an empty query, abort"),
        ActionSpec(.backwardSubword, "Move the query's cursor one subword left (camelCase, snake_case)"),
        ActionSpec(.forwardSubword, "Move the query's cursor one subword right"),
        ActionSpec(.killSubword, "Delete the subword after the query's cursor"),
        ActionSpec(.backwardKillSubword, "Delete the subword before the query's cursor"),
        ActionSpec(.unixWordRubout, "Delete back to the blank before the query's cursor"),
        ActionSpec(.yank, "Type what the last kill of the query deleted"),
        ActionSpec(.prevHistory, "fzf's --history: tick keeps none, so it does nothing"),
        ActionSpec(.nextHistory, "fzf's --history: tick keeps none, so it does nothing"),
        ActionSpec(.enableSearch, "Typing filters again (undoes --disabled)"),
        ActionSpec(.disableSearch, "Typing edits the query but every item stays, in input order (--disabled)"),
        ActionSpec(.toggleSearch, "enable-search or disable-search, whichever is off"),
        ActionSpec(.unbind, "Make KEYS (keys and events, comma-separated) do nothing until rebound", argument: .required("KEYS"),
                   check: checkTriggers),
        ActionSpec(.rebind, "Give KEYS back their bindings after unbind", argument: .required("KEYS"), check: checkTriggers),
        ActionSpec(.toggleBind, "unbind KEYS that are bound, rebind those that are not", argument: .required("KEYS"), check: checkTriggers),
        ActionSpec(.trigger, "Perform what KEYS (keys and events, comma-separated) are bound to", argument: .required("KEYS"),
                   check: checkTriggers),
        ActionSpec(.wait, "The rest of the chain waits for the current query's full ranking"),
        ActionSpec(.changePreview, "Make CMD the preview command and run it", argument: .required("CMD"), completion: .command),
        ActionSpec(.changePreviewWindow, "Set the preview window to SPEC; SPEC|SPEC… takes the next one at each call",
                   argument: .required("SPEC"), check: { text throws(UsageError) in
                       for spec in PreviewWindowCycle.alternatives(text) { _ = try PreviewWindow(parsing: spec) }
                   }),
        ActionSpec(.refreshPreview, "Run the preview command again"),
        ActionSpec(.showPreview, "Show the preview"),
        ActionSpec(.hidePreview, "Hide the preview"),
        ActionSpec(.togglePreviewWrap, "Wrap the preview's long lines, or cut them"),
        ActionSpec(.togglePreviewWrapWord, "As toggle-preview-wrap (tick wraps at the pane's edge)"),
        ActionSpec(.previewTop, "Scroll the preview to its first line"),
        ActionSpec(.previewBottom, "Scroll the preview to its last line"),
        ActionSpec(.previewHalfPageUp, "Scroll the preview half a page up"),
        ActionSpec(.previewHalfPageDown, "Scroll the preview half a page down"),
        ActionSpec(.toggleHeader, "Show or hide the header lines"),
        ActionSpec(.showHeader, "Show the header lines"),
        ActionSpec(.hideHeader, "Hide the header lines"),
        ActionSpec(.clearScreen, "Draw the picker again from scratch"),
        ActionSpec(.bell, "Ring the terminal's bell"),
        // Accepted for fzf's scripts; no effect in tick.
        ActionSpec(.toggleInput, noEffect),
        ActionSpec(.showInput, noEffect),
        ActionSpec(.hideInput, noEffect),
        ActionSpec(.toggleWrap, noEffect),
        ActionSpec(.toggleWrapWord, noEffect),
        ActionSpec(.toggleMultiLine, noEffect),
        ActionSpec(.toggleHscroll, noEffect),
        ActionSpec(.toggleRaw, noEffect),
        ActionSpec(.enableRaw, noEffect),
        ActionSpec(.disableRaw, noEffect),
        ActionSpec(.changeNth, "Look for the query in FIELDS from now on, as --nth (alternatives between bars in turn; empty: the whole line)",
                   argument: .required("FIELDS")),
        ActionSpec(.changeWithNth, noEffect, argument: .required("FIELDS")),
        ActionSpec(.changeGhost, noEffect, argument: .required("TEXT")),
        ActionSpec(.changePointer, noEffect, argument: .required("TEXT")),
        ActionSpec(.changeBorderLabel, noEffect, argument: .required("TEXT")),
        ActionSpec(.changePreviewLabel, noEffect, argument: .required("TEXT")),
        ActionSpec(.changeListLabel, noEffect, argument: .required("TEXT")),
        ActionSpec(.changeInputLabel, noEffect, argument: .required("TEXT")),
        ActionSpec(.changeHeaderLabel, noEffect, argument: .required("TEXT")),
        ActionSpec(.changeFooter, noEffect, argument: .required("TEXT")),
        ActionSpec(.changeFooterLabel, noEffect, argument: .required("TEXT")),
        ActionSpec(.changeHeaderLines, noEffect, argument: .required("N"), completion: .number),
        ActionSpec(.replaceQuery, "Replace the query with the band row's text"),
    ]

    /// The help line of an action accepted for fzf's scripts that does nothing in tick.
    static let noEffect = "Accepted for fzf's scripts; no effect in tick"

    /// The other names fzf gives the actions above.
    static let stateAliases: [(name: String, calls: [ActionCall], help: String)] = [
        ("top", [ActionCall(.first)], "first: move the band to the first match"),
        ("clear-multi", [ActionCall(.deselectAll)], "deselect-all: untick everything"),
        ("clear-selection", [ActionCall(.deselectAll)], "deselect-all: untick everything"),
        ("prev-selected", [ActionCall(.upSelected)], "up-selected"),
        ("next-selected", [ActionCall(.downSelected)], "down-selected"),
        ("previous-history", [ActionCall(.prevHistory)], "prev-history"),
        ("line-discard", [ActionCall(.unixLineDiscard)], "unix-line-discard"),
        ("word-rubout", [ActionCall(.unixWordRubout)], "unix-word-rubout"),
    ]

    /// Checks a comma-separated list of keys and events (`unbind(ctrl-a,change)`).
    static func checkTriggers(_ text: String) throws(UsageError) {
        _ = try triggers(text)
    }

    /// The keys and events a comma-separated list names (`,` alone names the comma key).
    public static func triggers(_ text: String) throws(UsageError) -> [BindTrigger] {
        if text == "," { return [.key(KeyName(unchecked: ","))] }
        var out: [BindTrigger] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = String(name).trimmingBlanks
            guard !trimmed.isEmpty else { throw UsageError("empty key name in '\(text)'") }
            out.append(try BindTrigger(parsing: trimmed))
        }
        return out
    }
}
