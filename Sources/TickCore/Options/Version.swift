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

    /// Whether `text` looks like a commit hash git abbreviates: 7 to 40 lowercase hex digits.
    static func isCommitHash(_ text: String) -> Bool {
        (7...40).contains(text.utf8.count) && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
