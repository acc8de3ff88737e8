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
    // i23c
    case execute, executeSilent = "execute-silent", become, transform, transformQuery = "transform-query"
}
