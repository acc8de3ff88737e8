/// Which of tick's own placeholders a command template reads besides fzf's: `{.name}` paths
/// (with `--input json`) and `{group}` (with `--group-nth` or `--group-pattern`). Without the
/// options that give them a meaning they are text, as in fzf.
public struct PlaceholderSyntax: Equatable, Sendable {
    /// `{.name}`, `{+.name}`, `{*.name}` are JSON paths of items.
    public var jsonPaths: Bool
    /// `{group}`, `{+group}`, `{*group}` are items' groups.
    public var groups: Bool

    public init(jsonPaths: Bool = false, groups: Bool = false) {
        self.jsonPaths = jsonPaths
        self.groups = groups
    }

    /// fzf's placeholders alone.
    public static let fzf = PlaceholderSyntax()
}
