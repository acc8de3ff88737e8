/// Numbers as fzf reads `every(N)`'s (Go's `strconv.ParseFloat`): an optional sign, then
/// decimal digits with at most one point and an optional exponent (`1.5`, `.5`, `5.`, `2e-3`),
/// or `0x`, hexadecimal digits and a binary exponent, which is required (`0x1.8p1`);
/// underscores may stand between digits (`1_000`), or after `0x`. `inf`, `nan` and anything
/// else give nil.
enum FzfNumber {
    static func parse(_ text: String) -> Double? {
        let s = Array(text.utf8)
        var i = 0
        if i < s.count, s[i] == UInt8(ascii: "+") || s[i] == UInt8(ascii: "-") { i += 1 }
        var hex = false
        if i + 2 < s.count, s[i] == UInt8(ascii: "0"), BindingMask.lowered(s[i + 1]) == UInt8(ascii: "x") {
            hex = true
            i += 2
        }
        var underscores = false, point = false, digits = false
        while i < s.count {
            let c = s[i]
            if c == UInt8(ascii: "_") {
                underscores = true
            } else if c == UInt8(ascii: ".") {
                if point { break }
                point = true
            } else if isDigit(c) || (hex && isHexLetter(c)) {
                digits = true
            } else {
                break
            }
            i += 1
        }
        guard digits else { return nil }
        if i < s.count, BindingMask.lowered(s[i]) == UInt8(ascii: hex ? "p" : "e") {
            i += 1
            if i < s.count, s[i] == UInt8(ascii: "+") || s[i] == UInt8(ascii: "-") { i += 1 }
            guard i < s.count, isDigit(s[i]) else { return nil }
            while i < s.count, isDigit(s[i]) || s[i] == UInt8(ascii: "_") {
                if s[i] == UInt8(ascii: "_") { underscores = true }
                i += 1
            }
        } else if hex {
            return nil
        }
        guard i == s.count, !underscores || underscoresBetweenDigits(s) else { return nil }
        return Double(String(decoding: s.filter { $0 != UInt8(ascii: "_") }, as: UTF8.self))
    }

    /// Whether every underscore has a digit (or the `0x` prefix) before it and a digit after.
    static func underscoresBetweenDigits(_ s: [UInt8]) -> Bool {
        var rest = s[...]
        if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { rest = rest.dropFirst() }
        var hex = false
        // What came last: a digit, an underscore, or something else (none yet counts as else).
        enum Last { case digit, underscore, other }
        var last = Last.other
        if rest.count >= 2, rest.first == UInt8(ascii: "0"),
           [UInt8(ascii: "b"), UInt8(ascii: "o"), UInt8(ascii: "x")].contains(BindingMask.lowered(rest[rest.startIndex + 1])) {
            hex = BindingMask.lowered(rest[rest.startIndex + 1]) == UInt8(ascii: "x")
            rest = rest.dropFirst(2)
            last = .digit
        }
        for c in rest {
            if isDigit(c) || (hex && isHexLetter(c)) {
                last = .digit
            } else if c == UInt8(ascii: "_") {
                guard last == .digit else { return false }
                last = .underscore
            } else {
                guard last != .underscore else { return false }
                last = .other
            }
        }
        return last != .underscore
    }

    static func isDigit(_ c: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) }
    static func isHexLetter(_ c: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(BindingMask.lowered(c)) }
}

extension String {
    /// The text without white space (Unicode's) at either end.
    var trimmingWhiteSpace: String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(scalars[start...end])
    }
}
