/// The name of a `--remember` memory: the file name of its state, checked so that it can never
/// reach outside the state directory.
///
/// docs/SPEC.md §4: letters, digits, `.`, `_` and `-`; `.` and `..` are directories, not names. A name
/// is also at most `maxLength` bytes, so that `NAME.json` and its temporary sibling fit in a
/// file name (255 bytes on Linux and macOS).
public enum MemoryName {
    /// The longest name accepted, in bytes.
    public static let maxLength = 200

    /// Returns `text` when it is a valid name; otherwise throws an error naming the problem.
    public static func validate(_ text: String) throws(UsageError) -> String {
        func invalid(_ problem: String) -> UsageError {
            UsageError("--remember: invalid name '\(DisplayText.inMessage(text))': \(problem) (use letters, digits, '.', '_' and '-')")
        }
        if text.isEmpty { throw invalid("it is empty") }
        if text == "." || text == ".." { throw invalid("'\(text)' is a directory, not a name") }
        if text.utf8.count > maxLength { throw invalid("it is longer than \(maxLength) bytes") }
        if text.utf8.contains(UInt8(ascii: "/")) { throw invalid("'/' would make it a path") }
        if text.utf8.contains(0) { throw invalid("it contains a NUL byte") }
        if let bad = text.unicodeScalars.first(where: { !isAllowed($0) }) {
            throw invalid("'\(DisplayText.inMessage(String(bad)))' is not allowed")
        }
        return text
    }

    static func isAllowed(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case "0"..."9", "A"..."Z", "a"..."z", ".", "_", "-": return true
        default: return false
        }
    }
}
