/// A chain waiting for a command's end (`execute`, `execute-silent`, `transform…`): the rest of
/// the chain, and the keys and taps that came meanwhile, applied after it as fzf's blocking
/// does.
public struct CommandWait: Equatable, Sendable {
    /// The kind of the command running.
    public var kind: CommandRequest.Kind
    /// The triggers the command's call was reached through: a transform's output is performed
    /// within them.
    public var within: Set<BindTrigger>
    /// The calls after the one that runs the command.
    public var rest: [ChainCall]
    /// Keys, pastes and taps that arrived while the command ran, in order.
    public var queued: [InputEvent] = []

    public init(kind: CommandRequest.Kind, within: Set<BindTrigger> = [], rest: [ChainCall], queued: [InputEvent] = []) {
        self.kind = kind
        self.within = within
        self.rest = rest
        self.queued = queued
    }

    /// A wait whose rest was reached through no trigger.
    public init(kind: CommandRequest.Kind, rest: [ActionCall], queued: [InputEvent] = []) {
        self.init(kind: kind, rest: rest.map { ChainCall($0) }, queued: queued)
    }
}
