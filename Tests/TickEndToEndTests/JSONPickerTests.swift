// JSON items in the picker, under a pseudo-terminal (docs/SPEC.md §2): the list shows and
// searches the chosen paths, Enter prints the objects, a faulty line is said in the toolbar.
import Foundation
import Testing
import TickTestSupport

/// Starts tick under a pseudo-terminal with `stdin` as its whole input.
private func jsonPicker(_ arguments: [String], stdin: [UInt8]) throws -> PseudoTerminalRun {
    try PseudoTerminalRun(executable: Programs.tick, arguments: arguments, environment: ["NO_COLOR": "1"],
                          rows: 12, columns: 80, stdin: stdin)
}

@Suite("JSON items in the picker")
struct JSONPickerTests {
    @Test("gh's array: titles shown and searched, never the raw JSON; Enter prints the object")
    func ghPicker() throws {
        let run = try jsonPicker(["--input", "json", "--with-nth", "{.title}", "--json"], stdin: fixtureBytes("gh-prs.json"))
        #expect(run.waitForCount("5/5"))
        #expect(run.row(showing: "Add --input json") != nil)
        #expect(!run.lines.contains { $0.contains("\"number\"") || $0.contains("{") })
        run.send("ben")
        #expect(run.waitForCount("0/5"), "the author is not among the shown paths")
        run.send(Keys.ctrlU + "sweep")
        #expect(run.waitForCount("1/5"))
        run.send(Keys.enter)
        let result = run.finish()
        #expect(result.status == 0)
        #expect(expectStrictJSON(result.stdout) == strict(#"[{"number":104,"title":"Speed up the sweep by 12%","author":{"login":"dee"},"labels":[{"name":"perf"}],"state":"CLOSED"}]"#))
    }

    @Test("kubectl's pods by namespace and name; plain output prints the pod's one line of JSON")
    func kubectlPicker() throws {
        let run = try jsonPicker(["--input-items", ".items", "--with-nth", "{.metadata.namespace} {.metadata.name}"],
                                 stdin: fixtureBytes("kubectl-pods.json"))
        #expect(run.waitForCount("6/6"))
        #expect(run.row(showing: "kube-system coredns-6d4b") != nil)
        run.send("'etcd")
        #expect(run.waitForCount("1/6"), "\(run.lines)")
        run.send(Keys.enter)
        let result = run.finish()
        #expect(result.status == 0)
        #expect(result.stdoutText.hasPrefix(#"{"apiVersion":"v1","kind":"Pod","metadata":{"name":"etcd-node1""#))
        #expect(result.stdout.filter { $0 == 0x0A }.count == 1)
        expectStrictJSON(result.stdout)
    }

    @Test("A line that is not JSON is said in the toolbar and left out; the rest is listed")
    func badLineInToolbar() throws {
        let input = Array("{\"a\":\"one\"}\n{\"a\" \"two\"}\n{\"a\":\"three\"}\n".utf8)
        let run = try jsonPicker(["--input", "json"], stdin: input)
        // The note takes the toolbar's place, as a reload's failure does.
        #expect(run.waitForText("input: line 2 is not JSON (expected ':' after a member na"), "\(run.lines)")
        #expect(run.row(showing: "one") != nil)
        #expect(run.row(showing: "three") != nil)
        #expect(run.row(showing: "two") == nil)
        run.send(Keys.esc)
        #expect(run.finish().status == 130)
    }
}

@Suite("JSON paths in the picker's commands")
struct JSONPickerCommandTests {
    @Test("{.metadata.name} in a preview is the band pod's name, quoted")
    func previewPath() throws {
        let run = try PseudoTerminalRun(executable: Programs.tick,
                                        arguments: ["--input-items", ".items", "--with-nth", "{.metadata.name}",
                                                    "--preview", "echo pod={.metadata.name} ns={.metadata.namespace} port={.spec.containers[0].ports[0].containerPort}"],
                                        environment: ["NO_COLOR": "1"], rows: 14, columns: 100, stdin: fixtureBytes("kubectl-pods.json"))
        #expect(run.waitForText("pod=web-7d4b9c ns=default port=8080"), "\(run.lines)")
        run.send(Keys.down)
        #expect(run.waitForText("pod=api-5f6c7d ns=default port=9000"), "\(run.lines)")
        run.send(Keys.esc)
        #expect(run.finish().status == 130)
    }
}
