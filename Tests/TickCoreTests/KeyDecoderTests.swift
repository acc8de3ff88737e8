import Testing
@testable import TickCore

/// Decodes `bytes` fed in one piece and flushed at the end.
private func decode(_ bytes: [UInt8]) -> [Decoded] {
    var d = KeyDecoder()
    return d.feed(bytes) + d.flush()
}

private func key(_ name: String) -> Decoded { .key(KeyName(unchecked: name)) }

@Suite("Key decoder")
struct KeyDecoderTests {
    @Test("Printable ASCII and multi-byte UTF-8 become characters")
    func characters() {
        #expect(decode(bytes("aZ é日😀")) == [.character(0x61), .character(0x5A), .character(0x20),
                                            .character(0xE9), .character(0x65E5), .character(0x1F600)])
    }

    @Test("Control bytes become their named keys")
    func controls() {
        #expect(decode([0x0D, 0x09, 0x7F, 0x08, 0x01, 0x0A, 0x17, 0x00]) ==
                [key("enter"), key("tab"), key("backspace"), key("ctrl-backspace"), key("ctrl-a"), key("ctrl-j"),
                 key("ctrl-w"), key("ctrl-space")])
    }

    @Test("CSI and SS3 arrows, Home/End, PgUp/PgDn, Delete, Shift-Tab and function keys")
    func sequences() {
        #expect(decode(bytes("\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}OD\u{1B}[H\u{1B}[4~\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[Z\u{1B}OP\u{1B}[15~")) ==
                [key("up"), key("down"), key("right"), key("left"), key("home"), key("end"), key("pgup"), key("pgdn"),
                 key("delete"), key("btab"), key("f1"), key("f5")])
    }

    @Test("xterm modifier parameters name Shift, Alt and Ctrl")
    func modifiers() {
        #expect(decode(bytes("\u{1B}[1;2A\u{1B}[1;5D\u{1B}[1;3B")) == [key("shift-up"), key("ctrl-left"), key("alt-down")])
    }

    @Test("Esc followed by a key is that key with Alt; Esc then a control is ctrl-alt")
    func alt() {
        #expect(decode(bytes("\u{1B}b\u{1B}\u{7F}\u{1B}\u{01}")) == [key("alt-b"), key("alt-backspace"), key("ctrl-alt-a")])
    }

    @Test("A lone Esc waits for more bytes and is an Esc once flushed")
    func loneEscape() {
        var d = KeyDecoder()
        #expect(d.feed([0x1B]).isEmpty)
        #expect(d.isWaiting)
        #expect(d.flush() == [key("esc")])
        #expect(!d.isWaiting)
    }

    @Test("SGR mouse reports give button, kind and 1-based cell; the wheel is a button")
    func mouse() {
        let events = decode(bytes("\u{1B}[<0;12;3M\u{1B}[<0;12;3m\u{1B}[<64;1;1M\u{1B}[<65;1;1M\u{1B}[<32;5;6M\u{1B}[<2;7;8M"))
        var press = MouseEvent(button: .left, kind: .press, column: 12, row: 3)
        #expect(events.first == .mouse(press))
        press.kind = .release
        #expect(events[1] == .mouse(press))
        #expect(events[2] == .mouse(MouseEvent(button: .wheelUp, kind: .press, column: 1, row: 1)))
        #expect(events[3] == .mouse(MouseEvent(button: .wheelDown, kind: .press, column: 1, row: 1)))
        #expect(events[4] == .mouse(MouseEvent(button: .left, kind: .drag, column: 5, row: 6)))
        #expect(events[5] == .mouse(MouseEvent(button: .right, kind: .press, column: 7, row: 8)))
    }

    @Test("Bracketed paste is one event holding the exact bytes, escape sequences and all")
    func paste() {
        let inner: [UInt8] = bytes("a\r\u{1B}[Ab") + [0xFF, 0x00]
        let stream = bytes("x\u{1B}[200~") + inner + bytes("\u{1B}[201~y")
        #expect(decode(stream) == [.character(0x78), .paste(inner), .character(0x79)])
    }

    @Test("Unknown and malformed sequences are dropped without eating the keys after them")
    func unknown() {
        #expect(decode(bytes("\u{1B}[99~a\u{1B}[<1;2Mb")) == [.character(0x61), .character(0x62)])
        #expect(decode([0xFF, 0x61]) == [.character(0xFFFD), .character(0x61)])
        #expect(decode([0xE2, 0x28]) == [.character(0xFFFD), .character(0x28)])
    }

    @Test("Esc O before another sequence is Alt-O, and the sequence after it (a paste) is kept whole")
    func ss3NotFinished() {
        // Found by the fuzz test: the SS3 parser took the paste's Esc as its final byte.
        #expect(decode(bytes("\u{1B}O\u{1B}[200~a\u{1B}[201~")) == [key("alt-O"), .paste(bytes("a"))])
        #expect(decode(bytes("\u{1B}O\u{1B}[A")) == [key("alt-O"), key("up")])
        #expect(decode(bytes("\u{1B}OA\u{1B}Oz")) == [key("up")])
    }

    @Test("Every split of a stream into two reads decodes to the same events")
    func splits() {
        let stream = bytes("ab\u{1B}[1;5Aé\u{1B}[<0;3;4M\u{1B}[200~p\u{1B}[Aq\u{1B}[201~\u{1B}x日\r")
        let whole = decode(stream)
        #expect(whole.count == 9) // a, b, ctrl-up, é, mouse, paste, alt-x, 日, enter
        for cut in 0...stream.count {
            var d = KeyDecoder()
            let events = d.feed(stream[..<cut]) + d.feed(stream[cut...]) + d.flush()
            #expect(events == whole, "split at \(cut)")
        }
    }

    @Test("Random bytes in random pieces never crash and never lose a pasted byte")
    func fuzz() {
        var rng = SplitMix64(seed: 0x7ACC)
        for _ in 0..<500 {
            let noise = (0..<Int(rng.next() % 40)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
                .filter { $0 != 0x1B } // an Esc inside the paste could end it early
            let pasted = (0..<Int(rng.next() % 30)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
                .filter { $0 != 0x1B }
            let stream = noise + bytes("\u{1B}[200~") + pasted + bytes("\u{1B}[201~")
            var d = KeyDecoder()
            var events: [Decoded] = []
            var i = 0
            while i < stream.count {
                let n = 1 + Int(rng.next() % 7)
                events += d.feed(stream[i..<min(i + n, stream.count)])
                i += n
            }
            events += d.flush()
            #expect(events.last == .paste(pasted))
        }
    }
}
