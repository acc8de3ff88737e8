/// The actions that edit the query: their names, rows and behaviour.
extension Action {
    /// Moves the query's cursor, deletes, types.
    public enum Edit: String, ActionGroup {
        case backwardChar = "backward-char", forwardChar = "forward-char"
        case beginningOfLine = "beginning-of-line", endOfLine = "end-of-line"
        case backwardWord = "backward-word", forwardWord = "forward-word"
        case backwardSubword = "backward-subword", forwardSubword = "forward-subword"
        case backwardDeleteChar = "backward-delete-char", deleteChar = "delete-char"
        case backwardDeleteCharEOF = "backward-delete-char/eof", deleteCharEOF = "delete-char/eof"
        case backwardKillWord = "backward-kill-word", killWord = "kill-word"
        case backwardKillSubword = "backward-kill-subword", killSubword = "kill-subword"
        case unixWordRubout = "unix-word-rubout", unixLineDiscard = "unix-line-discard", killLine = "kill-line"
        case clearQuery = "clear-query", yank, put, replaceQuery = "replace-query"
        case prevHistory = "prev-history", nextHistory = "next-history"

        var action: Action { .edit(self) }

        var row: ActionSpec {
            switch self {
            case .backwardChar: spec("Move the query's cursor one character left")
            case .forwardChar: spec("Move the query's cursor one character right")
            case .beginningOfLine: spec("Move the query's cursor to its start")
            case .endOfLine: spec("Move the query's cursor to its end")
            case .backwardWord: spec("Move the query's cursor one word left")
            case .forwardWord: spec("Move the query's cursor one word right")
            case .backwardSubword: spec("Move the query's cursor one subword left (camelCase, snake_case)")
            case .forwardSubword: spec("Move the query's cursor one subword right")
            case .backwardDeleteChar: spec("Delete the character before the query's cursor")
            case .deleteChar: spec("Delete the character under the query's cursor")
            case .backwardDeleteCharEOF: spec("Delete the character before the query's cursor; with an empty query, abort")
            case .deleteCharEOF: spec("Delete the character under the query's cursor; with an empty query, abort")
            case .backwardKillWord: spec("Delete the word before the query's cursor")
            case .killWord: spec("Delete the word after the query's cursor")
            case .backwardKillSubword: spec("Delete the subword before the query's cursor")
            case .killSubword: spec("Delete the subword after the query's cursor")
            case .unixWordRubout: spec("Delete back to the blank before the query's cursor")
            case .unixLineDiscard: spec("Delete the query before its cursor")
            case .killLine: spec("Delete the query after its cursor")
            case .clearQuery: spec("Clear the query")
            case .yank: spec("Type what the last kill of the query deleted")
            case .put: spec("Type TEXT into the query; alone, the character of the key it is bound to", argument: .optional("TEXT"))
            case .replaceQuery: spec("Replace the query with the band row's text")
            case .prevHistory: spec("With --history, the query before in the history (Ctrl-P there)")
            case .nextHistory: spec("With --history, the query after in the history (Ctrl-N there)")
            }
        }
    }
}

extension PickerState {
    /// Whether keys, pastes and actions may edit the query: not with `--no-search` (the query
    /// from `-q` is fixed), nor while the input line is hidden (`--no-input`, `hide-input`).
    var queryEditable: Bool { config.search && display.inputShown }

    /// Performs a query edit; `.queryChanged` when the query's text changed.
    mutating func perform(_ edit: Action.Edit, _ argument: String) -> PickerEffect? {
        let paths = config.options.filepathWord
        switch edit {
        case .backwardChar: return self.edit { $0.moveLeft() }
        case .forwardChar: return self.edit { $0.moveRight() }
        case .beginningOfLine: return self.edit { $0.moveToStart() }
        case .endOfLine: return self.edit { $0.moveToEnd() }
        case .backwardWord: return self.edit { $0.moveWordLeft(pathWords: paths) }
        case .forwardWord: return self.edit { $0.moveWordRight(pathWords: paths) }
        case .backwardSubword: return self.edit { $0.moveSubwordLeft() }
        case .forwardSubword: return self.edit { $0.moveSubwordRight() }
        case .backwardDeleteChar:
            bindings.deletedBackward(onEmptyQuery: query.scalars.isEmpty)
            return self.edit { $0.deleteBackward() }
        case .deleteChar: return self.edit { $0.deleteForward() }
        case .backwardDeleteCharEOF:
            if query.isEmpty { return .finish(.cancelled) }
            return self.edit { $0.deleteBackward() }
        case .deleteCharEOF:
            if query.isEmpty { return .finish(.cancelled) }
            return self.edit { $0.deleteForward() }
        case .backwardKillWord:
            bindings.deletedBackward(onEmptyQuery: query.scalars.isEmpty)
            return self.edit { $0.deleteWordBackward(pathWords: paths) }
        case .killWord: return self.edit { $0.deleteWordForward(pathWords: paths) }
        case .backwardKillSubword: return self.edit { $0.deleteSubwordBackward() }
        case .killSubword: return self.edit { $0.deleteSubwordForward() }
        case .unixWordRubout:
            bindings.deletedBackward(onEmptyQuery: query.scalars.isEmpty)
            return self.edit { $0.deleteBlankWordBackward() }
        case .unixLineDiscard:
            bindings.deletedBackward(onEmptyQuery: query.scalars.isEmpty)
            return self.edit { $0.deleteToStart() }
        case .killLine: return self.edit { $0.deleteToEnd() }
        case .clearQuery: return self.edit { $0.clear() }
        case .yank: return self.edit { $0.yank() }
        case .put: return self.edit { $0.insert(argument.unicodeScalars) }
        case .replaceQuery:
            // The band row's text (controls as blanks, as a paste) becomes the query.
            guard let item = bandItem, store.holds(item) else { return nil }
            let text = String(String.UnicodeScalarView(Self.pastedScalars(Array(store.searched.item(item)))))
            let effect = self.edit { $0 = LineEditor(text) }
            if effect != nil { leaveBandStart() }
            return effect
        case .prevHistory, .nextHistory:
            guard var history, queryEditable else { return nil }
            let text = edit == .prevHistory ? history.previous(from: query.text) : history.next(from: query.text)
            self.history = history
            return self.edit { $0 = LineEditor(text) }
        }
    }

    /// A line-editing action on the query (it leaves the ticked view).
    mutating func edit(_ change: (inout LineEditor) -> Void) -> PickerEffect? {
        // With --no-search the query (from -q) is fixed; while the input line is hidden, as in
        // fzf, nothing edits it.
        guard queryEditable else { return nil }
        closeTickedView()
        let before = query
        change(&query)
        return query.scalars == before.scalars ? nil : .queryChanged
    }
}
