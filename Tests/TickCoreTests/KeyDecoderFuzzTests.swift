import Testing
import TickTestSupport
@testable import TickCore

/// Random keystrokes, mouse reports, pastes and junk for the key decoder, with what each
/// well-formed piece must decode to (worked out here, not by the decoder).
private struct KeyStream {
    /// The bytes a terminal would send.
    var bytes: [UInt8] = []
    /// The events expected, when every piece is well formed.
    var events: [Decoded] = []
    /// Offsets after which the Esc timeout must have fired (after a lone Esc).
    var timeouts: Set<Int> = []
    /// The pasted contents, in order, and where each paste is in `bytes`.
    var pastes: [[UInt8]] = []
    var pasteRanges: [Range<Int>] = []

    static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    private static func key(_ name: String) -> Decoded { .key(KeyName(unchecked: name)) }

    /// The name a control byte (not Esc) must decode to.
    static func controlName(_ b: UInt8) -> String {
        switch b {
        case 0x0D: "enter"
        case 0x09: "tab"
        case 0x7F: "backspace"
        case 0x08: "ctrl-backspace"
        case 0x00: "ctrl-space"
        case 0x1C: "ctrl-\\"
        case 0x1D: "ctrl-]"
        case 0x1E: "ctrl-^"
        case 0x1F: "ctrl-_"
        default: "ctrl-" + String(UnicodeScalar(b + 0x60))
        }
    }

    /// xterm's modifier parameter as name prefixes (Meta, 8, read as Alt).
    static func modifierPrefix(_ parameter: Int) -> String {
        let bits = parameter - 1
        return (bits & 4 != 0 ? "ctrl-" : "") + (bits & 10 != 0 ? "alt-" : "") + (bits & 1 != 0 ? "shift-" : "")
    }

    mutating func append(_ b: [UInt8], _ event: Decoded?) {
        bytes += b
        if let event { events.append(event) }
    }

    /// Appends one well-formed keystroke, mouse report or paste.
    mutating func appendToken(_ r: inout SeededRandom) {
        switch r.int(0..<12) {
        case 0, 1: // printable ASCII
            let c = UInt8(r.int(0x20...0x7E))
            append([c], .character(UInt32(c)))
        case 2: // a scalar of two, three or four bytes
            let scalars: [UInt32] = [0xE9, 0x3A9, 0x7FF, 0x800, 0x65E5, 0xFFFD, 0xFFFF, 0x1_0000, 0x1F600, 0x10_FFFF]
            let value = r.oneIn(2) ? r.pick(scalars) : UInt32(r.int(0x80...0xD7FF))
            append(Array(String(UnicodeScalar(value)!).utf8), .character(value))
        case 3: // a control byte
            var c = UInt8(r.int(0x00...0x1F))
            if c == 0x1B { c = 0x7F }
            append([c], Self.key(Self.controlName(c)))
        case 4: // CSI or SS3 cursor and function keys
            let letters: [(String, String)] = [("A", "up"), ("B", "down"), ("C", "right"), ("D", "left"), ("H", "home"), ("F", "end")]
            let (letter, name) = r.pick(letters)
            switch r.int(0..<4) {
            case 0: append(Array("\u{1B}[\(letter)".utf8), Self.key(name))
            case 1: append(Array("\u{1B}O\(letter)".utf8), Self.key(name))
            case 2: append(Array("\u{1B}\u{1B}[\(letter)".utf8), Self.key("alt-" + name)) // Option as Meta
            default:
                let m = r.int(2...16)
                append(Array("\u{1B}[1;\(m)\(letter)".utf8), Self.key(Self.modifierPrefix(m) + name))
            }
        case 5: // tilde keys and Shift-Tab
            let tilde: [(Int, String)] = [(1, "home"), (2, "insert"), (3, "delete"), (4, "end"), (5, "pgup"), (6, "pgdn"),
                                          (7, "home"), (8, "end"), (11, "f1"), (15, "f5"), (17, "f6"), (21, "f10"), (24, "f12")]
            if r.oneIn(6) {
                append(Array("\u{1B}[Z".utf8), Self.key("btab"))
            } else {
                let (code, name) = r.pick(tilde)
                if r.oneIn(2) {
                    append(Array("\u{1B}[\(code)~".utf8), Self.key(name))
                } else {
                    let m = r.int(2...16)
                    append(Array("\u{1B}[\(code);\(m)~".utf8), Self.key(Self.modifierPrefix(m) + name))
                }
            }
        case 6: // Alt with a printable key (not [ or O, which start sequences)
            var c = UInt8(r.int(0x20...0x7E))
            if c == 0x5B || c == 0x4F { c = 0x61 }
            append([0x1B, c], Self.key(c == 0x20 ? "alt-space" : "alt-" + String(UnicodeScalar(c))))
        case 7: // Alt with a control key
            var c = UInt8(r.int(0x00...0x1F))
            if c == 0x1B { c = 0x7F }
            let name = Self.controlName(c)
            append([0x1B, c], Self.key(name.hasPrefix("ctrl-") ? "ctrl-alt-" + name.dropFirst(5) : "alt-" + name))
        case 8: // a lone Esc: the timeout fires before the next byte
            append([0x1B], Self.key("esc"))
            timeouts.insert(bytes.count)
        case 9, 10: // an SGR mouse report
            let codes = [0, 1, 2, 3, 32, 34, 35, 64, 65] // buttons, drags, wheel
            var code = r.pick(codes)
            if r.oneIn(4) { code |= r.pick([4, 8, 16]) }
            let (column, row) = (r.int(1...999), r.int(1...300))
            let release = r.oneIn(2)
            var event: MouseEvent
            if code & 64 != 0 {
                event = MouseEvent(button: code & 1 == 0 ? .wheelUp : .wheelDown, kind: .press, column: column, row: row)
            } else {
                let button: MouseEvent.Button = [.left, .middle, .right, .none][code & 3]
                event = MouseEvent(button: button, kind: code & 32 != 0 ? .drag : .press, column: column, row: row)
            }
            if release { event.kind = .release }
            event.shift = code & 4 != 0
            event.alt = code & 8 != 0
            event.ctrl = code & 16 != 0
            append(Array("\u{1B}[<\(code);\(column);\(row)\(release ? "m" : "M")".utf8), .mouse(event))
        default: // a bracketed paste of anything but its end marker
            let content = Self.pasteContent(&r)
            let start = bytes.count
            append(Self.pasteStart + content + Self.pasteEnd, .paste(content))
            pastes.append(content)
            pasteRanges.append(start..<bytes.count)
        }
    }

