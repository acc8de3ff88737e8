/// Removes SGR sequences (`ESC [` digits, `;` and `:` `m`) from input as it is read, for
/// `--ansi`, and records the style each one sets.
///
/// Only SGR goes: any other escape sequence stays in the item (and is shown as a placeholder).
/// A sequence cut by the end of a read is held back until the next read tells what it is; at
/// the end of the input it is kept as it was. A sequence longer than `maximumLength` is not
/// taken for SGR.
public struct SGRStripper: Sendable {
    /// The longest SGR sequence recognised, in bytes.
    static let maximumLength = 128

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
                let n = esc - read
                if kept != read { UnsafeMutableRawPointer(bytes + kept).copyMemory(from: bytes + read, byteCount: n) }
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
        /// The bytes end before it is known.
        case incomplete
        /// Not SGR: the ESC is an ordinary byte.
        case other
    }

    /// What the bytes starting with ESC begin.
    static func sequence(_ b: UnsafeBufferPointer<UInt8>) -> Sequence {
        guard b.count > 1 else { return .incomplete }
        guard b[1] == UInt8(ascii: "[") else { return .other }
        var i = 2
        while i < b.count && i < maximumLength {
            switch b[i] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ";"), UInt8(ascii: ":"): i += 1
            case UInt8(ascii: "m"): return .sgr(i + 1)
            default: return .other
            }
        }
        return i >= maximumLength ? .other : .incomplete
    }
}

extension SGRStripper {
    /// `bytes` without their SGR sequences, and the styles of its lines (a `--header` text).
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
