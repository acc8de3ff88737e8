/// fzf's initial scroll of the preview pane (`--preview-window +SCROLL[OFFSETS][/DENOM]`):
/// `+{2}+3/3` puts the line whose number is field 2, plus 3, a third of the way down the pane.
///
/// As fzf 0.74 reckons it: the placeholder (`{2}`, `{-1}`, `{n}`) is filled in from the band
/// item, every character but digits, `+`, `-` and `/` is dropped, and from -1 each signed
/// number is added; a final `/D` (or `-/D`) takes away the pane's height (less its `~N` header
/// lines) divided by D. The result, at least 0, is the first output line shown (0-based).
public struct ScrollOffset: Sendable, Equatable {
    /// The text after `+`, placeholder included (`{2}+3/3`).
    public let expression: String

    /// Parses a part that matches fzf's `+{N|n}[±N...][[-]/D]` or `±N...[[-]/D]` (N digits
    /// with an optional `-` inside the braces, D digits from 1); nil otherwise.
    public init?(_ part: String) {
        func isDigit(_ c: Character) -> Bool { ("0"..."9").contains(c) }
        var rest = Substring(part)
        if rest.hasPrefix("+{") {
            guard let close = rest.firstIndex(of: "}") else { return nil }
            let inside = rest[rest.index(rest.startIndex, offsetBy: 2)..<close]
            let digits = inside.hasPrefix("-") ? inside.dropFirst() : inside
            guard inside == "n" || (!digits.isEmpty && digits.allSatisfy(isDigit)) else { return nil }
            rest = rest[rest.index(after: close)...]
        }
        // Signed numbers, then an optional denominator.
        while let sign = rest.first, sign == "+" || (sign == "-" && !rest.dropFirst().hasPrefix("/")) {
            let digits = rest.dropFirst().prefix(while: isDigit)
            guard !digits.isEmpty else { return nil }
            rest = rest.dropFirst(1 + digits.count)
        }
        if rest.hasPrefix("-/") { rest = rest.dropFirst() }
        if rest.hasPrefix("/") {
            let digits = rest.dropFirst()
            guard let first = digits.first, first != "0", digits.allSatisfy(isDigit) else { return nil }
            rest = rest[rest.endIndex...]
        }
        guard rest.isEmpty, part != "" else { return nil }
        expression = part
    }

    /// The placeholder part, to fill in from the item (`+{2}`), or nil for plain numbers.
    public var placeholder: String? {
        guard expression.hasPrefix("+{"), let close = expression.firstIndex(of: "}") else { return nil }
        return String(expression[expression.index(after: expression.startIndex)...close])
    }

    /// The line shown first, given the expression with its placeholder filled in (`filled`:
    /// `+'12'+3/3`) and the pane's height less its header lines.
    public static func line(filled: String, height: Int) -> Int {
        let kept = filled.filter { $0.isASCII && ($0.isNumber || "+-/".contains($0)) }
        var base = -1
        var rest = Substring(kept)
        while !rest.isEmpty {
            if rest.hasPrefix("-/") { rest = rest.dropFirst() }
            if rest.hasPrefix("/") {
                let denom = Int(rest.dropFirst().prefix { $0.isNumber }) ?? 0
                if denom != 0 { base -= height / denom }
                break
            }
            guard let sign = rest.first, sign == "+" || sign == "-" else { rest = rest.dropFirst(); continue }
            let digits = rest.dropFirst().prefix { $0.isNumber }
            if digits.isEmpty { rest = rest.dropFirst(); continue }
            base += (sign == "-" ? -1 : 1) * (Int(digits) ?? 0)
            rest = rest.dropFirst(1 + digits.count)
        }
        return max(0, base)
    }
}
