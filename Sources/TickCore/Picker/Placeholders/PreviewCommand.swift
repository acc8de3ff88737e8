/// A command line with its placeholders filled in (`--preview`, `execute`, `reload`…), every
/// piece of item text quoted for the shell that will read it (`ShellDialect`).
///
/// The placeholders are fzf's (`Placeholder`, listed in `PlaceholderTable`). Each word is quoted
/// by the context's `dialect` unless the placeholder is raw (`r`) or writes a file (`f`: the
/// words go unquoted to a temporary file, one per line, NUL-ended with `--print0`, and the file's
/// quoted name takes their place; the caller removes it afterwards), so an item holding `$(…)`,
/// backquotes, quotes, backslashes, `;` or a newline is passed as data and never runs.
public enum PreviewCommand {
    /// What one expansion needs to know.
    public struct Context {
        /// The band item (nil: no band row).
        public var band: Int?
        /// The ticked items, in tick order.
        public var ticked: [Int]
        /// Every match in the list's order (`{*}`); asked only when the template has such a
        /// placeholder.
        public var matched: () -> [Int]
        /// An item's bytes.
        public var text: (Int) -> [UInt8]
        public var query: String
        /// The last action's name (`{fzf:action}`) and the prompt (`{fzf:prompt}`).
        public var action: String
        public var prompt: String
        public var delimiter: Delimiter
        /// `execute-multi`: `{}` and its fields stand for the ticked items, as `{+}` does.
        public var allTicked: Bool
        /// What ends each word in a `{f}` file: newline, or NUL with `--print0`.
        public var fileTerminator: UInt8
        /// Writes a `{f}` file holding these bytes and returns its path (nil: it could not).
        public var writeFile: ([UInt8]) -> String?
        /// The quoting of the shell that reads the command.
        public var dialect: ShellDialect
        /// Which of tick's own placeholders the template reads (`{.name}`, `{group}`).
        public var syntax: PlaceholderSyntax
        /// An item's group name (`{group}`; empty without groups).
        public var group: (Int) -> [UInt8]

        public init(band: Int?, ticked: [Int], text: @escaping (Int) -> [UInt8], query: String, delimiter: Delimiter,
                    dialect: ShellDialect, matched: @escaping () -> [Int] = { [] }, action: String = "", prompt: String = "",
                    allTicked: Bool = false, fileTerminator: UInt8 = 0x0A,
                    writeFile: @escaping ([UInt8]) -> String? = { _ in nil }, syntax: PlaceholderSyntax = .fzf,
                    group: @escaping (Int) -> [UInt8] = { _ in [] }) {
            self.band = band
            self.ticked = ticked
            self.matched = matched
            self.text = text
            self.query = query
            self.action = action
            self.prompt = prompt
            self.delimiter = delimiter
            self.allTicked = allTicked
            self.fileTerminator = fileTerminator
            self.writeFile = writeFile
            self.dialect = dialect
            self.syntax = syntax
            self.group = group
        }
    }

    /// `template` with its placeholders replaced, as the bytes of a shell command.
    public static func expand(_ template: String, _ context: Context) -> [UInt8] {
        expand(CommandTemplate(template, syntax: context.syntax), context)
    }

    /// `template` with its placeholders replaced, as the bytes of a shell command. With no band
    /// row, an item placeholder is one empty word (`''`) when the command runs for want of a
    /// band row anyway (it uses the query, say), and nothing at all when it should not have run
    /// (a `transform` always runs), as fzf fills them.
    public static func expand(_ template: CommandTemplate, _ context: Context) -> [UInt8] {
        let blank = template.needsBand(ticks: context.ticked.count, allTicked: context.allTicked) ? [] : [Word.blank]
        let filler = Filler(context: context, current: context.band.map { [Word.item($0)] } ?? blank)
        var out: [UInt8] = []
        for part in template.parts {
            switch part {
            case .text(let text): out += RawText.bytes(of: text)
            case .placeholder(let p): out += filler.fill(p)
            }
        }
        return out
    }

