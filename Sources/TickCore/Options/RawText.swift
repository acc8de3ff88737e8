/// Text from outside tick (command-line arguments, environment values) held in a `String`
/// without losing the bytes that are not UTF-8, so that a command template or a query given
/// with such bytes reaches the command exactly as it was given.
///
/// A `String` cannot hold a byte that is not UTF-8. Each such byte (0x80–0xFF) is held as one
/// scalar of a private-use block of plane 16, U+10FE80 + (byte − 0x80); a scalar of that
/// block that was really in the text is held as its four bytes, each escaped the same way, so
/// that `bytes(of:)` gives back every input exactly. Text that is valid UTF-8 and holds none
/// of those scalars (all but deliberate cases) comes out as the plain `String`. On screen an
/// escaped byte shows as `�`, as bad UTF-8 in items does (`DisplayText`).
public enum RawText {
    /// The scalar that stands for byte 0x80; byte `b` is `escapeBase + (b - 0x80)`.
    static let escapeBase: UInt32 = 0x10FE80

    /// Whether `value` is a scalar that stands for a byte.
    public static func isEscape(_ value: UInt32) -> Bool {
        value >= escapeBase && value < escapeBase + 0x80
    }

    /// `bytes` as text, every byte kept.
    public static func text(_ bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var i = 0
        while i < bytes.count {
            let (scalar, length) = decode(bytes, at: i)
            if let scalar, !isEscape(scalar.value) {
                scalars.append(scalar)
            } else {
                for b in bytes[i..<(i + length)] {
                    scalars.append(b < 0x80 ? Unicode.Scalar(b) : Unicode.Scalar(escapeBase + UInt32(b - 0x80))!)
                }
            }
            i += length
        }
        return String(scalars)
    }

    /// The bytes `text` stands for: its UTF-8, with each escaped byte given back.
    public static func bytes(of text: some StringProtocol) -> [UInt8] {
        // An escape scalar is U+10FE80...U+10FEFF: UTF-8 F4 8F BA/BB xx. Text without one (all
        // but deliberate cases) is its UTF-8 as it is.
        let utf8 = Array(text.utf8)
        guard utf8.contains(0xF4) else { return utf8 }
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count)
        for scalar in text.unicodeScalars {
            if isEscape(scalar.value) {
                out.append(UInt8(scalar.value - escapeBase + 0x80))
            } else {
                out += Array(String(scalar).utf8)
            }
        }
        return out
    }

    /// The scalar that starts at `i` and the bytes it takes, or nil and 1 when the byte there
    /// does not start a well-formed sequence (overlong forms, surrogates and values past
    /// U+10FFFF are not).
    static func decode(_ bytes: [UInt8], at i: Int) -> (Unicode.Scalar?, Int) {
        let lead = bytes[i]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length: Int, least: UInt32
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: (length, least, value) = (2, 0x80, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, least, value) = (3, 0x800, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, least, value) = (4, 0x10000, UInt32(lead & 0x07))
        default: return (nil, 1)
        }
        guard i + length <= bytes.count else { return (nil, 1) }
        for b in bytes[(i + 1)..<(i + length)] {
            guard b & 0xC0 == 0x80 else { return (nil, 1) }
            value = value << 6 | UInt32(b & 0x3F)
        }
        guard value >= least, let scalar = Unicode.Scalar(value) else { return (nil, 1) }
        return (scalar, length)
    }
}
