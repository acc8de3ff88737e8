import Glibc
import TickCore

/// A reload's command, started with its output into a pipe that a `StreamingReader` reads as
/// it reads stdin (`reload`, `reload-sync`).
public struct ReloadCommand: Sendable {
    /// The command's pid, also its process group's id (killed whole when it is replaced).
    public let pid: pid_t
    /// The read end of the pipe its standard output writes (closed by the reader at the end).
    public let output: Int32

    /// Starts `command` (a shell command line) with `shell`, its standard input and error on
    /// `/dev/null` (its messages never reach the picker's terminal); the error's text when it
    /// could not start.
    public static func start(_ command: [UInt8], shell: CommandShell, environment: [[UInt8]] = []) -> Result<ReloadCommand, SpawnFailure> {
        guard let fds = Descriptor.closedOnExecPipe() else {
            return .failure(SpawnFailure(text: "cannot start the reload: \(Host.errorText())"))
        }
        let spawned = ChildProcess.spawn(shell.argv(command), stdin: .null, stdout: .descriptor(fds.write), stderr: .null,
                                         environment: environment)
        close(fds.write)
        switch spawned {
        case .success(let pid):
            return .success(ReloadCommand(pid: pid, output: fds.read))
        case .failure(let failure):
            close(fds.read)
            return .failure(failure)
        }
    }

    /// Kills the command's whole process group (the children of `sh -c` too).
    public func kill() {
        _ = Glibc.kill(-pid, SIGKILL)
    }
}
