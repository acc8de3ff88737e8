import Testing
import TickTestSupport
@testable import TickCore

@Suite("JSON input: items found, bytes kept")
struct JSONScannerTests {
    @Test("JSON Lines: each line's value is an item, exactly as written")
    func jsonLines() throws {
        let read = try readJSON("{ \"a\" : 1 ,\"b\":[1, 2] }\n\"text\"\r\n  42  \nnull\ntrue\n[]\n{}")
        #expect(read.itemTexts == ["{ \"a\" : 1 ,\"b\":[1, 2] }", "\"text\"", "42", "null", "true", "{}"])
        #expect(read.first == nil)
    }

    @Test("A top-level array gives its elements; an empty one nothing")
    func topLevelArray() throws {
        #expect(try readJSON(#"[1,"x",{"a":[2,3]},null]"#).itemTexts == ["1", #""x""#, #"{"a":[2,3]}"#, "null"])
        #expect(try readJSON("[]\n[ ]").itemTexts == [])
        #expect(try readJSON("").itemTexts == [])
    }

    @Test("kubectl's document: --input-items .items gives the pods, each compacted to one line")
    func kubectl() throws {
        let bytes = try fixture("kubectl-pods.json")
        let read = try readJSON(bytes, itemsPath: ".items")
        #expect(read.first == nil)
        #expect(read.items.count == 6)
        guard case .object(let members)? = StrictJSON.parse(bytes),
              case .array(let pods)? = members.first(where: { $0.key == Array("items".unicodeScalars) })?.value else {
            Issue.record("the fixture is not kubectl's shape")
            return
        }
        for (item, pod) in zip(read.items, pods) {
            #expect(!item.contains(0x0A) && !item.contains(0x20) || item.contains(0x22))
            #expect(StrictJSON.parse(item) == pod)
            #expect(!item.contains(0x0A))
        }
        #expect(read.items[0].starts(with: Array(#"{"apiVersion":"v1","kind":"Pod","metadata":{"name":"web-7d4b9c""#.utf8)))
    }

    @Test("An items path deeper down, one that is not an array, and one that is missing")
    func itemsPaths() throws {
        let doc = #"{"kind":"x","data":{"items":[{"n":1},{"n":2}],"other":[9]},"items":"no"}"#
        #expect(try readJSON(doc, itemsPath: ".data.items").itemTexts == [#"{"n":1}"#, #"{"n":2}"#])
        #expect(try readJSON(doc, itemsPath: ".data.items[1]").itemTexts == [#"{"n":2}"#])
        #expect(try readJSON(doc, itemsPath: ".items").itemTexts == [#""no""#])
        let missing = try readJSON(doc, itemsPath: ".nothing")
        #expect(missing.items.isEmpty && missing.first == nil)
        // Each top-level value of a stream is looked into.
        #expect(try readJSON("{\"i\":[1]}\n{\"i\":[2,3]}", itemsPath: ".i").itemTexts == ["1", "2", "3"])
        // A key spelled with escapes is the same key.
        #expect(try readJSON(#"{"\u0069tems":[5]}"#, itemsPath: ".items").itemTexts == ["5"])
    }

    @Test("The same items whatever the reads' boundaries")
    func boundaries() throws {
        let samples: [[UInt8]] = [
            try fixture("gh-prs.json"),
            Array("{\"a\":\"x\\u00e9\\\"y\",\n \"b\" : [1.5e-3, -0, true]}\n\"é😀\"\n123\n".utf8),
        ]
        for bytes in samples {
            let whole = try readJSON(bytes)
            #expect(whole.items.count > 1)
            for cut in 0...bytes.count {
                let read = try readJSON(bytes, cuts: [cut])
                #expect(read.items == whole.items, "cut at \(cut)")
            }
            #expect(try readJSON(bytes, cuts: Array(0...bytes.count)).items == whole.items, "one byte at a time")
        }
        let pods = try fixture("kubectl-pods.json")
        let whole = try readJSON(pods, itemsPath: ".items")
        for cut in stride(from: 0, through: pods.count, by: 7) {
            #expect(try readJSON(pods, itemsPath: ".items", cuts: [cut, cut + 3]).items == whole.items, "cut at \(cut)")
        }
    }

    @Test("A line that is not JSON is named and left out; the next lines are read")
    func badLineRecovers() throws {
        let read = try readJSON("{\"a\":1}\n{\"b\" 2}\n{\"c\":3}\n{\"d\":\n2 x}\n\"ok\"\n")
        #expect(read.itemTexts == [#"{"a":1}"#, #"{"c":3}"#, #""ok""#])
        #expect(read.first?.line == 2)
        #expect(read.first?.message == "expected ':' after a member name")
        #expect(read.first?.endsInput == false)
        #expect(read.problemCount == 2)
    }

    @Test("A fault inside the array of items leaves the rest of the input out")
    func faultInArrayEnds() throws {
        let read = try readJSON("[1,\n2,\n x,\n3]\n4\n")
        #expect(read.itemTexts == ["1", "2"])
        #expect(read.first == JSONScanner.Problem(line: 3, message: "expected a value", endsInput: true))
        #expect(read.problemCount == 1)
        let items = try readJSON("{\"items\":[{\"a\":1},\n{\"a\":}]}", itemsPath: ".items")
        #expect(items.itemTexts == [#"{"a":1}"#])
        #expect(items.first?.line == 2)
    }

