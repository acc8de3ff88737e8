/// A command line with its placeholders filled in (`--preview`, `execute`, `reload`…), every
/// piece of item text quoted for the shell that will read it (`ShellDialect`).
///
/// The placeholders are fzf's: `{}` the band item, `{+}` the ticked items (or the band item when
/// none is ticked), one quoted word each, `{q}` the query, `{n}` the band item's 0-based index,
/// and field lists such as `{1}`, `{2..}`, `{-1}` (with `--delimiter`); `{+n}` the ticked items'
/// indices, `{+1}` a field of each ticked item. A trailing `f` (`{f}`, `{+f}`, `{+2f}`) writes
/// the words unquoted to a temporary file instead, one per line (NUL-ended with `--print0`), and
/// puts the file's name there (the caller removes it afterwards). Each is quoted by the
/// context's `dialect`, so an item holding `$(…)`, backquotes, quotes, backslashes, `;` or a
/// newline is passed as data and never runs. A `{` that does not start a placeholder is kept as
/// it is.
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
        /// The ticked items' indices, in tick order (`{+n}`).
        public var tickedIndices: [Int]
        /// What ends each item in a `{f}` file: newline, or NUL with `--print0`.
        public var fileTerminator: UInt8
        /// Writes a `{f}` file holding these bytes and returns its path (nil: it could not).
        public var writeFile: ([UInt8]) -> String?
        /// The quoting of the shell that reads the command.
        public var dialect: ShellDialect

        public init(item: [UInt8], index: Int, ticked: [[UInt8]], query: String, delimiter: Delimiter, dialect: ShellDialect,
                    tickedIndices: [Int] = [], fileTerminator: UInt8 = 0x0A, writeFile: @escaping ([UInt8]) -> String? = { _ in nil }) {
            self.item = item
            self.index = index
            self.ticked = ticked
            self.query = query
            self.delimiter = delimiter
            self.tickedIndices = tickedIndices
            self.fileTerminator = fileTerminator
            self.writeFile = writeFile
            self.dialect = dialect
        }
    }

    /// Whether `template` names the band or ticked items (so means nothing without a band row).
    public static func mentionsItems(_ template: String) -> Bool {
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { return false }
            let inside = String(after[..<close])
            if inside != "q" && Placeholder(inside) != nil { return true }
            rest = after
        }
        return false
    }

    /// `template` with its placeholders replaced, as the bytes of a shell command.
    public static func expand(_ template: String, _ context: Context) -> [UInt8] {
        var out: [UInt8] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            out += RawText.bytes(of: rest[..<open])
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}"), let words = replacement(String(after[..<close]), context) else {
                out.append(UInt8(ascii: "{"))
                rest = after
                continue
            }
            out += words
            rest = after[after.index(after: close)...]
        }
        out += RawText.bytes(of: rest)
        return out
    }

    /// The quoted words for one placeholder's inside, or nil when it is not a placeholder.
    static func replacement(_ inside: String, _ c: Context) -> [UInt8]? {
        if inside == "q" { return c.dialect.quote(RawText.bytes(of: c.query)) }
        guard let placeholder = Placeholder(inside) else { return nil }
        let plus = placeholder.plus && !c.ticked.isEmpty
        let items = plus ? c.ticked : [c.item]
        let indices = plus ? c.tickedIndices : [c.index]
        var words: [[UInt8]]
        switch placeholder.what {
        case .item: words = items.map(body)
        case .index: words = indices.map { Array(String($0).utf8) }
        case .fields(let fields):
            words = items.map { item in
                var tokens: [Range<Int>] = []
                var out: [UInt8] = []
                body(item).withUnsafeBufferPointer {
                    FieldSelection.join($0, fields: fields, delimiter: c.delimiter, stripTrailing: true, tokens: &tokens, into: &out)
                }
                return out
            }
        }
        if placeholder.file {
            let contents = Array(words.map { $0 + [c.fileTerminator] }.joined())
            return c.dialect.quote((c.writeFile(contents) ?? "").utf8)
        }
        if case .index = placeholder.what {
            return Array(words.joined(separator: [UInt8(ascii: " ")]))
        }
        return Array(words.map(c.dialect.quote).joined(separator: [UInt8(ascii: " ")]))
    }

    /// One placeholder's inside read: `+` (the ticked items), then the item, `n` or a field
    /// list, then `f` (write to a file).
    struct Placeholder {
        enum What { case item, index, fields(FieldList) }
        var plus = false
        var file = false
        var what: What

        init?(_ inside: String) {
            var text = Substring(inside)
            if text.first == "+" {
                plus = true
                text = text.dropFirst()
            }
            if text.last == "f" {
                file = true
                text = text.dropLast()
            }
            switch text {
            case "": what = .item
            case "n": what = .index
            default:
                guard let fields = try? FieldList(parsing: String(text)) else { return nil }
                what = .fields(fields)
            }
        }
    }

    /// An item without its final `\r`, as it is shown and matched.
    static func body(_ item: [UInt8]) -> [UInt8] {
        item.last == 0x0D ? Array(item.dropLast()) : item
    }
}
