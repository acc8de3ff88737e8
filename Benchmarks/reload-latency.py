#!/usr/bin/env python3
"""Measures how the picker answers keys while a reload streams a large list in.

Runs PROGRAM under a pseudo-terminal (a pyte screen, as picker-latency.py) with one line on
stdin and `--bind ctrl-r:reload(GEN)`, where GEN writes N lines (`line 0` … `line N-1`) in 200
steps over about SECONDS seconds (so that the keys land while the output streams). After
Ctrl-R it types `12345` and five Backspaces, again and again, and measures for each key the time
from writing it to the frame whose prompt line shows the query it makes (the frame that answers
the key). Only keys written while the reload was still streaming (the toolbar's total below N)
count. Then it waits for every line to be in and prints medians and maxima.

Usage: reload-latency.py PROGRAM [N] [SECONDS]   (needs python3-pyte; Debian's /usr/bin/python3)

PROGRAM is tick, or fzf (run with `--height 8`). Prints one line per program; run it for both
and compare (the README of this folder has the ratio).
"""
import os, sys, time, statistics, tempfile
import ptyscreen


GENERATOR = """import sys, time
n, seconds = int(sys.argv[1]), float(sys.argv[2])
steps = 200
for s in range(steps):
    sys.stdout.write("".join("line %d\\n" % i for i in range(s * n // steps, (s + 1) * n // steps)))
    sys.stdout.flush()
    time.sleep(seconds / steps)
"""


def main():
    program = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 100_000
    seconds = float(sys.argv[3]) if len(sys.argv) > 3 else 3.0
    is_tick = os.path.basename(program).startswith("tick")
    gen = tempfile.NamedTemporaryFile("w", suffix=".py", delete=False)
    gen.write(GENERATOR)
    gen.close()
    reload = "ctrl-r:reload(python3 %s %d %s)" % (gen.name, n, seconds)
    args = [program, "--bind", reload] + ([] if is_tick else ["--height", "8"])
    rows, cols = 24, 100
    pid, screen = ptyscreen.spawn(args, cols, rows, stdin=b"start\n")
    fd = screen.fd
    wait = screen.wait

    def total():
        return screen.total(is_tick)

    prompt_is = screen.prompt_is

    wait(lambda: total() == 1)
    t_reload = time.monotonic()
    os.write(fd, b"\x12")
    wait(lambda: (total() or 0) > 1)
    keys, query = [], ""
    while (total() or 0) < n:
        for ch in "12345" + "\x7f" * 5:
            streaming = (total() or 0) < n
            query = query[:-1] if ch == "\x7f" else query + ch
            t0 = time.monotonic()
            os.write(fd, ch.encode())
            ms = (wait(lambda: prompt_is(query)) - t0) * 1000
            if streaming:
                keys.append(ms)
    loaded = wait(lambda: total() == n) - t_reload
    os.write(fd, b"\x1b")
    os.waitpid(pid, 0)
    os.unlink(gen.name)
    name = os.path.basename(program)
    print(f"{name}: {n} lines reloaded in {loaded * 1000:.0f} ms; {len(keys)} keys while streaming: "
          f"median {statistics.median(keys):.1f} ms, max {max(keys):.1f} ms")


if __name__ == "__main__":
    main()
