/// One row of `ActionTable`: an action's name, its argument, its help line and how to complete
/// it. `--help`, the completions, the man page and docs/SPEC.md list the actions from these rows.
public struct ActionSpec: Sendable {
    /// Whether the action takes an argument, and what it is called in help (`pos(N)`).
    public enum Argument: Sendable, Equatable {
        case none
        /// An argument the action needs: `name(ARG)`, `name:ARG` as the last of a chain.
        case required(String)
        /// An argument the action may take.
        case optional(String)
    }

    /// How a shell completes the argument.
    public enum Completion: Sendable, Equatable {
        /// Nothing to complete (no argument, or free text).
        case none
        /// A shell command (`execute(…)`, `reload(…)`).
        case command
        /// A number.
        case number
    }

    public let action: Action
    public let argument: Argument
    public let help: String
    public let completion: Completion
    /// Checks an argument when the binding is parsed (`pos(N)` needs a number); nil takes any.
    public let check: (@Sendable (String) throws(UsageError) -> Void)?

    /// The name `--bind` writes.
    public var name: String { action.name }

    /// The name with its argument as help shows it: `put[(TEXT)]`, `pos(N)`.
    public var spelling: String {
        switch argument {
        case .none: name
        case .required(let what): "\(name)(\(what))"
        case .optional(let what): "\(name)[(\(what))]"
        }
    }

    init(_ action: Action, _ help: String, argument: Argument = .none, completion: Completion = .none,
         check: (@Sendable (String) throws(UsageError) -> Void)? = nil) {
        self.action = action
        self.argument = argument
        self.help = help
        self.completion = completion
        self.check = check
    }
}
