/// The device the picker draws on and reads its keys from (`--tty-default`, `--no-tty-default`;
/// docs/SPEC.md §6): the controlling terminal `/dev/tty`, a device named by path, or the
/// terminal standard error is on.
public enum TerminalDeviceChoice: Equatable, Sendable {
    /// `/dev/tty`, the default.
    case controlling
    /// `--tty-default DEV`.
    case named(String)
    /// `--no-tty-default` (and fzf's `--tty-default ''`): the device standard error is on.
    case standardError

    /// The controlling terminal's path.
    public static let controllingPath = "/dev/tty"

    /// One device to try.
    public enum Candidate: Equatable, Sendable {
        /// The device at a path.
        case path(String)
        /// The terminal device standard error is on (none when stderr is not a terminal).
        case standardError
    }

    /// `--tty-default`'s value: a path names a device; an empty one asks for stderr's, as in fzf.
    public init(value: String) {
        self = value.isEmpty ? .standardError : .named(value)
    }

    /// The devices to try, in order: the first that opens as a terminal is the picker's.
    ///
    /// Under the name fzf, fzf's order: the device it names (`/dev/tty` by default), then the
    /// terminal standard error is on, then `/dev/tty` when not tried yet. Under the name tick a
    /// named device is the only one (the user said which) and `/dev/tty` the default's only
    /// one (without it, §6's no-terminal rules); stderr's terminal is looked for first with
    /// `--no-tty-default` under both names, then `/dev/tty`.
    public func candidates(persona: CommandName) -> [Candidate] {
        let controlling = Candidate.path(Self.controllingPath)
        switch (self, persona) {
        case (.standardError, _): return [.standardError, controlling]
        case (.controlling, .tick): return [controlling]
        case (.named(let path), .tick): return [.path(path)]
        case (.controlling, .fzf): return [controlling, .standardError]
        case (.named(let path), .fzf):
            return path == Self.controllingPath ? [controlling, .standardError] : [.path(path), .standardError, controlling]
        }
    }

    /// Whether failing to open the device is an error of the options (one line, exit 2) rather
    /// than no terminal (§6's `--no-tty`): a device named under the name tick.
    public func failureIsUsageError(persona: CommandName) -> Bool {
        if case .named = self { return persona == .tick }
        return false
    }

    /// The option that chose the device, for messages (nil: the default).
    public var optionText: String? {
        switch self {
        case .controlling: return nil
        case .named(let path): return "--tty-default \(path)"
        case .standardError: return "--no-tty-default"
        }
    }
}
