import Testing
@testable import TickCore

@Suite("--remember names")
struct MemoryNameTests {
    /// The message for `name`, or nil when it is accepted.
    private func problem(_ name: String) -> String? {
        do {
            _ = try MemoryName.validate(name)
            return nil
        } catch {
            return error.message
        }
    }

    @Test("Ordinary names are accepted as they are", arguments: ["demo", "my-list_1.x", "A.b-C_9", ".hidden", "x", String(repeating: "n", count: MemoryName.maxLength)])
    func accepted(name: String) throws {
        #expect(try MemoryName.validate(name) == name)
    }

    @Test("Names that could reach outside the state directory are refused, saying why", arguments: [
        ("../x", "'/'"), ("/abs", "'/'"), ("a/b", "'/'"), ("", "empty"), (".", "directory"), ("..", "directory"),
        ("a\u{0}b", "NUL"), ("a b", "' '"), ("été", "'é'"), ("x\ny", "'␊'"), ("x\u{1B}]0;t\u{7}", "'x␛]0;t␇'"),
        (String(repeating: "n", count: MemoryName.maxLength + 1), "longer than \(MemoryName.maxLength) bytes"),
    ])
    func rejected(name: String, reason: String) throws {
        let message = try #require(problem(name), "\(name) should be refused")
        #expect(message.hasPrefix("--remember: invalid name"), "\(message)")
        #expect(message.contains(reason), "\(message) should say \(reason)")
        #expect(!message.contains("\n"), "one line: \(message)")
    }
}
