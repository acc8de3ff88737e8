// Output formats (docs/SPEC.md §5): JSON array, object and lines, --print-query, and JSON's handling of
// bytes that are not UTF-8.
import Foundation
import Testing

/// Runs tick and parses its stdout as JSON, checking exit 0 and no time-out.
private func json(_ args: [String], _ input: [UInt8], status: Int32 = 0,
                  sourceLocation: SourceLocation = #_sourceLocation) -> (Any?, RunResult) {
    let r = runTick(args, stdin: input)
    #expect(!r.timedOut, sourceLocation: sourceLocation)
    #expect(r.status == status, "exit status; stderr: \(r.stderr)", sourceLocation: sourceLocation)
    return (parseJSON(r.stdout, sourceLocation: sourceLocation), r)
}

@Suite("Output formats")
struct OutputFormatTests {
    @Test("--json prints a JSON array of the values, escaped per RFC 8259")
    func jsonArray() {
        let items = ["plain", "quote\"back\\slash/", "tab\there", "ctl\u{01}\u{1F}\u{7F}x", "uni ü € 😀", ""]
        let (value, r) = json(["--json", "--filter", ""], lines(items))
        #expect(value as? [String] == items)
        #expect(r.stderr == "")
    }

    @Test("--json keeps the ranked order of the matches")
    func jsonArrayRanked() {
        let (value, _) = json(["--json", "--filter", "fb"], lines(["afoobxr", "foo-bar", "fb", "zzz"]))
        #expect(value as? [String] == ["fb", "foo-bar", "afoobxr"])
    }

    @Test("--json with --read0 carries newlines inside values")
    func jsonRead0() {
        let (value, _) = json(["--json", "--read0", "--filter", ""], bytes("a\nb\0c\0"))
        #expect(value as? [String] == ["a\nb", "c"])
    }

    @Test("--json prints the --accept-nth fields as values")
    func jsonAcceptNth() {
        let (value, _) = json(["--json", "-d", ":", "--accept-nth", "2", "--filter", ""], lines(["a:b:c", "d:e:f"]))
        #expect(value as? [String] == ["b", "e"])
    }

    @Test("--json-object keys are the 0-based item indices as decimal strings")
    func jsonObjectIndices() {
        let (value, _) = json(["--json-object", "--filter", "peer"], lines(["peer-a", "other", "x", "peer-b"]))
        #expect(value as? [String: String] == ["0": "peer-a", "3": "peer-b"])
    }

    @Test("--json-object indices count items only, not header lines")
    func jsonObjectIndicesAfterHeader() {
        let (value, _) = json(["--json-object", "--header-lines", "1", "--filter", ""], lines(["HEAD", "a", "b"]))
        #expect(value as? [String: String] == ["0": "a", "1": "b"])
    }

    @Test("--json-object with --key-nth keys each item by its fields")
    func jsonObjectKeyNth() {
        let input = lines(["k1 v1", "k2 v2"])
        let (whole, _) = json(["--json-object", "--key-nth", "1", "--filter", ""], input)
        #expect(whole as? [String: String] == ["k1": "k1 v1", "k2": "k2 v2"])
        let (fields, _) = json(["--json-object", "--key-nth", "1", "--accept-nth", "2", "--filter", ""], input)
        #expect(fields as? [String: String] == ["k1": "v1", "k2": "v2"])
    }

