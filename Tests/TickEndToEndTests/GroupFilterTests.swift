import Foundation
import Testing
import TickTestSupport

/// Groups under `--filter` (docs/SPEC.md §2, §5, §6): matches printed group by group, and the
/// JSON formats' `group`.
@Suite("Groups with --filter")
struct GroupFilterTests {
    let paths = ["b/x", "a/wx", "b/w", "c/q", "a/y"]

    @Test("An empty query prints the groups in order of first appearance, rows in input order within")
    func inputOrder() {
        expectLines(filter("", paths, ["--group-nth", "1", "-d", "/"]), ["b/x", "b/w", "a/wx", "a/y", "c/q"])
    }

    @Test("Ranked, the best match's group comes first and rows stay ranked within their group")
    func ranked() {
        // Without groups `w` ranks b/w (shorter) before a/wx, so group b leads.
        expectLines(filter("w", paths), ["b/w", "a/wx"])
        expectLines(filter("w", paths + ["b/www"], ["--group-nth", "1", "-d", "/"]), ["b/w", "b/www", "a/wx"])
    }

    @Test("--group-pattern: headings are never printed; --json-lines carries each row's group")
    func headingsAndJSONLines() {
        let r = runTick(["--filter", "", "--group-pattern", "^# (.*)", "--json-lines"], stdin: lines(["top", "# one", "a", "# two", "b"]))
        #expect(r.status == 0)
        let objects = r.stdoutText.split(separator: "\n").map { strict(String($0)) }
        #expect(objects == [strict(#"{"index":0,"text":"top","value":"top","group":""}"#),
                            strict(#"{"index":1,"text":"a","value":"a","group":"one"}"#),
                            strict(#"{"index":2,"text":"b","value":"b","group":"two"}"#)])
    }

    @Test("--json-groups: one object from each group to its values, valid JSON, {} for none")
    func jsonGroups() {
        let r = filter("", paths, ["--group-nth", "1", "-d", "/", "--json-groups"])
        #expect(r.status == 0)
        #expect(expectStrictJSON(r.stdout) == strict(#"{"b":["b/x","b/w"],"a":["a/wx","a/y"],"c":["c/q"]}"#))
        let none = filter("zzz", paths, ["--group-nth", "1", "-d", "/", "--json-groups"])
        #expect(none.status == 1)
        #expect(expectStrictJSON(none.stdout) == strict("{}"))
    }

    @Test("kubectl-shaped JSON: pods by namespace, the objects themselves")
    func kubectlByNamespace() {
        let r = runTick(["--input-items", ".items", "--with-nth", "{.metadata.name}", "--group-nth", ".metadata.namespace",
                         "--accept-nth", ".metadata.name", "--filter", "", "--json-groups"], stdin: fixtureBytes("kubectl-pods.json"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(expectStrictJSON(r.stdout) == strict(#"{"default":["web-7d4b9c","api-5f6c7d"],"kube-system":["coredns-6d4b","etcd-node1"],"monitoring":["prometheus-0","grafana-8c9d"]}"#))
    }

    @Test("Wrong combinations are refused with exit 2 and one line")
    func refusals() {
        for (args, message) in [(["--json-groups"], "--json-groups needs --group-nth or --group-pattern"),
                                (["--group-nth", "1", "--group-pattern", "^#"], "give one of them"),
                                (["--input", "json", "--group-pattern", "^#"], "--group-pattern reads heading lines"),
                                (["--input", "json", "--group-nth", "1"], "--group-nth: --input json names fields by paths"),
                                (["--group-pattern", "("], "is not a regular expression")] {
            let r = filter("", ["a"], args)
            #expect(r.status == 2, "\(args)")
            #expect(r.stderr.contains(message) && r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)")
            #expect(r.stdout.isEmpty)
        }
    }
}

/// Groups in line mode (`TERM=dumb`, `--line-mode`) under a pseudo-terminal.
@Suite("Groups in line mode", .serialized)
struct GroupLineModeTests {
    static let question = "Pick (e.g. 1 3 5-7):"

    @Test("Rows are listed group by group under unnumbered heading lines; numbers pick rows, --json-groups prints them by group")
    func headings() throws {
        let run = try picker(["--group-nth", "1", "-d", "/", "--json-groups"], input: ["b/x", "a/y", "b/z", "c/q"],
                             environment: ["TERM": "dumb"], echo: false)
        #expect(run.waitForText(Self.question))
        #expect(Array(run.lines.prefix(8)) == ["── b", "1  b/x", "2  b/z", "── a", "3  a/y", "── c", "4  c/q", Self.question])
        run.send("3 2\r")
        let r = run.finish()
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(expectStrictJSON(r.stdout) == strict(#"{"b":["b/z"],"a":["a/y"]}"#))
    }

    @Test("--group-pattern's headings are drawn, not numbered; with a query the best match's group comes first")
    func patternAndQuery() throws {
        let run = try picker(["--group-pattern", "^# (.*)", "-q", "e"], input: ["# fruit", "apple", "fig", "# veg", "leek"],
                             environment: ["TERM": "dumb"], echo: false)
        #expect(run.waitForText(Self.question))
        // `e` ranks leek (its e comes early) above apple: leek's group comes first.
        #expect(Array(run.lines.prefix(4)) == ["── veg", "1  leek", "── fruit", "2  apple"])
        run.send("2\r")
        let r = run.finish()
        #expect(r.stdoutText == "apple\n")
    }
}
