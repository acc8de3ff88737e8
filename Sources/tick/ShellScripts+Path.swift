import TickCore

extension ShellScripts {
    /// The script for `shell`, using `tickPath` (quoted for that shell) where tick is not on
    /// `PATH`.
    static func script(for shell: Options.ShellName, tickPath: String) -> String {
        switch shell {
        case .bash: return bash.replacing("@TICK_PATH@", with: posixQuoted(tickPath))
        case .zsh: return zsh.replacing("@TICK_PATH@", with: posixQuoted(tickPath))
        case .fish: return fish.replacing("@TICK_PATH@", with: fishQuoted(tickPath))
        }
    }

    /// `text` in single quotes for bash and zsh: each `'` becomes `'\''`.
    static func posixQuoted(_ text: String) -> String {
        "'" + text.replacing("'", with: #"'\''"#) + "'"
    }

    /// `text` in single quotes for fish, where `\` and `'` are escaped inside them.
    static func fishQuoted(_ text: String) -> String {
        "'" + text.replacing(#"\"#, with: #"\\"#).replacing("'", with: #"\'"#) + "'"
    }
}
