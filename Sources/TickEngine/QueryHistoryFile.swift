import Glibc
import TickCore

/// The file of fzf's query history (`--history FILE`): read before the picker starts, made
/// empty (mode 0600) when missing, and written whole when a run ends with a query to add, as
/// fzf does.
public enum QueryHistoryFile {
    /// Reads the history at `path` (created empty when there is none), keeping `limit`
    /// queries; the error says what was wrong, in fzf's words.
    public static func load(path: String, limit: Int) throws(UsageError) -> QueryHistory {
        var fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
        if fd < 0 && errno == ENOENT {
            fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOCTTY, 0o600)
            if fd >= 0 {
                close(fd)
                return QueryHistory(path: path, text: [], limit: limit)
            }
        }
        if fd < 0 { throw failure(path) }
        defer { close(fd) }
        var text: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = Descriptor.readSome(fd, into: &buffer)
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR { continue }
                throw failure(path)
            }
            text += buffer[..<n]
        }
        return QueryHistory(path: path, text: text, limit: limit)
    }

    /// Adds `query` to `history`'s file (nothing for an empty query); a file that cannot be
    /// written is left as it is, as fzf leaves it.
    public static func save(_ history: QueryHistory, adding query: String) {
        guard let text = history.text(adding: query) else { return }
        let fd = open(history.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOCTTY, 0o600)
        guard fd >= 0 else { return }
        _ = Descriptor.writeAll(fd, text)
        close(fd)
    }

    /// fzf's message for a history file it cannot use.
    private static func failure(_ path: String) -> UsageError {
        if errno == EACCES { return UsageError("--history: permission denied: \(path)") }
        return UsageError("--history: invalid history file: \(Host.errorText())")
    }
}
