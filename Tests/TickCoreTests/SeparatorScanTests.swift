import Testing
@testable import TickCore

/// The positions of `separator` in `bytes`, found one byte at a time.
private func naivePositions(_ bytes: [UInt8], _ separator: UInt8) -> [Int] {
    bytes.indices.filter { bytes[$0] == separator }
}

/// Every separator position `SeparatorScan.first` finds in `bytes`, starting over after each.
private func firstPositions(_ bytes: [UInt8], _ separator: UInt8, from: Int = 0) -> [Int] {
    bytes.withUnsafeBufferPointer { buffer in
        let base = buffer.baseAddress ?? UnsafePointer(bitPattern: 8)!
        var found: [Int] = []
        var i = from
        while true {
            let p = SeparatorScan.first(separator, in: base, from: i, to: buffer.count)
            guard p < buffer.count else { return found }
            found.append(p)
            i = p + 1
        }
    }
}

/// The boundaries `SeparatorScan.record` writes for `bytes` (one past each separator), its
/// stop position, and whether it wrote anything outside the slots it was allowed.
private func recorded(_ bytes: [UInt8], _ separator: UInt8, from: Int = 0, limit: Int)
    -> (boundaries: [Int], stop: Int, strayWrites: Bool)
{
    // Room for `limit` slots plus a guard slot on each side, all set to a marker first.
    let marker: UInt32 = 0xDEAD_BEEF
    var slots = [UInt32](repeating: marker, count: limit + 2)
    let result = bytes.withUnsafeBufferPointer { buffer in
        slots.withUnsafeMutableBytes { raw in
            SeparatorScan.record(separator, in: buffer.baseAddress ?? UnsafePointer(bitPattern: 8)!,
                                 from: from, to: buffer.count,
                                 slotsDownFrom: raw.baseAddress! + 4 * limit, limit: limit)
        }
    }
    guard result.written <= limit else { return ([], result.stop, true) }
    let written = (0..<result.written).map { Int(slots[limit - $0]) }
    let untouched = slots[0...(limit - result.written)].allSatisfy { $0 == marker } && slots[limit + 1] == marker
    return (written, result.stop, !untouched)
}

/// Bytes chosen to fool a careless SWAR test: neighbours of both separators, bytes that differ
/// from them only in the top bit, `0x01` (a borrow's victim), `0x80`, `0xFF` and the separators.
private let trickyBytes: [UInt8] = [0x0A, 0x00, 0x0B, 0x09, 0x8A, 0x80, 0x01, 0x81, 0xFF, 0x7F, 0x0A | 0x80, 0x2A, 0x4A, 0x0E]

@Suite("Separator scan")
struct SeparatorScanTests {
    @Test("zeroBytes marks exactly the zero bytes, whatever their neighbours")
    func zeroBytesIsExact() {
        for neighbour: UInt8 in [0x00, 0x01, 0x7F, 0x80, 0xFF] {
            for lane in 0..<8 {
                for value in 0...255 {
                    var word = UInt64(neighbour) &* 0x0101_0101_0101_0101
                    word &= ~(UInt64(0xFF) << (8 * lane))
                    word |= UInt64(value) << (8 * lane)
                    var expected: UInt64 = 0
                    for k in 0..<8 where (word >> (8 * k)) & 0xFF == 0 { expected |= 0x80 << (8 * k) }
                    #expect(SeparatorScan.zeroBytes(word) == expected, "word \(String(word, radix: 16))")
                }
            }
        }
    }

    @Test("A separator is found at every offset mod 8, from every start offset mod 8, in a whole word or in the last few bytes")
    func everyOffset() {
        for separator: UInt8 in [0x0A, 0x00] {
            for start in 0..<8 {
                for at in start..<(start + 24) {
                    for after in 0..<9 {
                        // Filler that is never the separator but is the other one.
                        var bytes = [UInt8](repeating: separator == 0 ? 0x0A : 0x00, count: at + 1 + after)
                        bytes[at] = separator
                        let context = "separator \(separator) start \(start) at \(at) length \(bytes.count)"
                        #expect(firstPositions(bytes, separator, from: start) == [at], "\(context)")
                        let r = recorded(bytes, separator, from: start, limit: 4)
                        #expect(r.boundaries == [at + 1] && r.stop == bytes.count && !r.strayWrites, "\(context)")
                    }
                }
            }
        }
    }

    @Test("firstOfPair finds the first SO or SI, at every offset, and nothing that only shares bits with them")
    func firstOfPairFindsEither() {
        // Bytes one bit away from SO and SI, and the two of them.
        let near: [UInt8] = [0x0C, 0x0D, 0x8E, 0x8F, 0x1E, 0x1F, 0x4E, 0x06, 0x07, 0x00, 0x01, 0xFF, 0x0E, 0x0F]
        var rng = SplitMix64(seed: 0x534F_5349)
        for round in 0..<600 {
            let bytes = (0..<rng.int(0...40)).map { _ in near[rng.int(0..<near.count)] }
            let from = rng.int(0...min(9, bytes.count))
            let expected = bytes.indices.dropFirst(from).first { bytes[$0] == 0x0E || bytes[$0] == 0x0F } ?? bytes.count
            let found = bytes.withUnsafeBufferPointer { buffer in
                SeparatorScan.firstOfPair(0x0E, in: buffer.baseAddress ?? UnsafePointer(bitPattern: 8)!, from: from, to: buffer.count)
            }
            #expect(found == expected, "round \(round): \(bytes) from \(from)")
        }
    }

    @Test("Tricky bytes around the separators never count as separators, and no separator is missed")
    func trickyNeighbours() {
        var rng = SplitMix64(seed: 0x5357_4152)
        for separator: UInt8 in [0x0A, 0x00] {
            for round in 0..<400 {
                let bytes = (0..<rng.int(0...70)).map { _ in trickyBytes[rng.int(0..<trickyBytes.count)] }
                let from = rng.int(0...min(9, bytes.count))
                let expected = naivePositions(Array(bytes[from...]), separator).map { $0 + from }
                #expect(firstPositions(bytes, separator, from: from) == expected, "round \(round)")
                let r = recorded(bytes, separator, from: from, limit: bytes.count)
                #expect(r.boundaries == expected.map { $0 + 1 } && r.stop == bytes.count && !r.strayWrites, "round \(round)")
            }
        }
    }

    @Test("record stops at the separator that has no slot left, writing nothing past its limit")
    func recordStopsAtLimit() {
        let bytes = bytes("ab\ncdefghijk\n\nl\nmnopqrstuvwxyz\n")
        let all = naivePositions(bytes, 0x0A)
        for limit in 0...all.count {
            let r = recorded(bytes, 0x0A, limit: limit)
            #expect(r.boundaries == all.prefix(limit).map { $0 + 1 })
            #expect(r.stop == (limit < all.count ? all[limit] : bytes.count))
            #expect(!r.strayWrites)
        }
    }

    @Test("An empty range or one without a separator gives its end")
    func nothingToFind() {
        #expect(firstPositions([], 0x0A) == [])
        #expect(firstPositions(Array(repeating: 0x0B, count: 77), 0x0A) == [])
        let r = recorded(Array(repeating: 0x8A, count: 77), 0x0A, limit: 3)
        #expect(r.boundaries == [] && r.stop == 77 && !r.strayWrites)
    }
}
