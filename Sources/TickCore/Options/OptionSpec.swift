/// One option of the command line: its names, its argument, its help, and what it sets.
public struct OptionSpec: Sendable {
    /// Whether and how the option takes a value.
    public enum Argument: Sendable, Equatable {
        case none
        /// A value, as `--opt VALUE`, `--opt=VALUE`, `-oVALUE` or `-o VALUE`.
        case required(String)
        /// A value only as `--opt=VALUE`.
        case optional(String)
        /// fzf's optional value: `--opt=VALUE`, or the next word when it does not start with
        /// `-` or `+` (`--border rounded`, `--tmux 80%`).
        case optionalWord(String)
        /// fzf's optional number: `--opt=N`, `-oN`, or the next word when it starts with a
        /// digit (`-m 3`, `--gap 2`).
        case optionalNumber(String)
    }

    /// The help section the option is listed in.
    public enum Group: String, CaseIterable, Sendable {
        case input = "Input", search = "Search", picker = "Picker", output = "Output"
        case noTerminal = "Without a terminal", display = "Colours and help"
        case shell = "Shell integration"
        case fzf = "fzf's spellings (scripts written for fzf run unchanged)"
    }

    /// How a shell completes the option's value (docs/SPEC.md §8).
    public enum Completion: Sendable, Equatable {
        /// Free text: a number, a query, a prompt; nothing to offer.
        case text
        /// One of `choices`.
        case choice
        /// Some of `choices` joined by `separator`, each once (`--tiebreak begin,length`).
        case list(separator: Character)
        /// A file's path.
        case file
        /// A directory's path.
        case directory
        /// A shell command: command names.
        case command
        /// `KEY:ACTION` pairs: the actions (`choices`) after the colon of the last pair.
        case bindings
    }

    /// The long name, without `--`.
    public let long: String
    /// The short name: `-x` (or `+x` when `plus` is set).
    public let short: Character?
    public let plus: Bool
    public let argument: Argument
    public let group: Group
    public let help: String
    /// The default as the help shows it, if worth showing.
    public let defaultText: String?
    /// The values the option accepts, for help and completions.
    public let choices: [String]
    /// How a shell completes the value: as `complete:` says, else one of `choices` when there
    /// are some, else free text.
    public let completion: Completion
    /// Whether the option does its own thing and exits (`--help`), so that completions offer
    /// nothing after it.
    public let alone: Bool
    let apply: @Sendable (inout Options, String?) throws(UsageError) -> Void
    /// For an option that takes a list of words after its value (`--walker-root A B`): what
    /// each further word that is not an option does.
    let more: (@Sendable (inout Options, String) throws(UsageError) -> Void)?

    init(
        _ long: String, _ short: Character? = nil, plus: Bool = false, _ argument: Argument = .none,
        _ group: Group, _ help: String, default defaultText: String? = nil, choices: [String] = [],
        complete completion: Completion? = nil, alone: Bool = false,
        more: (@Sendable (inout Options, String) throws(UsageError) -> Void)? = nil,
        apply: @escaping @Sendable (inout Options, String?) throws(UsageError) -> Void
    ) {
        self.long = long
        self.short = short
        self.plus = plus
        self.argument = argument
        self.group = group
        self.help = help
        self.defaultText = defaultText
        self.choices = choices
        self.completion = completion ?? (choices.isEmpty ? .text : .choice)
        self.alone = alone
        self.apply = apply
        self.more = more
    }

    /// Whether an optional value may be the next word `word` (fzf's rule): for a word value,
    /// any word that does not start with `-` or `+`; for a number, a word that starts with a
    /// digit.
    func takesNext(_ word: String) -> Bool {
        switch argument {
        case .optionalWord: return !word.hasPrefix("-") && !word.hasPrefix("+")
        case .optionalNumber: return word.first.map { $0.isASCII && $0.isNumber } ?? false
        case .none, .required, .optional: return false
        }
    }

    /// How the option is written in help: `-q, --query=STR`.
    public var synopsis: String {
        var s = ""
        if let short { s += (plus ? "+" : "-") + String(short) + ", " }
        s += "--" + long
        switch argument {
        case .none: break
        case .required(let name): s += " " + name
        case .optional(let name), .optionalWord(let name), .optionalNumber(let name): s += "[=" + name + "]"
        }
        return s
    }

    /// The help line with its choices and default: `Scoring scheme (default, path) [default: default]`.
    /// The actions of `--bind` are left out, being listed on their own.
    public var helpLine: String {
        var line = help
        if !choices.isEmpty && completion != .bindings { line += " (" + choices.joined(separator: ", ") + ")" }
        if let defaultText { line += " [default: \(defaultText)]" }
        return line
    }
}
