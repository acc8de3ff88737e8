/// How the options say the input is read: its format, separators, groups and the placeholders
/// its commands take (derived from the stored options, never stored).
extension Options {
    /// How the input is read (`--input`).
    public enum InputFormat: String, CaseIterable, Sendable {
        /// Lines (or NUL-separated items with `--read0`).
        case lines
        /// JSON items: JSON Lines, or the elements of a top-level array (docs/SPEC.md §2).
        case json
    }

    /// Which of tick's own placeholders commands read: `{.name}` with `--input json`, `{group}`
    /// with `--group-nth` or `--group-pattern` (otherwise text, as in fzf).
    public var placeholderSyntax: PlaceholderSyntax {
        PlaceholderSyntax(jsonPaths: inputFormat == .json, groups: groupNth != nil || groupPattern != nil)
    }

    /// What `--input json` reads, or nil for lines.
    public var jsonInput: InputBuilder.JSONSettings? {
        inputFormat == .json ? InputBuilder.JSONSettings(itemsPath: inputItems, withNth: withNth) : nil
    }

    /// How items are put in groups, or nil without `--group-nth` and `--group-pattern`.
    public var grouping: InputBuilder.Grouping? {
        if let groupPattern { return .headings(groupPattern) }
        return groupNth.map { .fields($0, delimiter) }
    }

    /// The byte that ends each item of stdin: NUL with `--read0` or for the walker's paths.
    public var inputSeparator: UInt8 { read0 || walkedInput ? 0 : 0x0A }
    /// The byte that ends each item of a reload's output: NUL with `--read0` only.
    public var reloadSeparator: UInt8 { read0 ? 0 : 0x0A }
}
