import Testing
@testable import TickCore

/// Decodes `stream` fed whole, cut once at every byte boundary, and byte by byte (the reads
/// of a terminal within the Esc timeout), flushed only at the end; every way must give
/// `expected`.
private func expectEveryFeeding(_ stream: [UInt8], _ expected: [Decoded], sourceLocation: SourceLocation = #_sourceLocation) {
    var whole = KeyDecoder()
    #expect(whole.feed(stream) + whole.flush() == expected, "whole \(stream)", sourceLocation: sourceLocation)
    for cut in 0...stream.count {
        var d = KeyDecoder()
        let events = d.feed(stream[..<cut]) + d.feed(stream[cut...]) + d.flush()
        #expect(events == expected, "\(stream) cut at \(cut)", sourceLocation: sourceLocation)
    }
    var single = KeyDecoder()
    var events: [Decoded] = []
    for b in stream { events += single.feed([b]) }
    #expect(events + single.flush() == expected, "\(stream) byte by byte", sourceLocation: sourceLocation)
}

private func key(_ name: String) -> Decoded { .key(KeyName(unchecked: name)) }

/// The names a binding writes: each must be one `--bind` accepts as itself.
private func expectBindable(_ names: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    for name in names {
        // --bind spells the paging keys as fzf does (`alt-page-up`); the decoder's name is `alt-pgup`.
        let spelled = name.replacing("pgup", with: "page-up").replacing("pgdn", with: "page-down")
        #expect((try? KeyName(parsing: spelled))?.name == name, "\(name) is not a key --bind can name", sourceLocation: sourceLocation)
    }
}

/// xterm's modifier parameter N (`ESC [ 1 ; N X`), as fzf 0.74.5 reads each, worked out by
/// hand from N − 1's bits (1 Shift, 2 Alt, 4 Ctrl, 8 Meta, read as Alt) and checked against
/// fzf in a pseudo-terminal for 9, 10, 11, 13 and 16.
private let modifierNames: [(Int, String)] = [
    (1, ""), (2, "shift-"), (3, "alt-"), (4, "alt-shift-"), (5, "ctrl-"), (6, "ctrl-shift-"), (7, "ctrl-alt-"),
    (8, "ctrl-alt-shift-"), (9, "alt-"), (10, "alt-shift-"), (11, "alt-"), (12, "alt-shift-"), (13, "ctrl-alt-"),
    (14, "ctrl-alt-shift-"), (15, "ctrl-alt-"), (16, "ctrl-alt-shift-"),
]

@Suite("Key decoder: Alt as an Esc prefix, modifier parameters, CSI u")
struct KeyDecoderAltTests {
    @Test("Esc before a cursor or function key's sequence is that key with Alt (Option as Meta: Terminal.app, rxvt)")
    func escapePrefixedSequences() {
        let cases: [(String, String)] = [
            ("\u{1B}\u{1B}[A", "alt-up"), ("\u{1B}\u{1B}[B", "alt-down"), ("\u{1B}\u{1B}[C", "alt-right"),
            ("\u{1B}\u{1B}[D", "alt-left"), ("\u{1B}\u{1B}OA", "alt-up"), ("\u{1B}\u{1B}OD", "alt-left"),
            ("\u{1B}\u{1B}[H", "alt-home"), ("\u{1B}\u{1B}[F", "alt-end"), ("\u{1B}\u{1B}[5~", "alt-pgup"),
            ("\u{1B}\u{1B}[6~", "alt-pgdn"), ("\u{1B}\u{1B}[3~", "alt-delete"), ("\u{1B}\u{1B}[2~", "alt-insert"),
            ("\u{1B}\u{1B}OP", "alt-f1"), ("\u{1B}\u{1B}[15~", "alt-f5"), ("\u{1B}\u{1B}[Z", "alt-shift-tab"),
            ("\u{1B}\u{1B}[1;2A", "alt-shift-up"), ("\u{1B}\u{1B}[1;5D", "ctrl-alt-left"),
            ("\u{1B}\u{1B}[1;3C", "alt-right"), ("\u{1B}\u{1B}[1;6B", "ctrl-alt-shift-down"),
        ]
        for (stream, name) in cases { expectEveryFeeding(bytes(stream), [key(name)]) }
        expectBindable(cases.map(\.1))
    }

