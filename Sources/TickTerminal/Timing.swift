/// The picker's timings and sizes, with their units and reasons, in one place.
enum Timing {
    /// How long a lone Esc waits for the rest of an escape sequence (milliseconds). Long
    /// enough for a sequence split over a slow ssh link, short enough not to feel late.
    static let escapeDelay = 40.0
    /// How often the loading indicator turns (milliseconds).
    static let spinnerInterval = 100.0
    /// How long to wait for the terminal's cursor position report at start (milliseconds);
    /// a later report is still taken when it comes.
    static let cursorReportTimeout = 500.0
    /// The reader publishes a snapshot at most this often while data keeps coming
    /// (milliseconds), and at once whenever the producer pauses.
    static let publishInterval = 15.0
    /// Bytes asked of each read of stdin.
    static let readSize = 64 << 10
}
