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

    /// The input's header lines (`--header-lines`) as `store` holds them; whether they changed.
    mutating func setInputLines(from store: ItemStore) -> Bool {
        guard textCount + store.header.count != lines.count else { return false }
        lines = Array(lines.prefix(textCount)) + store.header
        for n in store.header.indices {
            let spans = store.headerSpans(n)
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
