/// A chain waiting for a command's end (`execute`, `execute-silent`, `transform…`): the rest of
/// the chain, and the keys and taps that came meanwhile, applied after it as fzf's blocking
/// does.
public struct CommandWait: Equatable, Sendable {
    /// The kind of the command running.
    public var kind: CommandRequest.Kind
    /// The calls after the one that runs the command.
    public var rest: [ActionCall]
    /// Keys, pastes and taps that arrived while the command ran, in order.
    public var queued: [InputEvent] = []
}
