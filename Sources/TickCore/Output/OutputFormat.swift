/// How chosen items are printed (docs/SPEC.md §5).
public enum OutputFormat: Sendable, Equatable {
    /// Each value followed by a terminator byte (`\n`, or NUL with `--print0`).
    case lines(terminator: UInt8)
    /// `--json`: an array of the values.
    case jsonArray
    /// `--json-object`: an object from each item's key to its value.
    case jsonObject
    /// `--json-lines`: one object per item and line.
    case jsonLines
    /// `--json-groups`: an object from each group's name to an array of its values.
    case jsonGroups
}
