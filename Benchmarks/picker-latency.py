#!/usr/bin/env python3
"""Measures the picker's responsiveness on a large input, the way a user meets it.

Runs tick under a pseudo-terminal with its input streamed through a pipe, keeps a VT screen of
what it draws (pyte), and measures:
  - the time from start to the first frame (the toolbar on screen), while input still streams;
  - for each key typing QUERY one character at a time, then each Backspace back to empty, the
    time from the key to the screen showing the final match count for that query (the toolbar's
    count without the trailing "…" that marks a match still running).
A frame's time is when its last bytes were read from the pseudo-terminal, not when pyte had
parsed them (the harness's own time, the same for every program).

Usage: picker-latency.py PROGRAM CORPUS [QUERY]   (needs python3-pyte; Debian's /usr/bin/python3)

PROGRAM is tick, or a peer such as fzf (run as `PROGRAM --height 8`). A frame is final when it
shows the query and the number of matches that `tick --filter` finds for it (fzf's match sets are
the same), so peers are measured the same way; TICK_FOR_COUNTS names the tick that counts
(default: PROGRAM itself). PICKER_EXTRA adds options, as shell words (for example
PICKER_EXTRA="--preview 'sleep 5'" measures keys with a slow preview running).
"""
import os, subprocess, sys, time, re, statistics
import ptyscreen


def count_lines(command, corpus):
    """The number of lines `command` prints with `corpus` on its stdin."""
    lines = 0
    with open(corpus, "rb") as f, subprocess.Popen(command, stdin=f, stdout=subprocess.PIPE) as p:
        while block := p.stdout.read(1 << 16):
            lines += block.count(b"\n")
    return lines


def main():
    tick, corpus = sys.argv[1], sys.argv[2]
    query = sys.argv[3] if len(sys.argv) > 3 else "libswiftfoundation"
    is_tick = os.path.basename(tick).startswith("tick")
    counter = os.environ.get("TICK_FOR_COUNTS", tick)
    # The counts are read a block at a time: holding tens of megabytes of output in this process
    # made its fork below, and so every program's first frame, milliseconds slower.
    total = count_lines(["cat", corpus], corpus)
    expected = {query[:i]: count_lines([counter, "--filter", query[:i]], corpus) for i in range(len(query) + 1)}
    extra = "" if is_tick else " --height 8"
    # More options for the program, as shell words (for example PICKER_EXTRA="--preview 'sleep 5'").
    if os.environ.get("PICKER_EXTRA"):
        extra += " " + os.environ["PICKER_EXTRA"]
    rows, cols = 24, 100
    start = time.monotonic()
    pid, screen = ptyscreen.spawn(["sh", "-c", 'cat "$1" | "$0"%s' % extra, tick, corpus], cols, rows)
    fd = screen.fd
    count_re = re.compile(r"(\d+)/(\d+)(…?)")
    wait = screen.wait

    def toolbar():
        # tick: "57/1000  0 ticked" (… while a match runs); fzf: "  57/1000" on its info line.
        for line in screen.display:
            m = count_re.search(line)
            if m and ("ticked" in line or not is_tick):
                return int(m.group(1)), int(m.group(2)), m.group(3) == "…", "loading" in line
        return None

    first = wait(lambda: toolbar() is not None) - start
    loaded = wait(lambda: (t := toolbar()) and t[1] == total and t[0] == total and not t[3]) - start
    prompt_line = lambda: next((l for l in screen.display if l.startswith("> ")), "")

    def settle(expected_query):
        def done():
            t = toolbar()
            return (t and not t[2] and t[0] == expected[expected_query]
                    and prompt_line().rstrip() == ("> " + expected_query).rstrip())
        return done

    typing, erasing = [], []
    for i, ch in enumerate(query):
        t0 = time.monotonic()
        os.write(fd, ch.encode())
        typing.append((wait(settle(query[:i + 1])) - t0) * 1000)
    for i in range(len(query), 0, -1):
        t0 = time.monotonic()
        os.write(fd, b"\x7f")
        erasing.append((wait(settle(query[:i - 1])) - t0) * 1000)
    os.write(fd, b"\x1b")
    os.waitpid(pid, 0)

    allk = typing + erasing
    q = sorted(allk)
    p99 = q[min(len(q) - 1, int(round(0.99 * (len(q) - 1))))]
    print(f"items: {total}   first frame: {first * 1000:.1f} ms   all loaded and shown: {loaded * 1000:.0f} ms")
    print("typing (ms):   " + " ".join(f"{x:.0f}" for x in typing))
    print("backspace (ms): " + " ".join(f"{x:.0f}" for x in erasing))
    print(f"key to final frame: median {statistics.median(allk):.1f} ms, p99 {p99:.1f} ms, max {max(allk):.1f} ms")


if __name__ == "__main__":
    main()
