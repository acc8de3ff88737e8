/// Something that happens in the picker that `--bind` can attach actions to, as a key
/// (`change:reload(…)`, `start:…`), with fzf 0.74's names.
public enum BindEvent: String, CaseIterable, Sendable {
    /// The picker has started (before any input is read).
    case start
    /// The input is complete (after a reload too).
    case load
    /// The query changed.
    case change
    /// The band moved to another item.
    case focus
    /// The matches of the current query are in.
    case result
    /// As `result`, but only once the input is complete (one per query, not one per snapshot).
    case resultFinal = "result-final"
    /// The matches are exactly one item.
    case one
    /// Nothing matches.
    case zero
    /// The number of ticked items changed.
    case multi
    /// The terminal changed size.
    case resize
    /// Backspace on an empty query.
    case backwardEOF = "backward-eof"
    /// A tap on the header.
    case clickHeader = "click-header"
    /// A tap on the footer's text.
    case clickFooter = "click-footer"
    /// A jump label was chosen.
    case jump
    /// A jump was cancelled.
    case jumpCancel = "jump-cancel"
}
