/// The terminal's timings, with their units and reasons, in one place.
enum Timing {
    /// How long a lone Esc waits for the rest of an escape sequence (milliseconds). Long
    /// enough for a sequence split over a slow ssh link, short enough not to feel late.
    static let escapeDelay = 40.0
    /// How often the loading indicator turns (milliseconds).
    static let spinnerInterval = 100.0
    /// How long the picker waits for the terminal's cursor position report before it places
    /// itself blind (milliseconds); a later report still tells taps where the picker is.
    static let cursorReportTimeout = 500.0
    /// How long the band must rest on a row before its preview starts (milliseconds): holding
    /// Down starts no command for the rows it passes.
    static let previewDelay = 60.0
    /// How long tick waits, when it leaves, for the terminal to answer the question that
    /// marks the end of what it still owes (milliseconds): a round trip, even over a slow link.
    static let drainTimeout = 500.0
}
