/// One action as a binding calls it: the action and its argument, if it takes one
/// (`change-prompt(> )`, `pos(3)` in fzf's language).
public struct ActionCall: Sendable, Equatable {
    public var action: Action
    /// The argument as written, for an action whose row takes one; nil otherwise.
    public var argument: String?

    public init(_ action: Action, argument: String? = nil) {
        self.action = action
        self.argument = argument
    }
}
