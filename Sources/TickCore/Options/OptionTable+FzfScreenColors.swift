/// fzf's options for the weight and colours of fzf's screen beyond `--color`: bold parts,
/// the black background, the sixteen-colour scheme. `ColorSpec` carries them to `FzfTheme`;
/// tick's own screen does not read them.
extension OptionTable {
    static let fzfScreenColors: [OptionSpec] = [
        OptionSpec("bold", nil, .none, .fzf, "fzf's screen: the current row, its matches, the prompt, the query, the pointer and the spinner in bold, the default") { o, _ in
            o.colorSpec.bold = true
        },
        OptionSpec("no-bold", nil, .none, .fzf, "fzf's screen: no bold text but what --color asks for") { o, _ in
            o.colorSpec.bold = false
        },
        OptionSpec("black", nil, .none, .fzf, "fzf's screen: a black background (palette 0), whatever --color bg says") { o, _ in
            o.colorSpec.black = true
        },
        OptionSpec("no-black", nil, .none, .fzf, "fzf's screen: the background --color gives, the default") { o, _ in
            o.colorSpec.black = false
        },
        OptionSpec("no-256", "2", plus: true, .none, .fzf, "fzf's screen: fzf's 16-colour scheme in place of the --color entries before it (colours given after it are drawn as given)") { o, _ in
            o.colorSpec = o.colorSpec.sixteenColors()
        },
    ]
}
