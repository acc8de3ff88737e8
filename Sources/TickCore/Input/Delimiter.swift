/// How an item is split into fields: runs of blanks (AWK-style), a literal string, or a
/// regular expression (see `DelimiterPattern` for when fzf takes it as one).
///
/// A field keeps the delimiter that follows it, so fields laid end to end give back the text
/// (AWK-style splitting also skips the blanks before the first field).
public struct Delimiter: Sendable, Equatable {
    /// The delimiter's bytes; empty means AWK-style blanks (space and tab).
    public let bytes: [UInt8]
    /// The same delimiter as decoded characters, for decoded text.
    let scalars: [UInt32]
    /// The regular expression, when the delimiter is one (then `bytes` is its text).
    let pattern: DelimiterPattern?

    /// AWK-style: fields are separated by runs of spaces and tabs.
    public static let blanks = Delimiter(bytes: [])

    /// A delimiter as `--delimiter` takes it: `\t` in the text stands for a tab, and a text
    /// with a regular expression's metacharacters is one, as in fzf.
    public init(_ text: String) {
        var bytes: [UInt8] = []
        var it = Array(text.utf8)[...]
        while let b = it.popFirst() {
            if b == UInt8(ascii: "\\") && it.first == UInt8(ascii: "t") {
                bytes.append(0x09); it.removeFirst()
            } else {
                bytes.append(b)
            }
        }
        self.init(bytes: bytes, pattern: DelimiterPattern(String(decoding: bytes, as: UTF8.self)))
    }

    init(bytes: [UInt8], pattern: DelimiterPattern? = nil) {
        self.bytes = bytes
        self.pattern = pattern
        var scalars: [UInt32] = []
        bytes.withUnsafeBufferPointer { UnicodeText.decode($0, into: &scalars) }
        self.scalars = scalars
    }

    public var isBlanks: Bool { bytes.isEmpty }

    /// Whether the delimiter is a regular expression.
    public var isRegex: Bool { pattern != nil }

    public static func == (a: Delimiter, b: Delimiter) -> Bool {
        a.bytes == b.bytes && a.isRegex == b.isRegex
    }

    /// Splits `text` into fields, each as the range of its characters including its delimiter.
    func tokenize<E: FixedWidthInteger & UnsignedInteger>(_ text: UnsafeBufferPointer<E>, into tokens: inout [Swift.Range<Int>]) {
        tokens.removeAll(keepingCapacity: true)
        let n = text.count
        if isBlanks {
            var i = 0
            while i < n && (text[i] == 0x20 || text[i] == 0x09) { i += 1 }
            while i < n {
                let start = i
                while i < n && text[i] != 0x20 && text[i] != 0x09 { i += 1 }
                while i < n && (text[i] == 0x20 || text[i] == 0x09) { i += 1 }
                tokens.append(start..<i)
            }
            return
        }
        if pattern != nil { return tokenizeByPattern(text, into: &tokens) }
        let useBytes = E.bitWidth == 8
        let m = useBytes ? bytes.count : scalars.count
        @inline(__always) func delimiterAt(_ i: Int) -> Bool {
            guard i + m <= n else { return false }
            for k in 0..<m {
                let d = useBytes ? UInt32(bytes[k]) : scalars[k]
                if UInt32(text[i + k]) != d { return false }
            }
            return true
        }
        var start = 0, i = 0
        while i < n {
            if delimiterAt(i) {
                tokens.append(start..<(i + m))
                i += m
                start = i
            } else {
                i += 1
            }
        }
        if start < n { tokens.append(start..<n) }
    }

    /// The number of characters of the delimiter at the end of `text` (0 when there is none):
    /// trailing blanks for AWK-style splitting, one occurrence of the string otherwise.
    func trailingLength<E: FixedWidthInteger & UnsignedInteger>(_ text: UnsafeBufferPointer<E>) -> Int {
        if isBlanks {
            var i = text.count
            while i > 0 && (text[i - 1] == 0x20 || text[i - 1] == 0x09) { i -= 1 }
            return text.count - i
        }
        if pattern != nil { return trailingPatternLength(text) }
        let useBytes = E.bitWidth == 8
        let m = useBytes ? bytes.count : scalars.count
        guard m <= text.count else { return 0 }
        let s = text.count - m
        for k in 0..<m {
            let d = useBytes ? UInt32(bytes[k]) : scalars[k]
            if UInt32(text[s + k]) != d { return 0 }
        }
        return m
    }

    /// `tokenize` for a regular expression: each field ends where a match ends. Kept out of
    /// line, so that the literal path stays as it was.
    @inline(never)
    func tokenizeByPattern<E: FixedWidthInteger & UnsignedInteger>(_ text: UnsafeBufferPointer<E>, into tokens: inout [Swift.Range<Int>]) {
        guard let pattern else { return }
        var start = 0
        for m in pattern.matches(in: text) {
            tokens.append(start..<m.upperBound)
            start = m.upperBound
        }
        if start < text.count { tokens.append(start..<text.count) }
    }

    /// `trailingLength` for a regular expression: the last match, when it ends the text.
    @inline(never)
    func trailingPatternLength<E: FixedWidthInteger & UnsignedInteger>(_ text: UnsafeBufferPointer<E>) -> Int {
        guard let last = pattern?.matches(in: text).last, last.upperBound == text.count else { return 0 }
        return last.count
    }
}
