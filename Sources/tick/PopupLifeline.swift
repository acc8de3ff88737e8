import Glibc
import TickEngine

/// The popup's side of `--tmux`: tick inside the popup ends when the tick that opened it has
/// ended, however that ended (`kill -9` included), as its own commands end with it.
///
/// The opener makes a FIFO in its private directory and holds it open for reading; the popup's
/// script opens its writing end as a descriptor (before the directory is removed) and names the
/// descriptor in `variable`. The popup's tick takes the variable out of its environment (its
/// commands do not see it), keeps the descriptor from its children, and a thread waits on it:
/// when no reader is left (the opener has ended), the FIFO reports an error, and the thread
/// sends tick SIGHUP, which ends it as a terminal's hang-up does (the picker restores the
/// terminal, exit 130). Nothing is ever written. A variable naming anything but a FIFO of this
/// user's is ignored.
enum PopupLifeline {
    /// The variable the popup's script sets: the descriptor's number.
    static let variable = "TICK_POPUP_LIFELINE"

    /// Takes the lifeline from the environment, if there is one, and watches it.
    static func watch() {
        guard let text = Host.environment(variable) else { return }
        unsetenv(variable)
        var info = stat()
        guard let fd = Int32(text), fd > 2, fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFIFO,
              info.st_uid == getuid() else { return }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        _ = DetachedThread.start {
            var fds = [pollfd(fd: fd, events: 0, revents: 0)]
            while poll(&fds, 1, -1) < 0 && errno == EINTR {}
            hangUp()
        }
    }

    /// Ends tick as the terminal's hang-up would.
    private static func hangUp() {
        _ = kill(getpid(), SIGHUP)
    }
}
