/// The quoting rules of the shell that reads a command line tick fills in: item text, the query
/// and file names become one word each that the shell takes as data, never as code.
///
/// Two families are known. POSIX shells (sh, dash, bash, zsh, ksh, mksh, yash, busybox's ash)
/// treat nothing inside single quotes as special, so a word is single-quoted runs with each `'`
/// outside them as `\'`: `it's` is `'it'\''s'`, and no two quotes ever stand side by side
/// inside a quoted run (zsh's `RC_QUOTES` would read `''` there as one quote). fish reads `\\`
/// and `\'` as escapes inside single quotes, so a word is single-quoted with every `\` and `'`
/// escaped: `a\'b` is `'a\\\'b'`. Every other byte, newlines, `\r` and bytes that are not UTF-8
/// included, stands for itself in both.
public enum ShellDialect: Sendable, Equatable {
    case posix
    case fish

    /// The dialect of the shell `program` names (a path or a name, as `SHELL` or `--with-shell`
    /// give it; `next` is the word after it, which names the shell when `program` is busybox),
    /// or nil when tick does not know how that shell quotes.
    public init?(program: String, next: String? = nil) {
        let name = ShellDialect.baseName(program)
        if name == "busybox" {
            guard let next, ["sh", "ash", "hush"].contains(ShellDialect.baseName(next)) else { return nil }
            self = .posix
        } else if name == "fish" {
            self = .fish
        } else if ShellDialect.posixNames.contains(name) {
            self = .posix
        } else {
            return nil
        }
    }

    /// The shells whose quoting is POSIX's, by the name of their program.
    public static let posixNames: Set<String> = ["sh", "ash", "dash", "bash", "rbash", "zsh", "ksh", "mksh", "lksh", "pdksh", "oksh", "yash", "posh"]

    /// `path`'s last component, without a login shell's leading `-` or a version after the name
    /// (`/usr/bin/zsh-5.9` and `ksh93` are `zsh` and `ksh`).
    static func baseName(_ path: String) -> String {
        var name = Substring(path.split(separator: "/", omittingEmptySubsequences: true).last ?? "")
        if name.first == "-" { name = name.dropFirst() }
        while let last = name.last, last.isNumber || last == "." || last == "-" { name = name.dropLast() }
        return String(name)
    }

    /// `bytes` as one word of this shell, taken literally.
    public func quote(_ bytes: some Collection<UInt8>) -> [UInt8] {
        let quote = UInt8(ascii: "'"), backslash = UInt8(ascii: "\\")
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 2)
        switch self {
        case .posix:
            guard !bytes.isEmpty else { return [quote, quote] }
            var open = false
            for byte in bytes {
                if byte == quote {
                    if open { out.append(quote) }
                    open = false
                    out += [backslash, quote]
                } else {
                    if !open { out.append(quote) }
                    open = true
                    out.append(byte)
                }
            }
            if open { out.append(quote) }
        case .fish:
            out.append(quote)
            for byte in bytes {
                if byte == quote || byte == backslash { out.append(backslash) }
                out.append(byte)
            }
            out.append(quote)
        }
        return out
    }
}
