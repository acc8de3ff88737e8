/// The reducer's part for actions that run commands: the request, and the chain that waits for
/// the command's end and goes on with its output.
extension PickerState {
    /// Whether the toolbar's indicator turns: input is loading, or a chain waits for a command.
    public var isBusy: Bool { loading || reloadPending || waiting != nil }

    /// The request of a command action (`execute(…)`, `transform(…)`…) with what its
    /// placeholders need now; nil when the command needs a band row and there is none (fzf runs
    /// nothing then: `CommandTemplate.needsBand`), except for `transform…`, which always run.
    /// `allTicked`: `execute-multi`, whose `{}` is the ticked items.
    mutating func commandRequest(_ kind: CommandRequest.Kind, template: String, allTicked: Bool = false) -> PickerEffect? {
        let parsed = CommandTemplate(template, syntax: config.placeholderSyntax)
        if bandItem == nil && !kind.capturesOutput && parsed.needsBand(ticks: ticks.selection.count, allTicked: allTicked) {
            return nil
        }
        return .runCommand(request(kind, template: template, item: bandItem, ticked: ticks.selection.inTickOrder,
                                   allTicked: allTicked))
    }

    /// The request of a command `template` run for `item` and `ticked`, with what else its
    /// placeholders read from the picker now: the query; the last action and the prompt when it
    /// has `{fzf:action}` or `{fzf:prompt}`; the matches when it has `{*}`. The one builder of
    /// the actions', the reload's and the preview's requests.
    public func request(_ kind: CommandRequest.Kind, template: String, item: Int?, ticked: [Int],
                        allTicked: Bool = false) -> CommandRequest {
        let parsed = CommandTemplate(template, syntax: config.placeholderSyntax)
        var request = CommandRequest(kind: kind, template: template, item: item, ticked: ticked, query: query.text,
                                     allTicked: allTicked)
        if parsed.usesPickerState {
            request.action = bindings.lastAction
            request.prompt = scripted.prompt
        }
        if parsed.usesMatches { request.matched = results }
        return request
    }

    /// The command a chain waited for ended: a failure is said in the toolbar (not under the name
    /// fzf), a transform's output is applied, then the rest of the chain runs, then the keys
    /// typed meanwhile.
    mutating func commandEnded(_ kind: CommandRequest.Kind, status: Int32, output: [UInt8]) -> [PickerEffect] {
        guard let wait = waiting, wait.kind == kind else { return [] }
        waiting = nil
        // `put` alone types the key that started the chain, as in fzf.
        let putKey = bindings.lastKey.isEmpty ? nil : BindTrigger.key(KeyName(unchecked: bindings.lastKey))
        let applied = outputCalls(kind, output: output, within: wait.within, putKey: putKey)
        // Under the name fzf a failure says nothing, as fzf (Ctrl-C cutting `execute` short is 130).
        if status != 0 && config.options.persona != .fzf { message = "\(kind.name): exit status \(status)" }
        var effects = perform(chain: applied.calls + wait.rest, uncounted: applied.uncounted)
        if applied.changedQuery && effects.first != .queryChanged { effects.insert(.queryChanged, at: 0) }
        return effects + replayQueued(wait.queued, after: effects)
    }

