/// Where the picker is on the screen: the terminal's size, the screen row of the picker's first
/// line once the terminal has said where the cursor is, and the position questions unanswered.
///
/// Its reducer (`askedForPosition`, `placed`, `timedOut`, `cursorReported`, `resize`) applies
/// the placement events, the terminal's answer and its new size; `PickerState.reduce` hands
/// them here.
public struct ScreenPlace: Equatable, Sendable {
    /// The terminal's size.
    public internal(set) var size = TerminalSize(columns: 80, rows: 24)
    /// The screen row (1-based) of the picker's first line, once the terminal has said where
    /// the cursor is; mouse reports need it.
    public internal(set) var origin: Int? = nil
    /// How many position questions are unanswered (one per placement; only the latest
    /// placement's answer places the picker). The picker is drawn meanwhile; a tap before
    /// the answer has no `origin` and is not placed.
    public internal(set) var cursorReportsOwed = 0
    /// The picker's height when it was last placed (to work out the origin from a late answer).
    public internal(set) var placedHeight = 0
    /// How many items were listed when the picker was first placed: fzf's screen settles
    /// `--height ~N` on them once and keeps that height (`FzfHeight.settled`), whatever comes
    /// later (a reload's items).
    public internal(set) var settledItems: Int? = nil

    public init() {}

    /// Whether the picker's position was asked for and not yet answered.
    public var placing: Bool { cursorReportsOwed > 0 }

    /// The picker is placed again and its position asked for (`.placing`).
    mutating func askedForPosition() {
        cursorReportsOwed += 1
        origin = nil
    }

    /// The terminal did not answer in time (`.placingTimedOut`): the picker stays where it was
    /// drawn, and a late answer still tells taps where it is.
    mutating func timedOut() {
        cursorReportsOwed = 0
    }

    /// The session placed the picker at screen row `top`, `height` lines tall (`.placed`),
    /// with `items` listed (kept from the first placement on).
    mutating func placed(top: Int?, height: Int, items: Int) {
        origin = top
        placedHeight = height
        if settledItems == nil { settledItems = items }
    }

    /// The terminal's answer about the cursor: the latest placement's (or, late, the one after
    /// the wait ended) places the picker and is returned; an earlier placement's, or one nobody
    /// waits for, is nil.
    mutating func cursorReported(_ cursor: ScreenPoint) -> ScreenPoint? {
        if placing {
            cursorReportsOwed -= 1
            // An earlier placement's answer: the latest one's is still to come.
            if placing { return nil }
        } else if origin != nil {
            return nil
        }
        origin = PickerPlacement(cursor: cursor, size: size, height: placedHeight).origin
        return cursor
    }

    /// A new terminal size (`.resized`); whether it differs from the last.
    mutating func resize(to newSize: TerminalSize) -> Bool {
        defer { size = newSize }
        return newSize != size
    }
}
