/// fzf's texts beside the list: `--footer`, which tick draws, the labels, which fzf's screen
/// draws on its borders, and the ghost text; tick keeps them for commands' environment
/// (`FZF_BORDER_LABEL`…) and for `change-X` to change.
extension OptionTable {
    static let fzfTexts: [OptionSpec] = [
        OptionSpec("footer", nil, .required("STR"), .fzf, "Lines on the far side of the rows from the prompt, in the given order (escape sequences are styles)") { o, v in
            o.footer = v
        },
        OptionSpec("no-footer", nil, .none, .fzf, "Undo --footer") { o, _ in o.footer = nil },
        OptionSpec("ghost", nil, .required("TEXT"), .fzf, "fzf's text in an empty query: \(Action.Setting.ghost.keptFor)") { o, v in
            o.labels[.ghost] = v
        },
    ] + label(.borderLabel, "the border") + label(.listLabel, "the list border") + label(.inputLabel, "the query border")
        + label(.previewLabel, "the preview border") + label(.headerLabel, "the header border")
        + label(.footerLabel, "the footer border")

    /// `--X-label LABEL`, fzf's label of `what`, and `--no-X-label`.
    private static func label(_ setting: Action.Setting, _ what: String) -> [OptionSpec] {
        [
            OptionSpec(setting.rawValue, nil, .required("LABEL"), .fzf, "fzf's label of \(what): \(setting.keptFor)") { o, v in
                o.labels[setting] = v
            },
            OptionSpec("no-" + setting.rawValue, nil, .none, .fzf, "Undo --\(setting.rawValue)") { o, _ in o.labels[setting] = nil },
        ]
    }
}
