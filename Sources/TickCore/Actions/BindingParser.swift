/// Reads `--bind`'s language as fzf 0.74 reads it: `KEY[,KEY…]:ACTION[+ACTION…]`, pairs joined
/// by commas, an argument in one of fzf's delimiters (`execute(ls {})`, `reload[…]`, `put~+~`)
/// or, for the last action of a chain, after a colon to the end of the text
/// (`change:reload:rg {q}`).
///
/// The parse works as fzf's does, in two steps. First every argument is blanked out
/// (`BindingMask`), so that the commas, colons and pluses inside it split nothing; then the
/// masked text is split into pairs and actions, and each piece is read back from the original
/// text at the same offsets. It accepts exactly what fzf accepts, with tick's own keys and
/// actions besides (docs/SPEC.md §4).
public enum BindingParser {
    /// The bindings `text` (one `--bind` value) makes, in order.
    public static func parse(_ text: String) throws(UsageError) -> [KeyBinding] {
        let original = Array(text.utf8)
        let masked = BindingMask.masked(original)
        var bindings: [KeyBinding] = []
        var keys: [ArraySlice<UInt8>] = []
        for pair in split(masked, at: UInt8(ascii: ",")) {
            let colon = masked[pair].firstIndex(of: UInt8(ascii: ":"))
            let keyText = masked[pair.lowerBound..<(colon ?? pair.upperBound)]
            if keyText.isEmpty { throw UsageError("key name required in '\(text)'") }
            keys.append(keyText)
            guard let colon else { continue }
            let chain = (colon + 1)..<pair.upperBound
            for keyText in keys {
                let trigger = try trigger(keyText, written: original[keyText.indices], in: text)
                let (calls, appending) = try actionList(masked: masked[chain], original: original[chain],
                                                        putKey: trigger, in: text)
                bindings.append(KeyBinding(trigger: trigger, actions: calls, appending: appending))
            }
            keys = []
        }
        if !keys.isEmpty {
            throw UsageError("no action for \(keys.map { "'\(string($0))'" }.joined(separator: ", ")) in '\(text)'")
        }
        return bindings
    }

    /// The calls of one chain written alone (`toggle+down`), as `transform` prints them; `put`
    /// alone types `putKey`'s character, as fzf's does when a printable key started the chain,
    /// and needs its argument without one.
    public static func actions(_ text: String, putKey: BindTrigger? = nil) throws(UsageError) -> [ActionCall] {
        // A colon in front lets the masking see the first action as it sees it after a key.
        let original = Array(text.utf8)
        let masked = Array(BindingMask.masked([UInt8(ascii: ":")] + original).dropFirst())
        return try actionList(masked: masked[...], original: original[...], putKey: putKey, in: text).calls
    }

    /// The key or event a masked key text names: a marked `,` `:` or `+` is that key. A key
    /// that is none is named as `written`.
    static func trigger(_ keyText: ArraySlice<UInt8>, written: ArraySlice<UInt8>, in text: String) throws(UsageError) -> BindTrigger {
        switch Array(keyText) {
        case [BindingMask.keyColon]: return .key(KeyName(unchecked: ":"))
        case [BindingMask.keyComma]: return .key(KeyName(unchecked: ","))
        case [BindingMask.keyPlus]: return .key(KeyName(unchecked: "+"))
        default:
            let restored = keyText.map { $0 == BindingMask.keyComma ? UInt8(ascii: ",") : $0 }
            do throws(UsageError) {
                return try BindTrigger(parsing: String(decoding: restored, as: UTF8.self))
            } catch {
                // A marked `,` `:` or `+` in a longer key: name the key as it was written.
                guard restored.contains(where: { $0 <= BindingMask.keyPlus }) else { throw error }
                throw UsageError("unknown key '\(string(written))' in '\(text)'")
            }
        }
    }

