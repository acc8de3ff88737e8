import TickCore

/// The picker's news from its threads, taken in one place: the session, `tick-bench` and the
/// tests all call `pump` when the wake pipe says who has something, and `next()` takes it.
extension PickerController {
    /// Notes the sources that woke the loop; `next()` takes what they have (the reader's
    /// snapshot, the engine's result, a command's end, the preview's output), in that order.
    /// Only those sources are looked at: a result from the engine does not re-send the
    /// reader's unchanged snapshot.
    public mutating func pump(_ woke: WakePipe.Sources) {
        unpumped.formUnion(woke)
    }

    /// Takes everything the woken sources have, with every effect but redraws returned in
    /// order (for drivers without a terminal: the benchmark, tests).
    public mutating func pumpAll(_ woke: WakePipe.Sources) -> [SessionEffect] {
        pump(woke)
        return drain()
    }

    /// Takes the news of one of the sources not looked at yet.
    mutating func pumpOne() {
        if unpumped.contains(.reader) {
            unpumped.remove(.reader)
            absorb(processes.readerProgress)
        } else if unpumped.contains(.engine) {
            unpumped.remove(.engine)
            absorbResults()
        } else if unpumped.contains(.server) {
            // --listen: `next()` takes the server's requests one at a time (`takeRemote`).
            unpumped.remove(.server)
        } else if unpumped.contains(.command) {
            // actions that run commands
            unpumped.remove(.command)
            if let ended = processes.takeCommandEnd() {
                send(.commandEnded(ended.kind, status: ended.status, output: ended.output))
            }
            for ended in processes.takeBackgroundEnds() {
                send(.backgroundEnded(id: ended.id, output: ended.output))
            }
        } else {
            unpumped = []
            if let output = processes.takePreviewOutput() {
                send(.previewOutput(output.key, bytes: output.bytes, status: output.status, truncated: output.truncated))
            }
        }
    }

    /// Takes a reader's snapshot. A read error on stdin ends the picker (`.failed`); a
    /// reload's, or its command's failure, is said in the toolbar.
    private mutating func absorb(_ progress: StreamingReader.Progress) {
        let reloaded = inputGeneration > 0 || replacing != nil
        if let failure = progress.failure, !reloaded { outbox.append(.failed(failure)) }
        absorbInput(progress.store, done: progress.done)
        // JSON input's faulty lines, said once each time there are more.
        if let note = progress.note, note != inputNote {
            inputNote = note
            send(.reloadFailed(reloaded ? "reload: \(note)" : note))
        }
        // FZF_DEFAULT_COMMAND that failed and gave nothing: said as fzf says it.
        if !reloaded, progress.done, let command = inputCommand, let status = progress.status, status != 0,
           progress.store.count == 0 {
            send(.reloadFailed("[Command failed: \(command)]"))
        }
        guard progress.done, reloaded else { return }
        if let failure = progress.failure {
            send(.reloadFailed("reload: \(failure)"))
        } else if let status = progress.status, status != 0 {
            send(.reloadFailed("reload: the command ended with status \(status)"))
        }
    }

    /// What is due once everything that came in was applied: the reload asked for last starts,
    /// the preview once the band has rested, `-1`/`-0`'s answer once the input's matches are
    /// known, the loading indicator's turn.
    mutating func settle() {
        if !reloadWaitsForFrame { startWantedReload() }
        if let now = timers.now {
            startDuePreview(at: now)
            turnSpinner(at: now)
        }
        settleEarlyAnswer()
    }

    /// Starts the preview due at `now` (`previewDue`), if any.
    mutating func startDuePreview(at now: Double) {
        guard let key = previewDue(at: now) else { return }
        let (command, files) = previewCommand(for: key)
        processes.startPreview(command, key: key, environment: childEnvironment + ChildEnvironment.previewSize(for: state),
                                 files: files)
        send(.previewStarted(key))
    }

    /// `-1` and `-0` (`EarlyAnswer`), `--sync`'s wait for the whole input's matches, and
    /// `--height ~N`'s wait for its rows: once the picker
    /// that waits may answer or draw, queues the end or `.startDrawing` (with `--confirm`, the
    /// question about the one match is asked first).
    private mutating func settleEarlyAnswer() {
        guard !drawing else { return }
        // --height ~N (without -1 or -0) draws once the rows are known.
        if !(options.select1 || options.exit0 || options.sync), options.heightAdaptive {
            guard inputDone || store.keptCount >= state.config.view.wantedRows(state) else { return }
            drawing = true
            return outbox.append(.startDrawing)
        }
        guard inputDone, state.resultsAreCurrent, state.resultsItemCount == store.count else { return }
        let first = state.results.firstItems(EarlyAnswer.enough(options))
        switch EarlyAnswer.decide(matches: first, options: options) {
        case .pick(let item): return outbox.append(.finish(.accepted(items: [item], key: nil)))
        case .noMatch: return outbox.append(.finish(.noMatch))
        case .confirm(let item): send(.decided(.accepted(items: [item], key: nil)))
        case .ask: break
        }
        drawing = true
        outbox.append(.startDrawing)
    }

    /// The theme `options` ask for in this environment: colours unless `--no-color` or
    /// `NO_COLOR`; under `--theme auto` the palette `COLORFGBG` suggests (dark when it says
    /// nothing), which the terminal's answer about its background may change later.
    public static func theme(for options: Options, environment: (String) -> String? = Host.environment) -> Theme {
        let noColor = !(environment("NO_COLOR") ?? "").isEmpty
        let palette: Theme.Palette
        switch options.theme {
        case .dark: palette = .dark
        case .light: palette = .light
        case .auto: palette = .forColorFGBG(environment("COLORFGBG")) ?? .dark
        }
        return Theme(colors: options.color && !noColor, palette: palette, custom: options.colorSpec)
    }
}