    @Test("Two items with the same --json-object key are an error naming the key")
    func duplicateKey() {
        let r = runTick(["--json-object", "--key-nth", "1", "--filter", ""], stdin: lines(["dup-key a", "other b", "dup-key c"]))
        #expect(!r.timedOut)
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("tick: "), "stderr: \(r.stderr)")
        #expect(r.stderr.contains("dup-key"), "stderr should name the key: \(r.stderr)")
    }

    @Test("A duplicate key in a long --json-object output leaves no broken JSON on stdout")
    func duplicateKeyLongOutput() {
        // docs/SPEC.md §5: JSON is always valid. 5,000 items make well over 64 KiB of output before the
        // duplicate (the last item) is met.
        let items = (1...5_000).map { "key\($0) some padding text here" } + ["key1 duplicate"]
        let r = runTick(["--json-object", "--key-nth", "1", "--filter", ""], stdin: lines(items))
        #expect(r.status == 2)
        #expect(r.stderr.contains("key1"), "stderr: \(r.stderr)")
        #expect(r.stdout.isEmpty, "stdout holds \(r.stdout.count) bytes of unterminated JSON: …\(show(Array(r.stdout.suffix(60))))")
    }

    @Test("JSON output of many 64 KiB blocks parses back to every item, in order")
    func longJSONOutput() {
        let items = (0..<20_000).map { "item \($0) \"quoted\" \\ é\t" + String(repeating: "p", count: $0 % 50) }
        let (array, _) = json(["--json", "--filter", ""], lines(items))
        #expect(array as? [String] == items)
        let (object, _) = json(["--json-object", "--filter", ""], lines(items))
        #expect((object as? [String: String])?["19999"] == items[19_999])
        #expect((object as? [String: String])?.count == items.count)
        let r = runTick(["--json-lines", "--filter", ""], stdin: lines(items))
        let records = r.stdout.split(separator: 0x0A).map { parseJSON(Array($0)) as? [String: Any] }
        #expect(records.map { $0?["text"] as? String } == items)
        #expect(records.map { $0?["index"] as? Int } == Array(0..<items.count))
    }

    @Test("A reader that stops early (| head -c 100) gets the start of the output, and tick stays silent",
          arguments: [[], ["--print0"], ["--json"], ["--json-lines"]])
    func readerStopsEarly(format: [String]) {
        // 200,000 items are megabytes: far more than the pipe holds, so tick meets EPIPE.
        let input = lines((0..<200_000).map { "line \($0) with some padding" })
        let whole = runTick(["--filter", ""] + format, stdin: input)
        let script = #"{ "$0" --filter '' "$@"; echo "tick exit $?" >&2; } | head -c 100"#
        let r = run("/bin/sh", ["-c", script, Programs.tick] + format, stdin: input)
        #expect(r.status == 0)
        #expect(r.stderr == "tick exit 0\n", "tick should say nothing: \(r.stderr)")
        expectBytes(r.stdout, Array(whole.stdout.prefix(100)))
    }

    @Test("--json-lines prints one object per item with index, text and value")
    func jsonLines() {
        let r = runTick(["--json-lines", "--accept-nth", "2", "--filter", ""], stdin: lines(["a b", "c \"d\""]))
        #expect(r.status == 0)
        #expect(r.stdout.last == 0x0A)
        let objects = r.stdoutText.split(separator: "\n").map { parseJSON(bytes(String($0))) as? [String: Any] }
        #expect(objects.count == 2)
        guard objects.count == 2, let first = objects[0], let second = objects[1] else { return }
        #expect(first["index"] as? Int == 0)
        #expect(first["text"] as? String == "a b")
        #expect(first["value"] as? String == "b")
        #expect(first["key"] == nil)
        #expect(second["index"] as? Int == 1)
        #expect(second["text"] as? String == "c \"d\"")
        #expect(second["value"] as? String == "\"d\"")
    }

    @Test("--json-lines with --key-nth adds the key")
    func jsonLinesKey() {
        let r = runTick(["--json-lines", "--key-nth", "2", "--filter", "y"], stdin: lines(["x 1", "y 2"]))
        #expect(r.status == 0)
        let objects = r.stdoutText.split(separator: "\n").map { parseJSON(bytes(String($0))) as? [String: Any] }
        #expect(objects.count == 1)
        let object = objects.first ?? nil
        #expect(object?["index"] as? Int == 1)
        #expect(object?["text"] as? String == "y 2")
        #expect(object?["value"] as? String == "y 2")
        #expect(object?["key"] as? String == "2")
    }

    @Test("--print-query prints the query as the first line")
    func printQueryPlain() {
        expectOutput(runTick(["--print-query", "--filter", "b"], stdin: lines(["a", "b", "ab"])), bytes("b\nb\nab\n"))
    }

    @Test("--print-query with --print0 ends the query with NUL too")
    func printQueryPrint0() {
        expectOutput(runTick(["--print-query", "--print0", "--filter", "b"], stdin: lines(["a", "b"])), bytes("b\0b\0"))
    }

    @Test("--print-query with --json-lines puts the objects in an array under selected")
    func printQueryJSONLines() {
        let (value, _) = json(["--print-query", "--json-lines", "--filter", "b"], lines(["a", "b"]))
        let object = value as? [String: Any]
        #expect(object?["query"] as? String == "b")
        let selected = object?["selected"] as? [[String: Any]]
        #expect(selected?.count == 1)
        #expect(selected?.first?["index"] as? Int == 1)
        #expect(selected?.first?["value"] as? String == "b")
    }

    @Test("--print-query with --json wraps the result in an object")
    func printQueryJSON() {
        let (value, _) = json(["--print-query", "--json", "--filter", "b"], lines(["a", "b"]))
        let object = value as? [String: Any]
        #expect(object?.keys.sorted() == ["key", "query", "selected"])
        #expect(object?["query"] as? String == "b")
        #expect(object?["key"] as? String == "")
        #expect(object?["selected"] as? [String] == ["b"])
    }

    @Test("--print-query with --json-object nests the object under selected")
    func printQueryJSONObject() {
        let (value, _) = json(["--print-query", "--json-object", "--filter", "b"], lines(["a", "b"]))
        let object = value as? [String: Any]
        #expect(object?["query"] as? String == "b")
        #expect(object?["selected"] as? [String: String] == ["1": "b"])
    }

    @Test("Invalid UTF-8 becomes U+FFFD in JSON, with a warning counting the items")
    func invalidUTF8InJSON() {
        let input = bytes("ok\n") + bytes("bad") + [0xFF] + bytes("\n") + [0xC3, 0x28] + bytes("x\n")
        let (value, r) = json(["--json", "--filter", ""], input)
        #expect(String(validating: r.stdout, as: UTF8.self) != nil, "stdout must be valid UTF-8")
        #expect(value as? [String] == ["ok", "bad\u{FFFD}", "\u{FFFD}(x"])
        #expect(r.stderr.hasPrefix("tick: "), "stderr: \(r.stderr)")
        #expect(r.stderr.contains("2"), "the warning should count 2 items: \(r.stderr)")
    }

    @Test("Surrogates, overlong forms and out-of-range sequences become U+FFFD in JSON")
    func illFormedSequences() {
        let input = bytes("a") + [0xED, 0xA0, 0x80] + bytes("b\n") + bytes("c") + [0xC0, 0xAF] + bytes("d\n")
            + bytes("e") + [0xF4, 0x90, 0x80, 0x80] + bytes("f\n")
        for format in ["--json", "--json-object", "--json-lines"] {
            let r = runTick([format, "--filter", ""], stdin: input)
            #expect(r.status == 0)
            #expect(String(validating: r.stdout, as: UTF8.self) != nil, "\(format): stdout must be valid UTF-8")
            #expect(r.stderr.contains("3"), "\(format): the warning should count 3 items: \(r.stderr)")
        }
        let (value, _) = json(["--json", "--filter", ""], input)
        let strings = value as? [String] ?? []
        #expect(strings.count == 3)
        for (s, ends) in zip(strings, [("a", "b"), ("c", "d"), ("e", "f")]) {
            #expect(s.hasPrefix(ends.0) && s.hasSuffix(ends.1), "\(s.debugDescription)")
            let middle = s.unicodeScalars.dropFirst().dropLast()
            #expect(!middle.isEmpty && middle.allSatisfy { $0 == "\u{FFFD}" }, "\(s.debugDescription)")
        }
    }

    @Test("Invalid UTF-8 in a --json-object key and in --json-lines text is replaced too")
    func invalidUTF8KeysAndText() {
        let input = bytes("k") + [0xFF] + bytes(" v\n")
        let (object, r) = json(["--json-object", "--key-nth", "1", "--filter", ""], input)
        #expect(object as? [String: String] == ["k\u{FFFD}": "k\u{FFFD} v"])
        #expect(r.stderr.contains("1"), "stderr: \(r.stderr)")
        let (line, _) = json(["--json-lines", "--filter", ""], input)
        #expect((line as? [String: Any])?["text"] as? String == "k\u{FFFD} v")
    }

    @Test("The plain format does not warn about invalid UTF-8 and changes no byte")
    func plainNoWarning() {
        let input = bytes("bad") + [0xFF] + bytes("\n")
        expectOutput(runTick(["--filter", ""], stdin: input), input)
    }
}
