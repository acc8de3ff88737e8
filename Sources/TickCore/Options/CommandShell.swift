/// The shell that runs the user's commands (`--preview`, `execute`, `reload`…) and the quoting
/// that shell needs, chosen as fzf chooses the shell: `--with-shell` when given (split into
/// words: `bash -c`), else `$SHELL -c` when `SHELL` is set, else `sh -c`.
///
/// Item text is quoted for the shell that reads it (`ShellDialect`). A `SHELL` whose quoting tick
/// does not know (csh, nu, elvish…) is passed over for `sh -c`, so that no item can run as code
/// in it; `--with-shell` naming such a shell is refused when the options are read
/// (`OptionTable`), so `dialect` is always the reading shell's.
public struct CommandShell: Sendable, Equatable {
    /// The program and the flags before the command line.
    public var words: [String]
    /// How item text is quoted for `words[0]`.
    public var dialect: ShellDialect

    public init(withShell: [String]?, environment: (String) -> String?) {
        if let withShell, let first = withShell.first, let dialect = ShellDialect(program: first, next: withShell.dropFirst().first) {
            words = withShell
            self.dialect = dialect
        } else if let shell = environment("SHELL"), !shell.isEmpty, let dialect = ShellDialect(program: shell) {
            words = [shell, "-c"]
            self.dialect = dialect
        } else {
            words = ["sh", "-c"]
            dialect = .posix
        }
    }

    /// The argument vector that runs `command`.
    public func argv(_ command: [UInt8]) -> [[UInt8]] {
        words.map { RawText.bytes(of: $0) } + [command]
    }
}
