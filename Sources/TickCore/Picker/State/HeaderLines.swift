/// The header's lines as they are now: the `--header` text (which `change-header` replaces),
/// then the `--header-lines` items read from the input, with the styles of those that have any.
/// The footer (`--footer`, `change-footer`) is one too: a text, and no input lines.
public struct HeaderLines: Equatable, Sendable {
    /// The lines, as bytes: the text's first, then the input's.
    public internal(set) var lines: [[UInt8]] = []
    /// The styles of the lines that have any (`--ansi`), by line.
    public internal(set) var styles: [Int: [StyleSpan]] = [:]
    /// How many of `lines` are the header text (the rest come from the input).
    private(set) var textCount = 0

    /// The header `--header` gives (`ansi`: its escape sequences are styles).
    public init(text: String?, ansi: Bool) {
        guard let text else { return }
        (lines, styles) = Self.parse(text, ansi: ansi)
        textCount = lines.count
    }

    /// `change-header`: the text becomes `text`; the input's lines stay below it.
    mutating func setText(_ text: String, ansi: Bool) {
        let (textLines, textStyles) = text.isEmpty ? ([], [:]) : Self.parse(text, ansi: ansi)
        var newStyles = textStyles
        for (n, spans) in styles where n >= textCount { newStyles[n - textCount + textLines.count] = spans }
        lines = textLines + lines.dropFirst(textCount)
        styles = newStyles
        textCount = textLines.count
    }

    /// The input's header lines (`--header-lines`) as `store` holds them (or, with `items`,
    /// its first that many items: header lines that move), shown through `withNth` as the
    /// items are (as fzf shows them; their styles then go, as an item's do); whether they
    /// changed. `again`: made again even when there are as many (`change-with-nth`).
    mutating func setInputLines(from store: ItemStore, items: Int? = nil, withNth: FieldTemplate? = nil,
                                delimiter: Delimiter = .blanks, again: Bool = false) -> Bool {
        let count = items.map { min($0, store.count) } ?? store.header.count
        guard again || textCount + count != lines.count else { return false }
        var tokens: [Range<Int>] = []
        let shown = (0..<count).map { n -> [UInt8] in
            let line = items == nil ? store.header[n] : Array(store.item(n))
            guard let withNth else { return line }
            var out: [UInt8] = []
            line.withUnsafeBufferPointer { all in
                let text = all.last == 0x0D ? UnsafeBufferPointer(rebasing: all.dropLast()) : all
                withNth.apply(text, delimiter: delimiter, tokens: &tokens, into: &out)
            }
            return out
        }
        lines = Array(lines.prefix(textCount)) + shown
        styles = styles.filter { $0.key < textCount }
        for n in 0..<count where withNth == nil {
            let spans = items == nil ? store.headerSpans(n) : store.spans(n)
            if !spans.isEmpty { styles[textCount + n] = spans }
        }
        return true
    }

    /// The lines of a header text and the styles of those that have any (`--ansi`).
    static func parse(_ text: String, ansi: Bool) -> (lines: [[UInt8]], styles: [Int: [StyleSpan]]) {
        var bytes = Array(text.utf8)
        var log = StyleLog()
        if ansi { (bytes, log) = SGRStripper.strip(bytes) }
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { Array($0) }
        var styles: [Int: [StyleSpan]] = [:]
        for n in lines.indices where !log.isEmpty {
            let spans = log.spans(line: n)
            if !spans.isEmpty { styles[n] = spans }
        }
        return (lines, styles)
    }
}
