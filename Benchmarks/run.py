#!/usr/bin/env python3
"""tick's benchmark against fzf and fzy: whole-process --filter time and peak memory on a big
input, start-up time, and the picker's first-frame and per-keystroke latency.

Usage (from anywhere; paths default relative to this repository):

    python3 Benchmarks/run.py                 # everything, 5 runs per program and query
    python3 Benchmarks/run.py --runs 3 --skip-latency
    python3 Benchmarks/run.py --markdown      # the results as Markdown tables for the README

What it measures:
  * Filter. The corpus (1,000,000 paths, ~86 MB; see build_corpus) is fed to each program through
    a pipe by a `cat` process, stdout goes to /dev/null. For each query the programs run
    round-robin (tick, fzf, fzy, floor, tick, fzf, ...) so that load from others on the machine
    hits them alike. A run is timed from spawning the program to its exit (cat is spawned just
    before and is not counted); its peak memory is the program's own ru_maxrss (os.wait4).
    Commands: `tick --filter Q`, `fzf --filter Q`, `fzy -e Q` (fzy has no multi-term syntax, so
    it gets `usrlib` for `usr lib`). The floor is `wc -l` in the same place: the cost of
    draining the pipe and looking at every byte once, which no filter can beat.
    One untimed run per program and query comes first: it warms the page cache and counts the
    matches (tick's and fzf's counts must agree).
  * Start-up. `tick --filter a`, `fzf --filter a`, `fzy -e a` on the two-line input "a\\nb\\n"
    (written into the pipe before the program starts), many times round-robin; `cat` is the floor
    (spawning a small C program). hyperfine would do the same; this script keeps to Python's
    standard library so that it runs with any python3.
  * Latency. Benchmarks/picker-latency.py (needs Debian's /usr/bin/python3 with python3-pyte)
    runs tick and fzf (as `fzf --height 8`) under a pseudo-terminal on the corpus and reports the
    first-frame time and, for each key typing `libswiftfoundation` and erasing it, the time to the
    final frame. With 36 keys, p99 is the slowest key.
  * Reload. Benchmarks/reload-latency.py runs tick and fzf with `--bind ctrl-r:reload(...)`
    writing a million lines over about three seconds, types while they stream, and reports the
    time from each key to the frame that answers it.
  * In-process latency. tick-bench (the executable target of that name: `swift build -c release
    --product tick-bench`) loads the corpus and types the same query inside one process, without
    a terminal, --runs times; its first frame and key-to-frame figures are shown beside the pty
    figures. Skipped with a message when .build/release/tick-bench is missing.

Medians are reported; ratios are of medians. The environment variables TICK_DEFAULT_OPTS,
FZF_DEFAULT_OPTS and FZF_DEFAULT_COMMAND are removed for every run.
"""
import argparse
import datetime
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
LATENCY_SCRIPT = os.path.join(HERE, "picker-latency.py")
RELOAD_SCRIPT = os.path.join(HERE, "reload-latency.py")
DEBIAN_PYTHON = "/usr/bin/python3"
CAT = "cat"  # resolved to a path in main (posix_spawn wants one)

DEFAULT_CORPUS = os.path.join(tempfile.gettempdir(), "tick-bench-corpus.txt")
CORPUS_LINES = 1_000_000

# (tick's and fzf's query, fzy's query)
QUERIES = [("abc", "abc"), ("usr lib", "usrlib"), ("sw", "sw"),
           ("libswiftfoundation", "libswiftfoundation")]
LATENCY_QUERY = "libswiftfoundation"  # picker-latency.py's default

# The speed targets (README's Speed section).
TARGET_FZY_RATIO = 0.5
TARGET_RSS_PER_INPUT = 1.25
TARGET_KEY_P99_MS = 16.0
TARGET_KEY_MEDIAN_MS = 4.0
TARGET_FIRST_FRAME_MS = 10.0
TARGET_RELOAD_KEY_MAX_MS = 16.0
RELOAD_LINES = 1_000_000
RELOAD_SECONDS = 3.0

ENV = {k: v for k, v in os.environ.items()
       if k not in ("TICK_DEFAULT_OPTS", "FZF_DEFAULT_OPTS", "FZF_DEFAULT_COMMAND")}


class BenchError(Exception):
    """A real error: the benchmark cannot go on."""


