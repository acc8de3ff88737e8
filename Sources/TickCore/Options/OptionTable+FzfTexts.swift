/// fzf's texts beside the list: `--footer`, which tick draws, and the labels and ghost text,
/// which tick keeps for commands' environment (`FZF_BORDER_LABEL`…) and for `change-X` to
/// change, but does not draw (fzf's screen, a view still to come, draws them).
extension OptionTable {
    static let fzfTexts: [OptionSpec] = [
        OptionSpec("footer", nil, .required("STR"), .fzf, "Lines on the far side of the rows from the prompt, in the given order (escape sequences are styles)") { o, v in
            o.footer = v
        },
        OptionSpec("no-footer", nil, .none, .fzf, "Undo --footer") { o, _ in o.footer = nil },
        OptionSpec("ghost", nil, .required("TEXT"), .fzf, "fzf's text in an empty query: \(Action.Setting.ghost.keptFor)") { o, v in
            o.labels[.ghost] = v
        },
    ] + label(.borderLabel, "the border", drawn: true) + label(.listLabel, "the list border") + label(.inputLabel, "the query border")
        + label(.previewLabel, "the preview border", drawn: true) + label(.headerLabel, "the header border")
        + label(.footerLabel, "the footer border")

    /// `--X-label LABEL`, fzf's label of `what`, and `--no-X-label`.
    /// `drawn`: fzf's screen draws it (else it is kept for commands only).
    private static func label(_ setting: Action.Setting, _ what: String, drawn: Bool = false) -> [OptionSpec] {
        let use = drawn ? "drawn on fzf's screen, \(setting.variable ?? "") for commands" : setting.keptFor
        return [
            OptionSpec(setting.rawValue, nil, .required("LABEL"), .fzf, "fzf's label of \(what): \(use)") { o, v in
                o.labels[setting] = v
            },
            OptionSpec("no-" + setting.rawValue, nil, .none, .fzf, "Undo --\(setting.rawValue)") { o, _ in o.labels[setting] = nil },
        ]
    }
}
