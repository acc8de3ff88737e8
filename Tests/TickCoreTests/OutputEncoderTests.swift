import Foundation
import Testing
@testable import TickCore

private func item(_ index: Int, _ text: String, value: String? = nil, key: String? = nil) -> OutputItem {
    OutputItem(index: index, text: bytes(text), value: bytes(value ?? text), key: key.map(bytes))
}

/// Everything an encoder writes for `items`.
private func encode(
    _ format: OutputFormat, query: String? = nil, key: String? = nil, _ items: [OutputItem]
) throws -> [UInt8] {
    var encoder = OutputEncoder(format: format, query: query.map(bytes), acceptKey: key.map(bytes))
    for item in items { try encoder.add(item) }
    encoder.finish()
    return encoder.take()
}

private func text(_ b: [UInt8]) -> String { String(decoding: b, as: UTF8.self) }

/// `bytes` as a JSON string, and whether nothing had to be replaced.
private func jsonString(_ b: [UInt8]) -> (String, Bool) {
    var out = OutputBuffer()
    let valid = JSONText.appendString(b, to: &out)
    return (text(out.bytes), valid)
}

private func parseJSON(_ b: [UInt8]) -> Any? {
    try? JSONSerialization.jsonObject(with: Data(b), options: [.fragmentsAllowed])
}

@Suite("Output encoding")
struct OutputEncoderTests {
    @Test("Lines: each value and a newline, bytes untouched")
    func lines() throws {
        let items = [item(0, "a"), OutputItem(index: 1, text: [0x61, 0xFF], value: [0x61, 0xFF]), item(2, "b\r")]
        let out = try encode(.lines(terminator: 0x0A), items)
        #expect(out == [0x61, 0x0A, 0x61, 0xFF, 0x0A, 0x62, 0x0D, 0x0A])
    }

    @Test("--print0: each value and a NUL, newlines inside kept")
    func nulTerminated() throws {
        #expect(try encode(.lines(terminator: 0), [item(0, "a\nb"), item(1, "c")]) == bytes("a\nb\u{0}c\u{0}"))
    }

    @Test("Lines print the value, not the whole text")
    func linesPrintValue() throws {
        #expect(try encode(.lines(terminator: 0x0A), [item(4, "a b", value: "b")]) == bytes("b\n"))
    }

    @Test("Lines: the query or the accepting key comes first, an empty line for Enter")
    func linesHeaderLine() throws {
        #expect(try encode(.lines(terminator: 0x0A), query: "foo", [item(0, "x")]) == bytes("foo\nx\n"))
        #expect(try encode(.lines(terminator: 0x0A), key: "", [item(0, "x")]) == bytes("\nx\n"))
        #expect(try encode(.lines(terminator: 0x0A), key: "ctrl-d", [item(0, "x")]) == bytes("ctrl-d\nx\n"))
    }

    @Test("--json: an array of the values")
    func jsonArray() throws {
        #expect(text(try encode(.jsonArray, [item(0, "a"), item(5, "x b", value: "b")])) == "[\"a\",\"b\"]\n")
        #expect(text(try encode(.jsonArray, [])) == "[]\n")
    }

    @Test("--json-object: keyed by the 0-based index as a string")
    func jsonObjectByIndex() throws {
        #expect(text(try encode(.jsonObject, [item(3, "a"), item(7, "b")])) == "{\"3\":\"a\",\"7\":\"b\"}\n")
        #expect(text(try encode(.jsonObject, [])) == "{}\n")
    }

    @Test("--json-object: keyed by the --key-nth fields when given")
    func jsonObjectByKey() throws {
        let out = try encode(.jsonObject, [item(3, "x a", value: "a", key: "x"), item(7, "y b", value: "b", key: "y")])
        #expect(text(out) == "{\"x\":\"a\",\"y\":\"b\"}\n")
    }

