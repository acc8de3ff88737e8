/// One placeholder of a command template (`{}`, `{+f1}`, `{*n}`, `{q:2}`, `{fzf:action}`…), read
/// with fzf 0.74's grammar.
///
/// fzf's forms: `{FLAGS FIELDS}` where FLAGS is any of `+` (the ticked items, or the band item
/// when none is ticked), `*` (every match, in the list's order), `s` (keep the white space around
/// fields), `f` (write the words to a temporary file and put its name there) and `r` (raw: not
/// quoted), and FIELDS a field list of digits, `,`, `-` and `.` (none: the whole item);
/// `{n}` with `+` or `*` before it and `f` before or after it (indices); `{q}` and `{q:FIELDS}`
/// (`{q:s2}` keeping white space); `{fzf:query}`, `{fzf:action}`, `{fzf:prompt}`. tick's own
/// older spelling of a file placeholder, `f` after the fields (`{1f}`, `{+2f}`), is read too.
/// Anything else in braces is not a placeholder and stays as it is.
public struct Placeholder: Equatable, Sendable {
    /// What a placeholder stands for; `PlaceholderTable` has a row for each.
    public enum Kind: CaseIterable, Sendable {
        /// `{}`: an item's text.
        case item
        /// `{n}`: an item's 0-based index in the input.
        case index
        /// `{1}`, `{2..}`, `{-1}`: fields of an item.
        case fields
        /// `{q}`, `{fzf:query}`: the query.
        case query
        /// `{q:1}`: fields of the query (split at white space).
        case queryFields
        /// `{fzf:action}`: the name of the last action performed (`FZF_ACTION`), not quoted.
        case action
        /// `{fzf:prompt}`: the prompt.
        case prompt
        /// `{.name}`: the value at a path of a JSON item (`--input json` only).
        case path
        /// `{group}`: an item's group (`--group-nth`, `--group-pattern` only).
        case group
    }

    /// Which items an item placeholder stands for.
    public enum Items: Sendable {
        /// The band item.
        case band
        /// `+`: the ticked items in tick order, or the band item when none is ticked.
        case ticked
        /// `*`: every match, in the list's order.
        case matched
    }

    public var kind: Kind
    public var items = Items.band
    /// The field list of `.fields` and `.queryFields`.
    public var fields: FieldList? = nil
    /// `f`: the words go to a temporary file, one per line, and the file's name is the word.
    public var file = false
    /// `r`: the words are not quoted.
    public var raw = false
    /// `s`: white space around the fields is kept.
    public var keepsSpace = false
    /// The path of `.path`.
    public var path: JSONPath? = nil

    init(kind: Kind) {
        self.kind = kind
    }

    /// Reads the text between a placeholder's braces; nil when it is not a placeholder. With
    /// `syntax.jsonPaths` (`--input json`), `{.name}`, `{+.name}` and `{*.name}` are paths; with
    /// `syntax.groups`, `{group}`, `{+group}`, `{*group}` are groups (otherwise text, as in fzf).
    public init?(_ inside: Substring, syntax: PlaceholderSyntax = .fzf) {
        if syntax.jsonPaths, let path = Self.path(inside) {
            self = path
            return
        }
        if syntax.groups, let group = Self.group(inside) {
            self = group
            return
        }
        switch inside {
        case "fzf:query", "q": self.init(kind: .query)
        case "fzf:action": self.init(kind: .action)
        case "fzf:prompt": self.init(kind: .prompt)
        default:
            if inside.hasPrefix("q:") {
                var list = inside.dropFirst(2)
                let keepsSpace = list.first == "s"
                if keepsSpace { list = list.dropFirst() }
                guard let fields = Self.fieldList(list) else { return nil }
                self.init(kind: .queryFields)
                self.fields = fields
                self.keepsSpace = keepsSpace
            } else if let index = Self.index(inside) {
                self = index
            } else if let item = Self.item(inside) ?? Self.tickFileSpelling(inside) {
                self = item
            } else {
                return nil
            }
        }
    }

