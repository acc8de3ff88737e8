/// What the built-in file walker lists when stdin is a terminal (`--walker`, `--walker-root`,
/// `--walker-skip`), with fzf 0.74's defaults.
public struct WalkerOptions: Sendable, Equatable {
    /// List files (anything that is not a directory, dangling links included).
    public var file = true
    /// List directories, each with a trailing `/`.
    public var dir = false
    /// Follow symbolic links to directories (without it they are left out).
    public var follow = true
    /// Go into directories whose names start with `.` (hidden files are listed either way).
    public var hidden = true
    /// Where to start; paths are printed below each as it is written (`.` prints none).
    public var roots = ["."]
    /// Names (or trailing paths, such as `a/b`) of directories not to go into.
    public var skip = [".git", "node_modules"]

    public init() {}

    /// `--walker`'s comma-separated list of `file`, `dir`, `follow` and `hidden`.
    public mutating func parseKinds(_ text: String) throws(UsageError) {
        var parsed = WalkerOptions()
        parsed.file = false; parsed.dir = false; parsed.follow = false; parsed.hidden = false
        for word in text.split(separator: ",", omittingEmptySubsequences: false) {
            switch word {
            case "file": parsed.file = true
            case "dir": parsed.dir = true
            case "follow": parsed.follow = true
            case "hidden": parsed.hidden = true
            case "": continue
            default: throw UsageError("--walker: '\(word)' is not one of file, dir, follow, hidden")
            }
        }
        guard parsed.file || parsed.dir else { throw UsageError("--walker: say file, dir or both (e.g. --walker file,follow,hidden)") }
        (file, dir, follow, hidden) = (parsed.file, parsed.dir, parsed.follow, parsed.hidden)
    }

    /// `--walker-skip`'s comma-separated names; empty skips nothing.
    public mutating func parseSkip(_ text: String) {
        skip = text.split(separator: ",").map(String.init)
    }

    /// Whether the walk leaves out the directory `name` at `path` (as printed): a skipped
    /// name or trailing path, or a hidden one without `hidden`.
    public func excludes(name: [UInt8], path: [UInt8]) -> Bool {
        if !hidden && name.first == UInt8(ascii: ".") && name != [0x2E] && name != [0x2E, 0x2E] { return true }
        for s in skip {
            let b = Array(s.utf8)
            if b == name || b == path { return true }
            if path.count > b.count && path.suffix(b.count).elementsEqual(b) && path[path.count - b.count - 1] == UInt8(ascii: "/") {
                return true
            }
        }
        return false
    }
}
