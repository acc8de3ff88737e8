/// The `bg-transform…` commands running beside the picker, as fzf runs them: at most
/// `perAction` at once for one action (the same name and command), at most `total` in all; one
/// asked for past that waits, and a newer one of the same action replaces it (the older is
/// never run). `bg-cancel` forgets them all (the controller kills them), so output that comes
/// from one afterwards is dropped.
///
/// Its reducer is `start`, `reachedThrough`, `ended` and `cancelAll`; `PickerState` hands them the `bg-` actions
/// and the commands' ends. Its fields are written only here.
public struct BackgroundJobs: Equatable, Sendable {
    /// fzf's limits (`maxBgProcessesPerAction`, `maxBgProcesses`).
    static let perAction = 3, total = 30

    /// What applying a background command's output needs.
    public struct Job: Equatable, Sendable {
        /// The action and its command, for the limit per action.
        var action: String
        /// What its output does (a chain of actions, or a setting's new value).
        var kind: CommandRequest.Kind
        /// The triggers the call was reached through (the output's calls are performed within them).
        var within: Set<BindTrigger>
        /// The key that started the chain when it ran, which `put` alone in its output types.
        var putKey: BindTrigger?
    }

    /// The commands running, by id.
    public private(set) var running: [Int: Job] = [:]
    /// For an action at its limit, the newest request waiting for one of its commands to end.
    private(set) var waiting: [String: (id: Int, request: CommandRequest, job: Job)] = [:]
    private var nextID = 0

    public init() {}

    public static func == (a: BackgroundJobs, b: BackgroundJobs) -> Bool {
        a.running == b.running && a.nextID == b.nextID
            && a.waiting.mapValues(\.id) == b.waiting.mapValues(\.id)
    }

    /// A `bg-` action asks to run `request`: the effect that starts it, or nil when its action
    /// is at its limit (it waits, replacing the one of the same action that waited).
    mutating func start(_ request: CommandRequest, _ job: Job) -> PickerEffect? {
        nextID += 1
        let same = running.values.count { $0.action == job.action }
        guard same < Self.perAction, running.count < Self.total else {
            waiting[job.action] = (nextID, request, job)
            return nil
        }
        running[nextID] = job
        return .runInBackground(id: nextID, request)
    }

    /// The request made last was reached through `within` (its output is performed within them).
    mutating func reachedThrough(_ within: Set<BindTrigger>) {
        guard !within.isEmpty else { return }
        running[nextID]?.within = within
        for (action, entry) in waiting where entry.id == nextID { waiting[action]?.job.within = within }
    }

    /// The command `id` ended: its job (nil when it was cancelled or is unknown), and the
    /// effect starting the one of the same action that waited, if any.
    mutating func ended(_ id: Int) -> (job: Job?, next: PickerEffect?) {
        guard let job = running.removeValue(forKey: id) else { return (nil, nil) }
        guard let next = waiting.removeValue(forKey: job.action) else { return (job, nil) }
        running[next.id] = next.job
        return (job, .runInBackground(id: next.id, next.request))
    }

    /// `bg-cancel`: every command is forgotten (and killed, by the controller), and those that
    /// waited are dropped.
    mutating func cancelAll() {
        running = [:]
        waiting = [:]
    }
}
