import Testing
import TickTestSupport
@testable import TickCore

/// Random JSON text: every kind of value, escapes and UTF-8 in strings, white space (new
/// lines too) between tokens.
private struct JSONGenerator {
    var random: SeededRandom
    /// Member names drawn from these when given (so that paths find them, twice in one object
    /// at times), else random strings.
    var keys: [String] = []

    mutating func blank() -> String {
        random.oneIn(3) ? String((0..<random.int(1...3)).map { _ in random.pick([" ", "\t", "\n", "\r\n"] as [String]) }.joined()) : ""
    }

    mutating func string() -> String {
        var s = "\""
        for _ in 0..<random.int(0...6) {
            s += random.pick(["a", "Z", " ", "\\\"", "\\\\", "\\/", "\\n", "\\t", "\\u00e9", "\\ud83d\\ude00", "é", "😀", "{", "]", ",", ":"])
        }
        return s + "\""
    }

    mutating func number() -> String {
        var s = random.oneIn(3) ? "-" : ""
        s += random.oneIn(4) ? "0" : String(random.int(1...99999))
        if random.oneIn(3) { s += "." + String(random.int(0...999)) }
        if random.oneIn(4) { s += random.pick(["e", "E"]) + random.pick(["", "+", "-"]) + String(random.int(0...30)) }
        return s
    }

    mutating func value(depth: Int) -> String {
        switch random.int(0..<(depth > 3 ? 4 : 6)) {
        case 0: return string()
        case 1: return number()
        case 2: return random.pick(["true", "false", "null"])
        case 3: return string()
        case 4:
            let members = (0..<random.int(0...4)).map { _ in
                blank() + (keys.isEmpty ? string() : "\"" + random.pick(keys) + "\"") + blank() + ":" + blank() + value(depth: depth + 1) + blank()
            }
            return "{" + (members.isEmpty ? blank() : members.joined(separator: ",")) + "}"
        default:
            let elements = (0..<random.int(0...4)).map { _ in blank() + value(depth: depth + 1) + blank() }
            return "[" + (elements.isEmpty ? blank() : elements.joined(separator: ",")) + "]"
        }
    }

    /// A value that is not an array (whose elements would be the items).
    mutating func item() -> String {
        var v = value(depth: 0)
        while v.hasPrefix("[") { v = value(depth: 0) }
        return v
    }
}

