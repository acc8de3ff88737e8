/// Removes escape sequences from input as it is read, for `--ansi`, and records the style each
/// SGR sequence (`ESC [` digits, `;` and `:` `m`) sets.
///
/// What goes is what a terminal would take as one sequence and fzf takes out too (ECMA-48's
/// forms): a CSI sequence (`ESC [`, parameter bytes `0`–`?`, intermediate bytes ` `–`/`, a
/// final byte `@`–`~`: `ESC [ K`, `ESC [ ? 25 l`), a string (`ESC ]` OSC, `ESC P` DCS,
/// `ESC X`, `ESC ^`, `ESC _`) ended by BEL or `ESC \` (an OSC 8 hyperlink goes, its visible
/// text stays), a short escape (`ESC (B`, `ESC =`, `ESC 7`), and the shift controls SO and SI
/// (fish's `set_color normal` ends with SI). Only SGR changes the style.
/// An ESC that starts none of these (followed by a control byte, or a sequence broken by one)
/// stays in the item, and is shown as a placeholder. A sequence cut by the end of a read is
/// held back until the next read tells what it is; at the end of the input it is kept as it
/// was. A CSI sequence longer than `maximumLength` bytes, or a string longer than
/// `maximumStringLength`, is not taken for one.
public struct SGRStripper: Sendable {
    /// The longest CSI sequence (SGR included) or short escape recognised, in bytes.
    static let maximumLength = 128
    /// The longest string sequence (OSC, DCS…) recognised, in bytes: room for a long URL.
    static let maximumStringLength = 4096

    let separator: UInt8
    /// Whether style changes are recorded (the picker draws them; `--filter` only strips).
    let records: Bool
    /// The style changes so far.
    public private(set) var log = StyleLog()
    /// The style in effect.
    var style = Style.plain
    /// The input line being read, and bytes of it kept so far.
    var line = 0
    var column = 0
    /// The start of a possible sequence, held back from the end of the last read.
    public private(set) var pending: [UInt8] = []

    public init(separator: UInt8, records: Bool) {
        self.separator = separator
        self.records = records
    }

    /// Strips the `count` bytes at `bytes` in place (they begin with `pending`, which the
    /// caller put there); returns how many bytes are kept. Bytes that may begin an SGR
    /// sequence at the end are moved to `pending` and not counted.
    public mutating func strip(_ bytes: UnsafeMutablePointer<UInt8>, count: Int) -> Int {
        pending.removeAll(keepingCapacity: true)
        var read = 0, kept = 0
        while read < count {
            // The bytes up to the next ESC are kept as they are, moved down over what was cut.
            let esc = SeparatorScan.first(0x1B, in: bytes, from: read, to: count)
            if esc > read {
                if kept != read { UnsafeMutableRawPointer(bytes + kept).copyMemory(from: bytes + read, byteCount: esc - read) }
                let n = Self.droppingShifts(bytes + kept, count: esc - read)
                if records { advance(over: bytes, from: kept, to: kept + n) }
                kept += n
                read = esc
                if read == count { break }
            }
            switch Self.sequence(UnsafeBufferPointer(start: bytes + read, count: count - read)) {
            case .sgr(let length):
                style.applySGR(UnsafeBufferPointer(start: bytes + read + 2, count: length - 3))
                if records { log.record(line: line, offset: column, style: style) }
                read += length
            case .control(let length):
                read += length
            case .incomplete:
                pending.append(contentsOf: UnsafeBufferPointer(start: bytes + read, count: count - read))
                return kept
            case .other:
                // An ESC of something else: an ordinary byte (never a separator, `\n` or NUL).
                bytes[kept] = 0x1B
                kept += 1
                read += 1
                column += 1
            }
        }
        return kept
    }

    /// Takes the shift controls (SO, SI: `tput sgr0` ends with SI) out of `count` bytes, as fzf
    /// does with `--ansi`; how many bytes are left.
    static func droppingShifts(_ bytes: UnsafeMutablePointer<UInt8>, count: Int) -> Int {
        let first = min(SeparatorScan.first(0x0E, in: bytes, from: 0, to: count),
                        SeparatorScan.first(0x0F, in: bytes, from: 0, to: count))
        guard first < count else { return count }
        var kept = first
        for i in (first + 1)..<count where bytes[i] != 0x0E && bytes[i] != 0x0F {
            bytes[kept] = bytes[i]
            kept += 1
        }
        return kept
    }

