#!/usr/bin/env python3
"""tick at the limits of its input (huge inputs and lines), beside fzf in the same run: 10 million short lines and one
100 MB line, each through `--filter` (whole-process time and peak memory, ru_maxrss).

Usage:  python3 Benchmarks/limits.py [--tick PATH] [--fzf PATH] [--runs N]

The inputs are written once to the temporary directory (seq-10m.txt, 79 MB; line-100m.txt, one
line of 100,000,000 bytes) and fed to each program from the file on stdin, stdout to /dev/null.
For each input the programs run round-robin, --runs times; medians are reported, with memory
as a multiple of the input's size. Two queries each: one that matches (everything is printed:
the output path counts too) and one that matches nothing.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)


def build_inputs():
    """The two inputs, written once; returns [(name, path)]."""
    tmp = tempfile.gettempdir()
    seq = os.path.join(tmp, "tick-limits-seq-10m.txt")
    if not os.path.exists(seq) or os.path.getsize(seq) != 78_888_897:
        with open(seq, "w") as f:
            for start in range(1, 10_000_001, 100_000):
                f.write("".join(f"{i}\n" for i in range(start, start + 100_000)))
    line = os.path.join(tmp, "tick-limits-line-100m.txt")
    if not os.path.exists(line) or os.path.getsize(line) != 100_000_001:
        with open(line, "wb") as f:
            block = b"abcdefghij" * 100_000
            for _ in range(100):
                f.write(block)
            f.write(b"\n")
    return [("10M lines (seq)", seq, ["999999", "zzz"]), ("one 100 MB line", line, ["aj", "zzz"])]


def run_once(argv, path):
    """(seconds, peak KiB, exit status) of one run with `path` on stdin."""
    env = {k: v for k, v in os.environ.items() if k not in ("TICK_DEFAULT_OPTS", "FZF_DEFAULT_OPTS", "FZF_DEFAULT_COMMAND")}
    with open(path, "rb") as stdin, open(os.devnull, "wb") as out:
        start = time.monotonic()
        p = subprocess.Popen(argv, stdin=stdin, stdout=out, stderr=subprocess.DEVNULL, env=env)
        _, status, usage = os.wait4(p.pid, 0)
        elapsed = time.monotonic() - start
    p.returncode = os.waitstatus_to_exitcode(status)
    return elapsed, usage.ru_maxrss, p.returncode


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tick", default=os.path.join(REPO, ".build", "release", "tick"))
    parser.add_argument("--fzf", default=shutil.which("fzf") or "/opt/fzfvenv/bin/fzf")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    programs = [("tick", args.tick)]
    if os.path.exists(args.fzf):
        programs.append(("fzf", args.fzf))
    else:
        print(f"fzf not found at {args.fzf}: tick alone")

    print("| input | query | program | time (s) | peak memory | × input | tick/fzf memory |")
    print("|---|---|---|---|---|---|---|")
    for name, path, queries in build_inputs():
        size_kib = os.path.getsize(path) / 1024
        for query in queries:
            results = {label: [] for label, _ in programs}
            for _ in range(args.runs):
                for label, exe in programs:
                    results[label].append(run_once([exe, "--filter", query], path))
            memory = {label: statistics.median(r[1] for r in runs) for label, runs in results.items()}
            for label, runs in results.items():
                t = statistics.median(r[0] for r in runs)
                m = memory[label]
                ratio = f"{memory['tick'] / memory['fzf']:.2f}" if label == "tick" and "fzf" in memory else ""
                print(f"| {name} | `{query}` | {label} | {t:.2f} | {m / 1024:.0f} MiB | {m / size_kib:.2f} | {ratio} |")


if __name__ == "__main__":
    main()
