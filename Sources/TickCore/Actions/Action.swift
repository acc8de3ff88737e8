/// What a key (or, later, an event) can make the picker do: one case per row of `ActionTable`.
///
/// The reducer's `perform` switches over every case with no `default`, so a case added here
/// without its behaviour does not compile.
public enum Action: String, CaseIterable, Sendable {
    case up, down, pageUp = "page-up", pageDown = "page-down", first, last
    case toggle
    case select, deselect, selectAll = "select-all", deselectAll = "deselect-all", toggleAll = "toggle-all"
    case accept, abort, ignore, suspend
    case backwardChar = "backward-char", forwardChar = "forward-char"
    case beginningOfLine = "beginning-of-line", endOfLine = "end-of-line"
    case backwardWord = "backward-word", forwardWord = "forward-word"
    case backwardDeleteChar = "backward-delete-char", deleteChar = "delete-char"
    case backwardKillWord = "backward-kill-word", killWord = "kill-word"
    case unixLineDiscard = "unix-line-discard", killLine = "kill-line", clearQuery = "clear-query"
    case viewTicked = "view-ticked", moveUp = "move-up", moveDown = "move-down"
    case extendUp = "extend-up", extendDown = "extend-down"
    case togglePreview = "toggle-preview", previewUp = "preview-up", previewDown = "preview-down"
    case previewPageUp = "preview-page-up", previewPageDown = "preview-page-down"
    case put
    // fzf's state actions
    case toggleSort = "toggle-sort", pos, halfPageUp = "half-page-up", halfPageDown = "half-page-down"
    case best, upMatch = "up-match", downMatch = "down-match", upSelected = "up-selected", downSelected = "down-selected"
    case offsetUp = "offset-up", offsetDown = "offset-down", offsetMiddle = "offset-middle"
    case toggleIn = "toggle-in", toggleOut = "toggle-out", exclude, excludeMulti = "exclude-multi", changeMulti = "change-multi"
    case cancel, close, acceptNonEmpty = "accept-non-empty", acceptOrPrintQuery = "accept-or-print-query"
    case printQuery = "print-query", print
    case changePrompt = "change-prompt", changeQuery = "change-query", changeHeader = "change-header", search
    case backwardDeleteCharEOF = "backward-delete-char/eof", deleteCharEOF = "delete-char/eof"
    case backwardSubword = "backward-subword", forwardSubword = "forward-subword"
    case killSubword = "kill-subword", backwardKillSubword = "backward-kill-subword"
    case unixWordRubout = "unix-word-rubout", yank, prevHistory = "prev-history", nextHistory = "next-history"
    case enableSearch = "enable-search", disableSearch = "disable-search", toggleSearch = "toggle-search"
    case unbind, rebind, toggleBind = "toggle-bind", trigger, wait
    case changePreview = "change-preview", changePreviewWindow = "change-preview-window", refreshPreview = "refresh-preview"
    case showPreview = "show-preview", hidePreview = "hide-preview", togglePreviewWrap = "toggle-preview-wrap"
    case togglePreviewWrapWord = "toggle-preview-wrap-word", previewTop = "preview-top", previewBottom = "preview-bottom"
    case previewHalfPageUp = "preview-half-page-up", previewHalfPageDown = "preview-half-page-down"
    case toggleHeader = "toggle-header", showHeader = "show-header", hideHeader = "hide-header"
    case clearScreen = "clear-screen", bell
    // Accepted for fzf's scripts, no effect in tick (docs/SPEC.md §4 says why for each).
    case toggleInput = "toggle-input", showInput = "show-input", hideInput = "hide-input"
    case toggleWrap = "toggle-wrap", toggleWrapWord = "toggle-wrap-word", toggleMultiLine = "toggle-multi-line"
    case toggleHscroll = "toggle-hscroll", toggleRaw = "toggle-raw", enableRaw = "enable-raw", disableRaw = "disable-raw"
    case changeWithNth = "change-with-nth", changeGhost = "change-ghost", changePointer = "change-pointer"
    case changeBorderLabel = "change-border-label", changePreviewLabel = "change-preview-label"
    case changeListLabel = "change-list-label", changeInputLabel = "change-input-label"
    case changeHeaderLabel = "change-header-label", changeFooter = "change-footer", changeFooterLabel = "change-footer-label"
    case changeHeaderLines = "change-header-lines"
    case replaceQuery = "replace-query"
    // the fields searched
    case changeNth = "change-nth"
    // reload and tracking
    case reload, reloadSync = "reload-sync"
    case trackCurrent = "track-current", untrackCurrent = "untrack-current"
    case toggleTrack = "toggle-track", toggleTrackCurrent = "toggle-track-current"
    // events and jump mode
    case jump, jumpAccept = "jump-accept"
    // actions that run commands
    case execute, executeSilent = "execute-silent", become, transform, transformQuery = "transform-query"
    case transformPrompt = "transform-prompt", transformHeader = "transform-header"
    case transformSearch = "transform-search", transformNth = "transform-nth", transformWithNth = "transform-with-nth"
    case transformPointer = "transform-pointer", transformGhost = "transform-ghost"
    case transformHeaderLines = "transform-header-lines", transformBorderLabel = "transform-border-label"
    case transformPreviewLabel = "transform-preview-label", transformListLabel = "transform-list-label"
    case transformInputLabel = "transform-input-label", transformHeaderLabel = "transform-header-label"
    case transformFooter = "transform-footer", transformFooterLabel = "transform-footer-label"
    case executeMulti = "execute-multi"
    // fzf's asynchronous forms, run as the forms above (`ActionTable+Commands`)
    case bgTransform = "bg-transform"
    case bgTransformQuery = "bg-transform-query"
    case bgTransformPrompt = "bg-transform-prompt"
    case bgTransformHeader = "bg-transform-header"
    case bgTransformSearch = "bg-transform-search"
    case bgTransformNth = "bg-transform-nth"
    case bgTransformWithNth = "bg-transform-with-nth"
    case bgTransformPointer = "bg-transform-pointer"
    case bgTransformGhost = "bg-transform-ghost"
    case bgTransformHeaderLines = "bg-transform-header-lines"
    case bgTransformBorderLabel = "bg-transform-border-label"
    case bgTransformPreviewLabel = "bg-transform-preview-label"
    case bgTransformListLabel = "bg-transform-list-label"
    case bgTransformInputLabel = "bg-transform-input-label"
    case bgTransformHeaderLabel = "bg-transform-header-label"
    case bgTransformFooter = "bg-transform-footer"
    case bgTransformFooterLabel = "bg-transform-footer-label"
    case bgCancel = "bg-cancel"
    case preview

    /// Whether the action runs a user's command (`execute`, `reload`, `preview`, the
    /// `transform` family…): fzf does not count those as the last action (`FZF_ACTION`).
    public var runsCommand: Bool {
        switch self {
        case .reload, .reloadSync, .preview, .changePreview, .refreshPreview: true
        default: CommandRequest.Kind(self) != nil
        }
    }
}
