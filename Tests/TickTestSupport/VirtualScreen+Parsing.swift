/// Where `VirtualScreen`'s byte parser is between calls to `feed`.
struct ParserState: Sendable {
    enum Mode: Sendable {
        /// Printable text and C0 controls.
        case ground
        /// After ESC.
        case escape
        /// After ESC and an intermediate byte (`ESC ( B`): the next final byte ends it.
        case escapeIntermediate
        /// Inside `ESC [`, collecting parameter and intermediate bytes.
        case csi
        /// Inside an OSC string, which ends at BEL or ST (`ESC \`).
        case osc
        /// Inside a DCS, SOS, PM or APC string, which ends at ST.
        case controlString
    }

    var mode = Mode.ground
    /// The parameter and intermediate bytes of the CSI sequence being read.
    var csiBytes: [UInt8] = []
    /// The first bytes of the OSC string being read (enough to know a colour query).
    var oscBytes: [UInt8] = []
    /// The bytes of an incomplete UTF-8 sequence, and how many it needs in all.
    var utf8: [UInt8] = []
    var utf8Length = 0
}

extension VirtualScreen {
    /// Longest CSI parameter string kept; a longer sequence is still consumed, its tail dropped.
    static let csiLimit = 64

    /// Advances the parser by one byte.
    mutating func consume(_ byte: UInt8) {
        switch parser.mode {
        case .ground:
            ground(byte)
        case .escape:
            escape(byte)
        case .escapeIntermediate:
            switch byte {
            case 0x1B: parser.mode = .escape
            case 0x18, 0x1A: parser.mode = .ground
            case 0x00..<0x20: control(byte)
            case 0x20..<0x30: break
            default: parser.mode = .ground
            }
        case .csi:
            csi(byte)
        case .osc, .controlString:
            // ESC starts the terminator `ESC \` (or aborts the string, as in xterm): either way
            // the escape state takes over, and treats `\` as a no-op.
            switch byte {
            case 0x1B:
                if parser.mode == .osc { endOSC() }
                parser.mode = .escape
            case 0x07 where parser.mode == .osc:
                endOSC()
                parser.mode = .ground
            case 0x18, 0x1A: parser.mode = .ground
            default:
                if parser.mode == .osc && parser.oscBytes.count < 16 { parser.oscBytes.append(byte) }
            }
        }
    }

    /// Text, controls and the start of escape sequences, with incremental UTF-8 decoding.
    private mutating func ground(_ byte: UInt8) {
        if parser.utf8Length > 0 {
            if byte & 0xC0 == 0x80 && (parser.utf8.count > 1 || Self.secondByteRange(parser.utf8[0]).contains(byte)) {
                parser.utf8.append(byte)
                if parser.utf8.count == parser.utf8Length { finishUTF8() }
                return
            }
            // The sequence broke off: it shows as one U+FFFD and this byte starts afresh.
            parser.utf8.removeAll()
            parser.utf8Length = 0
            print("\u{FFFD}")
        }
        switch byte {
        case 0x00..<0x20, 0x7F:
            control(byte)
        case 0x20..<0x80:
            print(Unicode.Scalar(byte))
        case 0xC2...0xDF, 0xE0...0xEF, 0xF0...0xF4:
            parser.utf8 = [byte]
            parser.utf8Length = byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
        default:
            print("\u{FFFD}")
        }
    }

    /// The valid second bytes after a UTF-8 lead byte (excluding overlong forms, surrogates and
    /// scalars past U+10FFFF).
    private static func secondByteRange(_ lead: UInt8) -> ClosedRange<UInt8> {
        switch lead {
        case 0xE0: return 0xA0...0xBF
        case 0xED: return 0x80...0x9F
        case 0xF0: return 0x90...0xBF
        case 0xF4: return 0x80...0x8F
        default: return 0x80...0xBF
        }
    }

    private mutating func finishUTF8() {
        let bytes = parser.utf8
        parser.utf8.removeAll()
        parser.utf8Length = 0
        var value = UInt32(bytes[0]) & (bytes.count == 2 ? 0x1F : bytes.count == 3 ? 0x0F : 0x07)
        for b in bytes.dropFirst() { value = value << 6 | UInt32(b & 0x3F) }
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        // U+0080–U+009F are C1 controls; xterm ignores them in UTF-8 text.
        if value >= 0xA0 { print(scalar) }
    }

    /// C0 control characters; ESC starts an escape sequence.
    mutating func control(_ byte: UInt8) {
        switch byte {
        case 0x07: bellCount += 1
        case 0x08: moveTo(row: row, column: column - 1)
        case 0x09: tab()
        case 0x0A, 0x0B, 0x0C: lineFeed()
        case 0x0D: moveTo(row: row, column: 0)
        case 0x1B:
            parser.mode = .escape
        default: break
        }
    }

    /// An OSC string ended: a background colour query (`OSC 11 ; ?`) is answered when the
    /// screen has a `backgroundReport`, as xterm does.
    private mutating func endOSC() {
        if parser.oscBytes.elementsEqual("11;?".utf8), let report = backgroundReport {
            respond("\u{1B}]11;\(report)\u{1B}\\")
        }
    }

    /// The byte after ESC.
    private mutating func escape(_ byte: UInt8) {
        parser.mode = .ground
        switch byte {
        case UInt8(ascii: "["):
            parser.mode = .csi
            parser.csiBytes.removeAll()
        case UInt8(ascii: "]"):
            parser.mode = .osc
            parser.oscBytes.removeAll()
        case UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
            parser.mode = .controlString
        case UInt8(ascii: "7"): saveCursor()
        case UInt8(ascii: "8"): restoreCursor()
        case UInt8(ascii: "D"): lineFeed()
        case UInt8(ascii: "E"):
            moveTo(row: row, column: 0)
            lineFeed()
        case UInt8(ascii: "M"): reverseIndex()
        case UInt8(ascii: "c"): reset()
        case 0x1B: parser.mode = .escape
        case 0x18, 0x1A: break
        case 0x00..<0x20:
            parser.mode = .escape   // a control inside an escape sequence is executed
            control(byte)
        case 0x20..<0x30: parser.mode = .escapeIntermediate
        default: break              // `ESC \` (string terminator), keypad modes, unknown finals
        }
    }

    /// A byte inside `ESC [ …`.
    private mutating func csi(_ byte: UInt8) {
        switch byte {
        case 0x20..<0x40:
            if parser.csiBytes.count < Self.csiLimit { parser.csiBytes.append(byte) }
        case 0x40..<0x7F:
            parser.mode = .ground
            dispatchCSI(parser.csiBytes, final: byte)
        case 0x1B: parser.mode = .escape
        case 0x18, 0x1A: parser.mode = .ground
        case 0x00..<0x20: control(byte)
        default: break
        }
    }

    /// ESC c: a full reset (the scrollback is kept).
    private mutating func reset() {
        let kept = (scrollback, modesEverSet, usedAlternateScreen, bellCount, pendingResponses)
        self = VirtualScreen(rows: rows, columns: columns)
        (scrollback, modesEverSet, usedAlternateScreen, bellCount, pendingResponses) = kept
    }
}
