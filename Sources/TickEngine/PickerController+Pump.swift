import TickCore

/// The picker's news from its threads, taken in one place: the session, `tick-bench` and the
/// tests all call `pump` when the wake pipe says who has something.
extension PickerController {
    /// Takes what the sources that woke the loop have (the reader's snapshot, the engine's
    /// result, the preview command's output), in that order, until one needs the caller
    /// (place, suspend, end), and returns that; call again with no new sources to go on. nil
    /// when everything was taken.
    public mutating func pump(_ woke: WakePipe.Sources, reader: StreamingReader? = nil,
                              preview: PreviewRunner? = nil) -> SessionEffect? {
        unpumped.formUnion(woke)
        while !unpumped.isEmpty {
            var effect: SessionEffect? = nil
            if unpumped.contains(.reader) {
                unpumped.remove(.reader)
                if let progress = reader?.progress {
                    effect = absorb(progress)
                }
            } else if unpumped.contains(.engine) {
                unpumped.remove(.engine)
                effect = absorbResults()
            } else if unpumped.contains(.command) {
                // actions that run commands
                unpumped.remove(.command)
                if let ended = commands.take() {
                    effect = send(.commandEnded(ended.kind, status: ended.status, output: ended.output))
                }
            } else {
                unpumped.remove(.preview)
                if let output = preview?.take() {
                    effect = send(.previewOutput(output.key, bytes: output.bytes, status: output.status, truncated: output.truncated))
                }
            }
            if let effect { return effect }
        }
        return nil
    }

    /// Takes a reader's snapshot. A read error on stdin ends the picker (`inputFailure`); a
    /// reload's, or its command's failure, is said in the toolbar.
    private mutating func absorb(_ progress: StreamingReader.Progress) -> SessionEffect? {
        let reloaded = inputGeneration > 0 || replacing != nil
        if progress.failure != nil && !reloaded { inputFailure = progress.failure }
        inputDone = progress.done
        let effect = absorbInput(progress.store, done: progress.done)
        guard progress.done, reloaded else { return effect }
        if let failure = progress.failure {
            send(.reloadFailed("reload: \(failure)"))
        } else if let status = progress.status, status != 0 {
            send(.reloadFailed("reload: the command ended with status \(status)"))
        }
        return effect
    }

    /// Takes everything the woken sources have, with every effect but redraws returned in
    /// order (for drivers without a terminal: the benchmark, tests).
    public mutating func pumpAll(_ woke: WakePipe.Sources, reader: StreamingReader? = nil,
                                 preview: PreviewRunner? = nil) -> [SessionEffect] {
        var effects: [SessionEffect] = []
        var sources = woke
        while let effect = pump(sources, reader: reader, preview: preview) {
            effects.append(effect)
            sources = []
        }
        return effects
    }

    /// What `-1` and `-0` decide once the input has ended and its matches are known.
    public enum EarlyStep: Equatable {
        /// End without drawing.
        case finish(PickerOutcome)
        /// Draw the picker (place it first): there is something to ask.
        case startDrawing
    }

    /// `-1` and `-0` (`EarlyAnswer`): nil while the picker draws already or the answer waits
    /// for the input's end and its matches; else whether to end or to start drawing (with
    /// `--confirm`, the question about the one match is asked first).
    public mutating func decideEarly() -> EarlyStep? {
        // --height ~N (without -1 or -0) draws once the rows are known.
        if !drawing, !(options.select1 || options.exit0), options.heightAdaptive {
            guard inputDone || store.count >= state.config.view.wantedRows(state) else { return nil }
            drawing = true
            return .startDrawing
        }
        guard !drawing, inputDone, state.resultsAreCurrent, state.resultsItemCount == store.count else { return nil }
        let first = (0..<min(state.results.count, EarlyAnswer.enough(options))).map { state.results[$0] }
        switch EarlyAnswer.decide(matches: first, options: options) {
        case .pick(let item): return .finish(.accepted(items: [item], key: nil))
        case .noMatch: return .finish(.noMatch)
        case .confirm(let item): send(.decided(.accepted(items: [item], key: nil)))
        case .ask: break
        }
        drawing = true
        return .startDrawing
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
