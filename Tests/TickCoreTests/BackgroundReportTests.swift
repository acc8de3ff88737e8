import Testing
@testable import TickCore

@Suite("Key decoder: background colour reports")
struct BackgroundReportTests {
    private func decode(_ text: String, expecting: Bool = true, pieces: Int = 1) -> [Decoded] {
        var decoder = KeyDecoder()
        decoder.expectedCursorReports = expecting ? 1 : 0
        let all = bytes(text)
        var events: [Decoded] = []
        let size = max(1, (all.count + pieces - 1) / pieces)
        var start = 0
        while start < all.count {
            events += decoder.feed(all[start..<min(all.count, start + size)])
            start += size
        }
        return events + decoder.flush()
    }

    @Test("OSC 11 answers, ended by ST or BEL, with 1 to 4 hex digits, however the reads split them")
    func reports() {
        let white = Decoded.reply(.backgroundColor(red: 1, green: 1, blue: 1))
        for pieces in 1...5 {
            #expect(decode("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[5;1R", pieces: pieces)
                    == [white, .reply(.cursorPosition(row: 5, column: 1))], "\(pieces) pieces")
        }
        #expect(decode("\u{1B}]11;rgb:ff/ff/ff\u{07}") == [white])
        #expect(decode("\u{1B}]11;rgb:0/0/0\u{07}x") == [.reply(.backgroundColor(red: 0, green: 0, blue: 0)), .character(0x78)])
        #expect(decode("\u{1B}]11;rgb:8080/0000/ffff\u{07}") == [.reply(.backgroundColor(red: 0x8080 / 65535.0, green: 0, blue: 1))])
    }

    @Test("Malformed answers are dropped whole; without a question pending, ESC ] is Alt-]")
    func notReports() {
        #expect(decode("\u{1B}]11;rgb:fffff/0/0\u{07}a") == [.character(0x61)])
        #expect(decode("\u{1B}]11;#ffffff\u{07}a") == [.character(0x61)])
        // An answer that never ends is given up after 64 bytes: keys typed later are keys.
        let endless = decode("\u{1B}]11;" + String(repeating: "9", count: 100) + "a")
        #expect(endless.last == .character(0x61) && endless.count < 100, "\(endless)")
        #expect(decode("\u{1B}]a", expecting: false) == [.key(KeyName(unchecked: "alt-]")), .character(0x61)])
        #expect(decode("\u{1B}]a") == [.key(KeyName(unchecked: "alt-]")), .character(0x61)])
        #expect(decode("\u{1B}]") == [.key(KeyName(unchecked: "alt-]"))])
    }
}
