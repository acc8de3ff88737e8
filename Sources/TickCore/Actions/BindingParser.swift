/// Reads `--bind`'s language as fzf 0.74 writes it: `KEY[,KEY…]:ACTION[+ACTION…]`, pairs joined
/// by commas, an argument in one of fzf's delimiters (`execute(ls {})`, `reload[…]`, `put~+~`)
/// or, for the last action of a chain, after a colon to the end of the text
/// (`change:reload:rg {q}`).
///
/// The parse works as fzf's does, in two steps. First every argument is blanked out (`masked`),
/// so that the commas, colons and pluses inside it split nothing; then the masked text is split
/// into pairs and actions, and each piece's argument is read back from the original text at the
/// same offsets.
public enum BindingParser {
    /// The closing delimiter for each opening one an argument may use.
    static let closers: [Unicode.Scalar: Unicode.Scalar] = {
        var map: [Unicode.Scalar: Unicode.Scalar] = ["(": ")", "[": "]", "{": "}", "<": ">"]
        for same in "~!@#$%^&*;/|".unicodeScalars { map[same] = same }
        return map
    }()

    /// Stand-ins in the masked text for a `,` `:` or `+` that is itself the key (`,:accept`).
    static let keyComma: Unicode.Scalar = "\u{F8F0}", keyColon: Unicode.Scalar = "\u{F8F1}", keyPlus: Unicode.Scalar = "\u{F8F2}"

    /// The bindings `text` (one `--bind` value) makes, in order.
    public static func parse(_ text: String) throws(UsageError) -> [KeyBinding] {
        let original = Array(text.unicodeScalars)
        let masked = escapeKeys(mask(original))
        var bindings: [KeyBinding] = []
        var keys: [[Unicode.Scalar]] = []
        for range in split(masked, at: ",") {
            let piece = masked[range]
            guard let colon = piece.firstIndex(of: ":"), colon > piece.startIndex else {
                if piece.isEmpty || piece.first == ":" { throw UsageError("key name required in '\(text)'") }
                keys.append(Array(piece))
                continue
            }
            keys.append(Array(piece[..<colon]))
            let actionRange = (colon + 1)..<range.upperBound
            let (calls, appending) = try actionList(masked: Array(masked[actionRange]), original: Array(original[actionRange]), in: text)
            for keyText in keys {
                let trigger = try trigger(keyText)
                bindings.append(KeyBinding(trigger: trigger, actions: try fillPut(calls, for: trigger, in: text), appending: appending))
            }
            keys = []
        }
        if !keys.isEmpty {
            throw UsageError("no action for \(keys.map { "'\(String(String.UnicodeScalarView($0)))'" }.joined(separator: ", ")) in '\(text)'")
        }
        if bindings.isEmpty { throw UsageError("empty --bind value") }
        return bindings
    }

    /// The calls of one chain written alone (`toggle+down`), as `Keymap`'s defaults write them.
    public static func actions(_ text: String) throws(UsageError) -> [ActionCall] {
        // A colon in front lets the masking see the first action as it sees it after a key.
        let original = Array((":" + text).unicodeScalars)
        let masked = mask(original)
        return try actionList(masked: Array(masked.dropFirst()), original: Array(original.dropFirst()), in: text).calls
    }

    // MARK: - Masking

    /// `text` with every argument (and its delimiters, or its colon) turned into blanks.
    static func mask(_ text: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var masked = text
        var at = 0
        while at < text.count {
            guard text[at] == ":" || text[at] == "+" else { at += 1; continue }
            var end = at + 1
            while end < text.count, isNameScalar(text[end]) { end += 1 }
            let name = String(String.UnicodeScalarView(text[(at + 1)..<end])).lowercased()
            guard end < text.count, end > at + 1, ActionTable.takesArgument(name) else { at = max(end, at + 1); continue }
            let opener = text[end]
            if opener == ":" {
                for n in end..<text.count { masked[n] = " " }
                break
            }
            guard let closer = closers[opener], let close = closing(text, from: end + 1, closer: closer) else {
                at = end
                continue
            }
            for n in end...close { masked[n] = " " }
            at = close + 1
        }
        return masked
    }

    /// The first `closer` at or after `start` that ends the text or comes before `+` or `,`.
    static func closing(_ text: [Unicode.Scalar], from start: Int, closer: Unicode.Scalar) -> Int? {
        var n = start
        while n < text.count {
            if text[n] == closer && (n + 1 == text.count || text[n + 1] == "+" || text[n + 1] == ",") { return n }
            n += 1
        }
        return nil
    }

