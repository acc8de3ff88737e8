import Glibc
import TickCore
import TickEngine

/// The options text that comes before the command line's, for the name tick runs under
/// (docs/SPEC.md §7, §10): `TICK_DEFAULT_OPTS` as tick; as fzf, the file `FZF_DEFAULT_OPTS_FILE`
/// names, then `FZF_DEFAULT_OPTS`, in fzf's order.
enum DefaultOptions {
    static func sources(for name: CommandName) throws(CommandFailure) -> [OptionParser.Source] {
        switch name {
        case .tick:
            return Host.environment("TICK_DEFAULT_OPTS").map { [OptionParser.Source(name: "TICK_DEFAULT_OPTS", text: $0)] } ?? []
        case .fzf:
            var sources: [OptionParser.Source] = []
            if let path = Host.environment("FZF_DEFAULT_OPTS_FILE"), !path.isEmpty {
                let text = try read(path)
                sources.append(OptionParser.Source(name: "FZF_DEFAULT_OPTS_FILE (\(path))", text: text))
            }
            if let text = Host.environment("FZF_DEFAULT_OPTS") {
                sources.append(OptionParser.Source(name: "FZF_DEFAULT_OPTS", text: text))
            }
            return sources
        }
    }

    /// The text of the options file (bad UTF-8 shown as U+FFFD, as fzf reads it).
    private static func read(_ path: String) throws(CommandFailure) -> String {
        func failure() -> CommandFailure { CommandFailure("FZF_DEFAULT_OPTS_FILE: cannot read '\(path)': \(Host.errorText())") }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw failure() }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = Descriptor.readSome(fd, into: &buffer)
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { throw failure() }
            if n == 0 { return String(decoding: bytes, as: UTF8.self) }
            bytes += buffer[0..<n]
        }
    }
}
