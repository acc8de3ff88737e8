#!/usr/bin/env python3
"""JSON items (issue 43): tick reading JSON beside the peers' way of doing the same.

Standard library only. Builds two corpora once in /tmp: 100,000 objects shaped like
`gh pr list --json number,title,author,labels,state` (a compact array) and 100,000 pods shaped
like `kubectl get pods -A -o json` (indented, 40 namespaces). Then, interleaved, `--runs` times
each, the median wall time and peak RSS of:

- titles: `tick --input json --with-nth '{.title}' --filter Q` against
  `jq -r '.[] | .title' | fzf --filter Q`, and tick on the same titles as plain lines
  (`tick --filter Q`, the usual speed);
- pods, objects back: `tick --input-items .items --with-nth '{.metadata.namespace} {.metadata.name}'
  --filter Q --json` against `jq -c '.items[]' | fzf --delimiter '\\t' --with-nth 2 --filter Q`
  after jq puts namespace and name before each object (`[ns, name, obj] | @tsv`-like), the
  objects printed back with `cut`;
- the floor: `jq -c '.[]' > /dev/null` (parsing the document, which every way pays);
- groups: pods by namespace, `tick … --group-nth .metadata.namespace --accept-nth
  .metadata.name --filter Q --json-groups` against the same jq | fzf line with jq gathering the
  names by namespace after it (`reduce … .[ns] += [name]`, keys in order of first appearance);
  and on plain titles `tick --filter Q --group-nth 1` (grouped by first word) against tick
  without groups (grouping's cost) and `fzf --filter Q | awk` putting the lines group by group.

And tick's usual speed on the same bytes: the gh objects as JSON Lines, read as JSON (`--input
json --with-nth '{.title}'`) and as plain lines (`tick --filter Q`, which reads and matches every
byte of each object). The titles file is another input, 3.7 times smaller than the objects
it came from: its ratio is printed too, without a target.

A missing peer (jq, fzf) is skipped with a line saying so. Targets: JSON filter ≤ 0.5 × (jq |
fzf); JSON ≤ 1.25 × plain lines of the same bytes; `--group-nth` ≤ 1.25 × no groups.
`--jq '' --fzf ''` times tick alone.
"""
import argparse, json, os, random, shutil, statistics, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORDS = ("fix add speed up reader chunk sweep json input docs kubectl example unicode release "
         "picker wheel toolbar preview reload tracking memory output encoder query matcher").split()


def build_corpora(count):
    rnd = random.Random(43)
    gh = f"/tmp/tick-json-gh-{count}.json"
    if not os.path.exists(gh):
        prs = [{"number": 1000 + i, "title": " ".join(rnd.choice(WORDS) for _ in range(rnd.randint(3, 9))),
                "author": {"login": "user%d" % rnd.randint(1, 500)},
                "labels": [{"name": rnd.choice(WORDS)} for _ in range(rnd.randint(0, 3))],
                "state": rnd.choice(["OPEN", "CLOSED", "MERGED"])} for i in range(count)]
        with open(gh, "w") as f:
            json.dump(prs, f, separators=(",", ":"))
    titles = f"/tmp/tick-json-gh-{count}-titles.txt"
    if not os.path.exists(titles):
        with open(gh) as f, open(titles, "w") as out:
            for pr in json.load(f):
                out.write(pr["title"] + "\n")
    lines = f"/tmp/tick-json-gh-{count}.jsonl"
    if not os.path.exists(lines):
        with open(gh) as f, open(lines, "w") as out:
            for pr in json.load(f):
                out.write(json.dumps(pr, separators=(",", ":")) + "\n")
    kube = f"/tmp/tick-json-kube-{count}.json"
    if not os.path.exists(kube):
        namespaces = ["ns-%02d-%s" % (n, rnd.choice(WORDS)) for n in range(40)]
        items = []
        for i in range(count):
            ns = rnd.choice(namespaces)
            name = "%s-%s-%05x" % (rnd.choice(WORDS), rnd.choice(WORDS), i)
            items.append({"apiVersion": "v1", "kind": "Pod",
                          "metadata": {"name": name, "namespace": ns, "uid": "%032x" % rnd.getrandbits(128),
                                       "labels": {"app.kubernetes.io/name": name.split("-")[0], "pod-template-hash": "%08x" % i}},
                          "spec": {"containers": [{"name": "main", "image": "registry.example/%s:1.%d" % (name.split("-")[0], i % 9),
                                                   "ports": [{"containerPort": 8000 + i % 100, "protocol": "TCP"}],
                                                   "resources": {"limits": {"cpu": "500m", "memory": "128Mi"}}}],
                                   "nodeName": "node-%d" % (i % 30), "restartPolicy": "Always"},
                          "status": {"phase": rnd.choice(["Running", "Running", "Pending", "Failed"]),
                                     "podIP": "10.%d.%d.%d" % (i >> 16 & 255, i >> 8 & 255, i & 255),
                                     "conditions": [{"type": "Ready", "status": "True"}]}})
        with open(kube, "w") as f:
            json.dump({"apiVersion": "v1", "items": items, "kind": "List", "metadata": {"resourceVersion": ""}}, f, indent=4)
    return gh, titles, lines, kube