    /// `{.name}`, `{+.name}`, `{*.name}`: a JSON path of the band, ticked or matched items.
    private static func path(_ inside: Substring) -> Placeholder? {
        var p = Placeholder(kind: .path)
        var text = inside
        if let first = text.first, first == "+" || first == "*" {
            p.items = first == "+" ? .ticked : .matched
            text = text.dropFirst()
        }
        guard JSONPath.isSpelledAsPath(text), let path = try? JSONPath(parsing: String(text)) else { return nil }
        p.path = path
        return p
    }

    /// `{group}` with fzf's flags before it (`+`, `*`, `f`, `r`): `{+group}`, `{+fgroup}`.
    private static func group(_ inside: Substring) -> Placeholder? {
        var p = Placeholder(kind: .group)
        var text = inside
        while let flag = text.first, "+*fr".contains(flag) {
            switch flag {
            case "+": p.items = p.items == .matched ? .matched : .ticked
            case "*": p.items = .matched
            case "f": p.file = true
            default: p.raw = true
            }
            text = text.dropFirst()
        }
        return text == "group" ? p : nil
    }

    /// fzf's `{[+*]?f?nf?}`: indices.
    private static func index(_ inside: Substring) -> Placeholder? {
        var text = inside
        var p = Placeholder(kind: .index)
        if let first = text.first, first == "+" || first == "*" {
            p.items = first == "+" ? .ticked : .matched
            text = text.dropFirst()
        }
        if text.first == "f" {
            p.file = true
            text = text.dropFirst()
        }
        guard text.first == "n" else { return nil }
        text = text.dropFirst()
        if text.first == "f" {
            p.file = true
            text = text.dropFirst()
        }
        return text.isEmpty ? p : nil
    }

    /// fzf's `{[+*sfr]*[0-9,-.]*}`: the item, or its fields.
    private static func item(_ inside: Substring) -> Placeholder? {
        var p = Placeholder(kind: .item)
        var plus = false
        var text = inside
        while let flag = text.first, "+*sfr".contains(flag) {
            switch flag {
            case "+": plus = true
            case "*": p.items = .matched
            case "s": p.keepsSpace = true
            case "f": p.file = true
            default: p.raw = true
            }
            text = text.dropFirst()
        }
        if plus && p.items == .band { p.items = .ticked }
        guard !text.isEmpty else { return p }
        guard let fields = fieldList(text) else { return nil }
        p.kind = .fields
        p.fields = fields
        return p
    }

    /// tick's older file spelling: `{1f}`, `{+2f}` (fields, then `f`).
    private static func tickFileSpelling(_ inside: Substring) -> Placeholder? {
        guard inside.last == "f" else { return nil }
        var text = inside.dropLast()
        let plus = text.first == "+"
        if plus { text = text.dropFirst() }
        guard !text.isEmpty, let fields = fieldList(text) else { return nil }
        var p = Placeholder(kind: .fields)
        p.fields = fields
        p.file = true
        if plus { p.items = .ticked }
        return p
    }

    /// A field list made only of fzf's characters for one (`0-9 , - .`), or nil.
    private static func fieldList(_ text: Substring) -> FieldList? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "," || $0 == "-" || $0 == ".") }) else {
            return nil
        }
        return try? FieldList(parsing: String(text))
    }

    /// Whether it stands for items (rather than the query or the picker's state).
    public var namesItems: Bool {
        switch kind {
        case .item, .index, .fields, .path, .group: true
        case .query, .queryFields, .action, .prompt: false
        }
    }

    /// Whether its value does not depend on the band item, so that fzf runs the command even
    /// with no band row (`{q}`, `{q:1}`, `{fzf:…}`).
    public var forcesRun: Bool {
        switch kind {
        case .query, .queryFields, .action, .prompt: true
        case .item, .index, .fields, .path, .group: false
        }
    }
}