    @Test("--json-object: a duplicate key is an error naming the key and both items")
    func duplicateKey() throws {
        var encoder = OutputEncoder(format: .jsonObject)
        try encoder.add(item(3, "k a", value: "a", key: "k"))
        #expect(throws: OutputEncoder.Failure.duplicateKey(key: bytes("k"), first: 3, second: 7)) {
            try encoder.add(item(7, "k b", value: "b", key: "k"))
        }
    }

    @Test("--json-object: keys that become equal once made valid JSON are not merged silently")
    func duplicateKeyAfterReplacement() {
        var encoder = OutputEncoder(format: .jsonObject)
        var threw = false
        do {
            try encoder.add(OutputItem(index: 1, text: [0xFF], value: bytes("a"), key: [0xFF]))
            try encoder.add(OutputItem(index: 2, text: [0xFE], value: bytes("b"), key: [0xFE]))
        } catch {
            threw = true
        }
        encoder.finish()
        let object = parseJSON(encoder.take()) as? [String: Any]
        // Either the collision is reported, or both items survive in the object.
        #expect(threw || object?.count == 2)
    }

    @Test("--json-lines: one object per item and line, with the key when given")
    func jsonLines() throws {
        let out = try encode(.jsonLines, [item(3, "a b", value: "b"), item(7, "c", key: "k")])
        #expect(text(out) == """
            {"index":3,"text":"a b","value":"b"}
            {"index":7,"text":"c","value":"c","key":"k"}

            """)
    }

    @Test("With a query or a key, JSON output is one object holding the selection")
    func wrapped() throws {
        #expect(text(try encode(.jsonArray, query: "q\"", key: "ctrl-d", [item(0, "a")]))
            == #"{"query":"q\"","key":"ctrl-d","selected":["a"]}"# + "\n")
        #expect(text(try encode(.jsonObject, query: "q", [item(0, "a")]))
            == #"{"query":"q","key":"","selected":{"0":"a"}}"# + "\n")
        #expect(text(try encode(.jsonLines, key: "f1", [item(0, "a"), item(1, "b")]))
            == #"{"query":"","key":"f1","selected":[{"index":0,"text":"a","value":"a"},{"index":1,"text":"b","value":"b"}]}"# + "\n")
    }

    @Test("Items whose bytes had to be replaced are counted once each")
    func replacedItems() throws {
        var encoder = OutputEncoder(format: .jsonLines)
        try encoder.add(OutputItem(index: 0, text: [0xFF, 0xFE], value: [0xFF, 0xFE]))
        try encoder.add(item(1, "ok"))
        try encoder.add(OutputItem(index: 2, text: [0x61, 0xC0], value: [0x61]))
        #expect(encoder.replacedItems == 2)
    }

    @Test("take() hands over what is ready and forgets it")
    func take() throws {
        var encoder = OutputEncoder(format: .jsonArray)
        try encoder.add(item(0, "a"))
        #expect(text(encoder.take()) == "[\"a\"")
        #expect(encoder.pending == 0)
        try encoder.add(item(1, "b"))
        encoder.finish()
        #expect(text(encoder.take()) == ",\"b\"]\n")
        #expect(encoder.take() == [])
    }

    @Test("Draining after any item gives the same bytes as one take at the end",
          arguments: [OutputFormat.lines(terminator: 0x0A), .lines(terminator: 0), .jsonArray, .jsonLines])
    func drainAnywhere(format: OutputFormat) throws {
        var rng = SplitMix64(seed: 0x6472_6169)
        let items = (0..<300).map { i in
            OutputItem(index: i * 3, text: (0..<rng.int(0...400)).map { _ in UInt8(0x20 + rng.int(0...0x60)) },
                       value: bytes("v\(i)"))
        }
        let whole = try encode(format, query: "q", items)
        for every in [1, 2, 7, 300] {
            var encoder = OutputEncoder(format: format, query: bytes("q"))
            var pieces: [UInt8] = []
            for (n, item) in items.enumerated() {
                try encoder.add(item)
                if n % every == 0 { encoder.drain { pieces += $0 } }
            }
            encoder.finish()
            encoder.drain { pieces += $0 }
            #expect(firstDifference(pieces, whole) == nil, "draining every \(every) items")
            #expect(encoder.pending == 0)
        }
    }

    @Test("--json-object hands over nothing before finish(), then the whole document")
    func jsonObjectHeldBack() throws {
        var encoder = OutputEncoder(format: .jsonObject, query: bytes("q"))
        for i in 0..<2_000 { try encoder.add(item(i, String(repeating: "x", count: 50))) }
        #expect(encoder.pending == 0)
        #expect(encoder.take() == [])
        encoder.finish()
        let document = encoder.take()
        let object = (parseJSON(document) as? [String: Any])?["selected"] as? [String: String]
        #expect(object?.count == 2_000)
        #expect(object?["1999"] == String(repeating: "x", count: 50))
    }

    @Test("--json-object: a refused duplicate leaves the document as if it had not been given")
    func duplicateLeavesNoTrace() throws {
        var encoder = OutputEncoder(format: .jsonObject)
        try encoder.add(item(1, "x 1", value: "1", key: "x"))
        #expect(throws: OutputEncoder.Failure.duplicateKey(key: bytes("x"), first: 1, second: 2)) {
            try encoder.add(item(2, "x 2", value: "2", key: "x"))
        }
        try encoder.add(item(3, "z 3", value: "3", key: "z"))
        encoder.finish()
        #expect(text(encoder.take()) == #"{"x":"1","z":"3"}"# + "\n")

        var byIndex = OutputEncoder(format: .jsonObject)
        try byIndex.add(item(10, "a"))
        #expect(throws: OutputEncoder.Failure.duplicateKey(key: bytes("10"), first: 10, second: 10)) {
            try byIndex.add(item(10, "b"))
        }
        try byIndex.add(item(1, "c"))
        byIndex.finish()
        #expect(text(byIndex.take()) == #"{"10":"a","1":"c"}"# + "\n")
    }

    @Test("One projection reused for every item encodes the same bytes as a fresh one per item",
          arguments: [OutputFormat.lines(terminator: 0x0A), .jsonObject, .jsonLines])
    func projectionReuse(format: OutputFormat) throws {
        var rng = SplitMix64(seed: 0x7072_6F6A)
        let words = ["a", "bb", "ccc\r", "é", "\u{1}", "\"q\"", ""]
        let items: [[UInt8]] = (0..<500).map { i in
            let fields = (0..<rng.int(0...6)).map { _ in words[rng.int(0..<words.count)] }
            return bytes("\(i):" + fields.joined(separator: ":") + (rng.int(0...3) == 0 ? "\r" : ""))
        }
        let (accept, key) = (FieldTemplate(try FieldList(parsing: "3,2")), try FieldList(parsing: "1,-1"))
        var reused = ItemProjection(acceptNth: accept, keyNth: key, delimiter: Delimiter(":"))
        var fast = OutputEncoder(format: format)
        var fresh = OutputEncoder(format: format)
        for (i, line) in items.enumerated() {
            try line.withUnsafeBufferPointer { b throws(OutputEncoder.Failure) in
                try fast.add(index: i, bytes: b, projection: &reused)
                var once = ItemProjection(acceptNth: accept, keyNth: key, delimiter: Delimiter(":"))
                try fresh.add(once.item(index: i, bytes: b))
            }
        }
        fast.finish()
        fresh.finish()
        let expected = fresh.take()
        #expect(firstDifference(fast.take(), expected) == nil)
        #expect(expected.count > 2_000)
    }

    @Test("JSON strings escape quotes, backslashes and control characters")
    func escapes() {
        #expect(jsonString(bytes(#"a"b\c/"#)) == (#""a\"b\\c/""#, true))
        #expect(jsonString([0x01]) == (#""\u0001""#, true))
        #expect(jsonString([0x0A, 0x09, 0x0D, 0x08, 0x0C]) == (#""\n\t\r\b\f""#, true))
        #expect(jsonString([0x00, 0x1F]) == (#""\u0000\u001f""#, true))
        #expect(jsonString([0x7F]) == ("\"\u{7F}\"", true))
    }

    @Test("JSON strings keep valid multi-byte UTF-8 as it is")
    func multibyte() {
        var out = OutputBuffer()
        #expect(JSONText.appendString(bytes("é→😀"), to: &out))
        #expect(out.bytes == [0x22] + bytes("é→😀") + [0x22])
    }

    @Test("Each byte that is not valid UTF-8 becomes U+FFFD, and that is reported")
    func invalidBytes() {
        #expect(jsonString([0x61, 0xFF, 0x62]) == ("\"a\u{FFFD}b\"", false))
        #expect(jsonString([0xC0, 0x80]) == ("\"\u{FFFD}\u{FFFD}\"", false))              // overlong
        #expect(jsonString([0xED, 0xA0, 0x80]) == ("\"\u{FFFD}\u{FFFD}\u{FFFD}\"", false)) // surrogate
        #expect(jsonString([0xF4, 0x90, 0x80, 0x80]).0 == "\"" + String(repeating: "\u{FFFD}", count: 4) + "\"")
        #expect(jsonString([0xE2, 0x82, 0x61]) == ("\"\u{FFFD}\u{FFFD}a\"", false))        // truncated
    }

    @Test("JSON strings made from 2,000 random byte strings always parse, valid text unchanged")
    func randomStringsParse() {
        var rng = SplitMix64(seed: 0x6A73_6F6E)
        let pool: [UInt8] = [0x00, 0x01, 0x09, 0x0A, 0x0D, 0x1F, 0x20, 0x22, 0x2F, 0x5C, 0x61, 0x75, 0x7F,
                             0x80, 0xBF, 0xC0, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xED, 0xA0, 0xF0, 0x9F, 0x98, 0xFF]
        for _ in 0..<2000 {
            let n = rng.int(0...40)
            let input = (0..<n).map { _ in rng.int(0...3) == 0 ? rng.byte() : pool[rng.int(0..<pool.count)] }
            var out = OutputBuffer()
            let valid = JSONText.appendString(input, to: &out)
            let parsed = parseJSON(out.bytes) as? String
            #expect(parsed != nil, "\(input)")
            let original = String(validating: input, as: UTF8.self)
            #expect(valid == (original != nil), "\(input)")
            if let original { #expect(parsed == original) }
            if !valid { #expect(parsed?.unicodeScalars.contains("\u{FFFD}") == true) }
        }
    }

    @Test("Projection: without field lists the value is the exact bytes, carriage return included")
    func projectionWhole() {
        var projection = ItemProjection(acceptNth: nil, keyNth: nil, delimiter: .blanks)
        let out = bytes("a b\r").withUnsafeBufferPointer { projection.item(index: 2, bytes: $0) }
        #expect(out == OutputItem(index: 2, text: bytes("a b\r"), value: bytes("a b\r"), key: nil))
    }

    @Test("Projection: --accept-nth and --key-nth cut fields from the item without its carriage return")
    func projectionFields() throws {
        var projection = ItemProjection(acceptNth: FieldTemplate(try FieldList(parsing: "2")), keyNth: try FieldList(parsing: "1"),
                                        delimiter: .blanks)
        let out = bytes("a b\r").withUnsafeBufferPointer { projection.item(index: 0, bytes: $0) }
        #expect(out.value == bytes("b"))
        #expect(out.key == bytes("a"))
        #expect(out.text == bytes("a b\r"))
        var colon = ItemProjection(acceptNth: FieldTemplate(try FieldList(parsing: "3,1")), keyNth: nil, delimiter: Delimiter(":"))
        #expect(bytes("a:b:c").withUnsafeBufferPointer { colon.item(index: 0, bytes: $0) }.value == bytes("ca"))
    }
}

@Suite("Output of groups")
struct GroupOutputTests {
    private func encodeGroups(_ format: OutputFormat, query: String? = nil, _ items: [(Int, String, Int, String)]) throws -> String {
        var encoder = OutputEncoder(format: format, query: query.map(bytes))
        var projection = ItemProjection(acceptNth: nil, keyNth: nil, delimiter: .blanks)
        for (index, text, group, name) in items {
            try Array(text.utf8).withUnsafeBufferPointer { bytes in
                try encoder.add(index: index, bytes: bytes, group: OutputGroup(id: group, name: Array(name.utf8)), projection: &projection)
            }
        }
        encoder.finish()
        return String(decoding: encoder.take(), as: UTF8.self)
    }

    @Test("--json-groups: an object from each group to its values, a key per group as they come")
    func jsonGroups() throws {
        let out = try encodeGroups(.jsonGroups, [(0, "a", 0, "web"), (2, "c", 0, "web"), (1, "b", 1, "db \"x\"")])
        #expect(out == "{\"web\":[\"a\",\"c\"],\"db \\\"x\\\"\":[\"b\"]}\n")
        #expect(try encodeGroups(.jsonGroups, []) == "{}\n")
        #expect(try encodeGroups(.jsonGroups, [(0, "a", 0, "")]) == "{\"\":[\"a\"]}\n")
        let wrapped = try encodeGroups(.jsonGroups, query: "q", [(0, "a", 0, "g")])
        #expect(wrapped == "{\"query\":\"q\",\"key\":\"\",\"selected\":{\"g\":[\"a\"]}}\n")
    }

    @Test("--json-lines carries each item's group")
    func jsonLinesGroup() throws {
        let out = try encodeGroups(.jsonLines, [(3, "x", 1, "g")])
        #expect(out == "{\"index\":3,\"text\":\"x\",\"value\":\"x\",\"group\":\"g\"}\n")
    }

    @Test("--json-groups' order: groups by first appearance in the input, items as given; names JSON writes alike are one key")
    func arrangement() {
        var builder = GroupBuilder()
        for name in [[0x62], [0x61, 0xFF], [0x62], [0x61, 0xFE]] as [[UInt8]] { name.withUnsafeBufferPointer { builder.addItem(named: $0) } }
        let arranged = GroupedOutput.arrange([3, 2, 1, 0], groups: builder.table)
        #expect(arranged.map(\.index) == [2, 0, 3, 1])
        #expect(arranged.map(\.group.id) == [0, 0, 1, 1])
        #expect(GroupedOutput.arrange([0, 1, 2, 3], groups: builder.table).map(\.index) == [0, 2, 1, 3])
    }
}
