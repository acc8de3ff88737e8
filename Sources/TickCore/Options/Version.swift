/// tick's release number, written here and nowhere else, and the line `tick --version` prints.
///
/// The Makefile reads `number` from this file to name the release artifacts; the commit is not
/// known to the source: the release build injects it (`Sources/tick/BuildCommit.swift`).
public enum Version {
    /// The release number (semantic versioning), as CHANGELOG.md's latest release heading.
    public static let number = "0.2.0"

    /// The line `tick --version` prints: `tick 0.2.0 (abc1234)`, or `tick 0.2.0` when the
    /// commit is unknown or is not an abbreviated commit hash (7 to 40 lowercase hex digits).
    public static func line(commit: String?) -> String {
        guard let commit, isCommitHash(commit) else { return "tick \(number)" }
        return "tick \(number) (\(commit))"
    }

    /// The fzf release whose interface tick implements, which `--version` gives first under the
    /// name fzf (scripts compare it: fzf-marks wants at least 0.16.1).
    public static let fzfInterface = "0.74.0"

    /// The line `--version` prints under the name fzf: fzf's version, then tick's in brackets,
    /// `0.74.0 (tick 0.2.0)` (`0.74.0 (tick 0.2.0 abc1234)` with a known commit), as fzf prints
    /// `0.74.5 (revision)`.
    public static func fzfLine(commit: String?) -> String {
        guard let commit, isCommitHash(commit) else { return "\(fzfInterface) (tick \(number))" }
        return "\(fzfInterface) (tick \(number) \(commit))"
    }

    /// Whether `text` looks like a commit hash git abbreviates: 7 to 40 lowercase hex digits.
    static func isCommitHash(_ text: String) -> Bool {
        (7...40).contains(text.utf8.count) && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
