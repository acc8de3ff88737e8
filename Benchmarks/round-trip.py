#!/usr/bin/env python3
"""Start to first frame, and Enter to the next prompt, for tick and fzf over a delayed link.

Each program runs inline (`--height 10`) on 100 items behind latency-proxy.py's link (default
round trip 120 ms: 60 ms each way), interleaved, `--runs` times each. "First frame": from the
program's start to the moment its full item count (`100/100`) reaches the terminal. "Enter":
once the link is quiet (every answer delivered), from the terminal sending Enter to the
shell's next prompt reaching it. With `--silent` the terminal answers no question. Prints the
medians and tick/fzf ratios. Standard library only.

    python3 Benchmarks/round-trip.py [--rtt 120] [--runs 10] [--silent] [--tick PATH] [--fzf PATH]
"""
import argparse, importlib.util, os, statistics, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("latency_proxy", os.path.join(HERE, "latency-proxy.py"))
proxy = importlib.util.module_from_spec(spec)
spec.loader.exec_module(proxy)


def measure(argv, items, delay, silent):
    """(first frame, Enter to prompt) in milliseconds for one run of `argv`."""
    with open(items, "rb") as stdin:
        env = dict(os.environ, TERM="xterm-256color")
        env.pop("CI", None)
        term = proxy.DelayedTerminal(argv, stdin, delay, silent=silent, env=env)
        try:
            frame = term.wait_for(b"100/100")
            if frame is None:
                raise SystemExit(f"{argv[0]}: no frame within 10 s")
            term.settle()
            sent = term.send(b"\r")
            prompt = term.wait_for(proxy.PROMPT)
            if prompt is None:
                raise SystemExit(f"{argv[0]}: did not exit within 10 s of Enter")
            return (frame - term.started) * 1000, (prompt - sent) * 1000
        finally:
            term.close()


def main():
    root = os.path.dirname(HERE)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rtt", type=float, default=120, help="round trip in ms (half each way)")
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--silent", action="store_true", help="a terminal that answers nothing")
    parser.add_argument("--tick", default=os.path.join(root, ".build/release/tick"))
    parser.add_argument("--fzf", default=os.path.join(root, ".build/fzf-0.74.5/bin/fzf"))
    args = parser.parse_args()
    delay = args.rtt / 2000
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("".join(f"item-{n}\n" for n in range(1, 101)))
        items = f.name
    programs = {"tick": [args.tick, "--height", "10"], "fzf": [args.fzf, "--height", "10"]}
    results = {name: [] for name in programs}
    try:
        for _ in range(args.runs):
            for name, argv in programs.items():
                results[name].append(measure(argv, items, delay, args.silent))
    finally:
        os.unlink(items)
    terminal = "silent terminal" if args.silent else "answering terminal"
    print(f"round trip {args.rtt:g} ms, {terminal}, {args.runs} runs each (medians, ms)")
    print(f"{'':6} {'first frame':>12} {'Enter to prompt':>16}")
    medians = {}
    for name, runs in results.items():
        medians[name] = (statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs))
        print(f"{name:6} {medians[name][0]:12.0f} {medians[name][1]:16.0f}")
    t, z = medians["tick"], medians["fzf"]
    print(f"{'ratio':6} {t[0] / z[0]:12.2f} {t[1] / z[1]:16.2f}   (tick/fzf)")


if __name__ == "__main__":
    sys.exit(main())
