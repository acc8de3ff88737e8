/// Turns the bytes read from the terminal into input events, however the reads split them.
///
/// An incremental state machine: `feed` takes any slice of bytes and returns the events that are
/// complete; an unfinished sequence waits for more bytes. A lone Esc is ambiguous (it also starts
/// every escape sequence), so the event loop calls `flush()` when no byte followed it within a
/// short timeout, and the pending bytes are then read as plain keys. Bracketed paste is gathered
/// whole and reported as one `.paste`, so pasted text never acts as keys.
public struct KeyDecoder {
    /// Bytes of an unfinished sequence or character.
    public private(set) var pending: [UInt8] = []
    /// Inside a bracketed paste: the bytes pasted so far.
    private var paste: [UInt8]? = nil

    /// The bytes that end a bracketed paste.
    static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// How many cursor position reports (`CSI row ; column R`) are awaited: one is then read as
    /// such, not as a modified F3, until they arrive. A background colour report (`OSC 11 ;
    /// rgb:R/G/B`, asked for just before it) is read too until then, not as Alt-].
    public var expectedCursorReports = 0

    public init() {}

    /// Whether bytes are waiting for more input (the caller then arms the Esc timeout).
    public var isWaiting: Bool { !pending.isEmpty && paste == nil }

    /// Decodes `bytes`, returning every event they complete.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Decoded] {
        var events: [Decoded] = []
        for b in bytes {
            if paste != nil {
                takePasteByte(b, into: &events)
                continue
            }
            pending.append(b)
            decodePending(final: false, into: &events)
        }
        return events
    }

    /// Reads whatever is pending as plain keys (called when the Esc timeout expires).
    public mutating func flush() -> [Decoded] {
        var events: [Decoded] = []
        if paste != nil { return events }
        decodePending(final: true, into: &events)
        return events
    }

    private mutating func takePasteByte(_ b: UInt8, into events: inout [Decoded]) {
        paste!.append(b)
        if paste!.count >= Self.pasteEnd.count && paste!.suffix(Self.pasteEnd.count).elementsEqual(Self.pasteEnd) {
            events.append(.paste(Array(paste!.dropLast(Self.pasteEnd.count))))
            paste = nil
        }
    }

    /// Decodes as many events as the pending bytes hold; with `final`, nothing is left waiting.
    private mutating func decodePending(final: Bool, into events: inout [Decoded]) {
        while !pending.isEmpty {
            switch Self.parse(pending[...], final: final, cursorReport: expectedCursorReports > 0) {
            case .incomplete:
                return
            case .event(let event, let length):
                pending.removeFirst(length)
                if case .reply(.cursorPosition) = event, expectedCursorReports > 0 { expectedCursorReports -= 1 }
                events.append(event)
            case .pasteStart(let length):
                pending.removeFirst(length)
                paste = []
                let rest = pending
                pending = []
                for b in rest { takePasteByte(b, into: &events) }
                if paste != nil || rest.isEmpty { return }
            case .skip(let length):
                pending.removeFirst(length)
            }
        }
    }

    enum Parsed: Equatable {
        case incomplete
        case event(Decoded, Int)
        case pasteStart(Int)
        /// Bytes that mean nothing (an unknown sequence), dropped whole.
        case skip(Int)
    }

    /// Parses one event from the start of `b`.
    static func parse(_ b: ArraySlice<UInt8>, final: Bool, cursorReport: Bool = false) -> Parsed {
        let first = b[b.startIndex]
        if first == 0x1B { return parseEscape(b, final: final, cursorReport: cursorReport) }
        if first < 0x20 || first == 0x7F { return .event(.key(controlKey(first)), 1) }
        if first < 0x80 { return .event(.character(UInt32(first)), 1) }
        return parseUTF8(b, final: final)
    }

    static func controlKey(_ c: UInt8) -> KeyName {
        switch c {
        case 0x0D: return KeyName(unchecked: "enter")
        case 0x09: return KeyName(unchecked: "tab")
        case 0x7F: return KeyName(unchecked: "backspace")
        // Ctrl-Backspace and Ctrl-H send the same byte (fzf's reading too).
        case 0x08: return KeyName(unchecked: "ctrl-backspace")
        case 0x00: return KeyName(unchecked: "ctrl-space")
        case 0x1C: return KeyName(unchecked: "ctrl-\\")
        case 0x1D: return KeyName(unchecked: "ctrl-]")
        case 0x1E: return KeyName(unchecked: "ctrl-^")
        case 0x1F: return KeyName(unchecked: "ctrl-_")
        default: return KeyName(unchecked: "ctrl-" + String(UnicodeScalar(c + 0x60)))
        }
    }

    private static func parseUTF8(_ b: ArraySlice<UInt8>, final: Bool) -> Parsed {
        let bytes = Array(b.prefix(4))
        let need: Int
        switch bytes[0] {
        case 0xC2...0xDF: need = 2
        case 0xE0...0xEF: need = 3
        case 0xF0...0xF4: need = 4
        default: return .event(.character(0xFFFD), 1)
        }
        if bytes.count < need {
            // A continuation byte can still come, unless this is the end or one is wrong already.
            if final || bytes.dropFirst().contains(where: { $0 & 0xC0 != 0x80 }) { return .event(.character(0xFFFD), 1) }
            return .incomplete
        }
        let (scalar, length) = bytes.withUnsafeBufferPointer { UnicodeText.decodeOne($0, at: 0) }
        if length == 0 { return .event(.character(0xFFFD), 1) }
        return .event(.character(scalar), length)
    }

    /// Parses `ESC …`. Esc before any key or sequence is that key with Alt (terminals with
    /// Option as Meta send Alt-Up as `ESC ESC [ A`); `nested` is the key after such an Esc,
    /// whose own Esc prefix is not read again (`ESC ESC ESC [ A` is Esc, then Up).
    private static func parseEscape(_ b: ArraySlice<UInt8>, final: Bool, cursorReport: Bool, nested: Bool = false) -> Parsed {
        let s = b.startIndex
        guard b.count >= 2 else { return final ? .event(.key(KeyName(unchecked: "esc")), 1) : .incomplete }
        let second = b[s + 1]
        switch second {
        case 0x5B: // CSI
            if let parsed = parseCSI(b, final: final, cursorReport: cursorReport) { return parsed }
            return altOf(second)
        case 0x5D where cursorReport: // OSC: the answer about the background colour
            if let parsed = parseColorReport(b, final: final) { return parsed }
        case 0x4F: // SS3
            guard b.count >= 3 else { return final ? altOf(second) : .incomplete }
            if let name = ss3Names[b[s + 2]] { return .event(.key(KeyName(unchecked: name)), 3) }
            // Only a final byte ends the sequence: anything else (the Esc of a paste) is not eaten.
            guard (0x40...0x7E).contains(b[s + 2]) else { return altOf(second) }
            return .skip(3)
        case 0x1B where nested:
            return .event(.key(KeyName(unchecked: "esc")), 1)
        case 0x1B:
            return prefixed(parseEscape(b.dropFirst(), final: final, cursorReport: cursorReport, nested: true))
        default:
            break
        }
        return prefixed(parse(b.dropFirst(), final: final))
    }

    /// The key after an Esc prefix, with Alt: a character or a named key gains Alt (a key that
    /// has it keeps one), an unknown sequence is dropped whole with its prefix, two Escs are one
    /// Esc (as fzf reads them), and before anything else (a paste, a mouse report, a reply) the
    /// prefix is a plain Esc.
    private static func prefixed(_ inner: Parsed) -> Parsed {
        switch inner {
        case .event(.input(.character(let c)), let n):
            if c == 0x20 { return .event(.key(KeyName(unchecked: "alt-space")), n + 1) }
            return .event(.key(KeyName(unchecked: "alt-" + String(Character(Unicode.Scalar(c) ?? "?")))), n + 1)
        case .event(.input(.key(let k)), let n):
            return .event(.key(KeyName(unchecked: withAlt(k.name))), n + 1)
        case .incomplete:
            return .incomplete
        case .skip(let n):
            return .skip(n + 1)
        default:
            return .event(.key(KeyName(unchecked: "esc")), 1)
        }
    }

    /// `name` with Alt among its modifiers, in the order the names are written
    /// (`ctrl-shift-up` → `ctrl-alt-shift-up`, `btab` → `alt-shift-tab`); Esc stays Esc.
    static func withAlt(_ name: String) -> String {
        if name == "esc" || name.hasPrefix("alt-") || name.hasPrefix("ctrl-alt-") { return name }
        if name == "btab" { return "alt-shift-tab" }
        if name.hasPrefix("ctrl-") { return "ctrl-alt-" + name.dropFirst(5) }
        return "alt-" + name
    }

    /// Parses `ESC ] 11 ; rgb:R/G/B` ended by BEL or `ESC \\` (each component 1 to 4 hex
    /// digits); nil when the bytes are not that (then they are keys).
    private static func parseColorReport(_ b: ArraySlice<UInt8>, final: Bool) -> Parsed? {
        let prefix = Array("\u{1B}]11;".utf8)
        let head = b.prefix(prefix.count)
        guard head.elementsEqual(prefix.prefix(head.count)) else { return nil }
        guard head.count == prefix.count else { return final ? nil : .incomplete }
        // Bounded: a report is short; anything longer is not one.
        let body = b.dropFirst(prefix.count).prefix(64)
        guard let end = body.firstIndex(where: { $0 == 0x07 || $0 == 0x1B }) else {
            return final || body.count == 64 ? .skip(prefix.count + body.count) : .incomplete
        }
        var length = end - b.startIndex + 1
        if b[end] == 0x1B {
            guard end + 1 < b.endIndex else { return final ? .skip(length) : .incomplete }
            if b[end + 1] == 0x5C { length += 1 }
        }
        guard let color = rgbColor(body[..<end]) else { return .skip(length) }
        return .event(.reply(.backgroundColor(red: color.0, green: color.1, blue: color.2)), length)
    }

    /// The components of `rgb:R/G/B` (hex, 1 to 4 digits each, scaled to 0...1).
    static func rgbColor(_ text: ArraySlice<UInt8>) -> (Double, Double, Double)? {
        guard text.starts(with: Array("rgb:".utf8)) else { return nil }
        let parts = text.dropFirst(4).split(separator: 0x2F, omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        var values: [Double] = []
        for part in parts {
            guard (1...4).contains(part.count) else { return nil }
            var v = 0
            for c in part {
                guard let d = c.hexDigitValue else { return nil }
                v = v * 16 + d
            }
            values.append(Double(v) / Double((1 << (4 * part.count)) - 1))
        }
        return (values[0], values[1], values[2])
    }

    private static func altOf(_ c: UInt8) -> Parsed {
        .event(.key(KeyName(unchecked: "alt-" + String(UnicodeScalar(c)))), 2)
    }

    static let ss3Names: [UInt8: String] = [
        0x41: "up", 0x42: "down", 0x43: "right", 0x44: "left", 0x48: "home", 0x46: "end",
        0x50: "f1", 0x51: "f2", 0x52: "f3", 0x53: "f4", 0x4D: "enter",
    ]

    static let tildeNames: [Int: String] = [
        1: "home", 7: "home", 4: "end", 8: "end", 2: "insert", 3: "delete", 5: "pgup", 6: "pgdn",
        11: "f1", 12: "f2", 13: "f3", 14: "f4", 15: "f5", 17: "f6", 18: "f7", 19: "f8", 20: "f9",
        21: "f10", 23: "f11", 24: "f12",
    ]

    static let letterNames: [UInt8: String] = [
        0x41: "up", 0x42: "down", 0x43: "right", 0x44: "left", 0x48: "home", 0x46: "end",
        0x50: "f1", 0x51: "f2", 0x52: "f3", 0x53: "f4",
    ]

    /// Parses `ESC [ …`: nil when it should be read as Alt-[ (a lone `ESC [` at a timeout).
    private static func parseCSI(_ b: ArraySlice<UInt8>, final: Bool, cursorReport: Bool) -> Parsed? {
        let s = b.startIndex
        var i = s + 2
        // Parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, then a final byte 0x40–0x7E.
        while i < b.endIndex && (0x20...0x3F).contains(b[i]) { i += 1 }
        guard i < b.endIndex else { return final ? nil : .incomplete }
        let finalByte = b[i]
        let length = i - s + 1
        guard (0x40...0x7E).contains(finalByte) else { return .skip(i - s) }
        let paramBytes = b[(s + 2)..<i]
        if paramBytes.first == 0x3C { // "<": SGR mouse
            guard finalByte == 0x4D || finalByte == 0x6D, let mouse = sgrMouse(paramBytes.dropFirst(), release: finalByte == 0x6D) else {
                return .skip(length)
            }
            return .event(.mouse(mouse), length)
        }
        // Each parameter's first sub-parameter (`97:65`, `3:1`: kitty's alternates and event type).
        let params = paramBytes.split(separator: 0x3B, omittingEmptySubsequences: false).map { field in
            field.prefix { $0 != 0x3A }.reduce(0) { ($0 &* 10) &+ Int($1 &- 0x30) }
        }
        if cursorReport && finalByte == 0x52 && params.count == 2 {
            return .event(.reply(.cursorPosition(row: params[0], column: params[1])), length)
        }
        let modifier = params.count >= 2 ? params[1] : 1
        let plainParameters = paramBytes.allSatisfy { (0x30...0x3B).contains($0) }
        var name: String?
        if finalByte == 0x75 { // CSI code ; modifier u
            guard plainParameters, let key = codeKey(params.first ?? 0, modifier) else { return .skip(length) }
            return .event(key, length)
        } else if finalByte == 0x7E {
            if params.first == 200 { return .pasteStart(length) }
            if params.first == 27 && params.count == 3 { // xterm's modifyOtherKeys: CSI 27 ; modifier ; code ~
                guard plainParameters, let key = codeKey(params[2], modifier) else { return .skip(length) }
                return .event(key, length)
            }
            name = tildeNames[params.first ?? 0]
        } else if finalByte == 0x5A {
            return .event(.key(KeyName(unchecked: modified("tab", (max(modifier, 1) - 1) | Modifier.shift))), length)
        } else {
            name = letterNames[finalByte]
        }
        guard let base = name else { return .skip(length) }
        return .event(.key(KeyName(unchecked: modified(base, max(modifier, 1) - 1))), length)
    }

    private static func sgrMouse(_ p: ArraySlice<UInt8>, release: Bool) -> MouseEvent? {
        let fields = p.split(separator: 0x3B, omittingEmptySubsequences: false)
        guard fields.count == 3, fields.allSatisfy({ !$0.isEmpty && $0.count <= 6 && $0.allSatisfy { (0x30...0x39).contains($0) } }) else {
            return nil
        }
        let n = fields.map { $0.reduce(0) { $0 * 10 + Int($1 - 0x30) } }
        let code = n[0]
        let button: MouseEvent.Button
        if code & 64 != 0 {
            button = code & 1 == 0 ? .wheelUp : .wheelDown
        } else {
            switch code & 3 {
            case 0: button = .left
            case 1: button = .middle
            case 2: button = .right
            default: button = .none
            }
        }
        let kind: MouseEvent.Kind = release ? .release : (code & 32 != 0 ? .drag : .press)
        var event = MouseEvent(button: button, kind: kind, column: n[1], row: n[2])
        event.shift = code & 4 != 0
        event.alt = code & 8 != 0
        event.ctrl = code & 16 != 0
        return event
    }
}