    /// What a transform's `output` does: the calls to perform (a `transform`'s actions, a
    /// setting's change), how many of them are not the last action (`FZF_ACTION`: the change a
    /// transform's output makes is the transform's doing, as in fzf), and whether it set the
    /// query (`transform-query`, applied here).
    private mutating func outputCalls(_ kind: CommandRequest.Kind, output: [UInt8], within: Set<BindTrigger>,
                                      putKey: BindTrigger?) -> (calls: [ChainCall], uncounted: Int, changedQuery: Bool) {
        switch kind {
        case .transform:
            let text = Self.trimmingLineEnds(String(decoding: output, as: UTF8.self))
            guard !text.isEmpty else { return ([], 0, false) }
            do throws(UsageError) {
                return (try BindingParser.actions(text, putKey: putKey).map { ChainCall($0, within: within) }, 0, false)
            } catch {
                message = "transform: \(error.message)"
                return ([], 0, false)
            }
        case .setting(.query):
            // transform-query: the first line of the output is the query (Action.Setting).
            let line = String(decoding: output.prefix { $0 != 0x0A }, as: UTF8.self)
            return ([], 0, setQuery(Self.trimmingLineEnds(line)))
        case .setting(let setting):
            // fzf's other transforms: the output (without its final line break) is the
            // argument of the setting's change action, run before the rest of the chain.
            let text = Self.trimmingLineEnds(String(decoding: output, as: UTF8.self))
            return ([ChainCall(ActionCall(.change(setting), argument: text), within: within)], 1, false)
        case .execute, .executeSilent, .become, .info:
            return ([], 0, false)
        }
    }

    /// A `bg-transform…` action (`action`, run for `template`): the effect starting it beside
    /// the picker, or nil when its action is at fzf's limit (then it waits: `BackgroundJobs`).
    mutating func startBackground(_ kind: CommandRequest.Kind, action: String, template: String) -> PickerEffect? {
        let putKey = bindings.lastKey.isEmpty ? nil : BindTrigger.key(KeyName(unchecked: bindings.lastKey))
        let job = BackgroundJobs.Job(action: action + "(" + template + ")", kind: kind, within: [], putKey: putKey)
        return background.start(request(kind, template: template, item: bandItem, ticked: ticks.selection.inTickOrder), job)
    }

    /// A background command ended: its output is applied now, whatever runs or waits (a chain
    /// waiting for the search, `wait`, does not hold it), unless `bg-cancel` came since; the
    /// one of its action that waited starts.
    mutating func backgroundEnded(_ id: Int, output: [UInt8]) -> [PickerEffect] {
        if infoCommand.ended(id, output: output) { return [] }
        let (job, next) = background.ended(id)
        guard let job else { return next.listed }
        let applied = outputCalls(job.kind, output: output, within: job.within, putKey: job.putKey)
        var effects = perform(chain: applied.calls, uncounted: applied.uncounted, background: true)
        if applied.changedQuery && effects.first != .queryChanged { effects.insert(.queryChanged, at: 0) }
        return effects + next.listed
    }

    /// Applies the keys and taps that waited, until one ends the picker or waits again (the
    /// rest then wait for that command).
    private mutating func replayQueued(_ queued: [InputEvent], after earlier: [PickerEffect]) -> [PickerEffect] {
        var effects: [PickerEffect] = []
        var rest = queued[...]
        if earlier.contains(where: \.endsChain) {
            waiting?.queued = Array(rest)
            return []
        }
        while let event = rest.popFirst() {
            let produced = reduce(.input(event))
            for effect in produced where !(effect == .queryChanged && effects.contains(.queryChanged)) {
                effects.append(effect)
            }
            if produced.contains(where: \.endsChain) {
                waiting?.queued = Array(rest)
                break
            }
        }
        if let q = effects.firstIndex(of: .queryChanged), q > 0 {
            effects.remove(at: q)
            effects.insert(.queryChanged, at: 0)
        }
        return effects
    }

    /// Makes `text` the query (cursor at its end); whether it changed. Not while the input
    /// line is hidden (as in fzf, nothing edits the query then).
    private mutating func setQuery(_ text: String) -> Bool {
        guard display.inputShown else { return false }
        let before = query.scalars
        closeTickedView()
        query = LineEditor(text)
        return query.scalars != before
    }

    /// `text` without its final line breaks.
    static func trimmingLineEnds(_ text: String) -> String {
        var t = Substring(text)
        while let last = t.last, last == "\n" || last == "\r" || last == "\r\n" { t = t.dropLast() }
        return String(t)
    }
}
