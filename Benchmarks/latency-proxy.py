#!/usr/bin/env python3
"""A delayed link between a program's terminal and a small terminal that answers it.

The program runs on a pseudo-terminal; this proxy reads the pty master and delivers what the
program wrote to its terminal `delay` seconds later, and delivers what the terminal sends (keys,
and its answers to `CSI 6 n`, `CSI c` and `OSC 11 ; ?`) to the program `delay` seconds after it
was sent: a link with a round trip of 2 × delay, as over ssh, and no network. The terminal is
only what the measurement needs: it answers the three questions (unless `silent`), and notes
when a text first reached it. When the program exits, the shell's next prompt is sent at once
and reaches the terminal one delay later (after everything the program wrote).

Used by round-trip.py; standard library only.
"""
import fcntl, heapq, os, select, struct, subprocess, termios, time

PROMPT = b"\x00PROMPT\x00"
ANSWERS = {
    b"\x1b[6n": b"\x1b[5;1R",
    b"\x1b[c": b"\x1b[?62;22c",
    b"\x1b]11;?\x1b\\": b"\x1b]11;rgb:0000/0000/0000\x1b\\",
    b"\x1b]11;?\x07": b"\x1b]11;rgb:0000/0000/0000\x07",
}


class DelayedTerminal:
    """`argv` on a `rows` × `cols` pty behind a link of `delay` seconds each way."""

    def __init__(self, argv, stdin, delay, rows=24, cols=80, silent=False, env=None):
        self.delay = delay
        self.silent = silent
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        self.master = master
        self.started = time.monotonic()

        def controlling_terminal():
            fcntl.ioctl(slave, termios.TIOCSCTTY, 0)

        self.proc = subprocess.Popen(argv, stdin=stdin, stdout=subprocess.DEVNULL, stderr=slave,
                                     start_new_session=True, preexec_fn=controlling_terminal,
                                     pass_fds=(slave,), env=env)
        os.close(slave)
        # (due time, sequence, direction, bytes): "screen" towards the terminal, "keys" towards
        # the program.
        self.queue = []
        self.sequence = 0
        self.received = b""   # everything that reached the terminal
        self.tail = b""       # the end of what reached the terminal, for split questions
        self.seen = {}        # text -> when it first reached the terminal
        self.exited = None
        self.eof = False

    def _schedule(self, due, direction, data):
        self.sequence += 1
        heapq.heappush(self.queue, (due, self.sequence, direction, data))

    def send(self, data):
        """The terminal sends `data` (keys) now: it reaches the program one delay later.
        Returns when it was sent."""
        now = time.monotonic()
        self._schedule(now + self.delay, "keys", data)
        return now

    def _deliver(self, direction, data, now):
        if direction == "keys":
            if self.exited is None:
                try:
                    os.write(self.master, data)
                except OSError:
                    pass
            return
        self.received += data
        if not self.silent:
            # The last bytes before `data` are looked at again, for a question split across
            # reads; they are one byte shorter than the longest question, so none counts twice.
            window = self.tail + data
            for question, answer in ANSWERS.items():
                start = 0
                while (i := window.find(question, start)) >= 0:
                    self.send(answer)
                    start = i + 1
            self.tail = window[-7:]

    def _pump(self, until):
        """Runs the link until `until` (monotonic seconds)."""
        while True:
            now = time.monotonic()
            while self.queue and self.queue[0][0] <= now:
                _, _, direction, data = heapq.heappop(self.queue)
                self._deliver(direction, data, now)
            for text in list(self.watch):
                if text not in self.seen and text in self.received:
                    self.seen[text] = now
            if now >= until:
                return
            wait = until - now
            if self.queue:
                wait = min(wait, self.queue[0][0] - now)
            readable = []
            if not self.eof:
                readable, _, _ = select.select([self.master], [], [], max(0.0, wait))
            else:
                time.sleep(max(0.0, wait))
            if readable:
                try:
                    data = os.read(self.master, 65536)
                except OSError:
                    data = b""
                if data:
                    self._schedule(time.monotonic() + self.delay, "screen", data)
                else:
                    self.eof = True
            if self.exited is None and self.proc.poll() is not None:
                # Whatever the program wrote before it exited is read first.
                while not self.eof:
                    r, _, _ = select.select([self.master], [], [], 0)
                    if not r:
                        break
                    try:
                        data = os.read(self.master, 65536)
                    except OSError:
                        data = b""
                    if not data:
                        self.eof = True
                        break
                    self._schedule(time.monotonic() + self.delay, "screen", data)
                self.exited = time.monotonic()
                self._schedule(self.exited + self.delay, "screen", PROMPT)

    watch = ()

    def wait_for(self, text, timeout=10.0):
        """When `text` first reached the terminal (monotonic seconds), or None after `timeout`."""
        self.watch = tuple(self.watch) + (text,)
        deadline = time.monotonic() + timeout
        while text not in self.seen and time.monotonic() < deadline:
            self._pump(min(deadline, time.monotonic() + 0.005))
        return self.seen.get(text)

    def settle(self, quiet=0.3, timeout=5.0):
        """Runs the link until nothing has moved for `quiet` seconds (every reply delivered)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            before = (len(self.received), self.sequence)
            self._pump(time.monotonic() + quiet)
            if (len(self.received), self.sequence) == before and not self.queue:
                return

    def close(self):
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()
        os.close(self.master)
