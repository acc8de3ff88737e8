import Testing
@testable import TickCore
import TickTestSupport

/// Arguments and environment values that are not UTF-8, held in strings byte for byte.
@Suite("Raw text: bytes that are not UTF-8 kept through a String")
struct RawTextTests {
    @Test("Valid UTF-8 is the plain string; bad bytes and real escape-block scalars come back exactly")
    func roundTrip() {
        #expect(RawText.text(Array("héllo ✓ 🎉".utf8)) == "héllo ✓ 🎉")
        for bytes: [UInt8] in [[0xFF], [0x61, 0xFE, 0x62], [0xC3], [0xE2, 0x9C], [0xC0, 0x80], [0xED, 0xA0, 0x80],
                               [0xF4, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBA, 0x80], [0xF4, 0x8F, 0xBB, 0xBF, 0x41]] {
            #expect(RawText.bytes(of: RawText.text(bytes)) == bytes, "\(bytes)")
        }
        var random = SeededRandom(seed: 0x7261_7774)
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0...12, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            #expect(RawText.bytes(of: RawText.text(bytes)) == bytes, "\(bytes)")
        }
    }

    @Test("A bad byte is one escape scalar, shown as the replacement character")
    func shown() {
        let text = RawText.text([0x61, 0xFF])
        #expect(text.unicodeScalars.count == 2)
        #expect(DisplayText.width(of: text) == 2)
        #expect(DisplayText.truncate(text + "bcdef", width: 4) == text + "b…")
        #expect(DisplayText.shown(text.unicodeScalars.last!.value).0 == "\u{FFFD}")
    }
}
