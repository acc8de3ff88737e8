import Testing
@testable import TickCore

@Suite("The version line")
struct VersionTests {
    @Test("With a known commit, --version prints 'tick VERSION (commit)'")
    func withCommit() {
        #expect(Version.line(commit: "abc1234") == "tick \(Version.number) (abc1234)")
        #expect(Version.line(commit: "0e70fd2a") == "tick \(Version.number) (0e70fd2a)")
        #expect(Version.line(commit: String(repeating: "f", count: 40)) == "tick \(Version.number) (\(String(repeating: "f", count: 40)))")
    }

    @Test("Without a commit, --version prints 'tick VERSION' and no parenthesis")
    func withoutCommit() {
        #expect(Version.line(commit: nil) == "tick \(Version.number)")
    }

    @Test("Anything but 7 to 40 lowercase hex digits is no commit: never printed as one")
    func notACommit() {
        for text in ["", "abc123", "ABC1234", "abc1234-dirty", "g123456", "abc 1234", " abc1234",
                     "abc1234\n", String(repeating: "a", count: 41), "abc1234)", "unknown"] {
            #expect(Version.line(commit: text) == "tick \(Version.number)", "\(text.debugDescription)")
        }
    }

    @Test("The version number is three dot-separated numbers, as semantic versioning has it")
    func semanticVersion() {
        let parts = Version.number.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3)
        for part in parts {
            #expect(!part.isEmpty && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber), "\(Version.number)")
            #expect(part == "0" || !part.hasPrefix("0"), "\(Version.number) has a leading zero")
        }
    }
}