    @Test("What RFC 8259 refuses is refused")
    func strictness() throws {
        let refused: [[UInt8]] = [
            Array("01".utf8), Array("1.".utf8), Array("-".utf8), Array("1e".utf8), Array(".5".utf8), Array("+1".utf8),
            Array("tru".utf8), Array("nul l".utf8), Array("\"a\tb\"".utf8), Array("\"\\x\"".utf8), Array("\"\\u12G4\"".utf8),
            [0x22, 0xFF, 0x22], [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xE2, 0x82, 0x22],
            Array("{\"a\":1,}".utf8), Array("{\"a\":[1,]}".utf8), Array("{a:1}".utf8), Array("{\"a\":1}{\"b\":2}".utf8),
            Array("'x'".utf8), Array("\"open".utf8), Array("{\"a\":[1,2}".utf8), [0xEF, 0xBB, 0xBF, 0x31], [0x31, 0x00, 0x32],
            Array(#""\ud83d""#.utf8), Array(#""\ude00""#.utf8), Array(#""\ud83dx""#.utf8), Array(#""\ud83d\u0041""#.utf8),
        ]
        for bytes in refused {
            let read = try readJSON(bytes)
            #expect(read.first != nil && read.items.isEmpty, "\(String(decoding: bytes, as: UTF8.self)) was taken")
            #expect(read.first?.line == 1)
        }
        let accepted = ["-0", "1.5e+3", "0e0", "-12.25E-2", #""\/\b\f\n\r\t\u00E9\uD83D\uDE00""#, #""é😀""#, #"{"a":[[[]]]}"#, #"{"":{}}"#]
        for text in accepted {
            let read = try readJSON(text)
            #expect(read.first == nil && read.itemTexts == [text], "\(text) was refused")
        }
    }

    @Test("Values nested deeper than the limit are refused, not a crash")
    func depthLimit() throws {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let read = try readJSON("{\"ok\":1}\n" + deep + "\n{\"ok\":2}\n")
        #expect(read.first?.line == 2)
        #expect(read.first?.message.contains("512") == true)
        #expect(read.itemTexts == [#"{"ok":1}"#])
        let fine = String(repeating: "[", count: 511) + String(repeating: "]", count: 511)
        #expect(try readJSON("[" + fine + "]").itemTexts == [fine])
    }

    @Test("An input that ends inside a value is refused on its last line")
    func endsInside() throws {
        let read = try readJSON("{\"a\":1}\n{\"a\":\n")
        #expect(read.itemTexts == [#"{"a":1}"#])
        #expect(read.first == JSONScanner.Problem(line: 3, message: "the input ends inside a value", endsInput: true))
    }

    @Test("With --read0, NUL separates values and items are kept as read")
    func read0() throws {
        let read = try readJSON("{\"a\":\n 1}\0{\"b\":2}\0\"x\"", read0: true)
        #expect(read.itemTexts == ["{\"a\":\n 1}", #"{"b":2}"#, #""x""#])
        #expect(read.first == nil)
    }

    @Test("The values at the shown paths are noted as each item is read: the last of two members, escaped names, items split over reads")
    func captures() throws {
        let paths = try [".a.b", ".a", ".k", ".l[1]", ".l[-1]", "."].map { try JSONPath(parsing: $0) }
        // Two members named a (the last counts: it has no b); a name with an escape; an item
        // that spans lines; a scalar item (only `.` finds it).
        let input = Array("{\"a\":{\"b\":1},\"\\u006b\":\"x\",\"a\":[2]}\n{\"l\":[7,\n 8 ],\"a\":{\"b\":true}}\n5\n".utf8)
        for cut in 0...input.count {
            var scanner = JSONScanner(captures: paths)
            var found: [(JSONScanner.Item, [Int])] = []
            var base = 0
            for piece in [input[..<cut], input[cut...]] {
                // The scanner's offsets are the whole input's here: no bytes are dropped.
                input.withUnsafeBufferPointer { scanner.scan($0.baseAddress!, from: base, to: base + piece.count) }
                base += piece.count
                let (items, _, captured) = scanner.takeFound()
                for item in items { found.append((item, Array(captured[item.captureAt..<(item.captureAt + 12)]))) }
            }
            scanner.finish(at: input.count)
            let (items, _, captured) = scanner.takeFound()
            for item in items { found.append((item, Array(captured[item.captureAt..<(item.captureAt + 12)]))) }
            // Each value as text (nil: missing; "?": not followed, looked up by the caller).
            let texts = found.map { item, slots in
                (0..<6).map { k -> String? in
                    if slots[2 * k] == -2 { return "?" }
                    guard slots[2 * k] >= 0 else { return nil }
                    return String(decoding: input[(item.start + slots[2 * k])..<(item.start + slots[2 * k + 1])], as: UTF8.self)
                }
            }
            #expect(texts == [
                [nil, "[2]", "\"x\"", nil, "?", "{\"a\":{\"b\":1},\"\\u006b\":\"x\",\"a\":[2]}"],
                ["true", "{\"b\":true}", nil, "8", "?", "{\"l\":[7,\n 8 ],\"a\":{\"b\":true}}"],
                [nil, nil, nil, nil, "?", "5"],
            ], "cut at \(cut)")
        }
    }
}
