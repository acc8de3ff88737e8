/// Every number the picker is tuned by, with its unit and reason, in one place (as fzy keeps
/// its own in `config.def.h`): the terminal's timings, the double-click, the reader's and the
/// match engine's batch sizes, and the preview's bounds.
public enum Tunables {
    // MARK: The terminal's timings (milliseconds)

    /// How long a lone Esc (or an unfinished sequence) waits for its next byte: fzf's window
    /// (its `ESCDELAY` default, 100 ms in fzf 0.74.5), so that Esc then a key typed within it is
    /// that key with Alt in both, and a sequence split over a slow ssh link stays whole. Each
    /// byte that arrives starts the wait again.
    public static let escapeDelay = 100.0
    /// How often the loading indicator turns.
    public static let spinnerInterval = 100.0
    /// How long a frame for a changed query may wait for its first matches, so that both are
    /// drawn at once (milliseconds): one frame at 60 Hz.
    public static let queryFrameHold = 16.0
    /// How long the picker waits for the terminal's cursor position report before it places
    /// itself blind; a later report still tells taps where the picker is.
    public static let cursorReportTimeout = 500.0
    /// How long the band must rest on a row before its preview starts: holding Down starts no
    /// command for the rows it passes.
    public static let previewDelay = 60.0
    /// Under the name fzf, how long a preview command that has shown nothing yet may go on
    /// when the band moves before it is killed for the next row's (fzf's `previewCancelWait`).
    public static let previewCancelWait = 500.0
    /// How long tick waits, when it leaves, for the terminal to answer the question that marks
    /// the end of what it still owes: a round trip, even over a slow link.
    public static let drainTimeout = 500.0
    /// How close two presses on one cell must be to make a double-click.
    public static let doubleClickInterval = 400.0

    // MARK: Reading the input

    /// A snapshot of the input is published at most this often while data keeps coming
    /// (milliseconds), and at once whenever the producer pauses.
    public static let publishInterval = 15.0
    /// How long the reader of the picker's input waits, after its first snapshot, for the
    /// first frame to be drawn (`StreamingReader.start`), in milliseconds.
    public static let firstFrameWait = 20.0
    /// Under the name fzf, how long the first frame waits for the input's end (fzf's
    /// `initialDelay`, and `initialDelayTac` with `--tac`), in milliseconds.
    public static let fzfFirstFrameDelay = 20.0
    public static let fzfFirstFrameDelayTac = 100.0
    /// Bytes asked of each read of stdin in the picker: small enough that a fast producer's
    /// items show up in snapshots while it goes on.
    public static let readSize = 64 << 10

    /// The file walker (`--walker`) writes the paths it found once this many bytes are gathered,
    /// or once the oldest has waited `walkerFlushInterval` milliseconds, so that the picker's
    /// first rows come at once and a large tree costs few writes.
    public static let walkerFlushSize = 64 * 1024
    public static let walkerFlushInterval = 20.0

    // MARK: Matching

    /// How many of the best matches are ranked before the first publication: more rows than a
    /// tall terminal shows. The fewer, the sooner the workers know how good the best are, and the
    /// fewer items they score: with 1,000, `libs` on a million paths scored 35,000 to 46,000
    /// items and took 43-46 ms in `tick-bench`; with 200, 21-25 ms.
    public static let bestCount = 200
    /// How many of the smallest estimates each worker keeps, to look at in that order once the
    /// pass is over (`PickerMatcher`): more than the matches whose first estimate beats the
    /// 200th best exact key (on a million paths 1,309 for `l`, 5,396 for `libs`, 4,625 for
    /// `libsw`). Scoring in input order instead, as the threshold slowly tightened, scored
    /// 87,000 items for `libs`.
    public static let estimateCandidates = 4096
    /// How many candidates make the exact scoring after the pass (`PickerMatcher`) worth two
    /// threads: `libswiftf` on a million paths scores 9,000 of them (9 ms on one thread).
    public static let parallelScoring = 512
    /// How many items a worker matches between two looks at whether it is cancelled: a look
    /// takes a lock, and scoring 1,024 items exactly took 1–2.5 ms, which the next keystroke
    /// waited for when it cancelled the full ranking of the last one.
    public static let cancelCheckInterval = 128
    /// From how many items the picker makes the memory of the first keystroke's pass ready
    /// while nothing is typed (`MatchEngine.prepare`).
    public static let prefaultItems = 100_000
    /// From how many matches `--filter` prints on two threads (`ResultWriter`), in how many
    /// segments, and how many of them may be looked up ahead of the one written (each segment
    /// held takes 16 bytes a line: 32 segments, four ahead, added 2 to 4 MB to the peak memory
    /// of 665,000 matches).
    public static let parallelPrintItems = 65_536
    public static let printSegments = 64
    public static let printSegmentsAhead = 2
    /// How many chunks read per matching thread `--filter` lets wait or be matched before the
    /// reader waits for one to be done (`StreamingFilter`): matching is the slower side, and a
    /// reader running ahead filled fresh memory the pooled blocks could have served.
    public static let filterChunksAhead = 2
    /// Recent results kept for Backspace, at most this many indices in all (48 MiB): enough for
    /// the first few keys typed over a million items, which match most of them.
    public static let keptIndexBudget = 12 << 20
    /// How many positions ahead `Matcher.sweep` asks for an item's text (`Prefetch`).
    public static let sweepAhead = 32

    // MARK: The preview

    /// The most bytes of a preview command's output kept.
    public static let previewByteLimit = 1 << 20
    /// The most lines of a preview command's output kept.
    public static let previewLineLimit = 10_000

    // MARK: Memories (`--remember`)

    /// The most bytes of a memory's file read, and written: about half a million ticks of
    /// 60-byte paths (a tick takes its identity in Base64 and some 40 bytes more). A larger file
    /// is refused before it is read, so that no file can take tick's memory.
    public static let memoryFileLimit = 64 << 20

    // actions that run commands
    /// The most bytes of a `transform…` command's output read (the command is killed there).
    public static let commandOutputLimit = 1 << 20

    // MARK: What outlives tick

    /// Milliseconds the guardian gives what tick started, once tick has ended, between SIGTERM
    /// (a command may clean up) and SIGKILL: short enough that nothing runs a second past tick.
    public static let guardianGrace = 200.0
}
