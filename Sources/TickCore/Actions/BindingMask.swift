/// The first step of reading a `--bind` value as fzf 0.74 reads it: every argument is turned
/// into blanks, so that the commas, colons and pluses inside it split nothing, and a `,` `:` or
/// `+` that is itself a key is marked. The text keeps its length (in UTF-8 bytes), so a piece
/// of the masked text is read back from the original at the same offsets.
///
/// An argument follows one of the names in `argumentNames` written after a `:` or `+`: a colon
/// takes the rest of the value; one of the 16 openers takes the text up to the first closer
/// that ends the value or comes before a `+` or a comma. Anything else after the name is left
/// as it is, and an opener with no such closer ends the masking there.
enum BindingMask {
    /// Marks, in the masked text, for a `:` `,` or `+` that is a key (fzf's bytes 0, 1 and 2).
    static let keyColon: UInt8 = 0, keyComma: UInt8 = 1, keyPlus: UInt8 = 2

    /// The names after which an argument is looked for, in the order fzf tries them: at one
    /// place the first that the text starts with (in any case) is the one read, so
    /// `execute-silent` is read before `execute` and `change-header-lines` before
    /// `change-header`.
    static let argumentNames: [[UInt8]] = {
        var names = ["become", "execute-multi", "execute-silent", "execute", "reload-sync", "reload", "preview"]
        let targets = ["query", "prompt", "border-label", "list-label", "preview-label", "input-label", "header-label",
                       "footer-label", "header-lines", "header", "footer", "search", "with-nth", "nth", "pointer", "ghost"]
        for prefix in ["change", "bg-transform", "transform"] { names += targets.map { "\(prefix)-\($0)" } }
        names += ["bg-transform", "transform", "change-preview-window", "change-preview", "change-multi", "rebind", "unbind",
                  "toggle-bind", "pos", "put", "print", "search", "trigger"]
        return names.map { Array($0.utf8) }
    }()

    /// The closer of each opener.
    static func closer(of opener: UInt8) -> UInt8? {
        switch opener {
        case UInt8(ascii: "("): UInt8(ascii: ")")
        case UInt8(ascii: "["): UInt8(ascii: "]")
        case UInt8(ascii: "{"): UInt8(ascii: "}")
        case UInt8(ascii: "<"): UInt8(ascii: ">")
        default: Array("~!@#$%^&*;/|".utf8).contains(opener) ? opener : nil
        }
    }

    /// `text` with its arguments blanked and its key `,` `:` `+` marked.
    static func masked(_ text: [UInt8]) -> [UInt8] {
        markingKeys(blankingArguments(text))
    }

    /// `text` with every argument (its delimiters, or its colon, included) turned into blanks.
    static func blankingArguments(_ text: [UInt8]) -> [UInt8] {
        var out = text
        var at = 0
        while let end = nameEnd(in: text, from: at) {
            guard end < text.count else { break }
            let opener = text[end]
            if opener == UInt8(ascii: ":") {
                for n in end..<text.count { out[n] = UInt8(ascii: " ") }
                break
            }
            guard let closer = closer(of: opener) else {
                at = end
                continue
            }
            guard let close = closing(text, opener: end, closer: closer) else { break }
            for n in end...close { out[n] = UInt8(ascii: " ") }
            at = close + 1
        }
        return out
    }

    /// Where the name ends after the first `:` or `+` at or after `from` that is followed by
    /// an argument name.
    static func nameEnd(in text: [UInt8], from: Int) -> Int? {
        var n = from
        while n < text.count {
            if text[n] == UInt8(ascii: ":") || text[n] == UInt8(ascii: "+"), let length = nameLength(in: text, at: n + 1) {
                return n + 1 + length
            }
            n += 1
        }
        return nil
    }

    /// The length of the first of `argumentNames` that `text` holds at `start`, in any case.
    static func nameLength(in text: [UInt8], at start: Int) -> Int? {
        for name in argumentNames where start + name.count <= text.count {
            var same = true
            for (k, c) in name.enumerated() where lowered(text[start + k]) != c {
                same = false
                break
            }
            if same { return name.count }
        }
        return nil
    }

    /// The first `closer` after the opener at `opener` that ends the text or comes before a
    /// `+` or a comma.
    static func closing(_ text: [UInt8], opener: Int, closer: UInt8) -> Int? {
        var n = opener + 1
        while n < text.count {
            if text[n] == closer && (n + 1 == text.count || text[n + 1] == UInt8(ascii: "+") || text[n + 1] == UInt8(ascii: ",")) {
                return n
            }
            n += 1
        }
        return nil
    }

    /// The masked text with a `,` `:` or `+` that is a key marked, by fzf's rules applied one
    /// after another, each left to right: `,,,` `,:,` `::` `,:` `+:`.
    static func markingKeys(_ text: [UInt8]) -> [UInt8] {
        let comma = UInt8(ascii: ","), colon = UInt8(ascii: ":"), plus = UInt8(ascii: "+")
        let rules: [(pattern: [UInt8], replacement: [UInt8])] = [
            ([comma, comma, comma], [comma, keyComma, comma]),
            ([comma, colon, comma], [comma, keyColon, comma]),
            ([colon, colon], [keyColon, colon]),
            ([comma, colon], [keyComma, colon]),
            ([plus, colon], [keyPlus, colon]),
        ]
        var out = text
        for (pattern, replacement) in rules {
            var n = 0
            while n + pattern.count <= out.count {
                if out[n..<(n + pattern.count)].elementsEqual(pattern) {
                    out.replaceSubrange(n..<(n + pattern.count), with: replacement)
                    n += pattern.count
                } else {
                    n += 1
                }
            }
        }
        return out
    }

    /// An ASCII letter in lower case; any other byte as it is.
    static func lowered(_ b: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(b) ? b + 32 : b
    }
}