def say(*args):
    """Progress goes to stderr so that stdout holds only the report (e.g. with --markdown)."""
    print(*args, file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------------------------
# Programs

class Program:
    def __init__(self, name, path, argv_for):
        self.name, self.path, self.argv_for = name, path, argv_for

    def argv(self, query):
        return self.argv_for(self.path, query)


def find_tick(requested):
    if requested:
        path = os.path.abspath(requested)
        if not os.access(path, os.X_OK):
            raise BenchError("no executable tick at %s" % path)
        return path
    path = os.path.join(REPO, ".build", "release", "tick")
    if not os.access(path, os.X_OK):
        say("%s is missing: building it with `swift build -c release` in %s" % (path, REPO))
        if shutil.which("swift") is None:
            raise BenchError("swift is not on PATH: build tick first or pass --tick PATH")
        if subprocess.run(["swift", "build", "-c", "release"], cwd=REPO,
                          stdout=sys.stderr).returncode != 0:
            raise BenchError("swift build -c release failed")
        if not os.access(path, os.X_OK):
            raise BenchError("the build did not produce %s" % path)
    return path


def find_peer(requested, name, fallbacks=()):
    """The peer's path, or None when it is not installed. An explicit empty string skips it."""
    if requested is not None:
        if requested == "":
            return None
        path = shutil.which(requested)
        if path is None:
            raise BenchError("no executable %s at %s" % (name, requested))
        return os.path.abspath(path)
    path = shutil.which(name)
    if path is None:
        path = next((p for p in fallbacks if os.access(p, os.X_OK)), None)
    return os.path.abspath(path) if path else None


def first_line(argv):
    try:
        out = subprocess.run(argv, capture_output=True, env=ENV, timeout=30)
        text = (out.stdout or out.stderr).decode(errors="replace").strip()
        return text.splitlines()[0] if text else "?"
    except (OSError, subprocess.TimeoutExpired):
        return "?"


def tick_version(path):
    version = first_line([path, "--version"])
    directory = os.path.dirname(path)
    git = ["git", "-C", directory]
    commit = subprocess.run(git + ["rev-parse", "--short", "HEAD"], capture_output=True)
    if commit.returncode != 0:
        return version
    dirty = subprocess.run(git + ["status", "--porcelain", "--untracked-files=no"],
                           capture_output=True).stdout.strip()
    return "%s, commit %s%s" % (version, commit.stdout.decode().strip(),
                                " + uncommitted changes" if dirty else "")


def machine():
    model = "?"
    try:
        with open("/proc/cpuinfo") as f:
            model = next((l.split(":", 1)[1].strip() for l in f if l.startswith("model name")), "?")
    except OSError:
        pass
    memory = "?"
    try:
        with open("/proc/meminfo") as f:
            kib = next(int(l.split()[1]) for l in f if l.startswith("MemTotal:"))
            memory = "%.1f GiB" % (kib / 1024 / 1024)
    except (OSError, StopIteration):
        pass
    load = " ".join("%.2f" % x for x in os.getloadavg())
    return ("%s, %d cores, %s RAM, %s %s, load average %s"
            % (model, os.cpu_count() or 0, memory, platform.system(), platform.release(), load))


# ---------------------------------------------------------------------------------------------
# The corpus

CORPUS_SCRIPT = """set -e
find /usr /opt -type f 2>/dev/null | sort > "$1.files"
for n in 1 2 3 4 5 6 7 8 9; do sed "s|^|/home/user$n|" "$1.files"; done | head -n %d > "$1.partial"
rm -f "$1.files"
mv "$1.partial" "$1"
""" % CORPUS_LINES


def build_corpus(path):
    """`find /usr /opt -type f | LC_ALL=C sort`, repeated under /home/user1 ... /home/user9 (each
    line prefixed), cut to the first 1,000,000 lines. A shell does it, not this process: Linux
    counts the spawning process's peak resident set in a child's ru_maxrss, so this one stays
    small (see reset_peak_rss)."""
    say("building the corpus %s: `find /usr /opt -type f | LC_ALL=C sort`, every line under "
        "/home/user1, then /home/user2, ... /home/user9, first %d lines"
        % (path, CORPUS_LINES))
    done = subprocess.run(["sh", "-c", CORPUS_SCRIPT, "sh", path], env=dict(ENV, LC_ALL="C"))
    if done.returncode != 0 or not os.path.isfile(path):
        raise BenchError("building the corpus failed")
    n = count_lines(path)
    if n < CORPUS_LINES:
        say("note: /usr and /opt hold few files: the corpus has %d lines, not %d" % (n, CORPUS_LINES))


def count_lines(path):
    n = 0
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            n += block.count(b"\n")
    return n


# ---------------------------------------------------------------------------------------------
# Runs

def reset_peak_rss():
    """Linux puts the spawning process's peak resident set into a child's ru_maxrss (exec keeps
    the old memory's high-water mark). Resetting this process's own mark to its current size
    (clear_refs 5) keeps that floor at Python's ~10-15 MiB; the floor row's MiB shows it."""
    try:
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
    except OSError:
        pass


def spawn(argv, stdin_fd, stdout_fd, stderr_fd):
    # posix_spawn, not subprocess: less of Python's own work inside the timed span. The fds of
    # os.pipe() and os.open() are close-on-exec, so a child holds only what is dup2'ed to 0-2.
    return os.posix_spawn(argv[0], argv, ENV, file_actions=[
        (os.POSIX_SPAWN_DUP2, stdin_fd, 0),
        (os.POSIX_SPAWN_DUP2, stdout_fd, 1),
        (os.POSIX_SPAWN_DUP2, stderr_fd, 2)])


class Sample:
    def __init__(self, seconds, maxrss_kib, code):
        self.seconds, self.maxrss_kib, self.code = seconds, maxrss_kib, code


def timed(argv, stdin_fd, devnull):
    """Spawns argv, waits for it; the wall time from spawn to exit, its peak RSS, exit code."""
    try:
        t0 = time.perf_counter()
        pid = spawn(argv, stdin_fd, devnull, devnull)
    finally:
        os.close(stdin_fd)
    _, status, usage = os.wait4(pid, 0)
    t1 = time.perf_counter()
    return Sample(t1 - t0, usage.ru_maxrss, os.waitstatus_to_exitcode(status))


def run_on_corpus(argv, corpus, devnull):
    """`cat corpus | argv > /dev/null`, timing argv only."""
    r, w = os.pipe()
    try:
        cat = spawn([CAT, corpus], devnull, w, 2)
    finally:
        os.close(w)
    try:
        sample = timed(argv, r, devnull)
    finally:
        os.waitpid(cat, 0)  # cat gets SIGPIPE if the program stopped reading early
    return sample


def run_on_two_lines(argv, devnull):
    r, w = os.pipe()
    os.write(w, b"a\nb\n")
    os.close(w)
    return timed(argv, r, devnull)


def check_exit(argv, sample):
    if sample.code not in (0, 1):
        raise BenchError("`%s` exited with %d" % (" ".join(argv), sample.code))


def count_matches(argv, corpus):
    """Untimed: runs argv on the corpus (through a pipe from cat) and counts its output lines."""
    with tempfile.TemporaryFile() as err:
        cat = subprocess.Popen([CAT, corpus], stdout=subprocess.PIPE)
        prog = subprocess.Popen(argv, stdin=cat.stdout, stdout=subprocess.PIPE, stderr=err,
                                env=ENV)
        cat.stdout.close()
        n = 0
        for block in iter(lambda: prog.stdout.read(1 << 20), b""):
            n += block.count(b"\n")
        code = prog.wait()
        cat.wait()
        if code not in (0, 1):
            err.seek(0)
            raise BenchError("`%s` exited with %d: %s"
                             % (" ".join(argv), code, err.read().decode(errors="replace").strip()))
    return n


def median(xs):
    return statistics.median(xs) if xs else None


def filter_bench(programs, floor_argv, corpus, runs, verbose):
    """{query: {name: {"ms", "rss_mib", "rss_kib", "count"}}} and the floor's {"ms", "rss_mib"}."""
    results, floor_samples = {}, []
    devnull = os.open(os.devnull, os.O_RDWR)
    try:
        for i, (query, fzy_query) in enumerate(QUERIES):
            say("filter %d/%d: %r" % (i + 1, len(QUERIES), query))
            row = {}
            for p in programs:
                q = fzy_query if p.name == "fzy" else query
                row[p.name] = {"count": count_matches(p.argv(q), corpus), "samples": []}
            reset_peak_rss()
            for _ in range(runs):
                for p in programs:
                    argv = p.argv(fzy_query if p.name == "fzy" else query)
                    s = run_on_corpus(argv, corpus, devnull)
                    check_exit(argv, s)
                    row[p.name]["samples"].append(s)
                s = run_on_corpus(floor_argv, corpus, devnull)
                check_exit(floor_argv, s)
                floor_samples.append(s)
            for name, r in row.items():
                samples = r.pop("samples")
                r["ms"] = median([s.seconds for s in samples]) * 1000
                r["rss_kib"] = median([s.maxrss_kib for s in samples])
                r["rss_mib"] = r["rss_kib"] / 1024
                if verbose:
                    say("  %-5s ms: %s   peak RSS MiB: %s" % (
                        name, " ".join("%.0f" % (s.seconds * 1000) for s in samples),
                        " ".join("%.0f" % (s.maxrss_kib / 1024) for s in samples)))
            results[query] = row
    finally:
        os.close(devnull)
    floor = {"ms": median([s.seconds for s in floor_samples]) * 1000,
             "rss_mib": median([s.maxrss_kib for s in floor_samples]) / 1024}
    return results, floor


def startup_bench(programs, runs, verbose):
    """{name: median ms} for `PROGRAM --filter a` (`fzy -e a`) on "a\\nb\\n", and `cat`'s."""
    devnull = os.open(os.devnull, os.O_RDWR)
    entries = [(p.name, p.argv("a")) for p in programs] + [("cat (floor)", [CAT])]
    samples = {name: [] for name, _ in entries}
    try:
        for _ in range(3):  # warm-up, not counted
            for name, argv in entries:
                check_exit(argv, run_on_two_lines(argv, devnull))
        for _ in range(runs):
            for name, argv in entries:
                s = run_on_two_lines(argv, devnull)
                check_exit(argv, s)
                samples[name].append(s.seconds * 1000)
    finally:
        os.close(devnull)
    if verbose:
        for name, xs in samples.items():
            q = statistics.quantiles(xs, n=10) if len(xs) > 1 else xs
            say("  start-up %-11s min %.2f  p10 %.2f  p90 %.2f  max %.2f ms"
                % (name, min(xs), q[0], q[-1], max(xs)))
    return {name: median(xs) for name, xs in samples.items()}


# ---------------------------------------------------------------------------------------------
# Latency (picker-latency.py under Debian's python3 with pyte)

FIRST_RE = re.compile(r"items: (\d+)\s+first frame: ([\d.]+) ms\s+all loaded and shown: ([\d.]+) ms")
KEYS_RE = re.compile(r"key to final frame: median ([\d.]+) ms, p99 ([\d.]+) ms, max ([\d.]+) ms")
LIST_RE = re.compile(r"^(typing|backspace) \(ms\):\s*(.*)$", re.M)


def latency_available():
    if not os.access(DEBIAN_PYTHON, os.X_OK):
        return "%s is missing" % DEBIAN_PYTHON
    if subprocess.run([DEBIAN_PYTHON, "-c", "import pyte"], capture_output=True).returncode != 0:
        return "%s cannot import pyte (apt-get install python3-pyte)" % DEBIAN_PYTHON
    return None


def parse_latency(text):
    first, keys = FIRST_RE.search(text), KEYS_RE.search(text)
    if not first or not keys:
        return None
    lists = {name: [float(x) for x in values.split()] for name, values in LIST_RE.findall(text)}
    return {"items": int(first.group(1)), "first_ms": float(first.group(2)),
            "loaded_ms": float(first.group(3)), "median_ms": float(keys.group(1)),
            "p99_ms": float(keys.group(2)), "max_ms": float(keys.group(3)),
            "keys": len(lists.get("typing", [])) + len(lists.get("backspace", [])),
            "text": text}


def latency_run(program, tick, corpus):
    """One run of picker-latency.py; its parsed summary, or raises BenchError."""
    env = dict(ENV, TICK_FOR_COUNTS=tick)
    try:
        out = subprocess.run([DEBIAN_PYTHON, LATENCY_SCRIPT, program, corpus], env=env,
                             capture_output=True, timeout=600)
    except subprocess.TimeoutExpired:
        raise BenchError("picker-latency.py %s did not finish in 10 minutes" % program)
    text = out.stdout.decode(errors="replace")
    parsed = parse_latency(text) if out.returncode == 0 else None
    if parsed is None:
        raise BenchError("picker-latency.py %s failed (exit %d): %s"
                         % (program, out.returncode,
                            (text + out.stderr.decode(errors="replace")).strip()[-500:]))
    return parsed


def reload_run(program):
    """One run of reload-latency.py: {"loaded_ms", "median_ms", "max_ms", "keys"}; raises BenchError."""
    try:
        out = subprocess.run([DEBIAN_PYTHON, RELOAD_SCRIPT, program, str(RELOAD_LINES), str(RELOAD_SECONDS)],
                             env=ENV, capture_output=True, timeout=600)
    except subprocess.TimeoutExpired:
        raise BenchError("reload-latency.py %s did not finish in 10 minutes" % program)
    text = out.stdout.decode(errors="replace")
    m = re.search(r"reloaded in (\d+) ms; (\d+) keys while streaming: median ([\d.]+) ms, max ([\d.]+) ms", text)
    if out.returncode != 0 or not m:
        raise BenchError("reload-latency.py %s failed (exit %d): %s"
                         % (program, out.returncode, (text + out.stderr.decode(errors="replace")).strip()[-500:]))
    return {"loaded_ms": float(m.group(1)), "keys": float(m.group(2)),
            "median_ms": float(m.group(3)), "max_ms": float(m.group(4))}


def round_robin(label, entries, runs, run_one, verbose=False):
    """Runs `run_one(program)` for every entry, `runs` rounds round-robin, a program that failed
    once left out after; ({name: the median of each figure}, [(name, error)]). A figure "text"
    is the run's own output, shown with --verbose."""
    per = {name: [] for name, _ in entries}
    errors = []
    for i in range(runs):
        for name, program in entries:
            if any(n == name for n, _ in errors):
                continue
            say("%s %s (run %d/%d)" % (label, name, i + 1, runs))
            try:
                figures = run_one(program)
            except BenchError as e:
                errors.append((name, str(e)))
                continue
            text = figures.pop("text", None)
            if verbose and text:
                say("  " + text.strip().replace("\n", "\n  "))
            per[name].append(figures)
    return {name: {k: median([x[k] for x in xs]) for k in xs[0]} for name, xs in per.items() if xs}, errors


def reload_bench(entries, runs):
    """{name: medians of reload_run's figures} over `runs` rounds, and the errors."""
    return round_robin("reload", entries, runs, reload_run)


def latency_bench(entries, tick, corpus, runs, verbose):
    """{name: summary} with the median of each figure over the runs, and the errors."""
    return round_robin("latency", entries, runs, lambda program: latency_run(program, tick, corpus), verbose)


# ---------------------------------------------------------------------------------------------
# In-process latency (tick-bench)

def find_tick_bench(requested):
    """(path, None), or (None, why) when tick-bench is skipped or missing at its default place."""
    if requested == "":
        return None, "skipped (--tick-bench '')"
    path = os.path.abspath(requested or os.path.join(REPO, ".build", "release", "tick-bench"))
    if not os.access(path, os.X_OK):
        if requested:
            raise BenchError("no executable tick-bench at %s" % path)
        return None, ("%s is missing (build it with `swift build -c release --product tick-bench`)"
                      % path)
    return path, None


def tick_bench_run(path, corpus, runs):
    """`tick-bench CORPUS QUERY --runs N --json`, parsed; raises BenchError when it fails."""
    argv = [path, corpus, LATENCY_QUERY, "--runs", str(runs), "--json"]
    try:
        out = subprocess.run(argv, env=ENV, capture_output=True, timeout=600)
    except subprocess.TimeoutExpired:
        raise BenchError("tick-bench did not finish in 10 minutes")
    if out.returncode != 0:
        raise BenchError("tick-bench failed (exit %d): %s"
                         % (out.returncode, out.stderr.decode(errors="replace").strip()[-500:]))
    try:
        return json.loads(out.stdout)
    except ValueError as e:
        raise BenchError("tick-bench printed no JSON report: %s" % e)


# ---------------------------------------------------------------------------------------------
# Report

def table(headers, rows, markdown, right=None):
    """Plain aligned columns, or a Markdown table. right: column indexes aligned right."""
    right = set(range(1, len(headers))) if right is None else right
    if markdown:
        lines = ["| " + " | ".join(headers) + " |",
                 "|" + "|".join("---:" if i in right else "---" for i in range(len(headers))) + "|"]
        lines += ["| " + " | ".join(r) + " |" for r in rows]
        return "\n".join(lines)
    widths = [max(len(str(x)) for x in col) for col in zip(headers, *rows)]
    def line(cells):
        return "  ".join(c.rjust(w) if i in right else c.ljust(w)
                         for i, (c, w) in enumerate(zip(cells, widths))).rstrip()
    return "\n".join([line(headers), line(["-" * w for w in widths])] + [line(r) for r in rows])


def ms(x):
    if x is None:
        return "-"
    return "%.0f" % x if x >= 100 else "%.1f" % x if x >= 10 else "%.2f" % x


def ratio(a, b):
    return "%.2f" % (a / b) if a is not None and b else "-"


def plural_runs(n):
    return "one run" if n == 1 else "median of %d runs" % n


def code(text, markdown):
    return "`%s`" % text if markdown else text


def main():
    global CAT
    ap = argparse.ArgumentParser(
        description="Benchmark tick --filter, start-up and the picker's latency against fzf and fzy.")
    ap.add_argument("--tick", help="tick to measure (default: .build/release/tick of this "
                    "repository, built with `swift build -c release` if missing)")
    ap.add_argument("--fzf", help="fzf (default: fzf on PATH, else /opt/fzfvenv/bin/fzf; '' skips it)")
    ap.add_argument("--fzy", help="fzy (default: fzy on PATH; '' skips it)")
    ap.add_argument("--tick-bench", help="tick-bench for the in-process latency (default: "
                    ".build/release/tick-bench of this repository, skipped if missing; '' skips it)")
    ap.add_argument("--corpus", help="input file (default: %s, built if missing)" % DEFAULT_CORPUS)
    ap.add_argument("--runs", type=int, default=5, help="timed runs per program and query (default 5)")
    ap.add_argument("--startup-runs", type=int, default=200,
                    help="runs per program of the start-up test (default 200)")
    ap.add_argument("--latency-runs", type=int, default=1,
                    help="runs per program of picker-latency.py (default 1)")
    ap.add_argument("--skip-latency", action="store_true", help="skip the picker latency test")
    ap.add_argument("--markdown", action="store_true", help="print the results as Markdown")
    ap.add_argument("--verbose", action="store_true", help="print every run's figures on stderr")
    args = ap.parse_args()
    if args.runs < 1 or args.startup_runs < 1 or args.latency_runs < 1:
        ap.error("run counts must be at least 1")
    md = args.markdown

    CAT = shutil.which("cat")
    wc = shutil.which("wc")
    if CAT is None or wc is None:
        raise BenchError("cat and wc must be on PATH")
    tick = find_tick(args.tick)
    fzf = find_peer(args.fzf, "fzf", ["/opt/fzfvenv/bin/fzf"])
    fzy = find_peer(args.fzy, "fzy")
    tick_bench, tick_bench_skip = find_tick_bench(args.tick_bench)

    if args.corpus:
        corpus = os.path.abspath(args.corpus)
        if not os.path.isfile(corpus):
            raise BenchError("no corpus file %s" % corpus)
    else:
        corpus = DEFAULT_CORPUS
        if not os.path.isfile(corpus):
            build_corpus(corpus)
    size = os.path.getsize(corpus)
    lines = count_lines(corpus)

    programs = [Program("tick", tick, lambda p, q: [p, "--filter", q])]
    if fzf:
        programs.append(Program("fzf", fzf, lambda p, q: [p, "--filter", q]))
    if fzy:
        programs.append(Program("fzy", fzy, lambda p, q: [p, "-e", q]))
    names = [p.name for p in programs]

    # Header
    def emit(s=""):
        print(s, flush=True)
    now = datetime.datetime.now().astimezone().strftime("%Y-%m-%d %H:%M %Z")
    bullet = "- " if md else ""
    emit(("## " if md else "") + "tick benchmark, %s" % now)
    emit()
    emit(bullet + "machine: " + machine())
    emit(bullet + "tick: %s (%s)" % (tick_version(tick), code(tick, md)))
    emit(bullet + "fzf: " + ("%s (%s)" % (first_line([fzf, "--version"]), code(fzf, md)) if fzf
                             else "not found, skipped"))
    emit(bullet + "fzy: " + ("%s (%s)" % (first_line([fzy, "--version"]).replace(fzy + " ", ""),
                                          code(fzy, md)) if fzy
                             else "not found, skipped"))
    emit(bullet + "corpus: %s, %s lines, %.1f MB" % (code(corpus, md), format(lines, ","), size / 1e6))
    emit()

    # Filter
    filt, floor = filter_bench(programs, [wc, "-l"], corpus, args.runs, args.verbose)
    emit(("### " if md else "") + "Filter: %s, whole process, input through a pipe"
         % plural_runs(args.runs))
    emit()
    headers = ["query", "matches"] + (["fzy matches"] if fzy else [])
    headers += ["%s ms" % n for n in names]
    if fzy:
        headers.append("tick/fzy")
    if fzf:
        headers.append("tick/fzf")
    headers.append("tick/floor")
    headers += ["%s MiB" % n for n in names] + ["tick RSS/input"]
    rows = []
    for query, fzy_query in QUERIES:
        r = filt[query]
        matches = format(r["tick"]["count"], ",")
        if fzf and r["fzf"]["count"] != r["tick"]["count"]:
            matches += " (fzf: %s)" % format(r["fzf"]["count"], ",")
        label = code(query, md)
        if fzy and fzy_query != query:
            label += " (fzy: %s)" % code(fzy_query, md)
        row = [label, matches]
        if fzy:
            row.append(format(r["fzy"]["count"], ","))
        row += [ms(r[n]["ms"]) for n in names]
        if fzy:
            row.append(ratio(r["tick"]["ms"], r["fzy"]["ms"]))
        if fzf:
            row.append(ratio(r["tick"]["ms"], r["fzf"]["ms"]))
        row.append(ratio(r["tick"]["ms"], floor["ms"]))
        row += ["%.0f" % r[n]["rss_mib"] for n in names]
        row.append("%.2f" % (r["tick"]["rss_kib"] * 1024 / size))
        rows.append(row)
    floor_row = [code("floor: wc -l", md), format(lines, ",") + " lines"] + ([""] if fzy else [])
    floor_row += [ms(floor["ms"])] + [""] * (len(names) - 1 + bool(fzy) + bool(fzf) + 1)
    floor_row += ["%.0f" % floor["rss_mib"]] + [""] * len(names)
    rows.append(floor_row)
    emit(table(headers, rows, md))
    emit()
    emit("matches: lines tick prints (fzf's must be the same). floor: `wc -l` in the "
         "programs' place, the cost of reading the pipe; tick/floor: tick's time over it. MiB: peak RSS (ru_maxrss), input "
         "%.1f MiB. Linux counts the spawner's resident set at exec into a child's peak, so "
         "peaks below the floor's MiB read as it; larger ones are exact." % (size / 1024 / 1024))
    emit()
    mismatched = [q for q, _ in QUERIES if fzf and filt[q]["fzf"]["count"] != filt[q]["tick"]["count"]]

    # Start-up
    say("start-up: %d runs each" % args.startup_runs)
    start = startup_bench(programs, args.startup_runs, args.verbose)
    emit(("### " if md else "") + "Start-up: %s, `--filter a`%s on \"a\\nb\\n\""
         % (plural_runs(args.startup_runs), " (fzy: `-e a`)" if fzy else ""))
    emit()
    headers = ["%s ms" % n for n in names] + ["cat ms (floor)"] + (["tick/fzf"] if fzf else [])
    row = [ms(start[n]) for n in names] + [ms(start["cat (floor)"])]
    if fzf:
        row.append(ratio(start["tick"], start["fzf"]))
    emit(table(headers, [row], md, right=set(range(len(headers)))))
    emit()

    # Latency
    latency, latency_errors = {}, []
    if args.skip_latency:
        say("latency: skipped (--skip-latency)")
    else:
        missing = latency_available()
        if missing:
            emit("Picker latency: skipped, %s." % missing)
            emit()
        else:
            entries = [("tick", tick)] + ([("fzf", fzf)] if fzf else [])
            latency, latency_errors = latency_bench(entries, tick, corpus, args.latency_runs,
                                                    args.verbose)
            for name, error in latency_errors:
                say("error: latency of %s: %s" % (name, error))
                emit("Picker latency of %s: failed (see stderr)." % name)
                emit()
            if latency:
                lnames = [n for n, _ in entries if n in latency]
                keys = int(latency[lnames[0]]["keys"])
                emit(("### " if md else "") + "Picker latency: %s, %d keys (typing %s, then "
                     "Backspace to empty)" % (plural_runs(args.latency_runs), keys,
                                             code(LATENCY_QUERY, md)))
                emit()
                both = "tick" in latency and "fzf" in latency
                headers = ["", *lnames] + (["tick/fzf"] if both else [])
                rows = []
                for label, key in [("first frame ms", "first_ms"),
                                   ("all loaded and shown ms", "loaded_ms"),
                                   ("key to final frame, median ms", "median_ms"),
                                   ("key to final frame, p99 ms", "p99_ms")]:
                    row = [label] + [ms(latency[n][key]) for n in lnames]
                    if both:
                        row.append(ratio(latency["tick"][key], latency["fzf"][key]))
                    rows.append(row)
                emit(table(headers, rows, md))
                emit()
                emit("Benchmarks/picker-latency.py under a pseudo-terminal, 100x24%s; p99 as it "
                     "computes it (of %d keys: the slowest)."
                     % ("; fzf runs as `fzf --height 8`" if "fzf" in latency else "", keys))
                emit()

    # Reload
    reload = {}
    if not args.skip_latency and not latency_available():
        entries = [("tick", tick)] + ([("fzf", fzf)] if fzf else [])
        reload, reload_errors = reload_bench(entries, args.latency_runs)
        latency_errors += reload_errors
        for name, error in reload_errors:
            say("error: reload latency of %s: %s" % (name, error))
            emit("Reload latency of %s: failed (see stderr)." % name)
            emit()
        if reload:
            rnames = [n for n, _ in entries if n in reload]
            both = "tick" in reload and "fzf" in reload
            emit(("### " if md else "") + "Keys while a reload streams: %s, %s lines"
                 % (plural_runs(args.latency_runs), format(RELOAD_LINES, ",")))
            emit()
            rows = []
            for label, key in [("keys answered while streaming", "keys"),
                               ("key to frame, median ms", "median_ms"),
                               ("key to frame, max ms", "max_ms"),
                               ("all reloaded ms", "loaded_ms")]:
                row = [label] + [ms(reload[n][key]) if key != "keys" else "%.0f" % reload[n][key] for n in rnames]
                if both:
                    row.append(ratio(reload["tick"][key], reload["fzf"][key]) if key != "keys" else "")
                rows.append(row)
            emit(table(["", *rnames] + (["tick/fzf"] if both else []), rows, md))
            emit()
            emit("Benchmarks/reload-latency.py: `--bind ctrl-r:reload(...)` writing %s lines over about %.0f s, "
                 "then `12345` and five Backspaces again and again; only keys written while lines still "
                 "came count." % (format(RELOAD_LINES, ","), RELOAD_SECONDS))
            emit()

    # In-process latency
    in_process, in_process_error = None, None
    if tick_bench is None:
        emit("In-process latency (tick-bench): %s." % tick_bench_skip)
        emit()
    else:
        say("in-process latency: tick-bench, %d runs" % args.runs)
        try:
            in_process = tick_bench_run(tick_bench, corpus, args.runs)
        except BenchError as e:
            in_process_error = str(e)
            say("error: %s" % e)
            emit("In-process latency (tick-bench): failed (see stderr).")
            emit()
    if in_process:
        summary = in_process["summary"]
        pty = latency.get("tick")
        n = in_process["runs"]
        emit(("### " if md else "") + "In-process latency: tick-bench, %s, %d keys (typing "
             "%s, then Backspace to empty)" % ("one run" if n == 1 else "%d runs" % n,
                                             summary["keys"], code(in_process["query"], md)))
        emit()
        rows = []
        for label, value, pty_key in [
                ("first frame ms (median)", summary["first_frame"]["median_ms"], "first_ms"),
                ("first frame ms (worst run)", summary["first_frame"]["max_ms"], None),
                ("all loaded and shown ms (median)", summary["all_shown"]["median_ms"], "loaded_ms"),
                ("key to final frame, median ms", summary["frame"]["median_ms"], "median_ms"),
                ("key to final frame, p99 ms", summary["frame"]["p99_ms"], "p99_ms"),
                ("key to final frame, max ms", summary["frame"]["max_ms"], "max_ms")]:
            row = [label, ms(value)]
            if pty:
                row.append(ms(pty[pty_key]) if pty_key else "-")
            rows.append(row)
        emit(table(["", "tick-bench"] + (["tick under a pty"] if pty else []), rows, md))
        emit()
        emit("tick-bench drives the picker's reader, match engine, state, view and frame diff in "
             "one process from the corpus file, without a terminal (no process start, no tty "
             "reads or writes, no pty reader); p99 of all keys of all runs, nearest rank.")
        emit()

    # Targets
    emit(("### " if md else "") + "Targets")
    emit()
    rows = []
    def target(what, value, ok):
        rows.append([what, value, "ok" if ok else "MISSED"])
    if fzy:
        rs = [filt[q]["tick"]["ms"] / filt[q]["fzy"]["ms"] for q, _ in QUERIES]
        target("tick/fzy <= %.2f on every query" % TARGET_FZY_RATIO, "worst %.2f" % max(rs),
               max(rs) <= TARGET_FZY_RATIO)
    rss = max(filt[q]["tick"]["rss_kib"] * 1024 / size for q, _ in QUERIES)
    target("tick peak RSS <= %.2f x input" % TARGET_RSS_PER_INPUT, "worst %.2f" % rss,
           rss <= TARGET_RSS_PER_INPUT)
    if fzf:
        target("start-up tick <= fzf", "%s vs %s ms" % (ms(start["tick"]), ms(start["fzf"])),
               start["tick"] <= start["fzf"])
    if fzf:
        target("tick and fzf print the same matches", "differ on %s" % ", ".join(mismatched)
               if mismatched else "equal", not mismatched)
    if "tick" in latency:
        target("key to final frame p99 <= %.0f ms" % TARGET_KEY_P99_MS,
               "%s ms" % ms(latency["tick"]["p99_ms"]), latency["tick"]["p99_ms"] <= TARGET_KEY_P99_MS)
        target("key to final frame median <= %.0f ms" % TARGET_KEY_MEDIAN_MS,
               "%s ms" % ms(latency["tick"]["median_ms"]), latency["tick"]["median_ms"] <= TARGET_KEY_MEDIAN_MS)
        target("first frame <= %.0f ms" % TARGET_FIRST_FRAME_MS,
               "%s ms" % ms(latency["tick"]["first_ms"]),
               latency["tick"]["first_ms"] <= TARGET_FIRST_FRAME_MS)
    if "tick" in reload:
        target("keys while a reload streams, max <= %.0f ms" % TARGET_RELOAD_KEY_MAX_MS,
               "%s ms" % ms(reload["tick"]["max_ms"]), reload["tick"]["max_ms"] <= TARGET_RELOAD_KEY_MAX_MS)
    if in_process:
        targets = in_process["targets"]
        target("in-process key to frame p99 <= %.0f ms" % TARGET_KEY_P99_MS,
               "%s ms" % ms(targets["key_frame_p99_ms"]["value"]), targets["key_frame_p99_ms"]["met"])
        target("in-process first frame <= %.0f ms (worst run)" % TARGET_FIRST_FRAME_MS,
               "%s ms" % ms(targets["first_frame_ms"]["value"]), targets["first_frame_ms"]["met"])
    emit(table(["target", "tick", "met"], rows, md, right=set()))
    return 1 if latency_errors or in_process_error else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BenchError as e:
        say("error: %s" % e)
        sys.exit(2)
    except KeyboardInterrupt:
        sys.exit(130)