    /// Bytes to paste: anything, escape sequences, a paste start and pieces of the end marker
    /// included, but never the whole end marker.
    static func pasteContent(_ r: inout SeededRandom) -> [UInt8] {
        var content: [UInt8] = []
        for _ in 0..<r.int(0...12) {
            switch r.int(0..<6) {
            case 0: content += Array(pasteEnd.prefix(r.int(1...5)))
            case 1: content += pasteStart
            case 2: content += [0x1B]
            case 3: content += Array("\u{1B}[A\r\n\t".utf8)
            default: content += (0..<r.int(1...6)).map { _ in r.byte() }
            }
        }
        while let range = firstRange(of: pasteEnd, in: content) { content.remove(at: range.upperBound - 1) }
        return content
    }

    /// Appends junk: random bytes, unfinished and malformed sequences, endless parameters.
    mutating func appendNoise(_ r: inout SeededRandom) {
        var noise: [UInt8] = []
        for _ in 0..<r.int(1...4) {
            switch r.int(0..<11) {
            case 0: noise += [0x1B]
            case 1: noise += Array("\u{1B}[".utf8)
            case 2: noise += Array("\u{1B}O".utf8)
            case 3: noise += Array("\u{1B}[<".utf8) + (0..<r.int(0...30)).map { _ in r.pick(Array("0123456789;".utf8)) }
            case 4: noise += Array("\u{1B}[".utf8) + (0..<r.int(0...40)).map { _ in UInt8(r.int(0x20...0x3F)) }
            case 5: noise += [r.pick([0xC3, 0xE2, 0xF0, 0xF4, 0xF5, 0xFF, 0x80, 0xBF, 0xC0, 0xED])]
            case 6: noise += Array(Self.pasteEnd.prefix(r.int(1...6)))
            case 7: noise += Array("\u{1B}[\(r.int(0...Int.max))~".utf8)
            case 8: // finished mouse reports with odd fields: too many digits, empty, too few or many
                let fields = (0..<r.int(1...4)).map { _ in String(repeating: "9", count: r.pick([0, 1, 6, 7, 19, 40])) }
                noise += Array("\u{1B}[<\(fields.joined(separator: ";"))\(r.pick(["M", "m", "~", "A"]))".utf8)
            default: noise += (0..<r.int(1...5)).map { _ in r.byte() }
            }
        }
        bytes += noise
    }

    /// Whether a paste starts outside the pastes appended on purpose (junk and keys can spell
    /// one: `ESC [ 2 0` then the keys `0` and `~`); the pastes after it would become its content.
    var hasStrayPasteStart: Bool {
        var i = 0
        var next = 0
        while i + Self.pasteStart.count <= bytes.count {
            if next < pasteRanges.count && pasteRanges[next].lowerBound == i {
                i = pasteRanges[next].upperBound
                next += 1
                continue
            }
            if bytes[i..<(i + Self.pasteStart.count)].elementsEqual(Self.pasteStart) { return true }
            i += 1
        }
        return false
    }

