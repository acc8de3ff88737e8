/// A `--preview` command with its placeholders filled in, every piece of item text quoted for
/// `/bin/sh`.
///
/// The placeholders are fzf's: `{}` the band item, `{+}` the ticked items (or the band item when
/// none is ticked), one quoted word each, `{q}` the query, `{n}` the band item's 0-based index,
/// and field lists such as `{1}`, `{2..}`, `{-1}` (with `--delimiter`). Each is single-quoted,
/// so an item holding `$(…)`, backquotes, quotes, `;` or a newline is passed as data and never
/// runs. A `{` that does not start a placeholder is kept as it is.
public enum PreviewCommand {
    /// What one expansion needs to know.
    public struct Context {
        /// The band item's bytes and index.
        public var item: [UInt8]
        public var index: Int
        /// The ticked items' bytes, in tick order.
        public var ticked: [[UInt8]]
        public var query: String
        public var delimiter: Delimiter

        public init(item: [UInt8], index: Int, ticked: [[UInt8]], query: String, delimiter: Delimiter) {
            self.item = item
            self.index = index
            self.ticked = ticked
            self.query = query
            self.delimiter = delimiter
        }
    }

    /// `template` with its placeholders replaced, as the bytes of a shell command.
    public static func expand(_ template: String, _ context: Context) -> [UInt8] {
        var out: [UInt8] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            out += Array(rest[..<open].utf8)
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}"), let words = replacement(String(after[..<close]), context) else {
                out.append(UInt8(ascii: "{"))
                rest = after
                continue
            }
            out += words
            rest = after[after.index(after: close)...]
        }
        out += Array(rest.utf8)
        return out
    }

    /// The quoted words for one placeholder's inside, or nil when it is not a placeholder.
    static func replacement(_ inside: String, _ c: Context) -> [UInt8]? {
        switch inside {
        case "": return quoted(body(c.item))
        case "+":
            let items = c.ticked.isEmpty ? [c.item] : c.ticked
            return Array(items.map { quoted(body($0)) }.joined(separator: [UInt8(ascii: " ")]))
        case "q": return quoted(Array(c.query.utf8))
        case "n": return Array(String(c.index).utf8)
        default:
            guard let fields = try? FieldList(parsing: inside) else { return nil }
            var tokens: [Range<Int>] = []
            var out: [UInt8] = []
            let item = body(c.item)
            item.withUnsafeBufferPointer {
                FieldSelection.join($0, fields: fields, delimiter: c.delimiter, stripTrailing: true, tokens: &tokens, into: &out)
            }
            return quoted(out)
        }
    }

    /// An item without its final `\r`, as it is shown and matched.
    static func body(_ item: [UInt8]) -> [UInt8] {
        item.last == 0x0D ? Array(item.dropLast()) : item
    }

    /// `bytes` in single quotes for `/bin/sh`: each `'` becomes `'\''`; nothing inside is special.
    public static func quoted(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "'")]
        for b in bytes {
            if b == UInt8(ascii: "'") { out += Array(#"'\''"#.utf8) } else { out.append(b) }
        }
        out.append(UInt8(ascii: "'"))
        return out
    }
}
