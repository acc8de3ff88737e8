// JSON items (docs/SPEC.md §2, §5): `--input json` and `--input-items` read JSON Lines, arrays and
// kubectl's documents; the list searches the chosen paths; the output is the objects themselves.
// Every JSON output is checked with a strict parser, and with `jq -e .` where jq is installed.
import Foundation
import Testing
import TickTestSupport

/// A file of Tests/Fixtures.
func fixtureBytes(_ name: String) -> [UInt8] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/\(name)")
    return Array((try? Data(contentsOf: url)) ?? Data())
}

/// `jq`, where it is installed.
let jqPath: String? = ["/usr/bin/jq", "/usr/local/bin/jq", "/opt/homebrew/bin/jq"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}

/// Expects `bytes` to be JSON by the strict parser and by `jq -e .` (which also fails on
/// `null` and `false`: `[]` and objects are what tick prints); returns the value.
@discardableResult
func expectStrictJSON(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> StrictJSON.Value? {
    var lines = bytes
    if lines.last == 0x0A { lines.removeLast() }
    let value = StrictJSON.parse(lines)
    #expect(value != nil, "not strict JSON: \(show(bytes))", sourceLocation: sourceLocation)
    if let jq = jqPath {
        let r = run(jq, ["-e", "."], stdin: bytes)
        #expect(r.status == 0, "jq -e . refused it: \(r.stderr)", sourceLocation: sourceLocation)
    }
    return value
}

/// The strict JSON value of `text`.
func strict(_ text: String) -> StrictJSON.Value? { StrictJSON.parse(Array(text.utf8)) }

@Suite("JSON input")
struct JSONInputTests {
    let pods = fixtureBytes("kubectl-pods.json")
    let prs = fixtureBytes("gh-prs.json")

    @Test("gh's array: the titles are searched, --json prints the objects themselves")
    func ghObjects() {
        let r = runTick(["--input", "json", "--with-nth", "{.title}", "--filter", "json", "--json"], stdin: prs)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let value = expectStrictJSON(r.stdout)
        #expect(value == strict(#"[{"number":102,"title":"Add --input json","author":{"login":"ben"},"labels":[{"name":"feature"},{"name":"json"}],"state":"OPEN"}]"#))
        // Only the shown paths are searched: "ben" is in the object, not in its title.
        #expect(runTick(["--input", "json", "--with-nth", "{.title}", "--filter", "ben"], stdin: prs).status == 1)
    }

    @Test("Plain output prints each item's line as it came")
    func plainLines() {
        let input = bytes("{\"a\": 1,  \"b\":\"x\"}\r\n[2, 3]\n")
        expectOutput(runTick(["--input", "json", "--filter", ""], stdin: input), bytes("{\"a\": 1,  \"b\":\"x\"}\n2\n3\n"))
    }

    @Test("kubectl's document: --input-items .items, paths shown and printed, objects one line each")
    func kubectlPods() {
        let args = ["--input-items", ".items", "--with-nth", "{.metadata.namespace} {.metadata.name}"]
        let names = runTick(args + ["--accept-nth", ".metadata.name", "--filter", "kube-system"], stdin: pods)
        expectOutput(names, bytes("etcd-node1\ncoredns-6d4b\n"))
        let plain = runTick(args + ["--filter", "'monitoring"], stdin: pods)
        #expect(plain.status == 0)
        let lines = plain.stdout.split(separator: 0x0A)
        #expect(lines.count == 2)
        for line in lines { #expect(expectStrictJSON(Array(line)) != nil) }
        let json = runTick(args + ["--filter", "'grafana", "--json"], stdin: pods)
        guard case .array(let objects)? = expectStrictJSON(json.stdout), objects.count == 1,
              case .object(let members) = objects[0] else {
            Issue.record("expected one object: \(show(json.stdout))")
            return
        }
        #expect(members.map { String(String.UnicodeScalarView($0.key)) } == ["apiVersion", "kind", "metadata", "spec", "status"])
    }

    @Test("--json-lines keeps its shape: the object is the value, the shown text the text")
    func jsonLines() {
        let r = runTick(["--input", "json", "--with-nth", "{.name}", "--filter", "", "--json-lines"],
                        stdin: bytes("{\"name\":\"web\",\"n\":1.50}\n"))
        #expect(r.status == 0)
        #expect(expectStrictJSON(r.stdout) == strict(#"{"index":0,"text":"web","value":{"name":"web","n":1.50}}"#))
        #expect(r.stdoutText == "{\"index\":0,\"text\":\"web\",\"value\":{\"name\":\"web\",\"n\":1.50}}\n")
    }

    @Test("--accept-nth with one path prints its JSON; a missing path is null, or empty as text")
    func acceptPath() {
        let input = bytes("{\"n\":1e3,\"s\":\"a\\\"b\",\"o\":{\"x\":[true,null]}}\n")
        let r = runTick(["--input", "json", "--accept-nth", ".o", "--filter", "", "--json-object"], stdin: input)
        #expect(expectStrictJSON(r.stdout) == strict(#"{"0":{"x":[true,null]}}"#))
        let missing = runTick(["--input", "json", "--accept-nth", ".nope", "--filter", "", "--json"], stdin: input)
        #expect(missing.stdoutText == "[null]\n")
        expectOutput(runTick(["--input", "json", "--accept-nth", ".nope", "--filter", ""], stdin: input), bytes("\n"))
        expectOutput(runTick(["--input", "json", "--accept-nth", "{.n} {.s}", "--filter", ""], stdin: input), bytes("1e3 a\"b\n"))
    }

    @Test("Input that is not JSON: exit 2, one line naming its line, nothing printed")
    func notJSON() {
        let r = runTick(["--input", "json", "--filter", ""], stdin: bytes("{\"a\":1}\n{\"a\":2}\n{\"a\" 3}\n"))
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "tick: the input is not JSON: line 3: expected ':' after a member name\n")
    }

    @Test("Options that do not fit JSON items are refused; without --input json, paths mean nothing")
    func optionRefusals() {
        for args in [["-d", ","], ["--with-nth", "2"], ["--ansi"], ["--nth", "1"], ["--accept-nth", "{1}"],
                     ["--input-items", ".items", "--input", "lines"], ["--input-items", ".items[-1]"], ["--input-items", "items"]] {
            let r = runTick(["--input", "json", "--filter", ""] + args, stdin: bytes("1\n"))
            #expect(r.status == 2, "\(args): \(r.stderr)")
            #expect(r.stderr.hasPrefix("tick: ") && r.stderr.filter { $0 == "\n" }.count == 1, "\(args): \(r.stderr)")
        }
        // fzf's meaning stands: `{.x}` is no placeholder, so this is no template.
        let r = runTick(["--with-nth", "{.x}", "--filter", ""], stdin: bytes("a\n"))
        #expect(r.status == 2)
        #expect(r.stderr.contains("neither a field list nor a template"))
        expectOutput(runTick(["--with-nth", "{1}{.x}", "--filter", ""], stdin: bytes("a\n")), bytes("a\n"))
    }

    @Test("A large document is read whole once, in pieces, with every item")
    func largeDocument() {
        var doc = "{\"items\":[\n"
        for i in 0..<20_000 { doc += (i > 0 ? ",\n" : "") + "  {\"name\": \"pod-\(i)\", \"n\": \(i)}" }
        doc += "\n]}\n"
        let r = runTick(["--input-items", ".items", "--with-nth", "{.name}", "--filter", "pod-19999", "--accept-nth", ".n"],
                        stdin: bytes(doc))
        #expect(r.status == 0)
        #expect(r.stdoutText.split(separator: "\n").first == "19999")
        let all = runTick(["--input-items", ".items", "--filter", ""], stdin: bytes(doc))
        #expect(all.stdout.split(separator: 0x0A).count == 20_000)
        // Each element lies on one line: kept as written, inner blanks included.
        #expect(all.stdout.split(separator: 0x0A).last.map { Array($0) } == bytes("{\"name\": \"pod-19999\", \"n\": 19999}"))
    }
}

@Suite("JSON input: keys by path")
struct JSONKeyTests {
    @Test("--json-object keyed by a path prints each pod under its name; a key twice is refused")
    func keyedObjects() {
        let pods = fixtureBytes("kubectl-pods.json")
        let shown = ["--with-nth", "{.metadata.namespace} {.metadata.name}"]
        let r = runTick(shown + ["--input-items", ".items", "--json-object", "--key-nth", ".metadata.name", "--accept-nth", ".status.phase",
                         "--filter", "'monitoring"], stdin: pods)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(expectStrictJSON(r.stdout) == strict(#"{"prometheus-0":"Running","grafana-8c9d":"Failed"}"#))
        let twice = runTick(shown + ["--input-items", ".items", "--json-object", "--key-nth", ".metadata.namespace", "--filter", "'monitoring"],
                            stdin: pods)
        #expect(twice.status == 2)
        #expect(twice.stdout.isEmpty)
        #expect(twice.stderr.contains("duplicate key 'monitoring'"))
    }
}