    /// The calls of one chain, and whether its first action is empty (`KEY:+ACTION`, or `KEY:`
    /// alone): then they go after what the key already does. `put` alone types `putKey`'s
    /// character.
    static func actionList(masked: ArraySlice<UInt8>, original: ArraySlice<UInt8>, putKey: BindTrigger?,
                           in text: String) throws(UsageError) -> (calls: [ActionCall], appending: Bool) {
        let pieces = split(masked, at: UInt8(ascii: "+"))
        var calls: [ActionCall] = []
        var appending = false
        var carried: [UInt8] = []
        for (n, range) in pieces.enumerated() {
            let spec = carried + original[range]
            carried = []
            let lower = string(spec[...]).lowercasedAsFzf
            if lower == "put" {
                guard let key = putKey else { throw UsageError("put needs an argument here, in '\(text)'") }
                guard key.isPrintable, case .key(let name) = key else {
                    throw UsageError("put without an argument needs a printable key, not '\(key)', in '\(text)'")
                }
                calls.append(ActionCall(.edit(.put), argument: name.name == "space" ? " " : name.name))
                continue
            }
            if let named = ActionTable.calls(named: lower) {
                calls += named
                continue
            }
            if let action = argumentAction(lower) {
                let nameEnd = spec.prefix(while: isNameByte).count
                guard nameEnd < spec.count else { throw unknownAction(spec, in: text) }
                let argument: [UInt8]
                if spec[nameEnd] == UInt8(ascii: ":") {
                    // A colon argument runs to the end: a `+` in it belonged to it.
                    guard n == pieces.count - 1 else {
                        carried = spec + [UInt8(ascii: "+")]
                        continue
                    }
                    argument = Array(spec[(nameEnd + 1)...])
                } else {
                    argument = nameEnd + 1 < spec.count - 1 ? Array(spec[(nameEnd + 1)..<(spec.count - 1)]) : []
                }
                let value = string(argument[...])
                do throws(UsageError) {
                    try ActionTable.spec(action).check?(value)
                } catch {
                    throw UsageError("\(action.name): \(error.message) in '\(text)'")
                }
                calls.append(ActionCall(action, argument: value))
                continue
            }
            if n == 0 && lower.isEmpty {
                appending = true
                continue
            }
            throw unknownAction(spec, in: text)
        }
        return (calls, appending)
    }

    /// The action a chain's piece (lower case) names with an argument: one whose argument fzf
    /// masks, named by the letters before it.
    static func argumentAction(_ lower: String) -> Action? {
        let bytes = Array(lower.utf8)
        let colon = [UInt8(ascii: ":")]
        guard BindingMask.blankingArguments(colon + bytes) != colon + bytes else { return nil }
        let name = string(bytes.prefix(while: isNameByte)[...])
        guard let action = ActionTable.action(named: name), ActionTable.spec(action).argument != .none else { return nil }
        return action
    }

    /// The message for a piece that names no action: a name written with an argument is named
    /// alone, with what is wrong with it.
    static func unknownAction(_ spec: [UInt8], in text: String) -> UsageError {
        if spec.isEmpty { return UsageError("empty action in '\(text)'") }
        let nameEnd = spec.prefix(while: isNameByte).count
        let name = string(spec.prefix(nameEnd)[...]).lowercasedAsFzf
        let next = nameEnd < spec.count ? spec[nameEnd] : nil
        if let action = ActionTable.action(named: name), ActionTable.spec(action).argument != .none {
            if next == nil { return UsageError("'\(name)' needs an argument in '\(text)': \(name)(…), \(name)[…] or \(name):… last") }
            if let next, BindingMask.closer(of: next) != nil {
                return UsageError("unclosed argument of '\(name)' in '\(text)' (it ends at its closing delimiter before a +, a comma or the end)")
            }
        }
        let bad = nameEnd > 0 && (next == UInt8(ascii: ":") || next.map { BindingMask.closer(of: $0) != nil } == true)
            && ActionTable.action(named: name) == nil ? name : string(spec[...])
        return UsageError("unknown action '\(bad)' in '\(text)' (see tick --help for the actions)")
    }

    /// Letters and `-`: what fzf reads as an action's name before its argument.
    static func isNameByte(_ b: UInt8) -> Bool {
        b == UInt8(ascii: "-") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(BindingMask.lowered(b))
    }

    /// The ranges of `text` between the `separator`s.
    static func split(_ text: ArraySlice<UInt8>, at separator: UInt8) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = text.startIndex
        for n in text.indices where text[n] == separator {
            ranges.append(start..<n)
            start = n + 1
        }
        ranges.append(start..<text.endIndex)
        return ranges
    }

    static func split(_ text: [UInt8], at separator: UInt8) -> [Range<Int>] { split(text[...], at: separator) }

    static func string(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
}
