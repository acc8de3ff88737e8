/// `--info-command`: the command that makes fzf's info line, run beside the picker whenever
/// what it is told changes (`FZF_INFO`, the band's position, the query, the ticks), one at a
/// time: a change while it runs makes it run again once it has ended, for the newest state.
/// Its output's first line, its escape sequences read as colours (`HeaderLines`), takes the
/// counts' place on the info line; until the first output the counts are shown.
///
/// fzf runs the command on each redraw and waits for it; tick never waits (a frame may show the
/// previous output for as long as the command takes), and never runs two at once.
///
/// Its reducer is `started`, `ended` and `cancelled`; `PickerState.infoCommandDue` asks
/// `due` after each event. Its fields are written only here.
public struct InfoCommandState: Equatable, Sendable {
    /// What the command is told: a change in any of it runs the command again.
    public struct Inputs: Equatable, Sendable {
        /// `FZF_INFO`: the counts as the info line shows them (`N/M (K) …`).
        public var info: String
        /// `FZF_POS`, the query, the band's item and how many are ticked.
        public var position: Int
        public var query: String
        public var item: Int?
        public var ticked: Int
    }

    /// The first line of the last output, styles read; nil before the first output.
    public private(set) var output: HeaderLines? = nil
    /// The id of the command running (`PickerEffect.runInBackground`), if any.
    public private(set) var running: Int? = nil
    /// What the command that runs, or ran last, was told.
    private(set) var told: Inputs? = nil
    /// Ids for the commands: negative, so that they never meet `BackgroundJobs`' ids.
    private var lastID = 0

    public init() {}

    /// Whether the command must run for `inputs`: they changed and none runs.
    func due(_ inputs: Inputs) -> Bool { running == nil && inputs != told }

    /// A command was started for `inputs`: its id.
    mutating func started(_ inputs: Inputs) -> Int {
        lastID -= 1
        running = lastID
        told = inputs
        return lastID
    }

    /// The command `id` ended having printed `bytes`: whether it was this state's. Its first
    /// line is kept, colours read and every other control byte left to the drawing to drop.
    mutating func ended(_ id: Int, output bytes: [UInt8]) -> Bool {
        guard id == running else { return id < 0 }
        running = nil
        let line = bytes.prefix { $0 != 0x0A }
        output = HeaderLines(text: String(decoding: line, as: UTF8.self), ansi: true)
        return true
    }

    /// `bg-cancel` killed the command: the next change runs it again.
    mutating func cancelled() {
        running = nil
        told = nil
    }
}

extension PickerState {
    /// After an event: the effect that runs `--info-command` when what it is told changed, on
    /// fzf's screen while its info line shows counts (not `--info hidden`, not `--no-input`),
    /// once the picker has started.
    mutating func infoCommandDue() -> PickerEffect? {
        guard let template = config.options.infoCommand, config.view is FzfView, bindings.started,
              display.inputShown, config.info != .hidden else { return nil }
        let counts = FzfInfoLine(theme: FzfTheme(appearance.theme), state: self).text
        let inputs = InfoCommandState.Inputs(info: counts, position: shown.isEmpty ? 0 : cursor + 1, query: query.text,
                                             item: bandItem, ticked: ticks.selection.count)
        guard infoCommand.due(inputs) else { return nil }
        var request = request(.info, template: template, item: bandItem, ticked: ticks.selection.inTickOrder)
        request.info = counts
        return .runInBackground(id: infoCommand.started(inputs), request)
    }
}
