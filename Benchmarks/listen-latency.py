#!/usr/bin/env python3
"""Measures how the picker answers keys while its --listen server is kept busy.

Runs PROGRAM under a pseudo-terminal (a pyte screen, as picker-latency.py) on N lines with
`--listen PORT`, twice: once idle, once while a client thread sends requests without a pause
(a `GET /?limit=100` and a `POST` of `change-prompt(> )`, which leaves the screen as it was, in
turn, each on a new connection). Meanwhile it types `12345` and five Backspaces, ROUNDS times,
and measures for each key the time from writing it to the frame whose prompt line shows the
query it makes. Prints, for each run, the keys' median and maximum and the requests answered
per second.

Usage: listen-latency.py PROGRAM [N] [ROUNDS]   (needs python3-pyte; Debian's /usr/bin/python3)

PROGRAM is tick, or fzf (run with `--height 8`). Run it for both and compare the ratios.
"""
import http.client, os, shlex, socket, statistics, sys, threading, time
import ptyscreen


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def load(port, stop, counts):
    """Sends requests until `stop` is set; counts the answers."""
    while not stop.is_set():
        for method, body in (("GET", None), ("POST", b"change-prompt(> )")):
            try:
                c = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
                c.request(method, "/?limit=100" if method == "GET" else "/", body=body)
                r = c.getresponse()
                r.read()
                c.close()
                counts[r.status] = counts.get(r.status, 0) + 1
            except OSError:
                counts["error"] = counts.get("error", 0) + 1


def run(program, n, rounds, busy):
    """One run: (key times in ms, requests answered per second)."""
    is_tick = os.path.basename(program).startswith("tick")
    port = free_port()
    args = "seq %d | exec %s --listen %d%s" % (n, shlex.quote(program), port, "" if is_tick else " --height 8")
    pid, screen = ptyscreen.spawn(["sh", "-c", args], 100, 24)

    def total():
        return screen.total(is_tick)

    prompt_is = screen.prompt_is

    screen.wait(lambda: total() == n)
    stop, counts = threading.Event(), {}
    worker = threading.Thread(target=load, args=(port, stop, counts))
    started = time.monotonic()
    if busy:
        worker.start()
    keys, query = [], ""
    for _ in range(rounds):
        for ch in "12345" + "\x7f" * 5:
            query = query[:-1] if ch == "\x7f" else query + ch
            t0 = time.monotonic()
            os.write(screen.fd, ch.encode())
            keys.append((screen.wait(lambda: prompt_is(query)) - t0) * 1000)
    stop.set()
    if busy:
        worker.join()
    seconds = time.monotonic() - started
    os.write(screen.fd, b"\x1b")
    os.waitpid(pid, 0)
    answered = sum(v for k, v in counts.items() if k == 200)
    failed = sum(v for k, v in counts.items() if k != 200)
    return keys, answered / seconds, failed


def main():
    program = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 200_000
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    name = os.path.basename(program)
    for busy in (False, True):
        keys, rate, failed = run(program, n, rounds, busy)
        keys.sort()
        p99 = keys[min(len(keys) - 1, int(len(keys) * 0.99))]
        what = "requests %.0f/s answered, %d not" % (rate, failed) if busy else "idle server"
        print(f"{name}: {n} lines, {what}: {len(keys)} keys, median {statistics.median(keys):.1f} ms, "
              f"p99 {p99:.1f} ms, max {keys[-1]:.1f} ms")


if __name__ == "__main__":
    main()
