import Foundation

/// Item text written to run as code if it ever left its quotes, in any shell tick knows: each
/// entry that could run something would create a file in `directory`, so after a test the
/// directory holding no such file means nothing ran.
public enum HostileItems {
    /// The shells every command is tried under, by path: POSIX sh (dash on Debian), bash, zsh,
    /// dash itself and fish. `Scripts/test-setup.sh` installs them.
    public static let shells = ["/bin/sh", "/bin/bash", "/usr/bin/zsh", "/bin/dash", "/usr/bin/fish"]

    /// The name of the files the items try to create (`pwned-N`).
    public static let marker = "pwned"

    /// The items, as bytes: `$(…)`, backquotes, both quotes, fish's `\'`, a trailing `\`, a
    /// newline, `;`, a leading `-`, a zsh glob qualifier, fish's `(…)`, bytes that are not
    /// UTF-8, a `\r`, placeholders and globs that must stay text.
    public static func items(directory dir: String) -> [[UInt8]] {
        let touch = { (n: Int) in "touch \(dir)/\(marker)-\(n)" }
        let texts = [
            "$(\(touch(1)))",
            "`\(touch(2))`",
            "x'; \(touch(3)); '",
            "x\"; \(touch(4)); \"",
            "x\\'; \(touch(5)); #",
            "endslash\\",
            "two\nlines; \(touch(7))",
            "; \(touch(8))",
            "-n",
            "*(e:'\(touch(10))':)",
            "(\(touch(11)))",
            "a\rb",
            "''",
            "'",
            "\\\\'\\",
            "{q}{}{+}{1}",
            "$'\\x41' ${HOME} $fish_pid {a,b} ~root/* %s\\n",
            "\\n'$(\(touch(18)))'\\",
        ]
        var items = texts.map { Array($0.utf8) }
        items.append([0x62, 0x61, 0x64, 0xFF, 0xFE, 0xC3, 0x28, 0x27, 0x5C])  // "bad", invalid UTF-8, "(", "'", "\"
        return items
    }

    /// A query that would run code if unquoted (typed or given with `--query`).
    public static func query(directory dir: String) -> String {
        "\\'; touch \(dir)/\(marker)-q1; # $(touch \(dir)/\(marker)-q2) `x`"
    }

    /// The files in `dir` that an item created (empty: nothing ran).
    public static func created(in dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasPrefix(marker) }.sorted()
    }
}
