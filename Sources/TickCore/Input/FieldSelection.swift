/// Cutting the chosen fields out of a text (`--with-nth`, `--accept-nth`, `--key-nth`).
enum FieldSelection {
    /// Appends the fields `fields` selects from `text` to `out`, each range with the delimiters
    /// inside and after it; with `stripTrailing`, the delimiter at the very end is dropped (as
    /// fzf prints `--accept-nth`).
    static func join(
        _ text: UnsafeBufferPointer<UInt8>, fields: FieldList, delimiter: Delimiter, stripTrailing: Bool,
        tokens: inout [Range<Int>], into out: inout [UInt8]
    ) {
        delimiter.tokenize(text, into: &tokens)
        let start = out.count
        for range in fields.ranges {
            guard let span = FieldList.span(range, in: tokens) else { continue }
            out.append(contentsOf: text[span])
        }
        if stripTrailing && out.count > start {
            let cut = out[start...].withUnsafeBufferPointer { delimiter.trailingLength($0) }
            out.removeLast(cut)
        }
    }
}
