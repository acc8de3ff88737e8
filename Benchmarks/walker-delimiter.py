#!/usr/bin/env python3
"""Issue 24's two measurements, standard library only (each program runs interleaved, N times;
the median wall time from spawn to exit is printed):

- walker: `tick --filter '' --walker W` and `fzf --filter '' --walker W` with stdin a
  terminal (a pseudo-terminal's slave) in ROOT (default /usr), against `find . -mindepth 1`;
  output read through a pipe and counted.
- delimiter: `--filter Q --nth 2` on 1,000,000 generated lines (`name:tag::value word`) with
  `-d :` (literal: BASE tick against this tick, to see the fast path unchanged) and `-d ':+'`
  and `-d '(:)+'` (regular expressions, the first matched by a scan, the second by Swift's
  `Regex`: tick against fzf).

    python3 Benchmarks/walker-delimiter.py [--tick PATH] [--base-tick PATH] [--fzf PATH]
                                           [--root DIR] [--runs N]
"""
import argparse, os, statistics, subprocess, sys, time


def timed(argv, cwd=None, stdin=None, stdin_data=None):
    """Wall seconds and output lines of one run."""
    start = time.perf_counter()
    if stdin_data is None:
        p = subprocess.run(argv, cwd=cwd, stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    else:
        p = subprocess.run(argv, cwd=cwd, input=stdin_data, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    elapsed = time.perf_counter() - start
    if p.returncode not in (0, 1):
        sys.exit(f"{argv[0]} exited {p.returncode}")
    return elapsed, p.stdout.count(b"\n")


def interleaved(programs, runs, **kwargs):
    """{name: (median seconds, lines)} over `runs` interleaved rounds."""
    times = {name: [] for name in programs}
    lines = {}
    for _ in range(runs):
        for name, argv in programs.items():
            t, n = timed(argv, **kwargs)
            times[name].append(t)
            lines[name] = n
    return {name: (statistics.median(ts), lines[name]) for name, ts in times.items()}


def report(title, results, base):
    print(f"\n{title}")
    b = results[base][0]
    for name, (t, n) in results.items():
        print(f"  {name:<34} {t * 1000:8.0f} ms  {n:>9} lines  {t / b:5.2f}x {base}")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser()
    ap.add_argument("--tick", default=os.path.join(here, "..", ".build", "release", "tick"))
    ap.add_argument("--base-tick", default="", help="a tick without the change, for -d :")
    ap.add_argument("--fzf", default=os.environ.get("TICK_FZF", "/opt/fzfvenv/bin/fzf"))
    ap.add_argument("--root", default="/usr")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--skip-walker", action="store_true")
    a = ap.parse_args()

    master, slave = os.openpty()
    for walker in [] if a.skip_walker else ["file,follow,hidden", "file,dir,follow,hidden"]:
        programs = {"find . -mindepth 1": ["find", ".", "-mindepth", "1"] + ([] if "dir" in walker else ["-not", "-type", "d"]),
                    f"tick --walker {walker}": [a.tick, "--filter", "", "--walker", walker]}
        if os.access(a.fzf, os.X_OK):
            programs[f"fzf --walker {walker}"] = [a.fzf, "--filter", "", "--walker", walker]
        report(f"walker on {a.root} ({walker}), median of {a.runs}",
               interleaved(programs, a.runs, cwd=a.root, stdin=slave), "find . -mindepth 1")
    os.close(master); os.close(slave)

    words = ["alpha", "beta", "gamma", "delta", "abc", "usr", "lib", "x86", "swift", "core"]
    data = "".join(f"{words[i % 10]}{i}:{words[(i * 7) % 10]}::{words[(i * 3) % 10]}{i % 977} {words[(i * 5) % 10]}\n"
                   for i in range(1_000_000)).encode()
    for query in ["abc", "sw co"]:
        programs = {}
        if a.base_tick:
            programs["base tick -d :"] = [a.base_tick, "--filter", query, "-d", ":", "--nth", "2"]
        programs["tick -d :"] = [a.tick, "--filter", query, "-d", ":", "--nth", "2"]
        programs["tick -d ':+'"] = [a.tick, "--filter", query, "-d", ":+", "--nth", "2"]
        # Not one class of characters: matched by Swift's Regex.
        programs["tick -d '(:)+'"] = [a.tick, "--filter", query, "-d", "(:)+", "--nth", "2"]
        if os.access(a.fzf, os.X_OK):
            programs["fzf -d :"] = [a.fzf, "--filter", query, "-d", ":", "--nth", "2"]
            programs["fzf -d ':+'"] = [a.fzf, "--filter", query, "-d", ":+", "--nth", "2"]
            programs["fzf -d '(:)+'"] = [a.fzf, "--filter", query, "-d", "(:)+", "--nth", "2"]
        report(f"--nth 2 --filter {query!r} on 1,000,000 lines, median of {a.runs}",
               interleaved(programs, a.runs, stdin_data=data), "tick -d :")


if __name__ == "__main__":
    main()