@Suite("JSON input: fuzzed")
struct JSONScannerFuzzTests {
    @Test("Random JSON Lines give the values themselves, whatever the reads' boundaries")
    func randomDocuments() throws {
        for seed in UInt64(1)...300 {
            var g = JSONGenerator(random: SeededRandom(seed: seed))
            let values = (0..<g.random.int(1...8)).map { _ in g.item() }
            let input = Array(values.joined(separator: "\n").utf8)
            let cuts = (0..<3).map { _ in g.random.int(0...input.count) }
            let read = try readJSON(input, cuts: cuts)
            let replay = "replay: seed \(seed), cuts \(cuts)"
            #expect(read.first == nil, "\(replay): \(String(describing: read.first))")
            #expect(read.items.map(StrictJSON.parse) == values.map { StrictJSON.parse(Array($0.utf8)) }, "\(replay)")
            for item in read.items { #expect(!item.contains(0x0A), "\(replay)") }
            // The same values as the elements of one array.
            let array = try readJSON("[" + values.joined(separator: ",\n") + "]")
            #expect(array.items == read.items, "\(replay)")
        }
    }

    @Test("The shown text from the values noted while reading is what looking the paths up gives")
    func capturedPaths() throws {
        let paths = [".a", ".b", ".a.b", ".a[0]", ".b[1].a", ".", ".a[-1]", ".b.a.b", ".\"k\\\"\"", ".a[1][0]"]
        for seed in UInt64(1)...300 {
            var g = JSONGenerator(random: SeededRandom(seed: seed), keys: ["a", "b", #"\u0061"#, #"k\""#])
            let values = (0..<g.random.int(1...8)).map { _ in g.item() }
            let template = (0..<g.random.int(1...3)).map { _ in "{" + g.random.pick(paths) + "}" }.joined(separator: "|")
            let input = Array(values.joined(separator: "\n").utf8)
            let cuts = (0..<3).map { _ in g.random.int(0...input.count) }
            let replay = "replay: seed \(seed), cuts \(cuts), --with-nth '\(template)'"
            let read = try readJSON(input, withNth: template, cuts: cuts)
            #expect(read.first == nil, "\(replay): \(String(describing: read.first))")
            var looked = JSONShownText(template: try FieldTemplate(parsing: template))
            let expected = read.items.enumerated().map { n, item in
                var out: [UInt8] = []
                item.withUnsafeBufferPointer { looked.append($0, index: n, into: &out) }
                return String(decoding: out, as: UTF8.self)
            }
            #expect(read.shownTexts == expected, "\(replay)")
            // Inside an array of items, and under an items path, the same.
            #expect(try readJSON("[" + values.joined(separator: ",\n") + "]", withNth: template).shownTexts == expected, "\(replay)")
            #expect(try readJSON(#"{"i":["# + values.joined(separator: ",") + "]}", itemsPath: ".i", withNth: template).shownTexts
                == expected, "\(replay)")
        }
    }

    @Test("An item read whole in one pass gives what reading it byte by byte gives: items, shown text, faults, lines")
    func wholeItemsAsByteByByte() throws {
        // Bytes that break the fast path's cases: escapes and surrogates, UTF-8 edges, numbers,
        // literals, structure, white space.
        let breakers: [UInt8] = [0x22, 0x5C, 0x75, 0x64, 0x38, 0x65, 0x2E, 0x2D, 0x2B, 0x30, 0x6E, 0x74, 0x7B, 0x7D, 0x5B, 0x5D,
                                 0x2C, 0x3A, 0x0A, 0x09, 0x20, 0x00, 0x1F, 0x7F, 0x80, 0xA0, 0xBF, 0xC2, 0xE0, 0xED, 0xF0, 0xF4, 0xFF]
        let paths = [".a", ".b", ".a.b", ".a[0]", ".b[1].a", ".", ".a[-1]", ".\"k\\\"\"", ".a[1][0]"]
        for seed in UInt64(1)...500 {
            var g = JSONGenerator(random: SeededRandom(seed: seed), keys: ["a", "b", #"\u0061"#, #"k\""#])
            let values = (0..<g.random.int(1...6)).map { _ in g.item() }
            let form = g.random.int(0..<4)
            let text = form == 1 ? "[" + values.joined(separator: ",\n") + "]"
                : form == 2 ? #"{"i":["# + values.joined(separator: ", ") + "]}" : values.joined(separator: form == 3 ? "\0" : "\n")
            var input = Array(text.utf8)
            for _ in 0..<g.random.int(0...3) where !input.isEmpty {
                let at = g.random.int(0..<input.count)
                switch g.random.int(0..<3) {
                case 0: input.insert(g.random.pick(breakers), at: at)
                case 1: input.remove(at: at)
                default: input[at] = g.random.pick(breakers)
                }
            }
            let template = (0..<g.random.int(0...2)).map { _ in "{" + g.random.pick(paths) + "}" }.joined(separator: " ")
            let cuts = (0..<g.random.int(0...2)).map { _ in g.random.int(0...input.count) }
            let replay = "replay: seed \(seed), form \(form), cuts \(cuts), --with-nth '\(template)'"
            let read = { (whole: Bool) in
                try readJSON(input, itemsPath: form == 2 ? ".i" : nil, read0: form == 3, withNth: template.isEmpty ? nil : template,
                             cuts: cuts, wholeItems: whole)
            }
            let (fast, slow) = (try read(true), try read(false))
            #expect(fast.items == slow.items, "\(replay)")
            #expect(fast.shown == slow.shown, "\(replay)")
            #expect(fast.first == slow.first, "\(replay)")
            #expect(fast.problemCount == slow.problemCount, "\(replay)")
        }
    }

    @Test("Strings at UTF-8's and escapes' edges, and nesting at the depth limit, read whole as byte by byte")
    func wholeItemEdges() throws {
        let strings: [[UInt8]] = [[0xC2, 0x80], [0xC1, 0xBF], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xE0, 0x9F, 0xBF], [0xED, 0x9F, 0xBF],
                                  [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF],
                                  [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xE2, 0x82],
                                  Array(#"\ud83d\ude00"#.utf8), Array(#"\ud83d"#.utf8), Array(#"\ude00"#.utf8), Array(#"\ud83d\u0041"#.utf8),
                                  Array(#"\u00E9\/\b\f"#.utf8), Array(#"\u00g9"#.utf8), Array(#"\x"#.utf8), [0x09], [0x7F]]
        var inputs: [[UInt8]] = strings.map { Array(#"{"a":""#.utf8) + $0 + Array(#"","b":1}"#.utf8) }
        for depth in [510, 511, 512] {
            inputs.append(Array((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8))
            inputs.append(Array(("[" + String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth) + "]").utf8))
        }
        inputs += ["-0.5e+3", "01", "1.", "1e", "-", "tru", "nul", "falsey", "[1,]", #"{"a":1,}"#, #"{"a" 1}"#, "[1 2]"].map { Array($0.utf8) }
        for (n, input) in inputs.enumerated() {
            for template in [nil, "{.a}", "{.b} {.a[0]}"] as [String?] {
                let fast = try readJSON(input + [0x0A], withNth: template)
                let slow = try readJSON(input + [0x0A], withNth: template, wholeItems: false)
                let context = "input \(n): \(String(decoding: input.prefix(40), as: UTF8.self)), --with-nth \(template ?? "-")"
                #expect(fast.items == slow.items, "\(context)")
                #expect(fast.shown == slow.shown, "\(context)")
                #expect(fast.first == slow.first, "\(context)")
            }
        }
    }

    @Test("Mutated bytes give valid items or a fault naming a line, never a crash")
    func mutations() throws {
        for seed in UInt64(1)...400 {
            var g = JSONGenerator(random: SeededRandom(seed: seed))
            let values = (0..<g.random.int(1...6)).map { _ in g.item() }
            var input = Array(values.joined(separator: "\n").utf8)
            for _ in 0..<g.random.int(1...4) {
                let at = g.random.int(0...input.count)
                switch g.random.int(0..<3) {
                case 0: input.insert(g.random.byte(), at: at)
                case 1: if at < input.count { input.remove(at: at) }
                default: if at < input.count { input[at] = g.random.pick([0x22, 0x5C, 0x7B, 0x7D, 0x5B, 0x5D, 0x2C, 0x3A, 0x0A, 0x00, 0xFF, 0xC3, 0x31]) }
                }
            }
            let lines = input.filter { $0 == 0x0A }.count + 1
            let cuts = [g.random.int(0...input.count)]
            let replay = "replay: seed \(seed), cuts \(cuts)"
            for path in [nil, ".a"] as [String?] {
                let read = try readJSON(input, itemsPath: path, cuts: cuts)
                for item in read.items {
                    #expect(StrictJSON.parse(item) != nil, "\(replay): \(String(decoding: item, as: UTF8.self))")
                    #expect(!item.contains(0x0A), "\(replay)")
                }
                if let first = read.first { #expect(first.line >= 1 && first.line <= lines, "\(replay)") }
                #expect(try readJSON(input, itemsPath: path).items == read.items, "\(replay): boundaries changed the items")
            }
        }
    }
}