    static func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Range<Int>? {
        guard haystack.count >= needle.count else { return nil }
        for i in 0...(haystack.count - needle.count) where haystack[i..<(i + needle.count)].elementsEqual(needle) {
            return i..<(i + needle.count)
        }
        return nil
    }
}

/// What a decoder gives for `bytes` cut into random pieces; with `timeouts`, the Esc timeout
/// fires at those offsets (and, with `randomFlushes`, whenever the decoder waits, at random).
private func decodeInPieces(_ bytes: [UInt8], timeouts: Set<Int> = [], randomFlushes: Bool = false,
                            _ r: inout SeededRandom) -> (events: [Decoded], emptyAfterFlush: Bool) {
    var d = KeyDecoder()
    var events: [Decoded] = []
    var emptyAfterFlush = true
    var i = 0
    while i < bytes.count {
        var end = min(bytes.count, i + (r.oneIn(3) ? 1 : r.int(1...24)))
        if let t = timeouts.filter({ $0 > i && $0 < end }).min() { end = t }
        events += d.feed(bytes[i..<end])
        i = end
        if timeouts.contains(i) || (randomFlushes && d.isWaiting && r.oneIn(3)) {
            events += d.flush()
            emptyAfterFlush = emptyAfterFlush && !d.isWaiting
        }
    }
    events += d.flush()
    emptyAfterFlush = emptyAfterFlush && !d.isWaiting
    return (events, emptyAfterFlush)
}

private func pastes(_ events: [Decoded]) -> [[UInt8]] {
    events.compactMap { if case .input(.paste(let p)) = $0 { p } else { nil } }
}

@Suite("Fuzz: key decoder")
struct KeyDecoderFuzzTests {
    @Test("Well-formed keys, mouse reports and pastes decode to exactly their events, however the reads split them")
    func wellFormedStreams() {
        let fuzz = FuzzRun("key decoder tokens", cases: 1500)
        fuzz.forEachCase { k, r in
            var stream = KeyStream()
            for _ in 0..<r.int(1...30) { stream.appendToken(&r) }
            let (events, _) = decodeInPieces(stream.bytes, timeouts: stream.timeouts, &r)
            #expect(events == stream.events, "\(fuzz.context(case: k)): \(FuzzRun.literal(stream.bytes)) timeouts \(stream.timeouts.sorted())")
        }
    }

    @Test("Junk between keys never crashes, decodes the same in any pieces, and never costs a pasted byte")
    func junkStreams() {
        let fuzz = FuzzRun("key decoder junk", cases: 1500)
        fuzz.forEachCase { k, r in
            var stream = KeyStream()
            var pauses: Set<Int> = []
            for _ in 0..<r.int(1...20) {
                let before = stream
                if r.oneIn(2) { stream.appendNoise(&r) } else { stream.appendToken(&r) }
                if stream.hasStrayPasteStart { stream = before }
                if r.oneIn(2) { pauses.insert(stream.bytes.count) }
            }
            let input = { "\(fuzz.context(case: k)): \(FuzzRun.literal(stream.bytes))" }
            var whole = KeyDecoder()
            let expected = whole.feed(stream.bytes) + whole.flush()
            #expect(!whole.isWaiting, "\(input())")
            let (split, _) = decodeInPieces(stream.bytes, &r)
            #expect(split == expected, "\(input())")
            #expect(pastes(expected) == stream.pastes, "\(input())")
            // The user pauses between keys, so the Esc timeout fires after unfinished junk: that
            // changes keys, never pastes. (A terminal writes each sequence at once: no timeout
            // falls inside one.)
            let (timed, emptied) = decodeInPieces(stream.bytes, timeouts: pauses, &r)
            #expect(pastes(timed) == stream.pastes, "\(input())")
            #expect(emptied, "a flush left bytes waiting: \(input())")
        }
    }

    @Test("Any bytes at all never crash the decoder, and a flush leaves nothing waiting")
    func randomBytes() {
        let fuzz = FuzzRun("key decoder bytes", cases: 1500)
        let escapeHeavy: [UInt8] = [0x1B, 0x1B, 0x5B, 0x4F, 0x3C, 0x3B, 0x30, 0x39, 0x7E, 0x4D, 0x6D, 0x41, 0x32]
        fuzz.forEachCase { k, r in
            let bytes = (0..<r.int(0...200)).map { _ in r.oneIn(2) ? r.pick(escapeHeavy) : r.byte() }
            var whole = KeyDecoder()
            let expected = whole.feed(bytes) + whole.flush()
            let (split, _) = decodeInPieces(bytes, &r)
            #expect(split == expected, "\(fuzz.context(case: k)): \(FuzzRun.literal(bytes))")
            let (_, emptied) = decodeInPieces(bytes, randomFlushes: true, &r)
            #expect(emptied, "\(fuzz.context(case: k)): \(FuzzRun.literal(bytes))")
        }
    }
}
