import Testing
@testable import TickCore

/// JSON string escaping the plain way, one byte at a time (what the fast path must equal).
private func referenceJSON(_ input: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x22]
    var i = 0
    while i < input.count {
        let b = input[i]
        if b >= 0x80 {
            let length = input.withUnsafeBufferPointer { UnicodeText.decodeOne($0, at: i).1 }
            out += length == 0 ? [0xEF, 0xBF, 0xBD] : Array(input[i..<(i + length)])
            i += max(length, 1)
            continue
        }
        switch b {
        case 0x22: out += [0x5C, 0x22]
        case 0x5C: out += [0x5C, 0x5C]
        case 0x0A: out += Array(#"\n"#.utf8)
        case 0x0D: out += Array(#"\r"#.utf8)
        case 0x09: out += Array(#"\t"#.utf8)
        case 0x08: out += Array(#"\b"#.utf8)
        case 0x0C: out += Array(#"\f"#.utf8)
        case 0x00..<0x20:
            let hex = Array("0123456789abcdef".utf8)
            out += Array(#"\u00"#.utf8) + [hex[Int(b >> 4)], hex[Int(b & 15)]]
        default: out.append(b)
        }
        i += 1
    }
    return out + [0x22]
}

/// Where `a` and `b` first differ (nil when equal): a failure says where at once, where
/// comparing long arrays in `#expect` would spend minutes describing their difference.
func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int? {
    if let i = (0..<min(a.count, b.count)).first(where: { a[$0] != b[$0] }) { return i }
    return a.count == b.count ? nil : min(a.count, b.count)
}

private func json(_ input: [UInt8]) -> [UInt8] {
    var out = OutputBuffer()
    JSONText.appendString(input, to: &out)
    return out.bytes
}

@Suite("Output buffer and fast JSON escaping")
struct OutputBufferTests {
    @Test("Decimal integers are written as String would write them")
    func decimals() {
        var values = [0, 1, 9, 10, 11, 99, 100, 101, 999_999, 1_000_000, Int.max, Int.min, -1, -10, -12345]
        var power = 1
        for _ in 0..<18 { power *= 10; values += [power - 1, power, power + 1] }
        for n in values {
            var out = OutputBuffer()
            out.append(UInt8(ascii: "<"))
            out.appendDecimal(n)
            out.append(UInt8(ascii: ">"))
            #expect(out.bytes == Array("<\(n)>".utf8), "\(n)")
        }
    }

    @Test("Growing past the capacity keeps every byte, in order")
    func growth() {
        var out = OutputBuffer(capacity: 3)
        var expected: [UInt8] = []
        for i in 0..<5_000 {
            let piece = [UInt8](repeating: UInt8(i % 251), count: i % 37)
            piece.withUnsafeBufferPointer { out.append($0) }
            out.append(0x0A)
            expected += piece + [0x0A]
        }
        #expect(out.count == expected.count)
        #expect(firstDifference(out.bytes, expected) == nil)
    }

    @Test("A buffer emptied and written again holds the same bytes as a fresh one")
    func reuse() {
        var reused = OutputBuffer()
        for round in 0..<4 {
            let input = (0..<(round * 3_000 + 7)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ round) }
            reused.removeAll()
            JSONText.appendString(input, to: &reused)
            #expect(firstDifference(reused.bytes, json(input)) == nil, "round \(round)")
        }
    }

    @Test("Undoing a write leaves the bytes before it untouched")
    func undo() {
        var out = OutputBuffer()
        out.append(Array("keep".utf8))
        let mark = out.count
        out.append(Array(",dropped".utf8))
        out.removeLast(from: mark)
        out.append(Array("!".utf8))
        #expect(out.bytes == Array("keep!".utf8))
    }

    @Test("The 8-byte check never lets through a byte that needs escaping", arguments: [0x61, 0x20, 0x7E] as [UInt8])
    func wordCheck(filler: UInt8) {
        for position in 0..<8 {
            for value in 0...255 {
                var word = [UInt8](repeating: filler, count: 8)
                word[position] = UInt8(value)
                let needs = value >= 0x80 || value < 0x20 || value == 0x22 || value == 0x5C
                let packed = word.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                if needs { #expect(JSONText.mayNeedEscape(packed), "byte \(value) at \(position)") }
            }
        }
        #expect(!JSONText.mayNeedEscape([UInt8](repeating: filler, count: 8).withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }))
    }

    @Test("Each special byte at each place of a plain run is escaped as one byte at a time would")
    func specialBytesAnywhere() {
        for special: UInt8 in [0x00, 0x0A, 0x1F, 0x22, 0x5C, 0x7F, 0x80, 0xC3, 0xFF] {
            for length in 1...24 {
                for position in 0..<length {
                    var input = [UInt8](repeating: UInt8(ascii: "x"), count: length)
                    input[position] = special
                    #expect(json(input) == referenceJSON(input), "\(special) at \(position) of \(length)")
                }
            }
        }
    }

    @Test("Long random strings, cut into pieces inside, escape as one byte at a time would")
    func longStrings() {
        var rng = SplitMix64(seed: 0x4A53_4F4E)
        let pool: [UInt8] = [0x00, 0x0A, 0x0D, 0x22, 0x5C, 0x7F, 0xC3, 0xA9, 0xE2, 0x82, 0xAC,
                             0xF0, 0x9F, 0x98, 0x80, 0xED, 0xA0, 0xFF]
        for _ in 0..<60 {
            let n = rng.int(0...(3 * JSONText.piece + 10))
            let plain = rng.int(0...3) == 0 ? 200 : 8
            let input = (0..<n).map { _ in
                rng.int(0...plain) == 0 ? pool[rng.int(0..<pool.count)] : UInt8(0x20 + rng.int(0...0x5E))
            }
            #expect(firstDifference(json(input), referenceJSON(input)) == nil, "length \(n)")
        }
    }

    @Test("A multi-byte sequence across a piece boundary is kept whole", arguments: [3, 2, 1])
    func sequenceAcrossPieces(before: Int) {
        let euro: [UInt8] = [0xE2, 0x82, 0xAC]
        let input = [UInt8](repeating: UInt8(ascii: "a"), count: JSONText.piece - before) + euro + Array("z".utf8)
        #expect(firstDifference(json(input), referenceJSON(input)) == nil)
        #expect(json(input).count == input.count + 2)
    }
}

@Suite("JSON key table")
struct JSONKeyTableTests {
    /// Writes `key` into `buffer` and offers it to `table` as item `item`'s.
    private func offer(_ key: String, item: Int, _ table: inout JSONKeyTable, _ buffer: inout OutputBuffer) -> Int? {
        let start = buffer.count
        buffer.append(Array(key.utf8))
        return table.insert(start..<buffer.count, item: item, in: buffer)
    }

    @Test("Thousands of keys: each duplicate names the item that had it first, prefixes are not duplicates")
    func manyKeys() {
        var table = JSONKeyTable()
        var buffer = OutputBuffer()
        for i in 0..<5_000 { #expect(offer("\"k\(i)\"", item: i, &table, &buffer) == nil) }
        for i in stride(from: 0, to: 5_000, by: 7) {
            #expect(offer("\"k\(i)\"", item: 10_000 + i, &table, &buffer) == i)
        }
        #expect(offer("\"k\"", item: 1, &table, &buffer) == nil)
        #expect(offer("\"k5000\"", item: 2, &table, &buffer) == nil)
        #expect(offer("", item: 3, &table, &buffer) == nil)
        #expect(offer("", item: 4, &table, &buffer) == 3)
    }
}
