/// A `--delimiter` that is a regular expression, as fzf reads it (Go's syntax), matched with
/// the standard library's `Regex`.
///
/// fzf takes a delimiter as a regular expression when it has a metacharacter, is longer than
/// one character and compiles; anything else is a literal string (`-d .`, `-d '('`, `-d '+'`).
/// Go's syntax is translated where the two differ: `\v` is the one character U+000B (Swift's is
/// every vertical space), `\pL` is `\p{L}`, `\123` is octal (Swift's is a back-reference), and
/// `\d`, `\s`, `\w` are ASCII-only. An escape Go refuses (`\u00a0`, `\e`…) makes the whole
/// delimiter literal, as in fzf; write `\x{a0}` for a code point.
final class DelimiterPattern: @unchecked Sendable {
    /// The text as given (after `\t` became a tab), for equality.
    let source: String
    /// Immutable once made; `Regex` compiles itself once, safely across threads.
    let regex: Regex<AnyRegexOutput>
    /// The same pattern as a class of characters, when it is one: matched without `regex`.
    let simple: DelimiterClass?

    /// The pattern for `text`, or nil when fzf would take `text` literally.
    init?(_ text: String) {
        guard text.unicodeScalars.count > 1,
              text.unicodeScalars.contains(where: { Self.metacharacters.contains($0) }),
              let swift = Self.translate(text),
              let regex = try? Regex("(?DSW)" + swift) else { return nil }
        self.source = text
        self.regex = regex.matchingSemantics(.unicodeScalar)
        self.simple = DelimiterClass(text)
    }

    /// Go's `regexp.QuoteMeta` set: a delimiter with none of these is a plain string.
    static let metacharacters: Set<Unicode.Scalar> = Set("\\.+*?()|[]{}^$".unicodeScalars)

    /// Go's syntax in Swift's, or nil when Go would refuse an escape.
    static func translate(_ go: String) -> String? {
        var out = ""
        var it = Array(go.unicodeScalars)[...]
        // Inside `[...]`, where a class cannot be nested.
        var inClass = false
        while let c = it.popFirst() {
            if c == "[" && !inClass {
                inClass = true
                out += "["
                if it.first == "^" { out += "^"; it.removeFirst() }
                if it.first == "]" { out += "\\]"; it.removeFirst() }
                continue
            }
            if c == "]" && inClass { inClass = false; out += "]"; continue }
            // Go's `.` leaves out only the newline; Swift's every vertical space.
            if c == "." && !inClass { out += "[^\\n]"; continue }
            guard c == "\\" else { out.unicodeScalars.append(c); continue }
            guard let e = it.popFirst() else { return nil }
            switch e {
            case "v": out += "\\x{0B}"
            // Go's `\s` is ASCII's space, tab, newline, form feed and carriage return (no \v).
            case "s": out += inClass ? "\\t\\n\\f\\r " : "[\\t\\n\\f\\r ]"
            case "S": out += inClass ? "\\S" : "[^\\t\\n\\f\\r ]"
            case "a", "f", "t", "n", "r", "x", "d", "D", "w", "W", "b", "B", "A", "z", "Q", "E":
                out += "\\" + String(e)
            case "p", "P":
                if it.first == "{" { out += "\\" + String(e) } else if let name = it.popFirst() {
                            out += "\\" + String(e) + "{" + String(name) + "}"
                } else { return nil }
            case "0"..."7":
                var value = e.value - 0x30
                for _ in 0..<2 {
                    guard let d = it.first, ("0"..."7").contains(d) else { break }
                    value = value * 8 + d.value - 0x30
                    it.removeFirst()
                }
                out += "\\x{" + String(value, radix: 16) + "}"
            default:
                // Go takes an escaped punctuation character as itself, and refuses the rest.
                if e.properties.isAlphabetic || ("0"..."9").contains(e) || e.value > 0x7F { return nil }
                out += "\\" + String(e)
            }
        }
        return inClass ? nil : out
    }

    /// The ranges (in units of `text`) of the delimiter's successive matches, as Go's
    /// `FindAllStringIndex` gives them: an empty match right after a match is not one.
    func matches<E: FixedWidthInteger & UnsignedInteger>(in text: UnsafeBufferPointer<E>) -> [Range<Int>] {
        if let simple { return simple.matches(in: text) }
        return Self.regexMatches(regex, in: text)
    }

    /// `matches(in:)` by `regex`, whatever the pattern's shape.
    static func regexMatches<E: FixedWidthInteger & UnsignedInteger>(_ regex: Regex<AnyRegexOutput>, in text: UnsafeBufferPointer<E>) -> [Range<Int>] {
        var scalars = String.UnicodeScalarView()
        var offsets: [Int] = []
        offsets.reserveCapacity(text.count + 1)
        if E.bitWidth == 8 {
            text.withMemoryRebound(to: UInt8.self) { bytes in
                var i = 0
                while i < bytes.count {
                    let (value, length) = bytes[i] < 0x80 ? (UInt32(bytes[i]), 1) : UnicodeText.decodeOne(bytes, at: i)
                    offsets.append(i)
                    scalars.append(length == 0 ? "\u{FFFD}" : Unicode.Scalar(value) ?? "\u{FFFD}")
                    i += max(length, 1)
                }
            }
        } else {
            for (i, u) in text.enumerated() {
                offsets.append(i)
                scalars.append(Unicode.Scalar(UInt32(u)) ?? "\u{FFFD}")
            }
        }
        offsets.append(text.count)
        let string = String(scalars)
        var found: [Range<Int>] = []
        var index = string.unicodeScalars.startIndex, position = 0
        func offset(_ target: String.Index) -> Int {
            position += string.unicodeScalars.distance(from: index, to: target)
            index = target
            return offsets[position]
        }
        for m in string.matches(of: regex) {
            let lower = offset(m.range.lowerBound), upper = offset(m.range.upperBound)
            if lower == upper, let last = found.last, last.upperBound == lower { continue }
            found.append(lower..<upper)
        }
        return found
    }
}
