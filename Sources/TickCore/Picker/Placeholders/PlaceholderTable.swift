/// The placeholders of command templates, one row per kind and per flag: what the man page's
/// and docs/SPEC.md's lists say (`GeneratedLists`), and what a test reads back through
/// `Placeholder` so that each row's spelling is one the grammar takes.
public enum PlaceholderTable {
    /// A row: how it is written, and what it is replaced by.
    public struct Row: Sendable {
        public let spelling: String
        public let help: String
    }

    /// The row of a kind (a switch with no `default`: a new kind without a row does not compile).
    public static func row(_ kind: Placeholder.Kind) -> Row {
        switch kind {
        case .item: Row(spelling: "{}", help: "the band item")
        case .index: Row(spelling: "{n}", help: "the band item's 0-based index in the input, not quoted ('' with no band row)")
        case .fields: Row(spelling: "{1}", help: "fields of the band item ({2..}, {-1}, {1,3}; with --delimiter), without the delimiter that ends them and the white space around them")
        case .query: Row(spelling: "{q}", help: "the query (also written {fzf:query})")
        case .queryFields: Row(spelling: "{q:1}", help: "fields of the query split at white space ({q:2..}; {q:s2} keeps the white space)")
        case .action: Row(spelling: "{fzf:action}", help: "the name of the last action performed, not quoted (as FZF_ACTION)")
        case .prompt: Row(spelling: "{fzf:prompt}", help: "the prompt")
        case .group: Row(spelling: "{group}", help: "with --group-nth or --group-pattern, the band item's group (the text of its heading); {+group} the ticked items', {*group} every match's, one word each")
        case .path: Row(spelling: "{.name}", help: "with --input json, the value at a path of the band item ({.metadata.name}, {.ports[0]}; a string decoded, anything else as JSON, a missing path empty); {+.name} the ticked items', {*.name} every match's")
        }
    }

    /// The flags written before an item placeholder's fields, or around n.
    public static let flags: [Row] = [
        Row(spelling: "{+}", help: "the ticked items in tick order, one word each (the band item when none is ticked); also {+1}, {+n}, {+f}"),
        Row(spelling: "{*}", help: "every match in the list's order, one word each; also {*1}, {*n}, {*f}"),
        Row(spelling: "{f}", help: "the words written unquoted to a temporary file, each followed by a newline (NUL with --print0), the file's quoted name in their place; f goes before the fields and before or after n: {+f}, {+f1}, {*fn}, {+nf} (and tick's older {1f}, {+2f})"),
        Row(spelling: "{s2}", help: "the fields with the white space around them kept; also {s}, {+s2}"),
        Row(spelling: "{r}", help: "raw: the words not quoted, so that the shell splits and reads them; also {r1}, {+r}"),
        Row(spelling: "\\{}", help: "a backslash before a placeholder keeps it as text, without the backslash"),
    ]

    /// Every row: the kinds, then the flags.
    public static var all: [Row] { Placeholder.Kind.allCases.map(row) + flags }
}
