import TickCore

/// What `tick --bash`, `--zsh` and `--fish` print: the shell's key bindings (`shell/key-bindings.*`),
/// its `**` completion (`shell/completion.*`) and tick's completions (`completions/`), with
/// `@TICK_PATH@` standing for this tick's own path.
///
/// The files' text is `EmbeddedFiles`, which the build writes from the repository's files
/// (`Plugins/EmbedShellFiles`), so that an installed tick carries them without the repository.
enum ShellScripts {
    /// The script for `shell`, using `tickPath` (quoted for that shell) where tick is not on
    /// `PATH`.
    static func script(for shell: Options.ShellName, tickPath: String) -> String {
        switch shell {
        case .bash: return bash.replacing("@TICK_PATH@", with: posixQuoted(tickPath))
        case .zsh: return zsh.replacing("@TICK_PATH@", with: posixQuoted(tickPath))
        case .fish: return fish.replacing("@TICK_PATH@", with: fishQuoted(tickPath))
        }
    }

    static var bash: String {
        EmbeddedFiles.shellKeyBindingsBash + "\n" + EmbeddedFiles.shellCompletionBash + "\n" + EmbeddedFiles.completionsTickBash
    }

    /// zsh's completion function is the body of `_tick`, for `compdef` once compinit has run:
    /// at once, or at the first prompt when the startup file runs compinit after the script.
    static var zsh: String {
        EmbeddedFiles.shellKeyBindingsZsh + "\n" + EmbeddedFiles.shellCompletionZsh + """

            # tick's completions (completions/_tick), for `compdef` once compinit has run: at once,
            # or at the first prompt when the startup file runs compinit after this script.
            _tick() {

            """ + EmbeddedFiles.completionsTick + """
            }
            if (( $+functions[compdef] )); then
              compdef _tick tick
            else
              __tick_compdef() {
                (( $+functions[compdef] )) && compdef _tick tick
                precmd_functions=(${precmd_functions:#__tick_compdef})
              }
              precmd_functions+=(__tick_compdef)
            fi

            """
    }

    static var fish: String {
        EmbeddedFiles.shellKeyBindingsFish + "\n" + EmbeddedFiles.shellCompletionFish + "\n" + EmbeddedFiles.completionsTickFish
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
