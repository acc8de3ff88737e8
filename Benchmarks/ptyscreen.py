"""A program's screen under a pseudo-terminal, for the latency benchmarks (pyte).

Shared by picker-latency.py and reload-latency.py. The screen answers the program's cursor
position requests, remembers when the bytes last fed to it were read (a frame counts from its
arrival, not from when pyte had parsed it), and waits for a condition without spending processor
time: it blocks until the program writes, and looks again only then. Looking every millisecond
or two (as the scripts did) kept one of a two-core machine's cores half busy with rebuilding the
screen's lines, and the program under test had the other.
"""
import fcntl, os, pty, re, select, struct, termios, time
import pyte

_COUNT = re.compile(r"(\d+)/(\d+)")


class _Screen(pyte.Screen):
    """A pyte screen that answers cursor position requests through the pty."""
    def __init__(self, cols, rows, fd):
        super().__init__(cols, rows)
        self.fd = fd

    def write_process_input(self, data):
        os.write(self.fd, data.encode())


class PtyScreen:
    """The screen of the program on the pty master `fd`."""

    def __init__(self, fd, cols, rows):
        self.fd = fd
        self.screen = _Screen(cols, rows, fd)
        self.stream = pyte.ByteStream(self.screen)
        # When the bytes last fed to the screen were read.
        self.arrived = 0.0

    @property
    def display(self):
        return self.screen.display

    def total(self, is_tick):
        """The item count the screen shows (tick's toolbar, or fzf's info line), or None."""
        for line in self.display:
            m = _COUNT.search(line)
            if m and ("ticked" in line or not is_tick):
                return int(m.group(2))
        return None

    def prompt_is(self, text):
        """Whether a line of the screen is the prompt `> ` followed by `text`."""
        return any(l.rstrip() == ("> " + text).rstrip() for l in self.display)

    def pump(self, timeout):
        """Reads what the program wrote within `timeout` seconds: True if something came."""
        r, _, _ = select.select([self.fd], [], [], max(0.0, timeout))
        if not r:
            return False
        try:
            data = os.read(self.fd, 1 << 16)
        except OSError:
            raise SystemExit("the program ended:\n" + "\n".join(self.display))
        if not data:
            raise SystemExit("the program ended:\n" + "\n".join(self.display))
        self.arrived = time.monotonic()
        self.stream.feed(data)
        return True

    def wait(self, predicate, limit=60.0):
        """Waits until `predicate()` holds of the screen; returns when the frame that made it hold
        arrived (or when the wait began, if it held already)."""
        called = time.monotonic()
        deadline = called + limit
        if predicate():
            return max(self.arrived, called)
        while time.monotonic() < deadline:
            if self.pump(deadline - time.monotonic()) and predicate():
                return max(self.arrived, called)
        raise SystemExit("timed out waiting for the screen:\n" + "\n".join(self.display))


def spawn(argv, cols, rows, stdin=None):
    """Starts `argv` on a new pseudo-terminal of `cols` × `rows` with TERM=xterm-256color and
    neither TICK_DEFAULT_OPTS nor FZF_DEFAULT_OPTS; `stdin`, when given, is written to a pipe that
    becomes its standard input. Returns (pid, PtyScreen).

    The size is set in the child before the exec, rather than by an stty process in the timed
    path (which cost a few milliseconds of every program's first frame)."""
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        os.environ.pop("TICK_DEFAULT_OPTS", None)
        os.environ.pop("FZF_DEFAULT_OPTS", None)
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        if stdin is not None:
            r, w = os.pipe()
            os.write(w, stdin)
            os.close(w)
            os.dup2(r, 0, inheritable=True)
        os.execvp(argv[0], argv)
    return pid, PtyScreen(fd, cols, rows)