    /// Moves the line and column on past the kept bytes `from..<to`.
    private mutating func advance(over bytes: UnsafeMutablePointer<UInt8>, from: Int, to: Int) {
        var start = from
        while true {
            let p = SeparatorScan.first(separator, in: bytes, from: start, to: to)
            if p == to { break }
            line += 1
            start = p + 1
            column = 0
        }
        column += to - start
    }

    /// Gives up what is held back (the input has ended: it is kept as plain bytes).
    public mutating func takePending() -> [UInt8] {
        defer { pending.removeAll() }
        return pending
    }

    enum Sequence: Equatable {
        /// An SGR sequence of this many bytes.
        case sgr(Int)
        /// Another escape sequence of this many bytes: taken out, no style change.
        case control(Int)
        /// The bytes end before it is known.
        case incomplete
        /// No sequence: the ESC is an ordinary byte.
        case other
    }

    /// What the bytes starting with ESC begin.
    static func sequence(_ b: UnsafeBufferPointer<UInt8>) -> Sequence {
        guard b.count > 1 else { return .incomplete }
        switch b[1] {
        case UInt8(ascii: "["): return controlSequence(b)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
            return string(b)
        case 0x20...0x7E: return shortEscape(b)
        default: return .other
        }
    }

    /// A CSI sequence: `ESC [`, parameter bytes, intermediate bytes, a final byte.
    private static func controlSequence(_ b: UnsafeBufferPointer<UInt8>) -> Sequence {
        var i = 2
        var sgrParameters = true
        while i < b.count && i < maximumLength {
            switch b[i] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ";"), UInt8(ascii: ":"): i += 1
            case 0x3C...0x3F, 0x20...0x2F:
                // `< = > ?` (private parameters) or an intermediate byte: not SGR.
                sgrParameters = false
                i += 1
            case UInt8(ascii: "m") where sgrParameters: return .sgr(i + 1)
            case 0x40...0x7E:
                // An intermediate byte may not be followed by a parameter byte; terminals end
                // the sequence at the final byte all the same, and so does this.
                return .control(i + 1)
            default: return .other
            }
        }
        return i >= maximumLength ? .other : .incomplete
    }

    /// A string sequence (OSC, DCS, SOS, PM, APC): anything printable up to BEL or `ESC \`.
    private static func string(_ b: UnsafeBufferPointer<UInt8>) -> Sequence {
        var i = 2
        while i < b.count && i < maximumStringLength {
            switch b[i] {
            case 0x07: return .control(i + 1)
            case 0x1B:
                guard i + 1 < b.count else { return .incomplete }
                return b[i + 1] == UInt8(ascii: "\\") ? .control(i + 2) : .other
            case 0x00...0x1F, 0x7F: return .other
            default: i += 1
            }
        }
        return i >= maximumStringLength ? .other : .incomplete
    }

    /// A short escape: intermediate bytes (` `–`/`), then one final byte (`0`–`~`).
    private static func shortEscape(_ b: UnsafeBufferPointer<UInt8>) -> Sequence {
        var i = 1
        while i < b.count && i < maximumLength {
            switch b[i] {
            case 0x20...0x2F: i += 1
            case 0x30...0x7E: return .control(i + 1)
            default: return .other
            }
        }
        return i >= maximumLength ? .other : .incomplete
    }
}

extension SGRStripper {
    /// `bytes` without their escape sequences, and the styles of its lines (a `--header` text,
    /// a preview's output).
    public static func strip(_ bytes: [UInt8], separator: UInt8 = 0x0A) -> (bytes: [UInt8], log: StyleLog) {
        var stripper = SGRStripper(separator: separator, records: true)
        guard !bytes.isEmpty else { return (bytes, stripper.log) }
        var copy = bytes
        let kept = copy.withUnsafeMutableBufferPointer { stripper.strip($0.baseAddress!, count: $0.count) }
        copy.removeSubrange(kept...)
        copy += stripper.takePending()
        return (copy, stripper.log)
    }
}
