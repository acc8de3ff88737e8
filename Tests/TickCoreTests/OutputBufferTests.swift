import Testing
@testable import TickCore

@Suite("Output buffer")
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
        #expect(out.bytes == expected)
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
}
