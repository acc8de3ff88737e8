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

    @Test("A memory is one line of JSON with a format name, a version, the query and Base64 values")
    func encodedShape() {
        let text = String(decoding: Memory(query: "sw \"x\"", values: [Array("alpha".utf8), Array("gamma".utf8)]).encoded(), as: UTF8.self)
        #expect(text == "{\"format\":\"tick-memory\",\"version\":1,\"query\":\"sw \\\"x\\\"\",\"ticked\":[\"YWxwaGE=\",\"Z2FtbWE=\"]}\n")
    }

    @Test("Hostile bytes come back exactly: invalid UTF-8, \\r, NUL, separators, quotes, every byte")
    func roundTrip() throws {
        let values: [[UInt8]] = [
            [], [0xFF, 0xFE, 0x80], Array("line\r".utf8), [0x61, 0x00, 0x62], [0x0A], Array("\"\\".utf8),
            Array(0...255), [0xE2, 0x9C], Array("✓ done".utf8), [0x1B, 0x5B, 0x32, 0x4A],
        ]
        let queries = ["", "plain", "quote\" back\\slash", "tab\t nl\n cr\r nul\u{0} del\u{7F}", "✓ é 😀 𝄞", "\u{1B}[31m"]
        for query in queries {
            let memory = Memory(query: query, values: values)
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
        let full = Memory(query: "q", values: [Array("alpha".utf8), [0xFF]]).encoded()
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
        ("{\"format\":\"tick-memory\",\"version\":2,\"query\":\"\",\"ticked\":[]}", "version 2 is not supported (this tick reads version 1)"),
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
        #expect(memory == Memory(query: "é😀/\n", values: [[0x61]]))
    }

    @Test("The memory of an accept keeps each item's value: its exact bytes, or its --accept-nth fields")
    func valuesOfAccept() throws {
        var builder = ItemStoreBuilder(separator: 0x0A, headerLines: 0)
        builder.append(Array("a 1\r\nb 2\n".utf8) + [0xFF] + Array(" 3\n".utf8))
        builder.finish()
        let store = builder.store
        let whole = Memory(query: "q", items: [0, 2], store: store, acceptNth: nil, delimiter: .blanks)
        #expect(whole.values == [Array("a 1\r".utf8), [0xFF, 0x20, 0x33]])
        let second = Memory(query: "q", items: [0, 1], store: store, acceptNth: FieldTemplate(try FieldList(parsing: "2")), delimiter: .blanks)
        #expect(second.values == [Array("1".utf8), Array("2".utf8)])
    }

    @Test("Remembered values tick exactly the items with that value, as they stream in, within --limit")
    func preselectRemembered() throws {
        var builder = ItemStoreBuilder(separator: 0x0A, headerLines: 0)
        builder.append(Array("alpha\r\nbeta\nalpha\ngamma\nbeta\n".utf8))
        builder.finish()
        let store = builder.store
        var options = Options()
        var preselector = Preselector(options: options, remembered: [Array("alpha\r".utf8), Array("beta".utf8)])
        var selection = Selection()
        preselector.apply(store: store, range: 0..<2, to: &selection, limit: nil)
        preselector.apply(store: store, range: 2..<5, to: &selection, limit: nil)
        // "alpha" (item 2) is not "alpha\r": a remembered value is compared byte for byte.
        #expect(selection.inInputOrder == [0, 1, 4])
        options.limit = 2
        var limited = Selection()
        var second = Preselector(options: options, remembered: [Array("beta".utf8)])
        second.apply(store: store, range: 0..<5, to: &limited, limit: 1)
        #expect(limited.inInputOrder == [1])
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
