/// The word a tap on the header or the footer landed on, as fzf 0.74 gives it to commands:
/// `FZF_CLICK_HEADER_WORD` and `FZF_CLICK_HEADER_NTH` (the word's field number, counted over
/// the header's lines), `FZF_CLICK_FOOTER_WORD`.
///
/// A line is split into fields by the delimiter (the header's by `--delimiter`, the footer's
/// by blanks); a field is a word without the blanks after it, and the tap must land on its
/// columns.
struct ClickedWord: Equatable {
    /// The word, without the blanks after it.
    var text: [UInt8]
    /// Its field number among the lines' fields, from 1; `N..` when it is the last line's last.
    var nth: String

    /// The word of `lines[line]` at text column `column` (1-based), or nil when the tap is
    /// on no word (between words, past the text, on an empty line); columns are counted under
    /// `rule`, as the line was drawn.
    init?(lines: [[UInt8]], line: Int, column: Int, delimiter: Delimiter, rule: WidthRule) {
        guard line >= 0 && line < lines.count, !lines[line].isEmpty else { return nil }
        var before = 0
        for n in 0..<line { before += Self.fields(SGRStripper.strip(lines[n]).bytes, delimiter).count }
        let text = SGRStripper.strip(lines[line]).bytes
        let fields = Self.fields(text, delimiter)
        let col = column - 1
        for (index, field) in fields.enumerated() {
            var end = field.upperBound
            while end > field.lowerBound && Self.isBlank(text[end - 1]) { end -= 1 }
            let word = Array(text[field.lowerBound..<end])
            let start = Self.width(text[..<field.lowerBound], rule)
            // fzf also asks the column to be past the word's leading blanks, counted from the
            // line's start (a word of a literal delimiter may start with blanks).
            let leading = word.firstIndex { !Self.isBlank($0) } ?? word.count
            guard col >= leading && col >= start && col < start + Self.width(word[...], rule) else { continue }
            self.text = word
            let last = line == lines.count - 1 && index == fields.count - 1
            nth = String(before + index + 1) + (last ? ".." : "")
            return
        }
        return nil
    }

    /// The fields of `text` (each with the delimiter after it).
    private static func fields(_ text: [UInt8], _ delimiter: Delimiter) -> [Range<Int>] {
        var tokens: [Range<Int>] = []
        text.withUnsafeBufferPointer { delimiter.tokenize($0, into: &tokens) }
        return tokens
    }

    private static func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    private static func width(_ bytes: ArraySlice<UInt8>, _ rule: WidthRule) -> Int {
        DisplayText.width(of: String(decoding: bytes, as: UTF8.self), rule: rule)
    }
}
