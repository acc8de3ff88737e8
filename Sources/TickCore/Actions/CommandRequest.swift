/// An action's request to run a user's command (`execute(…)`, `become(…)`, `transform(…)`…):
/// which kind, the template, and what its placeholders need, taken from the state when the
/// action ran. The controller fills the placeholders in from the items (`PreviewCommand`).
public struct CommandRequest: Equatable, Sendable {
    /// What is done with the command and its output.
    public enum Kind: String, Equatable, Sendable {
        /// The command gets the terminal; the picker comes back after it.
        case execute
        /// The command runs without the terminal; the chain waits for it.
        case executeSilent = "execute-silent"
        /// tick is replaced by the command.
        case become
        /// The command's output is a chain of actions, performed.
        case transform
        /// The first line of the command's output becomes the query.
        case transformQuery = "transform-query"
        /// The output is the argument of a `change-…` action (or `search`): fzf's other
        /// `transform-…` actions.
        case transformPrompt = "transform-prompt", transformHeader = "transform-header"
        case transformSearch = "transform-search", transformNth = "transform-nth", transformWithNth = "transform-with-nth"
        case transformPointer = "transform-pointer", transformGhost = "transform-ghost"
        case transformHeaderLines = "transform-header-lines", transformBorderLabel = "transform-border-label"
        case transformPreviewLabel = "transform-preview-label", transformListLabel = "transform-list-label"
        case transformInputLabel = "transform-input-label", transformHeaderLabel = "transform-header-label"
        case transformFooter = "transform-footer", transformFooterLabel = "transform-footer-label"

        /// The kind of a command action (`execute`, `become`, the `transform` family), named as
        /// the action is; fzf's `bg-` forms are their foreground forms, and its old
        /// `execute-multi` is `execute`. Nil for any other action.
        public init?(_ action: Action) {
            if action == .executeMulti {
                self = .execute
                return
            }
            let name = action.rawValue
            self.init(rawValue: name.hasPrefix("bg-") ? String(name.dropFirst(3)) : name)
        }

        /// The action that takes the output as its argument, for the kinds that have one.
        public var target: Action? {
            switch self {
            case .execute, .executeSilent, .become, .transform, .transformQuery: nil
            case .transformPrompt: .changePrompt
            case .transformHeader: .changeHeader
            case .transformSearch: .search
            case .transformNth: .changeNth
            case .transformWithNth: .changeWithNth
            case .transformPointer: .changePointer
            case .transformGhost: .changeGhost
            case .transformHeaderLines: .changeHeaderLines
            case .transformBorderLabel: .changeBorderLabel
            case .transformPreviewLabel: .changePreviewLabel
            case .transformListLabel: .changeListLabel
            case .transformInputLabel: .changeInputLabel
            case .transformHeaderLabel: .changeHeaderLabel
            case .transformFooter: .changeFooter
            case .transformFooterLabel: .changeFooterLabel
            }
        }

        /// Whether the chain (and the keys typed) wait for the command's end.
        public var waits: Bool { self != .become }
        /// Whether the command's output is read (else it goes to /dev/null or the terminal).
        public var capturesOutput: Bool { self == .transform || self == .transformQuery || target != nil }
    }

    public var kind: Kind
    public var template: String
    /// The band item's index (nil: no band row).
    public var item: Int?
    /// The ticked items' indices, in tick order.
    public var ticked: [Int]
    public var query: String

    public init(kind: Kind, template: String, item: Int?, ticked: [Int], query: String) {
        self.kind = kind
        self.template = template
        self.item = item
        self.ticked = ticked
        self.query = query
    }
}
