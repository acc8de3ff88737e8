import Testing
@testable import TickCore

@Suite("--remember memory files")
struct MemoryFormatTests {
    private func decodeFailure(_ text: [UInt8]) -> String? {
        do {
            _ = try Memory(decoding: text)
            return nil
        } catch {
            return error.message
        }
    }

    private func decodeFailure(_ text: String) -> String? { decodeFailure(Array(text.utf8)) }

    private func ticks(_ values: [[UInt8]]) -> [Memory.Tick] { values.map { Memory.Tick(identity: $0) } }

    @Test("A memory is one line of JSON with a format name, a version, the query and each tick's Base64 identity and occurrence")
    func encodedShape() {
        let memory = Memory(query: "sw \"x\"", ticks: [Memory.Tick(identity: Array("alpha".utf8)), Memory.Tick(identity: Array("gamma".utf8), occurrence: 2)])
        let text = String(decoding: memory.encoded(), as: UTF8.self)
        #expect(text == "{\"format\":\"tick-memory\",\"version\":2,\"query\":\"sw \\\"x\\\"\",\"ticked\":["
            + "{\"identity\":\"YWxwaGE=\",\"occurrence\":0},{\"identity\":\"Z2FtbWE=\",\"occurrence\":2}]}\n")
    }

    @Test("Hostile bytes come back exactly: invalid UTF-8, \\r, NUL, separators, quotes, every byte")
    func roundTrip() throws {
        let values: [[UInt8]] = [
            [], [0xFF, 0xFE, 0x80], Array("line\r".utf8), [0x61, 0x00, 0x62], [0x0A], Array("\"\\".utf8),
            Array(0...255), [0xE2, 0x9C], Array("✓ done".utf8), [0x1B, 0x5B, 0x32, 0x4A],
        ]
        let queries = ["", "plain", "quote\" back\\slash", "tab\t nl\n cr\r nul\u{0} del\u{7F}", "✓ é 😀 𝄞", "\u{1B}[31m"]
        for query in queries {
            let memory = Memory(query: query, ticks: values.enumerated().map { Memory.Tick(identity: $1, occurrence: $0 * 7) })
            let back = try Memory(decoding: memory.encoded())
            #expect(back == memory, "query \(query.debugDescription)")
        }
    }

    @Test("Base64 round-trips every length and refuses what is not Base64")
    func base64() {
        for n in 0..<40 {
            let bytes = (0..<n).map { UInt8(($0 * 37 + n) & 0xFF) }
            #expect(Base64.decode(Base64.encode(bytes)) == bytes)
        }
        #expect(Base64.encode(Array("any carnal pleas".utf8)) == Array("YW55IGNhcm5hbCBwbGVhcw==".utf8))
        for bad in ["abc", "ab=c", "a===", "YQ==YQ==", "YW5*", "Y W5"] {
            #expect(Base64.decode(Array(bad.utf8)) == nil, "\(bad)")
        }
    }

    @Test("A truncated file is refused, at every cut, with a clear message")
    func truncated() {
        let full = Memory(query: "q", ticks: ticks([Array("alpha".utf8), [0xFF]])).encoded()
        // The last byte is the final newline, which is optional.
        for cut in 0..<(full.count - 1) {
            let message = decodeFailure(Array(full[0..<cut]))
            #expect(message != nil, "cut at \(cut) was accepted")
            if let message { #expect(!message.isEmpty && !message.contains("\n"), "\(message)") }
        }
    }

    @Test("Corrupt files name what is wrong", arguments: [
        ("", "not valid JSON: unexpected end"),
        ("garbage", "not valid JSON: unexpected character at byte 0"),
        ("\u{FF}\u{0}", "not valid JSON"),
        ("[1,2]", "not a JSON object"),
        ("{\"version\":1,\"query\":\"\",\"ticked\":[]}", "not a tick memory file"),
        ("{\"format\":\"tick-memory\",\"query\":\"\",\"ticked\":[]}", "no version number"),
        ("{\"format\":\"tick-memory\",\"version\":3,\"query\":\"\",\"ticked\":[]}", "version 3 is not supported (this tick reads versions 1 and 2)"),
        ("{\"format\":\"tick-memory\",\"version\":2,\"query\":\"\",\"ticked\":[\"YQ==\"]}", "tick 1 has no Base64 \"identity\" string"),
        ("{\"format\":\"tick-memory\",\"version\":2,\"query\":\"\",\"ticked\":[{\"identity\":\"YQ==\"}]}", "tick 1 has no \"occurrence\" count"),
        ("{\"format\":\"tick-memory\",\"version\":2,\"query\":\"\",\"ticked\":[{\"identity\":\"YQ==\",\"occurrence\":-1}]}", "tick 1 has no \"occurrence\" count"),
        ("{\"format\":\"tick-memory\",\"version\":1,\"ticked\":[]}", "no \"query\" string"),
        ("{\"format\":\"tick-memory\",\"version\":1,\"query\":\"\"}", "no \"ticked\" array"),
        ("{\"format\":\"tick-memory\",\"version\":1,\"query\":\"\",\"ticked\":[\"YQ==\",\"%%%\"]}", "ticked value 2 is not a Base64 string"),
        ("{\"format\":\"tick-memory\",\"version\":1,\"query\":\"\",\"ticked\":[7]}", "ticked value 1 is not a Base64 string"),
        ("{\"format\":\"tick-memory\",\"version\":1,\"query\":\"\",\"ticked\":[]} x", "unexpected data after the end"),
        ("{\"format\":\"tick-memory\",\"version\":1,\"query\":\"\\ud800\",\"ticked\":[]}", "unpaired surrogate"),
        (String(repeating: "[", count: 10_000), "nested too deeply"),
    ])
    func corrupt(text: String, expected: String) throws {
        let message = try #require(decodeFailure(text), "accepted: \(text.prefix(80))")
        #expect(message.contains(expected), "\(message)")
    }

    @Test("Unknown members are ignored, escapes and blanks are read")
    func lenientReading() throws {
        let text = " { \"extra\" : [null, true, false, -1.5e3, {}], \"format\" : \"tick-memory\", \"version\" : 1 ,\n"
            + " \"query\" : \"\\u00e9\\ud83d\\ude00\\/\\n\", \"ticked\" : [ \"YQ==\" ] } "
        let memory = try Memory(decoding: Array(text.utf8))
        var expected = Memory(query: "é😀/\n", ticks: ticks([[0x61]]))
        expected.keptValuesOnly = true
        #expect(memory == expected)
    }

    @Test("A version 1 file (values only) is read as values: the k-th copy of a value is its k-th occurrence, a final \\r dropped")
    func versionOne() throws {
        // alpha, beta, alpha\r: the user had ticked two items printed as alpha (one with \r).
        let text = "{\"format\":\"tick-memory\",\"version\":1,\"query\":\"a\",\"ticked\":[\"YWxwaGE=\",\"YmV0YQ==\",\"YWxwaGEN\"]}\n"
        let memory = try Memory(decoding: Array(text.utf8))
        #expect(memory.keptValuesOnly)
        #expect(memory.ticks == [Memory.Tick(identity: Array("alpha".utf8), occurrence: 0), Memory.Tick(identity: Array("beta".utf8), occurrence: 0),
                                 Memory.Tick(identity: Array("alpha".utf8), occurrence: 1)])
        #expect(try !Memory(decoding: Memory(query: "", ticks: []).encoded()).keptValuesOnly)
    }

    private func store(_ text: String) -> ItemStore {
        var builder = ItemStoreBuilder(separator: 0x0A, headerLines: 0)
        builder.append(Array(text.utf8))
        builder.finish()
        return builder.store
    }

    @Test("An item's identity is its --key-nth fields, else its value (--accept-nth fields, else its bytes), without a final \\r")
    func identity() throws {
        let store = store("api 1.0.0\r\nweb 1.0.0\n")
        var options = Options()
        var whole = ItemIdentity(options: options)
        #expect(whole.of(store.item(0)) == Array("api 1.0.0".utf8))
        options.acceptNth = FieldTemplate(try FieldList(parsing: "2"))
        var value = ItemIdentity(options: options)
        #expect(value.of(store.item(1)) == Array("1.0.0".utf8))
        options.keyNth = try FieldList(parsing: "1")
        var key = ItemIdentity(options: options)
        #expect(key.of(store.item(1)) == Array("web".utf8))
    }

    @Test("The memory of an accept keeps each ticked item's identity and how many items before it share it")
    func ticksOfAccept() throws {
        let store = store("dup\nx\ndup\ny\ndup\n")
        let memory = Memory(query: "q", items: [4, 1, 2], store: store, identity: ItemIdentity(options: Options()))
        #expect(memory.ticks == [Memory.Tick(identity: Array("dup".utf8), occurrence: 2), Memory.Tick(identity: Array("x".utf8), occurrence: 0),
                                 Memory.Tick(identity: Array("dup".utf8), occurrence: 1)])
    }

    @Test("Remembered ticks tick exactly the items with that identity and occurrence, as they stream in, in the remembered order, within --limit")
    func preselectRemembered() throws {
        let store = store("alpha\r\nbeta\nalpha\ngamma\nbeta\n")
        var options = Options()
        // The second alpha and the first beta; --preselect is set aside while the memory holds ticks.
        options.preselect = ["gamma"]
        options.preselectAll = false
        let memory = [Memory.Tick(identity: Array("alpha".utf8), occurrence: 1), Memory.Tick(identity: Array("beta".utf8), occurrence: 0)]
        var preselector = Preselector(options: options, memory: memory)
        var selection = Selection()
        preselector.apply(store: store, range: 0..<2, to: &selection, limit: nil)
        preselector.apply(store: store, range: 2..<5, to: &selection, limit: nil)
        #expect(selection.inInputOrder == [1, 2])
        #expect(selection.inTickOrder == [2, 1])
        #expect(preselector.unmatched(options).isEmpty, "--preselect was not looked for, so it is not reported")
        var limited = Selection()
        var second = Preselector(options: options, memory: memory)
        second.apply(store: store, range: 0..<5, to: &limited, limit: 1)
        #expect(limited.inInputOrder == [1] && second.overLimit == 1)
    }

    @Test("--preselect values tick in the order given (the items of one value in input order); later ticks come after them")
    func preselectOrder() {
        let store = store("web-1\ndb-1\nweb-1\napi\n")
        var options = Options()
        options.preselect = ["db-1", "web-1"]
        var preselector = Preselector(options: options)
        var selection = Selection()
        preselector.apply(store: store, range: 0..<4, to: &selection, limit: nil)
        #expect(selection.inTickOrder == [1, 0, 2])
        selection.insert(3)
        #expect(selection.items(in: .selection) == [1, 0, 2, 3])
        #expect(selection.items(in: .input) == [0, 1, 2, 3])
    }

    @Test("With --key-nth, --preselect names a key, and a remembered key survives a new value")
    func keyIdentity() throws {
        let store = store("api 1.0.1\nweb 1.0.0\ndb 2.0.0\n")
        var options = Options()
        options.keyNth = try FieldList(parsing: "1")
        options.acceptNth = FieldTemplate(try FieldList(parsing: "2"))
        options.preselect = ["web"]
        var preselector = Preselector(options: options)
        var selection = Selection()
        preselector.apply(store: store, range: 0..<3, to: &selection, limit: nil)
        #expect(selection.inInputOrder == [1] && preselector.unmatched(options).isEmpty)
        var remembered = Preselector(options: options, memory: [Memory.Tick(identity: Array("api".utf8))])
        var ticked = Selection()
        remembered.apply(store: store, range: 0..<3, to: &ticked, limit: nil)
        #expect(ticked.inInputOrder == [0])
    }

    @Test("Preselection applies when the memory holds no ticks")
    func preselectWithoutMemory() {
        let store = store("alpha\nbeta\n")
        var options = Options()
        options.preselectAll = true
        var preselector = Preselector(options: options, memory: [])
        var selection = Selection()
        preselector.apply(store: store, range: 0..<2, to: &selection, limit: nil)
        #expect(selection.inInputOrder == [0, 1])
        var remembered = Preselector(options: options, memory: [Memory.Tick(identity: Array("beta".utf8))])
        var one = Selection()
        remembered.apply(store: store, range: 0..<2, to: &one, limit: nil)
        #expect(one.inInputOrder == [1])
    }

    @Test("Memories live in $XDG_STATE_HOME/tick, else ~/.local/state/tick; relative paths are ignored")
    func location() throws {
        #expect(try MemoryLocation.directory(xdgStateHome: "/s", home: "/h") == "/s/tick")
        #expect(try MemoryLocation.directory(xdgStateHome: "/s/", home: nil) == "/s/tick")
        #expect(try MemoryLocation.directory(xdgStateHome: nil, home: "/h") == "/h/.local/state/tick")
        #expect(try MemoryLocation.directory(xdgStateHome: "", home: "/h") == "/h/.local/state/tick")
        #expect(try MemoryLocation.directory(xdgStateHome: "rel", home: "/h") == "/h/.local/state/tick")
        #expect(throws: UsageError.self) { try MemoryLocation.directory(xdgStateHome: nil, home: nil) }
        #expect(MemoryLocation.file(name: "demo", in: "/s/tick") == "/s/tick/demo.json")
    }
}
