/// The shell that runs the user's commands (`--preview`, `execute`, `reload`…), as fzf chooses
/// it: `--with-shell` when given (split into words: `bash -c`), else `$SHELL -c` when `SHELL` is
/// set, else `sh -c`.
public struct CommandShell: Sendable, Equatable {
    /// The program and the flags before the command line.
    public var words: [String]

    public init(withShell: [String]?, environment: (String) -> String?) {
        if let withShell, !withShell.isEmpty {
            words = withShell
        } else if let shell = environment("SHELL"), !shell.isEmpty {
            words = [shell, "-c"]
        } else {
            words = ["sh", "-c"]
        }
    }

    /// The argument vector that runs `command`.
    public func argv(_ command: [UInt8]) -> [[UInt8]] {
        words.map { Array($0.utf8) } + [command]
    }
}
