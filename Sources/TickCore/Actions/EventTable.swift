/// Every event `--bind` may name instead of a key, in the docs' order: one row each, with what
/// fires it. The man page's and docs/SPEC.md's lists of events are written from these rows
/// (`GeneratedLists`); a new event is its case in `BindEvent`, its row here, and where the
/// reducer fires it (`PickerState+BindEvents.swift`).
public enum EventTable {
    /// Every event's row, in the docs' order.
    public static let all: [EventSpec] = [
        EventSpec(.start, "Once, when the picker starts, before any input is read (start:accept waits for the items; with --sync, it fires once the whole input is matched)"),
        EventSpec(.load, "The input is complete and its matches are in (after a reload too)"),
        EventSpec(.change, "The query's text changed, by typing or by an action"),
        EventSpec(.focus, "The band is on another item than when focus last fired: a move, new matches, the first item to arrive; not when the band stays on its item while the matches change"),
        EventSpec(.result, "The ranking of the current query is complete: once per search, while the input loads too"),
        EventSpec(.resultFinal, "As result, but only once the input is complete: once per search of the whole input"),
        EventSpec(timer: "every(N)", "Every N seconds (0.01 at least) from when the picker is drawn; a late turn runs the actions once"),
        EventSpec(.one, "The complete input has exactly one match: once per search (one:accept is --select-1, live)"),
        EventSpec(.zero, "The complete input has no match: once per search (zero:abort is --exit-0, live)"),
        EventSpec(.multi, "An item was ticked or unticked (not for ticks that come with the input: --preselect, --remember)"),
        EventSpec(.resize, "The terminal changed size"),
        EventSpec(.backwardEOF, "backward-delete-char, backward-kill-word, unix-word-rubout or unix-line-discard on an empty query"),
        EventSpec(.clickHeader, "A left tap on a header line's text; its commands find FZF_CLICK_HEADER_LINE and _COLUMN (1-based), and _WORD and _NTH on a word"),
        EventSpec(.clickFooter, "A left tap on a footer line's text; its commands find FZF_CLICK_FOOTER_LINE and _COLUMN (1-based), and _WORD on a word"),
        EventSpec(.jump, "A jump label was typed (the band is on its row)"),
        EventSpec(.jumpCancel, "Another key came in jump mode"),
    ]
}

/// One row of `EventTable`: an event's name as a binding writes it and when it fires.
public struct EventSpec: Sendable {
    /// The name `--bind` writes (`click-header`, `every(N)`).
    public let name: String
    /// The event, or nil for the timer `every(N)` (`BindTrigger.every`, which carries its number).
    public let event: BindEvent?
    /// When it fires, in one line.
    public let help: String

    init(_ event: BindEvent, _ help: String) {
        self.name = event.rawValue
        self.event = event
        self.help = help
    }

    init(timer name: String, _ help: String) {
        self.name = name
        self.event = nil
        self.help = help
    }
}