    /// The masked text with a `,` `:` or `+` that is a key replaced by its stand-in, by fzf's
    /// rules (`,,,` `,:,` `::` `,:` `+:`), left to right.
    static func escapeKeys(_ masked: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var text = masked
        let rules: [([Unicode.Scalar], [Unicode.Scalar])] = [
            ([",", ",", ","], [",", keyComma, ","]),
            ([",", ":", ","], [",", keyColon, ","]),
            ([":", ":"], [keyColon, ":"]),
            ([",", ":"], [keyComma, ":"]),
            (["+", ":"], [keyPlus, ":"]),
        ]
        for (pattern, replacement) in rules {
            var n = 0
            while n + pattern.count <= text.count {
                if text[n..<(n + pattern.count)].elementsEqual(pattern) {
                    text.replaceSubrange(n..<(n + pattern.count), with: replacement)
                    n += pattern.count
                } else {
                    n += 1
                }
            }
        }
        return text
    }

    static func isNameScalar(_ s: Unicode.Scalar) -> Bool {
        s == "-" || ("a"..."z").contains(s) || ("A"..."Z").contains(s)
    }

    /// The ranges of `text` between the `separator`s.
    static func split(_ text: [Unicode.Scalar], at separator: Unicode.Scalar) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for (n, s) in text.enumerated() where s == separator {
            ranges.append(start..<n)
            start = n + 1
        }
        ranges.append(start..<text.count)
        return ranges
    }

    // MARK: - Pieces

    /// The key or event a masked key text names.
    static func trigger(_ text: [Unicode.Scalar]) throws(UsageError) -> BindTrigger {
        switch text {
        case [keyComma]: return .key(KeyName(unchecked: ","))
        case [keyColon]: return .key(KeyName(unchecked: ":"))
        case [keyPlus]: return .key(KeyName(unchecked: "+"))
        default: return try BindTrigger(parsing: String(String.UnicodeScalarView(text)))
        }
    }

    /// The calls of one chain, and whether it starts with `+` (adds to the key's binding).
    static func actionList(masked: [Unicode.Scalar], original: [Unicode.Scalar], in text: String) throws(UsageError) -> (calls: [ActionCall], appending: Bool) {
        let pieces = split(masked, at: "+")
        var calls: [ActionCall] = []
        var appending = false
        var carried = ""
        for (n, range) in pieces.enumerated() {
            let spec = carried + String(String.UnicodeScalarView(original[range]))
            carried = ""
            if n == 0 && spec.isEmpty && pieces.count > 1 {
                appending = true
                continue
            }
            let lower = spec.lowercased()
            if let named = ActionTable.calls(named: lower) {
                calls += named
                continue
            }
            let nameEnd = spec.unicodeScalars.prefix(while: isNameScalar).count
            let name = String(lower.unicodeScalars.prefix(nameEnd))
            guard nameEnd > 0, nameEnd < spec.unicodeScalars.count, let action = ActionTable.action(named: name),
                  ActionTable.spec(action).argument != .none else {
                if spec.isEmpty { throw UsageError("empty action in '\(text)'") }
                // A name that is no action, written with an argument (`nope(x)`): the name is
                // what is wrong (its argument was not set apart, so it may be cut at a `+`).
                let opensArgument = nameEnd > 0 && nameEnd < spec.unicodeScalars.count
                    && (closers[Array(spec.unicodeScalars)[nameEnd]] != nil || Array(spec.unicodeScalars)[nameEnd] == ":")
                let bad = opensArgument && ActionTable.action(named: name) == nil ? name : spec
                throw UsageError("unknown action '\(bad)' in '\(text)' (see tick --help for the actions)")
            }
            let scalars = Array(spec.unicodeScalars)
            let argument: String
            if scalars[nameEnd] == ":" {
                guard n == pieces.count - 1 else {
                    // A colon argument runs to the end: the `+` belonged to it.
                    carried = spec + "+"
                    continue
                }
                argument = String(String.UnicodeScalarView(scalars[(nameEnd + 1)...]))
            } else if let closer = closers[scalars[nameEnd]], scalars.count >= nameEnd + 2, scalars.last == closer {
                argument = String(String.UnicodeScalarView(scalars[(nameEnd + 1)..<(scalars.count - 1)]))
            } else {
                throw UsageError("bad argument for '\(name)' in '\(spec)' (write \(name)(…), \(name)[…] or another of fzf's delimiters)")
            }
            do throws(UsageError) {
                try ActionTable.spec(action).check?(argument)
            } catch {
                throw UsageError("\(name): \(error.message) in '\(text)'")
            }
            calls.append(ActionCall(action, argument: argument))
        }
        if !carried.isEmpty { throw UsageError("unknown action '\(carried.dropLast())' in '\(text)'") }
        return (calls, appending)
    }

    /// `put` without an argument types the key it is bound to: give it that character.
    static func fillPut(_ calls: [ActionCall], for trigger: BindTrigger, in text: String) throws(UsageError) -> [ActionCall] {
        guard calls.contains(where: { $0.action == .put && $0.argument == nil }) else { return calls }
        guard case .key(let key) = trigger, key.name.count == 1 || key.name == "space" else {
            throw UsageError("put without an argument needs a printable key, not '\(trigger)', in '\(text)'")
        }
        let character = key.name == "space" ? " " : key.name
        return calls.map { $0.action == .put && $0.argument == nil ? ActionCall(.put, argument: character) : $0 }
    }
}