    /// One item a placeholder stands for: an item, or the blank fzf fills in for no band row.
    enum Word {
        case item(Int)
        case blank
    }

    /// Fills placeholders in from a context.
    struct Filler {
        let context: Context
        /// The band item's word (none, or a blank, without a band row).
        let current: [Word]

        /// The bytes that replace `p`.
        func fill(_ p: Placeholder) -> [UInt8] {
            let c = context
            switch p.kind {
            case .query: return c.dialect.quote(RawText.bytes(of: c.query))
            case .queryFields:
                return c.dialect.quote(fields(RawText.bytes(of: c.query), p, delimiter: .blanks))
            case .action: return Array(c.action.utf8)
            case .prompt: return c.dialect.quote(RawText.bytes(of: c.prompt))
            case .item, .index, .fields, .path, .group: break
            }
            let words = items(p.items).map { word -> [UInt8] in
                switch (p.kind, word) {
                case (.index, .item(let n)): return Array(String(n).utf8)
                case (.index, .blank): return Array("''".utf8)
                case (.fields, _): return finish(fields(text(word), p, delimiter: c.delimiter), p)
                case (.path, _): return finish(value(at: p.path, in: text(word)), p)
                case (.group, .item(let n)): return finish(c.group(n), p)
                case (.group, .blank): return finish([], p)
                default: return finish(text(word), p)
                }
            }
            if p.file {
                let contents = Array(words.joined(separator: [c.fileTerminator])) + [c.fileTerminator]
                return c.dialect.quote((c.writeFile(contents) ?? "").utf8)
            }
            return Array(words.joined(separator: [UInt8(ascii: " ")]))
        }

        /// The items `items` names, in order.
        private func items(_ items: Placeholder.Items) -> [Word] {
            let ticked = context.ticked.isEmpty ? current : context.ticked.map(Word.item)
            switch items {
            case .matched: return context.matched().map(Word.item)
            case .ticked: return ticked
            case .band: return context.allTicked ? ticked : current
            }
        }

        private func text(_ word: Word) -> [UInt8] {
            if case .item(let n) = word { return PreviewCommand.body(context.text(n)) }
            return []
        }

        /// The text of the value at `path` in the JSON item `json` (empty when missing).
        private func value(at path: JSONPath?, in json: [UInt8]) -> [UInt8] {
            guard let path else { return [] }
            var out: [UInt8] = []
            json.withUnsafeBufferPointer { p in
                if let range = path.value(in: p) { JSONValueText.append(UnsafeBufferPointer(rebasing: p[range]), into: &out) }
            }
            return out
        }

        /// A word quoted, unless the placeholder is raw or writes a file.
        private func finish(_ word: [UInt8], _ p: Placeholder) -> [UInt8] {
            p.raw || p.file ? word : context.dialect.quote(word)
        }
    }

    /// The fields `p` selects from `text`, without the delimiter that ends them (a blank
    /// delimiter's white space is kept with `s`) and, without `s`, the white space around them.
    static func fields(_ text: [UInt8], _ p: Placeholder, delimiter: Delimiter) -> [UInt8] {
        guard let list = p.fields else { return text }
        var tokens: [Range<Int>] = []
        var out: [UInt8] = []
        text.withUnsafeBufferPointer {
            FieldSelection.join($0, fields: list, delimiter: delimiter, stripTrailing: !(p.keepsSpace && delimiter.isBlanks),
                                tokens: &tokens, into: &out)
        }
        guard !p.keepsSpace else { return out }
        let isSpace = { (b: UInt8) in b == 0x20 || (0x09...0x0D).contains(b) }
        guard let first = out.firstIndex(where: { !isSpace($0) }), let last = out.lastIndex(where: { !isSpace($0) }) else { return [] }
        return Array(out[first...last])
    }

    /// An item without its final `\r`, as it is shown and matched.
    static func body(_ item: [UInt8]) -> [UInt8] {
        item.last == 0x0D ? Array(item.dropLast()) : item
    }
}
