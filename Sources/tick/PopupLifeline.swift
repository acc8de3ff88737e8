import Glibc
import TickEngine

/// The popup's side of `--tmux`: tick inside the popup ends when the tick that opened it has
/// ended, however that ended (`kill -9` included), as its own commands end with it.
///
/// The opener makes a FIFO in its private directory, holds it open for reading, and names it
/// in `variable`. The popup's tick takes the variable out of its environment (its commands do
/// not see it), opens the FIFO for writing, and a thread waits on it: when no reader is left
/// (the opener has ended), the FIFO reports an error, and the thread sends tick SIGHUP, which
/// ends it as a terminal's hang-up does (the picker restores the terminal, exit 130). Nothing is
/// ever written. An opener already gone (no reader: `ENXIO`) ends tick at once; a variable
/// naming anything but a FIFO of this user's is ignored.
enum PopupLifeline {
    /// The variable the popup's script sets.
    static let variable = "TICK_POPUP_LIFELINE"

    /// Takes the lifeline from the environment, if there is one, and watches it.
    static func watch() {
        guard let path = Host.environment(variable) else { return }
        unsetenv(variable)
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFIFO, info.st_uid == getuid() else { return }
        let fd = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENXIO { hangUp() }
            return
        }
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
