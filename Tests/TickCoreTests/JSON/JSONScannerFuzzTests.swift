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
