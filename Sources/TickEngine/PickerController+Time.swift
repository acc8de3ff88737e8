import TickCore

/// The picker's timers: time comes in (`now`, monotonic milliseconds), the next deadline goes
/// out (`nextDeadline`), and the caller only waits (the session in `poll`).
extension PickerController {
    /// When something is due next (the Esc timeout, the placing timeout, the spinner's turn,
    /// the preview's start), or nil when nothing is: the caller may wait for ever.
    public func nextDeadline() -> Double? {
        var next: Double? = nil
        func consider(_ time: Double?) { if let time { next = min(next ?? time, time) } }
        consider(timers.escape)
        consider(timers.placing)
        if state.isBusy && drawing { consider(timers.lastSpin + Tunables.spinnerInterval) }
        consider(timers.preview)
        for due in timers.every.values { consider(due) }
        return next
    }

    /// Starts placing the picker at `now`: the terminal's answer to the position question (asked
    /// by the caller) is awaited for `Tunables.cursorReportTimeout`, and read as one.
    public mutating func beginPlacing(at now: Double) {
        beginPlacing()
        timers.placing = now + Tunables.cursorReportTimeout
    }

    /// How long tick may wait at `now`, leaving, for what the terminal owes (`owesReplies`):
    /// when only the position question's answer is owed, no longer than that question's own
    /// wait (a terminal silent that long is owed nothing); else `Tunables.drainTimeout`.
    public func replyWait(at now: Double) -> Double {
        guard heldButtons.isEmpty, !decoder.isWaiting, let deadline = timers.placing else { return Tunables.drainTimeout }
        return max(0, min(deadline - now, Tunables.drainTimeout))
    }

    /// The picker was placed (or the wait for the answer ended): no more placing timeout.
    public mutating func placingEnded() {
        timers.placing = nil
    }

    /// Lets time pass to `now`: a lone Esc waits `Tunables.escapeDelay` for the rest of its
    /// sequence and is then read as a key; a terminal that has not said where the cursor is
    /// in time is taken to owe no answer (`.placingTimedOut`); `every(N)` runs; the preview
    /// and the loading indicator wait on this time (`settle`).
    public mutating func advance(to now: Double) {
        timers.now = now
        if timers.lastActivity == nil { timers.lastActivity = now }
        if !decoderIsWaiting {
            timers.escape = nil
        } else if let deadline = timers.escape {
            if now >= deadline {
                flushDecoder()
                timers.escape = nil
            }
        } else {
            timers.escape = now + Tunables.escapeDelay
        }
        if let deadline = timers.placing, now >= deadline {
            timers.placing = nil
            send(.placingTimedOut)
        }
        // every(N): each interval from when the picker started drawing, never more than once
        // per pass (a late pass does not run the actions twice).
        if drawing {
            for ms in state.config.keymap.intervals {
                guard let due = timers.every[ms] else {
                    timers.every[ms] = now + Double(ms)
                    continue
                }
                guard now >= due else { continue }
                timers.every[ms] = now + Double(ms)
                send(.every(milliseconds: ms))
            }
        }
    }

    /// Turns the loading indicator when its interval has passed.
    mutating func turnSpinner(at now: Double) {
        guard state.isBusy && now - timers.lastSpin >= Tunables.spinnerInterval else { return }
        send(.spinnerTurned)
        timers.lastSpin = now
    }

    /// The preview to start at `now`: the one the pane wants, once the band has rested on its row
    /// for `Tunables.previewDelay` (a newer want restarts the wait); nil until then. Under the
    /// name fzf, as fzf: at once, but a running command that has shown nothing yet is given
    /// `Tunables.previewCancelWait` to end first (so each row the band stops on gets its
    /// command). Its command is `previewCommand(for:)`'s.
    mutating func previewDue(at now: Double) -> PreviewKey? {
        guard drawing, let key = previewRequest() else {
            timers.previewWanted = nil
            timers.preview = nil
            return nil
        }
        let fzf = options.persona == .fzf
        if key != timers.previewWanted {
            timers.previewWanted = key
            if fzf && !(state.preview?.isLoading ?? false) {
                timers.preview = nil
                return key
            }
            timers.preview = now + (fzf ? Tunables.previewCancelWait : Tunables.previewDelay)
            return nil
        }
        if fzf && timers.preview != nil && !(state.preview?.isLoading ?? false) {
            timers.preview = nil
            return key
        }
        guard let deadline = timers.preview, now >= deadline else { return nil }
        timers.preview = nil
        return key
    }
}

/// The deadlines the controller keeps (monotonic milliseconds).
struct PickerTimers {
    /// The time `advance(to:)` last gave (nil before: then no preview starts).
    var now: Double? = nil
    /// When a lone Esc (or another unfinished sequence) is read as keys if nothing follows.
    var escape: Double? = nil
    /// When a terminal that has not said where the cursor is is taken to owe no answer.
    var placing: Double? = nil
    /// When the loading indicator last turned.
    var lastSpin = 0.0
    /// The preview wanted, and when to start it: the band must rest that long, so that holding
    /// Down does not start a command per row.
    var previewWanted: PreviewKey? = nil
    var preview: Double? = nil
    /// When each `every(N)` interval (milliseconds) is next due.
    var every: [Int: Double] = [:]
    /// When the last key or tap came (or the time first given): commands' `FZF_IDLE_TIME`.
    var lastActivity: Double? = nil

    /// The whole milliseconds since the last key or tap, at the time last given (0 before any).
    var idle: Int {
        guard let now, let lastActivity else { return 0 }
        return max(0, Int(now - lastActivity))
    }
}
