/// An action's request to run a user's command (`execute(…)`, `become(…)`, `transform(…)`…):
/// which kind, the template, and what its placeholders need, taken from the state when the
/// action ran. The controller fills the placeholders in from the items (`PreviewCommand`).
public struct CommandRequest: Equatable, Sendable {
    /// What is done with the command and its output.
    public enum Kind: Hashable, Sendable {
        /// The command gets the terminal; the picker comes back after it.
        case execute
        /// The command runs without the terminal; the chain waits for it.
        case executeSilent
        /// tick is replaced by the command.
        case become
        /// The command's output is a chain of actions, performed.
        case transform
        /// The output (without its final line break) is the argument of the setting's change
        /// action (`transform-prompt` is `.setting(.prompt)`, its output given to `change-prompt`).
        case setting(Action.Setting)
        /// `--info-command`: the output's first line is drawn on fzf's info line.
        case info

        /// The name of the action that asks for it (`execute-silent`, `transform-prompt`).
        public var name: String {
            switch self {
            case .execute: Action.Command.execute.rawValue
            case .executeSilent: Action.Command.executeSilent.rawValue
            case .become: Action.Command.become.rawValue
            case .transform: Action.Command.transform.rawValue
            case .setting(let setting): Action.transform(setting).name
            case .info: "info-command"
            }
        }

        /// Whether the chain (and the keys typed) wait for the command's end.
        public var waits: Bool {
            switch self {
            case .become, .info: false
            case .execute, .executeSilent, .transform, .setting: true
            }
        }
        /// Whether the command's output is read (else it goes to /dev/null or the terminal).
        public var capturesOutput: Bool {
            switch self {
            case .transform, .setting, .info: true
            case .execute, .executeSilent, .become: false
            }
        }
    }

    public var kind: Kind
    public var template: String
    /// The band item's index (nil: no band row).
    public var item: Int?
    /// The ticked items' indices, in tick order.
    public var ticked: [Int]
    public var query: String
    /// The last action's name and the prompt (`{fzf:action}`, `{fzf:prompt}`).
    public var action: String
    public var prompt: String
    /// The matches in the list's order, when the template has `{*}` (else nil).
    public var matched: RankedList?
    /// `execute-multi`: `{}` stands for the ticked items, as `{+}` does.
    public var allTicked: Bool
    /// `--info-command`'s `FZF_INFO`, the counts it replaces (nil for every other command).
    public var info: String? = nil

    public init(kind: Kind, template: String, item: Int?, ticked: [Int], query: String, action: String = "",
                prompt: String = "", matched: RankedList? = nil, allTicked: Bool = false) {
        self.kind = kind
        self.template = template
        self.item = item
        self.ticked = ticked
        self.query = query
        self.action = action
        self.prompt = prompt
        self.matched = matched
        self.allTicked = allTicked
    }
}