def timed(command):
    """Runs `command` (a shell line) once in a fresh Python child, which reports the wall time
    and the peak RSS of the largest process of the line (its own getrusage of its children):
    wall seconds, peak RSS in MB, status, stderr."""
    probe = ("import resource,subprocess,sys,time\n"
             "t=time.perf_counter()\n"
             "p=subprocess.run(['/bin/sh','-c',sys.argv[1]],stdout=subprocess.DEVNULL,stderr=subprocess.PIPE)\n"
             "w=time.perf_counter()-t\n"
             "sys.stderr.buffer.write(p.stderr)\n"
             "print(w, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, p.returncode)\n")
    p = subprocess.run([sys.executable, "-c", probe, command], capture_output=True, text=True)
    wall, peak, status = p.stdout.split()
    return float(wall), int(peak) / 1024, int(status), p.stderr


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tick", default=os.path.join(ROOT, ".build/release/tick"))
    ap.add_argument("--fzf", default=shutil.which("fzf") or os.path.join(ROOT, ".build/fzf-0.74.5/bin/fzf"))
    ap.add_argument("--jq", default=shutil.which("jq") or "")
    ap.add_argument("--count", type=int, default=100_000)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--query", default="json reader")
    args = ap.parse_args()
    if not os.access(args.tick, os.X_OK):
        print(f"tick not found at {args.tick} (swift build -c release)", file=sys.stderr)
        return 2
    gh, titles, lines, kube = build_corpora(args.count)
    q = args.query
    have_fzf = bool(args.fzf) and os.access(args.fzf, os.X_OK)
    have_jq = bool(args.jq) and os.access(args.jq, os.X_OK)
    cases = {
        "tick json titles": f"{args.tick} --input json --with-nth '{{.title}}' --filter '{q}' < {gh}",
        "tick plain titles": f"{args.tick} --filter '{q}' < {titles}",
        "tick json lines titles": f"{args.tick} --input json --with-nth '{{.title}}' --filter '{q}' < {lines}",
        "tick plain lines, same bytes": f"{args.tick} --filter '{q}' < {lines}",
        "tick json pods": f"{args.tick} --input-items .items --with-nth '{{.metadata.namespace}} {{.metadata.name}}' --filter 'ns-07 main' --json < {kube}",
    }
    cases["tick json pods --json-groups"] = (f"{args.tick} --input-items .items --with-nth '{{.metadata.namespace}} {{.metadata.name}}'"
                                             f" --group-nth .metadata.namespace --accept-nth .metadata.name --filter 'ns-07 main' --json-groups < {kube}")
    cases["tick titles --group-nth 1"] = f"{args.tick} --filter '{q}' --group-nth 1 < {titles}"
    if have_fzf:
        cases["fzf | awk titles by word"] = (f"{args.fzf} --filter '{q}' < {titles} | awk '{{if (!($1 in g)) o[n++]=$1; g[$1]=g[$1] $0 \"\\n\"}}"
                                             f" END {{for (i=0;i<n;i++) printf \"%s\", g[o[i]]}}'")
    if have_jq and have_fzf:
        cases["jq | fzf | jq pods by namespace"] = (
            f"{args.jq} -r '.items[] | [.metadata.namespace + \" \" + .metadata.name, tojson] | @tsv' < {kube}"
            f" | {args.fzf} --delimiter '\\t' --with-nth 1 --filter 'ns-07 main' | cut -f2-"
            f" | {args.jq} -sc 'reduce .[] as $p ({{}}; .[$p.metadata.namespace] += [$p.metadata.name])'")
        cases["jq | fzf titles"] = f"{args.jq} -r '.[] | .title' < {gh} | {args.fzf} --filter '{q}'"
        cases["jq | fzf pods"] = (f"{args.jq} -r '.items[] | [.metadata.namespace + \" \" + .metadata.name, tojson] | @tsv' < {kube}"
                                  f" | {args.fzf} --delimiter '\\t' --with-nth 1 --filter 'ns-07 main' | cut -f2-")
    else:
        print("jq or fzf missing: the peers are skipped", file=sys.stderr)
    if have_jq:
        cases["floor: jq -c .[] (gh)"] = f"{args.jq} -c '.[]' < {gh} > /dev/null"
        cases["floor: jq -c .items[] (pods)"] = f"{args.jq} -c '.items[]' < {kube} > /dev/null"
    print("gum: skipped (it has no filter mode to time without a terminal)", file=sys.stderr)
    times = {name: [] for name in cases}
    rss = {name: 0.0 for name in cases}
    for _ in range(args.runs):
        for name, command in cases.items():
            wall, peak, status, err = timed(command)
            if status > 1:
                print(f"{name}: exit {status}: {err.strip()}", file=sys.stderr)
                return 1
            times[name].append(wall)
            rss[name] = max(rss[name], peak)
    med = {name: statistics.median(v) * 1000 for name, v in times.items()}
    sizes = {"gh": os.path.getsize(gh) / 1e6, "pods": os.path.getsize(kube) / 1e6}
    print(f"corpora: {args.count} objects; gh array {sizes['gh']:.1f} MB, kubectl pods {sizes['pods']:.1f} MB; median of {args.runs}")
    for name in cases:
        print(f"  {name:32s} {med[name]:8.1f} ms   peak RSS {rss[name]:6.0f} MB (the largest process of the line)")
    def ratio(a, b, target=None):
        if a in med and b in med:
            r = med[a] / med[b]
            verdict = "" if target is None else ("  ok" if r <= target else "  MISSED")
            print(f"  {a} / {b}: {r:.2f}{'' if target is None else f' (target ≤ {target})'}{verdict}")
    ratio("tick json titles", "jq | fzf titles", 0.5)
    ratio("tick json lines titles", "tick plain lines, same bytes", 1.25)
    ratio("tick json titles", "tick plain titles")
    ratio("tick json pods", "jq | fzf pods", 0.5)
    ratio("tick json titles", "floor: jq -c .[] (gh)")
    ratio("tick json pods", "floor: jq -c .items[] (pods)")
    ratio("tick json pods --json-groups", "jq | fzf | jq pods by namespace", 0.5)
    ratio("tick titles --group-nth 1", "tick plain titles", 1.25)
    ratio("tick titles --group-nth 1", "fzf | awk titles by word")
    return 0


if __name__ == "__main__":
    sys.exit(main())