    @Test("Esc before an Alt key, a control or a character keeps one Alt; two Escs alone are one Esc, as in fzf; a paste after an Esc stays whole")
    func escapePrefixedKeys() {
        let cases: [(String, String)] = [
            ("\u{1B}\u{1B}b", "alt-b"), ("\u{1B}\u{1B}\r", "alt-enter"), ("\u{1B}\u{1B}\u{7F}", "alt-backspace"),
            ("\u{1B}\u{1B}\u{01}", "ctrl-alt-a"), ("\u{1B}\u{1B} ", "alt-space"), ("\u{1B}\u{1B}\t", "alt-tab"),
        ]
        for (stream, name) in cases { expectEveryFeeding(bytes(stream), [key(name)]) }
        expectBindable(cases.map(\.1))
        expectEveryFeeding(bytes("\u{1B}\u{1B}"), [key("esc")])
        expectEveryFeeding(bytes("\u{1B}\u{1B}\u{1B}[A"), [key("esc"), key("up")])
        expectEveryFeeding(bytes("a\u{1B}\u{1B}[Ab"), [.character(0x61), key("alt-up"), .character(0x62)])
        // A paste after the prefix is kept whole, and the prefix is an Esc.
        expectEveryFeeding(bytes("\u{1B}\u{1B}[200~x\u{1B}[201~"), [key("esc"), .paste(bytes("x"))])
    }

    @Test("The Esc timeout between Esc and the key still makes them two keys")
    func timeoutSplitsThem() {
        var d = KeyDecoder()
        #expect(d.feed(bytes("\u{1B}")).isEmpty)
        #expect(d.flush() == [key("esc")])
        #expect(d.feed(bytes("\u{1B}[A")) == [key("up")])
        var e = KeyDecoder()
        #expect(e.feed(bytes("\u{1B}\u{1B}")).isEmpty)
        #expect(e.isWaiting, "two Escs wait for a sequence")
        #expect(e.feed(bytes("[A")) == [key("alt-up")])
    }

    @Test("Every xterm modifier parameter 1 to 16 names its keys: 9 and above (Meta, as iTerm2 sends) read as Alt")
    func modifierParameters() {
        for (n, prefix) in modifierNames {
            for (letter, name) in [("A", "up"), ("B", "down"), ("C", "right"), ("D", "left"), ("H", "home"), ("F", "end"), ("P", "f1")] {
                expectEveryFeeding(bytes("\u{1B}[1;\(n)\(letter)"), [key(prefix + name)])
            }
            for (code, name) in [(3, "delete"), (5, "pgup"), (6, "pgdn"), (15, "f5"), (24, "f12")] {
                expectEveryFeeding(bytes("\u{1B}[\(code);\(n)~"), [key(prefix + name)])
            }
            expectBindable([prefix + "up", prefix + "delete"].filter { !$0.isEmpty })
        }
        expectEveryFeeding(bytes("\u{1B}[1;9D"), [key("alt-left")])
    }

    @Test("CSI u (kitty's and xterm's modifyOtherKeys forms) names the key with its modifiers")
    func csiU() {
        let cases: [(String, Decoded)] = [
            ("\u{1B}[97;3u", key("alt-a")), ("\u{1B}[97;5u", key("ctrl-a")), ("\u{1B}[97;7u", key("ctrl-alt-a")),
            ("\u{1B}[97;4u", key("alt-A")), ("\u{1B}[97;9u", key("alt-a")), ("\u{1B}[97u", .character(0x61)),
            ("\u{1B}[97;2u", .character(0x41)), ("\u{1B}[97;3:1u", key("alt-a")), ("\u{1B}[97:65;4u", key("alt-A")),
            ("\u{1B}[13u", key("enter")), ("\u{1B}[13;3u", key("alt-enter")), ("\u{1B}[13;5u", key("ctrl-enter")),
            ("\u{1B}[9;2u", key("btab")), ("\u{1B}[9;3u", key("alt-tab")), ("\u{1B}[127;3u", key("alt-backspace")),
            ("\u{1B}[27u", key("esc")), ("\u{1B}[32;5u", key("ctrl-space")), ("\u{1B}[32;3u", key("alt-space")),
            ("\u{1B}[104;5u", key("ctrl-backspace")), ("\u{1B}[233;3u", key("alt-é")), ("\u{1B}[47;5u", key("ctrl-_")),
            ("\u{1B}\u{1B}[97;5u", key("ctrl-alt-a")),
            ("\u{1B}[27;3;97~", key("alt-a")), ("\u{1B}[27;5;13~", key("ctrl-enter")), ("\u{1B}[27;2;9~", key("btab")),
        ]
        for (stream, event) in cases { expectEveryFeeding(bytes(stream), [event]) }
        // (Alt with a character outside ASCII has no `--bind` name, as with `ESC é`.)
        expectBindable(cases.compactMap { if case .input(.key(let k)) = $1, k.name.allSatisfy(\.isASCII) { k.name } else { nil } })
        // Keys tick has no name for (the keypad's, kitty's lock keys) are dropped whole.
        expectEveryFeeding(bytes("\u{1B}[57399u\u{1B}[57358;1ux"), [.character(0x78)])
    }
}
